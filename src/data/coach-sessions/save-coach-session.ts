// Saves a coach session as it goes: its answered turns after each answer (the row is created at the first), then its
// end with the summary (End session, or Summarise on a session left unfinished). An ended session is a record: the
// database refuses to change it (20261128180000_coach_sessions_saved_as_answered.sql).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { coachSessionKeys } from './keys';
import { parseCoachSession } from './coach-session-schema';
import type { CoachRolePlay } from './role-play';
import { COACH_SESSION_COLUMNS, type CoachSessionRow, type CoachSummary, type CoachTurn } from './types';

export interface CoachSessionSave {
  /** The row's id, chosen by the browser when the session starts, so every save of the session names the same row. */
  id: string;
  sessionId: string;
  startedAt: string;
  /** An offer's role-play, written with the row when it is created (never changed after). */
  rolePlay?: CoachRolePlay;
  turns: CoachTurn[];
  /** Given when the session ends: it is then a record, never changed. */
  end?: { endedAt: string; summary: CoachSummary };
}

export async function saveCoachSession(save: CoachSessionSave): Promise<CoachSessionRow> {
  const ending = save.end ? { ended_at: save.end.endedAt, summary: save.end.summary } : {};
  // The session's row once it exists (an update touches only an unfinished one), else the first save creates it.
  const updated = await supabase
    .from('coach_sessions')
    .update({ turns: save.turns, ...ending })
    .eq('id', save.id)
    .select(COACH_SESSION_COLUMNS)
    .maybeSingle();
  if (updated.error) throw new DataError(updated.error, 'This coach session could not be saved.');
  let row = updated.data;
  if (!row) {
    const inserted = await supabase
      .from('coach_sessions')
      .insert({
        id: save.id,
        session_id: save.sessionId,
        practice: save.rolePlay?.practice ?? 'interview',
        offer_id: save.rolePlay?.offer ?? null,
        started_at: save.startedAt,
        turns: save.turns,
        ...ending,
      })
      .select(COACH_SESSION_COLUMNS)
      .single();
    if (inserted.error) throw new DataError(inserted.error, 'This coach session could not be saved.');
    row = inserted.data;
  }
  const saved = parseCoachSession(row);
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
