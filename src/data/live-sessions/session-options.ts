// The session selector's options (docs/product.md, "Session option"), in the order a person looks for them the day
// before an interview: upcoming interviews (soonest first, with their date and time), then applications, then past
// interviews (marked, latest first), then the demo.
import { t } from 'i18next';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { formatDate } from '@/i18n/format';
import { applicationSessionId, DEMO_SESSION_ID, interviewSessionId, type SessionOption } from './session-id';

const INTERVIEW_WHEN: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
/** An interview without a stored duration is taken to last the form's default. */
const DEFAULT_DURATION_MINUTES = 30;

/** An interview is past once it has ended (start + duration): one in progress is still the one to open. */
function isInterviewPast(interview: { date: string; duration?: number | null }, now: Date): boolean {
  const endsAt = new Date(interview.date).getTime() + (interview.duration ?? DEFAULT_DURATION_MINUTES) * 60_000;
  return endsAt < now.getTime();
}

export function buildSessionOptions(applications: ReadonlyArray<ApplicationWithInterviews>, now = new Date()): SessionOption[] {
  const interviews: Array<SessionOption & { date: string }> = [];
  const applicationOptions: SessionOption[] = [];
  for (const application of applications) {
    applicationOptions.push({
      value: applicationSessionId(application.id),
      label: `${application.company_name} - ${application.job_title}`,
      type: 'application',
      group: 'application',
      applicationId: application.id,
      interviewId: null,
    });
    for (const interview of application.interviews ?? []) {
      const isPast = isInterviewPast(interview, now);
      const when = formatDate(interview.date, INTERVIEW_WHEN);
      interviews.push({
        value: interviewSessionId(interview.id),
        label: `${application.company_name} - ${interview.name} · ${isPast ? t('applications:liveSession.pastInterviewLabel', { when }) : when}`,
        type: 'interview',
        group: isPast ? 'past' : 'upcoming',
        applicationId: application.id,
        interviewId: interview.id,
        date: interview.date,
      });
    }
  }
  const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
  const upcoming = interviews.filter((option) => option.group === 'upcoming').sort(byDate);
  const past = interviews.filter((option) => option.group === 'past').sort((a, b) => byDate(b, a));
  const demo: SessionOption = {
    value: DEMO_SESSION_ID,
    label: t('applications:liveSession.demoOption'),
    type: 'demo',
    group: 'demo',
    applicationId: null,
    interviewId: null,
  };
  return [...upcoming.map(withoutDate), ...applicationOptions, ...past.map(withoutDate), demo];
}

function withoutDate({ date: _date, ...option }: SessionOption & { date: string }): SessionOption {
  return option;
}
