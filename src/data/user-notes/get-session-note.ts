// The note of one copilot session, or null when none was written yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { userNoteKeys } from './keys';
import type { UserNote } from './types';

async function getSessionNote(sessionId: string, signal: AbortSignal): Promise<UserNote | null> {
  const { data, error } = await supabase
    .from('user_notes')
    .select('id, session_id, content, updated_at')
    .eq('session_id', sessionId)
    .abortSignal(signal)
    .maybeSingle();
  if (error) throw new DataError(error, 'Your notes could not be loaded.');
  return data;
}

const sessionNoteQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: userNoteKeys.session(sessionId), queryFn: ({ signal }) => getSessionNote(sessionId, signal), staleTime: Infinity });

export function useSessionNote(sessionId: string) {
  return useQuery(sessionNoteQueryOptions(sessionId));
}
