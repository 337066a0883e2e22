// Where the likely questions are practised: the Coach, on this application's session, with the analysis's questions.
import { coachHref } from '@/data/live-sessions/session-links';
import { applicationSessionId } from '@/data/live-sessions/session-id';

export const coachPracticeHref = (applicationId: string): string => coachHref(applicationSessionId(applicationId), 'analysis');
