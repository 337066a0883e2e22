// Where the likely questions are practised: the Coach, on this application's session, with the analysis's questions.
import { paths } from '@/config/paths';
import { applicationSessionId } from '@/data/live-sessions/session-id';

export function coachPracticeHref(applicationId: string): string {
  const query = new URLSearchParams({ session: applicationSessionId(applicationId), practice: 'analysis' });
  return `${paths.coach.href()}?${query.toString()}`;
}
