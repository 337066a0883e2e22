// The coach sessions about one application or interview (its session id), newest first: the interview page shows
// the scores its drilled questions got.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { parseCoachSession } from './coach-session-schema';
import { coachSessionKeys } from './keys';
import { COACH_SESSION_COLUMNS, type CoachSessionRow } from './types';

const SUBJECT_SESSIONS_LIMIT = 20;

async function getSubjectCoachSessions(sessionId: string, signal: AbortSignal): Promise<CoachSessionRow[]> {
  const { data, error } = await supabase
    .from('coach_sessions')
    .select(COACH_SESSION_COLUMNS)
    .eq('session_id', sessionId)
    .order('started_at', { ascending: false })
    .limit(SUBJECT_SESSIONS_LIMIT)
    .abortSignal(signal);
  if (error) throw new DataError(error, 'The coach sessions could not be loaded.');
  return data.map(parseCoachSession).filter((session) => session !== null);
}

const subjectCoachSessionsQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: coachSessionKeys.subject(sessionId), queryFn: ({ signal }) => getSubjectCoachSessions(sessionId, signal) });

export function useSubjectCoachSessions(sessionId: string) {
  return useQuery(subjectCoachSessionsQueryOptions(sessionId));
}
