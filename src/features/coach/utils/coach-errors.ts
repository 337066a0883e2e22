// What the person sees when a coach step fails (spec §8), from the AI client's error codes.
import { toAiError } from '@/lib/ai';

export const COACH_MESSAGES = {
  emptyAnswer: 'Please provide some speech input first.',
  failed: 'Failed to process message',
  startFailed: 'Failed to start session',
  notConfigured: 'AI is not configured',
  notConfiguredFix:
    'The Coach needs an AI provider: set OPENAI_API_KEY (and OPENAI_BASE_URL for an OpenAI-compatible server) in the AI gateway\'s environment, then restart the backend (`npm start`) or run `supabase secrets set OPENAI_API_KEY=…` on a Supabase project.',
  answerKept: 'Your answer is kept below: press Send to try again.',
  audioOff: 'Audio is off in this browser: read the question on screen.',
} as const;

export interface CoachProblem {
  title: string;
  detail?: string;
}

export type CoachFailure = { kind: 'credit-limit' } | { kind: 'problem'; problem: CoachProblem };

export function describeCoachFailure(error: unknown): CoachFailure {
  const aiError = toAiError(error);
  if (aiError.code === 'credit_limit_reached') return { kind: 'credit-limit' };
  if (aiError.code === 'ai_not_configured') return { kind: 'problem', problem: { title: COACH_MESSAGES.notConfigured, detail: COACH_MESSAGES.notConfiguredFix } };
  return { kind: 'problem', problem: { title: COACH_MESSAGES.failed, detail: aiError.message } };
}
