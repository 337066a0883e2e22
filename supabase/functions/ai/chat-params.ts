// The parameters a chat request carries, fitted to the model family: one small table decides. Reasoning models (the
// GPT-5 family and later, the o-series) refuse `max_tokens` ("Use 'max_completion_tokens' instead"), any temperature
// but 1 and the penalties; older chat models and other OpenAI-compatible providers (Ollama, vLLM, Groq, Azure
// deployments under their own names) keep max_tokens and the spec's sampling values. OPENAI_CHAT_PARAMETERS
// (`reasoning` or `classic`) decides for a model name the table does not know. Pure, unit-tested.

export type ChatFamily = 'reasoning' | 'classic';
type Effort = 'none' | 'minimal' | 'low';

/** Spec §9: temperature 0.7, presence and frequency penalty -0.5, where the model takes them. */
export const SPEC_SAMPLING = { temperature: 0.7, presence_penalty: -0.5, frequency_penalty: -0.5 } as const;

/**
 * Each reasoning family and the lowest reasoning effort it takes, first match wins. Checked 2026-11-25 on
 * developers.openai.com: gpt-6.1-sol and gpt-6-astra take low…max (no none); gpt-6-luna, gpt-6-sol, gpt-6.1-terra and
 * GPT-5.1 onwards take none…max; gpt-5, gpt-5-mini and gpt-5-nano (shut down 2026-12-11) take minimal…high; the
 * o-series low…high. Checked 2026-11-28: gpt-6.2-sol's page says "The API rejects requests that set reasoning effort to
 * none" (low…max). The deployment checklist: "When reasoning effort is not none, remove temperature, top_p".
 */
const REASONING_FAMILIES: ReadonlyArray<{ pattern: RegExp; lowest: Effort }> = [
  { pattern: /^gpt-6\.[12]-sol|^gpt-6(\.\d+)?-astra/, lowest: 'low' },
  { pattern: /^gpt-([6-9]|\d{2,})/, lowest: 'none' },
  { pattern: /^gpt-5\.\d/, lowest: 'none' },
  { pattern: /^gpt-5(-(mini|nano))?(-\d{4}-\d{2}-\d{2})?$/, lowest: 'minimal' },
  { pattern: /^o\d/, lowest: 'low' },
];

/** Room for the reasoning tokens, which count against max_completion_tokens, when the effort is not none. */
const REASONING_ALLOWANCE = 8_000;

/** A provider may prefix the name (openai/gpt-6-luna on a router): the family is read from the last segment. */
const baseName = (model: string) => model.slice(model.lastIndexOf('/') + 1).toLowerCase();

function reasoningFamily(model: string) {
  return REASONING_FAMILIES.find((family) => family.pattern.test(baseName(model))) ?? null;
}

export function chatFamily(model: string, override?: string): ChatFamily {
  if (override === 'reasoning' || override === 'classic') return override;
  return reasoningFamily(model) ? 'reasoning' : 'classic';
}

export interface ChatParamsInput {
  model: string;
  /** The most visible answer tokens (the contract's cap for the purpose). */
  maxTokens: number;
  /** The Copilot's answers and the Coach's spoken turns: first-token latency is the product, so the lowest effort. */
  isFast: boolean;
  /** OPENAI_CHAT_PARAMETERS. */
  override?: string;
}

/** The length and sampling part of the upstream chat body. */
export function chatParams({ model, maxTokens, isFast, override }: ChatParamsInput): Record<string, unknown> {
  if (chatFamily(model, override) === 'classic') return { max_tokens: maxTokens, ...SPEC_SAMPLING };
  // An unknown provider told to use the reasoning shape gets no effort: which values it takes is not known here.
  const effort = isFast ? reasoningFamily(model)?.lowest : undefined;
  const allowance = effort === 'none' ? 0 : REASONING_ALLOWANCE;
  return { max_completion_tokens: maxTokens + allowance, ...(effort ? { reasoning_effort: effort } : {}) };
}
