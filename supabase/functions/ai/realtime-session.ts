// Realtime transcription sessions: the upstream `POST /realtime/client_secrets` request for one Copilot session
// (model, language, keywords from the application) and the answer the browser gets. Pure: realtime.ts fetches the
// application and does the HTTP. Turn detection is always ours (null): the
// live models reject any other value, and the browser commits each turn itself.
import { readModels } from './models.ts';

export interface RealtimeConfig {
  /** Where client secrets are minted, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  /** The WebSocket URL the browser connects to, without query. */
  realtimeUrl: string;
  model: string;
}

/** Short: a secret opens sessions until it expires, and the browser connects within a second of minting. */
const CLIENT_SECRET_SECONDS = 60;
const MAX_KEYWORDS = 40;
const MAX_PROMPT_CHARS = 800;

/**
 * Reads OPENAI_REALTIME_URL (or derives it from OPENAI_BASE_URL) and OPENAI_REALTIME_MODEL. Secrets are minted by the
 * host that serves the WebSocket: `…/realtime` in http(s) form, so a realtime host apart from the chat host works.
 */
export function realtimeConfigFromEnv(env: (name: string) => string | undefined): RealtimeConfig {
  const chatBase = (env('OPENAI_BASE_URL') || 'https://api.openai.com/v1').replace(/\/+$/, '');
  const realtimeUrl = (env('OPENAI_REALTIME_URL') || `${chatBase.replace(/^http/, 'ws')}/realtime`).replace(/\/+$/, '');
  if (!/^wss?:\/\//.test(realtimeUrl)) throw new Error(`OPENAI_REALTIME_URL must start with wss:// or ws:// (got ${realtimeUrl})`);
  const baseUrl = realtimeUrl.replace(/^ws/, 'http').replace(/\/realtime$/, '');
  return { baseUrl, realtimeUrl, model: readModels(env).realtime };
}

/** The realtime configuration, or null when the server has none (no upstream key, or OPENAI_REALTIME_URL=off). */
export function realtimeConfigOrNull(apiKey: string, env: (name: string) => string | undefined): RealtimeConfig | null {
  if (!apiKey || env('OPENAI_REALTIME_URL') === 'off') return null;
  return realtimeConfigFromEnv(env);
}

export interface RealtimeCapability {
  transport: 'websocket';
  url: string;
  model: string;
}

/** The realtime part of the gateway's capabilities: where the browser connects and with which model, or null. */
export function realtimeCapabilityFromEnv(apiKey: string, env: (name: string) => string | undefined): RealtimeCapability | null {
  const realtime = realtimeConfigOrNull(apiKey, env);
  return realtime && { transport: 'websocket', url: realtime.realtimeUrl, model: realtime.model };
}

/** What the session should listen for; all from the person's own application, passed in. */
export interface TranscriptionContext {
  /** ISO-639-1, e.g. "en". */
  language?: string;
  company?: string;
  jobTitle?: string;
  jobOffer?: string;
  resume?: string;
}

type ModelFamily = 'live' | 'whisper' | 'committed';

/** Which fields a model accepts: the live models take keywords and languages, gpt-realtime-whisper neither prompt nor keywords. */
function modelFamily(model: string): ModelFamily {
  if (model.startsWith('gpt-live-transcribe')) return 'live';
  if (model.startsWith('gpt-realtime-whisper')) return 'whisper';
  return 'committed';
}

/** A keyword the API accepts: one line, no angle brackets, not too long. */
const cleanKeyword = (word: string) =>
  word
    .replace(/[<>\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);

/**
 * Proper nouns and technical terms worth biasing the recogniser towards: the company and job title as written,
 * then words from the job offer and résumé that carry capitals, digits or symbols (Kubernetes, C++, Node.js, AWS),
 * skipping words that are capitalised only because they start a sentence.
 */
export function keywordsFrom(context: TranscriptionContext): string[] {
  const found = new Map<string, string>();
  const add = (word: string) => {
    const keyword = cleanKeyword(word);
    if (keyword.length >= 2 && !found.has(keyword.toLowerCase())) found.set(keyword.toLowerCase(), keyword);
  };
  if (context.company) add(context.company);
  if (context.jobTitle) add(context.jobTitle);
  for (const text of [context.jobOffer, context.resume]) {
    if (!text) continue;
    for (const match of text.matchAll(/(^|[.!?]\s+|\s)([A-Za-z][\w+#.-]*[\w+#])/g)) {
      const [, before, word] = match;
      const startsSentence = before === '' || /[.!?]/.test(before);
      const isTerm = /[A-Z].*[A-Z]|\d|[+#.]/.test(word.slice(1)) || (/^[A-Z]/.test(word) && !startsSentence);
      if (isTerm) add(word);
    }
  }
  return [...found.values()].slice(0, MAX_KEYWORDS);
}

/**
 * The `session.audio.input.transcription` object of POST /v1/realtime/client_secrets, typed here (checked 2026-11-25
 * against the Realtime API reference and the speech-to-text guide: gpt-live-transcribe takes `keywords` and
 * `languages`, gpt-realtime-whisper `language` and `delay`, the committed-turn models `language` and `prompt`; the pinned
 * openai 6.49 types only model, language, prompt and delay).
 */
interface TranscriptionRequest {
  model: string;
  language?: string;
  languages?: string[];
  keywords?: string[];
  prompt?: string;
  delay?: 'minimal' | 'low' | 'medium' | 'high' | 'xhigh';
}

/** The hints a session can do without: an upstream that does not know one is asked again without it. */
export const OPTIONAL_HINTS = ['keywords', 'languages', 'language', 'prompt', 'delay'] as const;

export interface ClientSecretRequest {
  url: string;
  body: Record<string, unknown>;
}

/** The same mint request without one transcription hint. */
export function withoutHint(body: Record<string, unknown>, hint: (typeof OPTIONAL_HINTS)[number]): Record<string, unknown> {
  const session = body.session as { audio: { input: { transcription: TranscriptionRequest } & Record<string, unknown> } } & Record<string, unknown>;
  const { [hint]: _dropped, ...transcription } = session.audio.input.transcription;
  return { ...body, session: { ...session, audio: { ...session.audio, input: { ...session.audio.input, transcription } } } };
}

/** The upstream request minting a client secret for one transcription session. */
export function buildClientSecretRequest(config: RealtimeConfig, context: TranscriptionContext, seconds = CLIENT_SECRET_SECONDS): ClientSecretRequest {
  const language = context.language?.toLowerCase();
  if (language !== undefined && !/^[a-z]{2}$/.test(language)) throw new Error(`language must be an ISO-639-1 code such as "en" (got ${context.language})`);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 7200) throw new Error('A client secret lives 10 to 7200 seconds');
  const keywords = keywordsFrom(context);
  const transcription: TranscriptionRequest = { model: config.model };
  switch (modelFamily(config.model)) {
    case 'live':
      if (language) transcription.languages = [language];
      if (keywords.length > 0) transcription.keywords = keywords;
      break;
    case 'whisper':
      if (language) transcription.language = language;
      transcription.delay = 'low';
      break;
    case 'committed':
      if (language) transcription.language = language;
      if (keywords.length > 0) transcription.prompt = `Interview vocabulary: ${keywords.join(', ')}`.slice(0, MAX_PROMPT_CHARS);
      break;
  }
  return {
    url: `${config.baseUrl}/realtime/client_secrets`,
    body: {
      expires_after: { anchor: 'created_at', seconds },
      session: {
        type: 'transcription',
        audio: { input: { format: { type: 'audio/pcm', rate: 24_000 }, transcription, turn_detection: null } },
      },
    },
  };
}

/** What the browser gets: the secret, when it expires, where to connect, and the model it will hear with. */
export interface RealtimeSessionGrant {
  secret: string;
  expiresAt: string;
  url: string;
  model: string;
}

/** Reads the upstream answer; throws on a shape that is not a client secret. */
export function parseClientSecretResponse(config: RealtimeConfig, answer: unknown): RealtimeSessionGrant {
  const record = (answer ?? {}) as { value?: unknown; expires_at?: unknown; session?: { audio?: { input?: { transcription?: { model?: unknown } } } } };
  if (typeof record.value !== 'string' || record.value === '') throw new Error('The realtime upstream returned no client secret');
  if (typeof record.expires_at !== 'number' || !Number.isFinite(record.expires_at))
    throw new Error('The realtime upstream returned no expiry for the client secret');
  const model = record.session?.audio?.input?.transcription?.model;
  return {
    secret: record.value,
    expiresAt: new Date(record.expires_at * 1000).toISOString(),
    url: `${config.realtimeUrl}?intent=transcription`,
    model: typeof model === 'string' ? model : config.model,
  };
}
