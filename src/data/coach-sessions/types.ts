// Row shape of public.coach_sessions (supabase/migrations/20261121001100_coach_sessions.sql) and its JSON columns.

export interface CoachTurn {
  question: string;
  answer: string;
  feedback: string;
  /** 1–10, from the end-of-session summary. */
  score?: number;
  /** How long the person spoke (voice answers only); typed answers have none. */
  durationMs?: number;
  source: 'voice' | 'text';
}

export interface CoachSummary {
  answers: number;
  voiceAnswers: number;
  totalWords: number;
  fillerCount: number;
  fillerCounts: Record<string, number>;
  /** Null when no answer was spoken. */
  wordsPerMinute: number | null;
  averageScore: number | null;
  strengths: string[];
  practice: string[];
  /** 'ai' when the model wrote the scores and advice, 'local' when they were computed here. */
  source: 'ai' | 'local';
}

export interface CoachSessionRow {
  id: string;
  user_id: string;
  session_id: string;
  started_at: string;
  ended_at: string;
  turns: CoachTurn[];
  summary: Partial<CoachSummary>;
  created_at: string;
}

export const COACH_SESSION_COLUMNS = 'id, user_id, session_id, started_at, ended_at, turns, summary, created_at';
