// What the person sees when an AI call fails (docs/product.md#errors): one mapping of the AI client's error codes,
// used by the Copilot, the Coach and the Analyzer. Each feature adds only its own titles and what happens next.
import { t } from 'i18next';
import { toAiError } from '@/lib/ai';

type AiFailureKind = 'credit-limit' | 'plan' | 'not-configured' | 'cancelled' | 'rate-limited' | 'audio-allowance' | 'failed';

export interface AiFailure {
  kind: AiFailureKind;
  title: string;
  detail: string;
}

// Read from the applications catalogue when used (the screens that show them load it), so they follow the UI language.
export const AI_FAILURE_TEXTS = {
  get failed() {
    return t('applications:aiFailures.failed');
  },
  get notConfigured() {
    return t('applications:aiFailures.notConfigured');
  },
  get notConfiguredFix() {
    return t('applications:aiFailures.notConfiguredFix');
  },
  get cancelled() {
    return t('applications:aiFailures.cancelled');
  },
  get rateLimited() {
    return t('applications:aiFailures.rateLimited');
  },
  get planRequired() {
    return t('applications:aiFailures.planRequired');
  },
  get creditLimit() {
    return t('applications:aiFailures.creditLimit');
  },
  get audioAllowance() {
    return t('applications:aiFailures.audioAllowance');
  },
};

export function describeAiFailure(error: unknown): AiFailure {
  const aiError = toAiError(error);
  const detail = aiError.message;
  switch (aiError.code) {
    case 'credit_limit_reached':
      return { kind: 'credit-limit', title: AI_FAILURE_TEXTS.creditLimit, detail };
    case 'plan_required':
      return { kind: 'plan', title: AI_FAILURE_TEXTS.planRequired, detail };
    case 'ai_not_configured':
      return { kind: 'not-configured', title: AI_FAILURE_TEXTS.notConfigured, detail: AI_FAILURE_TEXTS.notConfiguredFix };
    case 'aborted':
      return { kind: 'cancelled', title: AI_FAILURE_TEXTS.cancelled, detail };
    case 'rate_limited':
      return { kind: 'rate-limited', title: AI_FAILURE_TEXTS.rateLimited, detail };
    case 'audio_allowance_reached':
      return { kind: 'audio-allowance', title: AI_FAILURE_TEXTS.audioAllowance, detail };
    default:
      return { kind: 'failed', title: AI_FAILURE_TEXTS.failed, detail };
  }
}
