// Where the likely questions are practised: the Coach, on this application's session, with the analysis's questions.
import { paths } from '@/config/paths';

export function coachPracticeHref(applicationId: string): string {
  const query = new URLSearchParams({ session: `app_${applicationId}`, practice: 'analysis' });
  return `${paths.coach.href()}?${query.toString()}`;
}
