// The session selector's options (spec §3 Session option): applications, their interviews, and demo mode.
// Used by the Copilot and the Coach.
import { DEMO_OPTION_LABEL, DEMO_SESSION_ID, type SessionOption } from '@/config/sessions';
import type { ApplicationWithInterviews } from '@/data/applications/types';

export function buildSessionOptions(applications: ReadonlyArray<ApplicationWithInterviews>): SessionOption[] {
  const options: SessionOption[] = [];
  for (const application of applications) {
    options.push({
      value: `app_${application.id}`,
      label: `${application.company_name} - ${application.job_title}`,
      type: 'application',
      applicationId: application.id,
      interviewId: null,
    });
    const interviews = [...(application.interviews ?? [])].sort((a, b) => a.date.localeCompare(b.date));
    for (const interview of interviews) {
      options.push({
        value: `int_${interview.id}`,
        label: `${application.company_name} - ${interview.name}`,
        type: 'interview',
        applicationId: application.id,
        interviewId: interview.id,
      });
    }
  }
  options.push({ value: DEMO_SESSION_ID, label: DEMO_OPTION_LABEL, type: 'demo', applicationId: null, interviewId: null });
  return options;
}
