// What the person sees when sending a question fails (docs/product.md#errors): the shared AI mapping, plus whether
// the question can be resent.
import { t } from 'i18next';
import { describeAiFailure, type AiFailure } from '@/lib/ai-failures';
import { DataError } from '@/data/applications/database-error';

export const SEND_MESSAGES = {
  /** Shown as the answer when the model sent nothing: part of the answer, not the UI, so it stays as the model's fallback. */
  fallbackAnswer: 'Could you please rephrase your question?',
  get cancelledDetail() {
    return t('copilot:send.cancelledDetail');
  },
  get answerNotSaved() {
    return t('copilot:send.answerNotSaved');
  },
};

export interface SendProblem {
  title: string;
  detail?: string;
  /** The question is still in the box and can be sent again. */
  canResend?: boolean;
  /** Not a failure, only something to know: shown as information, not as an error. */
  isInfo?: boolean;
}

export function describeSendFailure(error: unknown): AiFailure & { canResend: boolean } {
  if (error instanceof DataError) return { kind: 'failed', title: describeAiFailure(null).title, detail: error.message, canResend: true };
  const failure = describeAiFailure(error);
  if (failure.kind === 'cancelled') return { ...failure, detail: SEND_MESSAGES.cancelledDetail, canResend: false };
  return { ...failure, canResend: failure.kind === 'failed' || failure.kind === 'rate-limited' };
}
