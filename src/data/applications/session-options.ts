// The copilot's session selector (spec §3 Session option): applications, their interviews, and demo mode.
import type { ApplicationWithInterviews } from '@/data/applications/types';

export type SessionOptionType = 'application' | 'interview' | 'demo';

export interface SessionOption {
  /** Also the chat_messages / user_notes session_id: app_{id}, int_{id} or demo. */
  value: string;
  label: string;
  type: SessionOptionType;
  applicationId: string | null;
  interviewId: string | null;
}

export const DEMO_SESSION_ID = 'demo';
export const DEMO_OPTION_LABEL = 'Enter Demo Mode';
export const SESSION_SELECTOR_PLACEHOLDER = 'Select interview or application...';

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
