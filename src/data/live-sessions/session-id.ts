// What a live session is about (docs/product.md, "Session option"): an application, one of its interviews, or the
// demo. Its id is also the session_id of chat_messages, user_notes and coach_sessions: `app_<id>`, `int_<id>` or
// `demo`. Ids are made here only.

type SessionSubjectType = 'application' | 'interview' | 'demo';

/** Where the selector lists an option: upcoming interviews first, then applications, past interviews, the demo. */
type SessionOptionGroup = 'upcoming' | 'application' | 'past' | 'demo';

export interface SessionOption {
  /** The session id: app_{id}, int_{id} or demo. */
  value: string;
  label: string;
  type: SessionSubjectType;
  group: SessionOptionGroup;
  applicationId: string | null;
  interviewId: string | null;
}

export const DEMO_SESSION_ID = 'demo';

export const applicationSessionId = (applicationId: string) => `app_${applicationId}`;
export const interviewSessionId = (interviewId: string) => `int_${interviewId}`;
