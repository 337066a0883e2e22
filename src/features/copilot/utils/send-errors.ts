// What the person sees when sending a question fails (spec §8), from the AI client's error codes.
import { toAiError } from '@/lib/ai';
import { DataError } from '@/data/applications/database-error';

export const SEND_MESSAGES = {
  emptyQuestion: 'Please provide some speech input first.',
  failed: 'Failed to process message',
  fallbackAnswer: 'Could you please rephrase your question?',
  notConfigured: 'AI is not configured',
  cancelled: 'Answer cancelled',
  answerNotSaved: 'The answer is shown but could not be saved to the history.',
} as const;

export interface SendProblem {
  title: string;
  detail?: string;
  /** The question is still in the box and can be sent again. */
  canResend?: boolean;
}

export type SendFailure = { kind: 'credit-limit' } | { kind: 'problem'; problem: SendProblem };

export function describeSendFailure(error: unknown): SendFailure {
  if (error instanceof DataError) return { kind: 'problem', problem: { title: SEND_MESSAGES.failed, detail: error.message, canResend: true } };
  const aiError = toAiError(error);
  if (aiError.code === 'credit_limit_reached') return { kind: 'credit-limit' };
  if (aiError.code === 'ai_not_configured') return { kind: 'problem', problem: { title: SEND_MESSAGES.notConfigured, detail: aiError.message } };
  if (aiError.code === 'aborted') return { kind: 'problem', problem: { title: SEND_MESSAGES.cancelled, detail: 'Your question is kept: send it again when you are ready.' } };
  return { kind: 'problem', problem: { title: SEND_MESSAGES.failed, detail: aiError.message, canResend: true } };
}
