// What the person sees when an AI call fails (docs/product.md#errors): one mapping of the AI client's error codes,
// used by the Copilot, the Coach and the Analyzer. Each feature adds only its own titles and what happens next.
import { toAiError } from '@/lib/ai';

type AiFailureKind = 'credit-limit' | 'plan' | 'not-configured' | 'cancelled' | 'rate-limited' | 'audio-allowance' | 'failed';

export interface AiFailure {
  kind: AiFailureKind;
  title: string;
  detail: string;
}

export const AI_FAILURE_TEXTS = {
  failed: 'Failed to process message',
  notConfigured: 'AI is not configured',
  notConfiguredFix:
    "AI features need an AI provider. Set OPENAI_API_KEY (and OPENAI_BASE_URL for an OpenAI-compatible server) in the AI gateway's environment, then restart the backend (`npm start`) or run `supabase secrets set OPENAI_API_KEY=…` on a Supabase project.",
  cancelled: 'Answer cancelled',
  rateLimited: 'Too many requests',
  planRequired: 'Plan required',
  creditLimit: 'Credit Limit Reached',
  audioAllowance: 'Spoken audio used up',
} as const;

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
