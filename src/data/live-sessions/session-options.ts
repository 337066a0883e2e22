// The session selector's options (docs/product.md, "Session option"): applications, their interviews, and the demo.
import { t } from 'i18next';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { applicationSessionId, DEMO_SESSION_ID, interviewSessionId, type SessionOption } from './session-id';

export function buildSessionOptions(applications: ReadonlyArray<ApplicationWithInterviews>): SessionOption[] {
  const options: SessionOption[] = [];
  for (const application of applications) {
    options.push({
      value: applicationSessionId(application.id),
      label: `${application.company_name} - ${application.job_title}`,
      type: 'application',
      applicationId: application.id,
      interviewId: null,
    });
    const interviews = [...(application.interviews ?? [])].sort((a, b) => a.date.localeCompare(b.date));
    for (const interview of interviews) {
      options.push({
        value: interviewSessionId(interview.id),
        label: `${application.company_name} - ${interview.name}`,
        type: 'interview',
        applicationId: application.id,
        interviewId: interview.id,
      });
    }
  }
  options.push({ value: DEMO_SESSION_ID, label: t('applications:liveSession.demoOption'), type: 'demo', applicationId: null, interviewId: null });
  return options;
}
