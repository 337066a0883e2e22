// What the person sees when an AI call fails (docs/product.md#errors): one mapping of the AI client's error codes,
// used by the Copilot, the Coach and the Analyzer. Each feature adds only its own titles and what happens next.
import { t } from 'i18next';
import { currentLanguage } from '@/i18n/i18n';
import { toAiError, type AiError } from '@/lib/ai';

type AiFailureKind = 'credit-limit' | 'plan' | 'not-configured' | 'cancelled' | 'rate-limited' | 'audio-allowance' | 'failed';

export interface AiFailure {
  kind: AiFailureKind;
  title: string;
  detail: string;
}

/** Read when used, so each is in the language of that moment. */
export const AI_FAILURE_TEXTS = {
  get failed() {
    return t('common:aiFailure.failed');
  },
  get notConfigured() {
    return t('common:aiFailure.notConfigured');
  },
  get notConfiguredFix() {
    return t('common:aiFailure.notConfiguredFix');
  },
  get cancelled() {
    return t('common:aiFailure.cancelled');
  },
  get rateLimited() {
    return t('common:aiFailure.rateLimited');
  },
  get planRequired() {
    return t('common:aiFailure.planRequired');
  },
  get creditLimit() {
    return t('common:aiFailure.creditLimit');
  },
  get audioAllowance() {
    return t('common:aiFailure.audioAllowance');
  },
};

const TRANSLATED_DETAILS = [
  'credit_limit_reached',
  'plan_required',
  'rate_limited',
  'audio_allowance_reached',
  'model_retired',
  'not_signed_in',
  'network',
  'timeout',
  'upstream',
] as const;

/**
 * The gateway and the AI client write their messages in English, each more precise than a text per code (which plan
 * feature, which allowance): English keeps them; another language gets the text of the error's code.
 */
function detailOf(error: AiError): string {
  const code = TRANSLATED_DETAILS.find((known) => known === error.code);
  return code && currentLanguage() !== 'en' ? t(`common:aiErrors.${code}`) : error.message;
}

export function describeAiFailure(error: unknown): AiFailure {
  const aiError = toAiError(error);
  const detail = detailOf(aiError);
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
