// Saves a finished coach session with its summary (insert only: a saved session is a record, not a draft).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { coachSessionKeys } from './keys';
import { parseCoachSession } from './coach-session-schema';
import { COACH_SESSION_COLUMNS, type CoachSessionRow, type CoachSummary, type CoachTurn } from './types';

interface SaveCoachSessionInput {
  sessionId: string;
  startedAt: string;
  endedAt: string;
  turns: CoachTurn[];
  summary: CoachSummary;
}

async function saveCoachSession(input: SaveCoachSessionInput): Promise<CoachSessionRow> {
  const { data, error } = await supabase
    .from('coach_sessions')
    .insert({ session_id: input.sessionId, started_at: input.startedAt, ended_at: input.endedAt, turns: input.turns, summary: input.summary })
    .select(COACH_SESSION_COLUMNS)
    .single();
  if (error) throw new DataError(error, 'This coach session could not be saved.');
  const saved = parseCoachSession(data);
  if (!saved) throw new DataError(null, 'This coach session was saved but could not be read back. Reload the page.');
  return saved;
}

export function useSaveCoachSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoachSession,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: coachSessionKeys.all })),
  });
}
