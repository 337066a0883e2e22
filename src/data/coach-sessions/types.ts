// Row shape of public.coach_sessions (supabase/migrations/20261121001100_coach_sessions.sql) and its JSON columns.
import type { Tables } from '@/types/database';
import type { CoachTurn, StoredCoachSummary } from './coach-session-schema';

export type { AnswerDelivery, CoachTurn } from './coach-session-schema';

type CoachSessionColumns = Pick<Tables<'coach_sessions'>, 'id' | 'user_id' | 'session_id' | 'practice' | 'offer_id' | 'started_at' | 'ended_at' | 'created_at'>;

/** A saved session with its JSON columns checked (parseCoachSession). */
export type CoachSessionRow = CoachSessionColumns & { turns: CoachTurn[]; summary: StoredCoachSummary };

/** The summary shown at the end of a session: every metric computed (session-summary.ts). */
export type CoachSummary = {
  answers: number;
  voiceAnswers: number;
  totalWords: number;
  /** Delivery: over the spoken answers timed by the audio clock; null (and 0 fillers) when there is none. */
  fillerCount: number;
  fillerCounts: Record<string, number>;
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  longPauses: number | null;
  averageScore: number | null;
  strengths: string[];
  practice: string[];
  /** 'ai' when the model wrote the scores and advice, 'local' when they were computed here. */
  source: 'ai' | 'local';
};

export const COACH_SESSION_COLUMNS = 'id, user_id, session_id, practice, offer_id, started_at, ended_at, turns, summary, created_at';
