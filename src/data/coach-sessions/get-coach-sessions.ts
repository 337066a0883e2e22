// The person's past coach sessions, newest first (the progress list on /coach).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { coachSessionKeys } from './keys';
import { parseCoachSession } from './coach-session-schema';
import { COACH_SESSION_COLUMNS, type CoachSessionRow } from './types';

const PAST_SESSIONS_LIMIT = 20;

async function getCoachSessions(signal: AbortSignal): Promise<CoachSessionRow[]> {
  const { data, error } = await supabase
    .from('coach_sessions')
    .select(COACH_SESSION_COLUMNS)
    .order('started_at', { ascending: false })
    .limit(PAST_SESSIONS_LIMIT)
    .abortSignal(signal);
  if (error) throw new DataError(error, 'Your past coach sessions could not be loaded.');
  const sessions = data.map(parseCoachSession);
  if (sessions.some((session) => session === null)) throw new DataError(null, 'One of your past coach sessions could not be read. Please contact support.');
  return sessions.filter((session) => session !== null);
}

const coachSessionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: coachSessionKeys.list(userId), queryFn: ({ signal }) => getCoachSessions(signal) });

export function useCoachSessions(userId: string | undefined) {
  return useQuery({ ...coachSessionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
