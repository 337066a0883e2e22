// Where a subject's live sessions open: the Coach or the Copilot (v3) with the subject preselected (`?session=`, read by
// their routes into useSessionSubject). The Analyzer's practice link adds `practice=analysis`, a debrief's "Drill these" `practice=debrief`.
import { paths } from '@/config/paths';

export function coachHref(sessionId: string, practice?: 'analysis' | 'debrief'): string {
  const query = new URLSearchParams({ session: sessionId, ...(practice ? { practice } : {}) });
  return `${paths.coach.href()}?${query.toString()}`;
}

export function copilotHref(sessionId: string, version: 'v2' | 'v3' = 'v3'): string {
  const query = new URLSearchParams({ session: sessionId });
  return `${(version === 'v2' ? paths.copilot2 : paths.copilot3).href()}?${query.toString()}`;
}
