// The browser's AI client: the `openai` SDK pointed at our gateway, with the person's access token as its key.
// The browser sends structured requests (purpose, session, the person's own text and settings, see
// supabase/functions/_shared/ai-contract.ts); the gateway writes the prompts and chooses every model and voice. The
// upstream key never reaches the browser.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { Stream } from 'openai/streaming';
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import { AI_LIMITS, type AiErrorCodeFromGateway, type AiRealtimeSecret, type AiRealtimeSecretRequest, type AiRequest } from '@shared/ai-contract.ts';
import { env } from '@/config/env';
import { supabase } from '@/lib/supabase';

export type { AiRequest };
const AI_GATEWAY_URL = `${env.supabaseUrl}/functions/v1/ai/v1`;

export type AiErrorCode =
  | 'credit_limit_reached'
  | 'plan_required'
  | 'rate_limited'
  | 'audio_allowance_reached'
  | 'session_not_found'
  | 'ai_not_configured'
  | 'realtime_unavailable'
  | 'model_retired'
  | 'not_signed_in'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'upstream'
  | 'invalid_request'
  | 'unreadable_answer';

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

/** Gateway codes the browser handles as such; anything else is told by its status. */
const PASSED_THROUGH = new Set<AiErrorCodeFromGateway & AiErrorCode>([
  'plan_required',
  'rate_limited',
  'audio_allowance_reached',
  'session_not_found',
  'ai_not_configured',
  'realtime_unavailable',
  'model_retired',
  'unreadable_answer',
]);

/** Turns whatever the SDK threw into an AiError whose message can be shown as is. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof APIUserAbortError || (error instanceof DOMException && error.name === 'AbortError')) return new AiError('aborted', 'Cancelled.');
  if (error instanceof APIConnectionTimeoutError) return new AiError('timeout', 'The AI service took too long to answer. Try again.');
  if (error instanceof APIConnectionError) return new AiError('network', 'Cannot reach the server. Check your connection and try again.');
  if (error instanceof APIError) {
    const code = typeof error.code === 'string' ? error.code : '';
    const message = (error.error as { message?: string } | undefined)?.message ?? error.message;
    if (PASSED_THROUGH.has(code as AiErrorCodeFromGateway & AiErrorCode)) return new AiError(code as AiErrorCode, message, error.status);
    if (error.status === 402 || code === 'credit_limit_reached') return new AiError('credit_limit_reached', message, 402);
    if (error.status === 401) return new AiError('not_signed_in', 'Your session has expired. Sign in again to use AI features.', 401);
    if (error.status === 400 || error.status === 413) return new AiError('invalid_request', message, error.status);
    return new AiError('upstream', message || `The AI service failed (status ${error.status}).`, error.status);
  }
  return new AiError('upstream', error instanceof Error && error.message ? error.message : 'The AI service failed. Try again.');
}

/**
 * Whether a failed realtime mint leaves recorded transcription worth trying in the same Start: the upstream has no
 * realtime, or it failed or timed out on this mint (issue 37: a mint that timed out ended the whole Start). A refused
 * token, a spent allowance or a lost connection would fail the uploads as well, so those end the Start as before.
 */
export function canStepDownFromRealtime(error: unknown): boolean {
  if (!(error instanceof AiError)) return false;
  return error.code === 'realtime_unavailable' || error.code === 'timeout' || (error.code === 'upstream' && (error.status ?? 500) >= 500);
}

async function accessToken(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new AiError('not_signed_in', 'Your session has expired. Sign in again to use AI features.');
  return token;
}

/**
 * A fetch that carries the `Response` class. Before its first multipart upload (a transcription), openai's SDK looks
 * for `fetch.Response` and, when the function has none (the browser's own fetch), probes `fetch('data:,')` to get it;
 * the Content-Security-Policy's connect-src refuses `data:`, so every Copilot start logged a blocked connection
 * (issue 28 item 8; openai 6.x `internal/uploads.mjs` supportsFormData, checked 2026-11-25).
 */
function fetchWithResponse(base: typeof fetch = fetch): typeof fetch {
  return Object.assign((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => base(input, init), { Response });
}

async function aiClient(options: { fetch?: typeof fetch } = {}): Promise<OpenAI> {
  return new OpenAI({
    apiKey: await accessToken(),
    baseURL: AI_GATEWAY_URL,
    dangerouslyAllowBrowser: true,
    // Every retry of a question could spend another credit: the person decides to resend.
    maxRetries: 0,
    timeout: 90_000,
    fetch: fetchWithResponse(options.fetch),
  });
}

type StreamOptions = { signal?: AbortSignal; onDelta?: (delta: string, text: string) => void; fetch?: typeof fetch };

/**
 * Streams the Copilot's answer, a "What's on screen" answer or the Coach's feedback, calling `onDelta` with each piece
 * as it arrives; resolves with the whole text.
 */
export async function streamAnswer(request: Extract<AiRequest, { purpose: 'screen' }>, options: StreamOptions): Promise<string>;
export async function streamAnswer(request: Extract<AiRequest, { purpose: 'copilot' }>, options: StreamOptions): Promise<string>;
export async function streamAnswer(request: Extract<AiRequest, { purpose: 'coach-feedback' }>, options: StreamOptions): Promise<string>;
export async function streamAnswer(request: Extract<AiRequest, { purpose: 'copilot' | 'screen' | 'coach-feedback' }>, options: StreamOptions): Promise<string> {
  try {
    const client = await aiClient(options);
    const stream = await client.post<Stream<ChatCompletionChunk>>('/chat/completions', { body: request, stream: true, signal: options.signal });
    let text = '';
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content ?? '';
      if (!delta) continue;
      text += delta;
      options.onDelta?.(delta, text);
    }
    // The SDK ends an aborted stream quietly: a cancelled answer is not a complete one.
    if (options.signal?.aborted) throw new AiError('aborted', 'Cancelled.');
    return text;
  } catch (error) {
    throw toAiError(error);
  }
}

/**
 * One complete answer (a coach question, a summary or an analysis as JSON). `onModel` hears the model that
 * answered, as the gateway reports it (the upstream's `model`), for what records it (an analysis).
 */
export async function completeAnswer(
  request: Exclude<AiRequest, { purpose: 'copilot' | 'screen' | 'coach-feedback' }>,
  options: { signal?: AbortSignal; fetch?: typeof fetch; onModel?: (model: string) => void } = {},
): Promise<string> {
  try {
    const client = await aiClient(options);
    const completion = await client.post<ChatCompletion>('/chat/completions', { body: request, signal: options.signal });
    if (typeof completion.model === 'string' && completion.model) options.onModel?.(completion.model);
    return completion.choices[0]?.message?.content ?? '';
  } catch (error) {
    throw toAiError(error);
  }
}

/** Transcription of one recording (the server's transcription model); errors carry the spec's texts. */
export async function transcribeAudio(audio: Blob, language: string, options: { fetch?: typeof fetch } = {}): Promise<string> {
  const extension = audio.type.includes('mp4') ? 'mp4' : audio.type.includes('wav') ? 'wav' : 'webm';
  const form = new FormData();
  form.set('file', new File([audio], `segment.${extension}`, { type: audio.type || `audio/${extension}` }));
  form.set('language', language);
  form.set('response_format', 'json');
  let result: unknown;
  try {
    const client = await aiClient(options);
    // The SDK's own transcription call would name a model: the gateway chooses it, so the form goes as it is.
    result = await client.post('/audio/transcriptions', { body: form });
  } catch (error) {
    if (error instanceof APIError && error.status) {
      const aiError = toAiError(error);
      if (aiError.code === 'audio_allowance_reached' || aiError.code === 'not_signed_in') throw aiError;
      const message = (error.error as { message?: string } | undefined)?.message;
      throw new AiError('upstream', message || `Transcription failed with status ${error.status}`, error.status);
    }
    throw toAiError(error);
  }
  if (!result || typeof result !== 'object' || typeof (result as { text?: unknown }).text !== 'string') {
    throw new AiError('upstream', 'Invalid response format from transcription API');
  }
  return (result as { text: string }).text;
}

/** What the gateway's speech route streams: raw PCM16 little-endian, mono, 24 kHz (supabase/functions/ai/speech-workflow.ts). */
export const SPEECH_PCM = { contentType: 'audio/pcm', sampleRate: 24_000 } as const;

/**
 * Speech for a question, in the server's speech model and voice, as a stream of PCM16 bytes that arrive while the
 * rest is being synthesized (SPEECH_PCM). Aborting the signal cancels the request and the upstream's synthesis.
 */
export async function synthesizeSpeech(text: string, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  let response: Response;
  try {
    const client = await aiClient();
    response = await client.post<Response>('/audio/speech', { body: { input: text.slice(0, AI_LIMITS.speechChars) }, signal, __binaryResponse: true });
  } catch (error) {
    throw toAiError(error);
  }
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith(SPEECH_PCM.contentType)) {
    await response.body?.cancel();
    throw new AiError('upstream', 'The speech answer was not audio this page can play.');
  }
  return response.body;
}

export interface AiCapabilities {
  configured: boolean;
  /** Where live transcription streams (the gateway names the upstream), or null when the provider has none. */
  realtime: { transport: 'websocket'; url: string; model: string } | null;
}

/** What the gateway can do here (GET /v1/capabilities): asked before a session starts, so nothing fails late. */
export async function getAiCapabilities(signal?: AbortSignal): Promise<AiCapabilities> {
  const response = await fetch(`${AI_GATEWAY_URL}/capabilities`, { headers: { authorization: `Bearer ${await accessToken()}` }, signal });
  if (!response.ok) throw new AiError(response.status === 401 ? 'not_signed_in' : 'upstream', `The AI gateway answered ${response.status}.`, response.status);
  const body = (await response.json()) as { configured?: unknown; realtime?: Partial<NonNullable<AiCapabilities['realtime']>> | null };
  const realtime = body.realtime;
  const isRealtime = realtime?.transport === 'websocket' && typeof realtime.url === 'string' && typeof realtime.model === 'string';
  return {
    configured: body.configured === true,
    realtime: isRealtime ? { transport: 'websocket', url: realtime.url as string, model: realtime.model as string } : null,
  };
}

/** A short-lived secret for one live transcription session (POST /v1/realtime/client-secret); the server picks the model. */
export async function mintRealtimeSecret(request: AiRealtimeSecretRequest): Promise<AiRealtimeSecret> {
  const response = await fetch(`${AI_GATEWAY_URL}/realtime/client-secret`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  }).catch(() => {
    throw new AiError('network', 'Cannot reach the server. Check your connection and try again.');
  });
  const body = (await response.json().catch(() => null)) as (AiRealtimeSecret & { error?: { code?: string; message?: string } }) | null;
  if (response.ok && body?.secret) return body;
  const code = body?.error?.code ?? '';
  const message = body?.error?.message ?? `The AI gateway answered ${response.status}.`;
  if (PASSED_THROUGH.has(code as AiErrorCodeFromGateway & AiErrorCode)) throw new AiError(code as AiErrorCode, message, response.status);
  throw new AiError(response.status === 401 ? 'not_signed_in' : 'upstream', message, response.status);
}
