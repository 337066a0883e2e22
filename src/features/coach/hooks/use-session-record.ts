// The saved row of the running mock interview (public.coach_sessions): its answered turns are saved after each answer,
// so a session left before End session (a reload, a closed tab) is in past sessions and can be summarised. One save at
// a time, in order; each holds every turn so far, so the next one makes good a failed one (which is said on screen).
import { t } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { coachSessionKeys } from '@/data/coach-sessions/keys';
import { saveCoachSession } from '@/data/coach-sessions/save-coach-session';
import type { CoachRolePlay } from '@/data/coach-sessions/role-play';
import type { CoachTurn } from '@/data/coach-sessions/types';

export interface SessionRecord {
  /** The row's id: the same for every save of this session. */
  id: string;
  sessionId: string;
  startedAt: string;
  /** An offer's "Rehearse the call": saved with the row, so Summarise from past sessions knows it later. */
  rolePlay?: CoachRolePlay;
}

export function useSessionRecord(onSaveFailed: (message: string) => void) {
  const queryClient = useQueryClient();
  const recordRef = useRef<SessionRecord | null>(null);
  const savesRef = useRef<Promise<void>>(Promise.resolve());

  return {
    /** A new session: its row is created at its first answered turn. */
    begin: (sessionId: string, startedAt: number, rolePlay?: CoachRolePlay) => {
      recordRef.current = { id: crypto.randomUUID(), sessionId, startedAt: new Date(startedAt).toISOString(), rolePlay };
    },
    /** A session left before its end goes on: its row takes the next turns. */
    resume: (record: SessionRecord) => {
      recordRef.current = record;
    },
    current: () => recordRef.current,
    saveTurns: (turns: CoachTurn[]) => {
      const record = recordRef.current;
      if (!record || turns.length === 0) return;
      savesRef.current = savesRef.current.then(async () => {
        try {
          await saveCoachSession({ ...record, turns });
          void queryClient.invalidateQueries({ queryKey: coachSessionKeys.all });
        } catch (error) {
          onSaveFailed(error instanceof Error ? error.message : t('coach:messages.notSaved'));
        }
      });
    },
    /** Settles when every save asked so far is done (End saves the summary after them). */
    settled: () => savesRef.current,
  };
}
