// The session selector shared by the Copilot and the Coach (spec §3 Session option): what a session is about.

export type SessionOptionType = 'application' | 'interview' | 'demo';

export interface SessionOption {
  /** Also the chat_messages / user_notes / coach_sessions session_id: app_{id}, int_{id} or demo. */
  value: string;
  label: string;
  type: SessionOptionType;
  applicationId: string | null;
  interviewId: string | null;
}

export const DEMO_SESSION_ID = 'demo';
export const DEMO_OPTION_LABEL = 'Enter Demo Mode';
export const SESSION_SELECTOR_PLACEHOLDER = 'Select interview or application...';
