// What the person sees when sending a question fails (docs/product.md#errors): the shared AI mapping, plus whether
// the question can be resent.
import { describeAiFailure, type AiFailure } from '@/lib/ai-failures';
import { DataError } from '@/data/applications/database-error';

export const SEND_MESSAGES = {
  fallbackAnswer: 'Could you please rephrase your question?',
  cancelledDetail: 'Your question is kept: send it again when you are ready.',
  answerNotSaved: 'The answer is shown but could not be saved to the history.',
} as const;

export interface SendProblem {
  title: string;
  detail?: string;
  /** The question is still in the box and can be sent again. */
  canResend?: boolean;
}

export function describeSendFailure(error: unknown): AiFailure & { canResend: boolean } {
  if (error instanceof DataError) return { kind: 'failed', title: describeAiFailure(null).title, detail: error.message, canResend: true };
  const failure = describeAiFailure(error);
  if (failure.kind === 'cancelled') return { ...failure, detail: SEND_MESSAGES.cancelledDetail, canResend: false };
  return { ...failure, canResend: failure.kind === 'failed' || failure.kind === 'rate-limited' };
}
