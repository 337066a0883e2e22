// The browser's AI client: typed `fetch` calls to our gateway, with the person's access token, and a reader of the
// server-sent events a streamed answer arrives in. The browser sends structured requests (purpose, session, the
// person's own text and settings, see supabase/functions/_shared/ai-contract.ts); the gateway writes the prompts and
// chooses every model and voice. The upstream key never reaches the browser.
//
// It was the `openai` SDK pointed at the gateway (issue #41): used only as an HTTP client, with custom bodies, a
// binary-response escape hatch and a fetch shim for a `data:` probe the Content-Security-Policy refuses. The gateway
// speaks the OpenAI wire format (chat.completion JSON, chat.completion.chunk events ending in [DONE], `{ error:
// { code, message } }` bodies), and that is all this file reads of it.
import { AI_LIMITS, type AiErrorCodeFromGateway, type AiRealtimeSecret, type AiRealtimeSecretRequest, type AiRequest } from '@shared/ai-contract.ts';
import { catalogueOf, claimsOf, type EvidencePiece, type UnheldClaim } from '@shared/evidence.ts';
import { env } from '@/config/env';
import { supabase } from '@/lib/supabase';

export type { AiRequest };
const AI_GATEWAY_URL = `${env.supabaseUrl}/functions/v1/ai/v1`;
/** How long the gateway may take to start answering (the headers); a streamed answer then runs as long as it streams. */
const ANSWER_START_TIMEOUT_MS = 90_000;

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

const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/** The AiError for a gateway answer that is not a success: its `{ error: { code, message } }` body, else its status. */
function gatewayError(status: number, body: unknown, fallback = `The AI service failed (status ${status}).`): AiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : '';
  const message = typeof error?.message === 'string' && error.message ? error.message : fallback;
  if (PASSED_THROUGH.has(code as AiErrorCodeFromGateway & AiErrorCode)) return new AiError(code as AiErrorCode, message, status);
  if (status === 402 || code === 'credit_limit_reached') return new AiError('credit_limit_reached', message, 402);
  if (status === 401) return new AiError('not_signed_in', 'Your session has expired. Sign in again to use AI features.', 401);
  if (status === 400 || status === 413) return new AiError('invalid_request', message, status);
  return new AiError('upstream', message, status);
}

/** Turns whatever a call threw into an AiError whose message can be shown as is. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return new AiError('aborted', 'Cancelled.');
  if (error instanceof DOMException && error.name === 'TimeoutError') return new AiError('timeout', 'The AI service took too long to answer. Try again.');
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, refused, CORS).
  if (error instanceof TypeError) return new AiError('network', NETWORK_MESSAGE);
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

type CallOptions = { signal?: AbortSignal; fetch?: typeof fetch };
type GatewayCall = CallOptions & { failure?: (status: number) => string };

/**
 * One call to the gateway: the person's token, the body as JSON (or a form as it is), no retry (every retry of a
 * question could spend another credit: the person decides to resend). Resolves with the answer once its headers are
 * in, if it is a success; otherwise throws the gateway's error as an AiError. Waiting for the headers is capped at
 * ANSWER_START_TIMEOUT_MS; the person's signal cancels at any time, the body included.
 */
async function callGateway(path: string, body: unknown, options: GatewayCall = {}): Promise<Response> {
  const token = await accessToken();
  const started = new AbortController();
  const timer = setTimeout(() => started.abort(new DOMException('The AI service took too long to answer.', 'TimeoutError')), ANSWER_START_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, started.signal]) : started.signal;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${AI_GATEWAY_URL}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(isForm ? {} : { 'content-type': 'application/json' }) },
      body: isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw toAiError(options.signal?.aborted ? new DOMException('Cancelled.', 'AbortError') : (started.signal.reason ?? error));
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return response;
  throw gatewayError(response.status, await response.json().catch(() => null), options.failure?.(response.status));
}

/**
 * The `data:` payloads of a server-sent event stream, one per event, until `[DONE]` or the stream's end (the
 * format: https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation; comments and
 * other fields are skipped).
 */
async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  // A character whose bytes arrive in two pieces is decoded once whole.
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      // A CR that ends the piece may be the first half of a CRLF: it waits for the next piece.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length === 0) continue;
          const payload = data.join('\n');
          data = [];
          if (payload === '[DONE]') return;
          yield payload;
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
    }
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => undefined);
  }
}

/**
 * `onEvidence`: the evidence a Copilot answer or the Coach's feedback may cite, sent by the gateway ahead of its text
 * (issue #39); `onClaims`, with it for the feedback: the claims of the person's answer their record does not hold.
 */
type StreamOptions = CallOptions & {
  onDelta?: (delta: string, text: string) => void;
  onEvidence?: (evidence: EvidencePiece[]) => void;
  onClaims?: (claims: UnheldClaim[]) => void;
};
type ChatChunk = { choices?: Array<{ delta?: { content?: string | null } }>; error?: { code?: string; message?: string } };
type ChatCompletion = { model?: string; choices?: Array<{ message?: { content?: string | null } }> };

/**
 * Streams the Copilot's answer, a "What's on screen" answer or the Coach's feedback, calling `onDelta` with each piece
 * as it arrives; resolves with the whole text. An error event in the stream (the gateway's, when the upstream stalls
 * or fails mid-answer) rejects with it.
 */
export async function streamAnswer(request: Extract<AiRequest, { purpose: 'screen' }>, options: StreamOptions): Promise<string>;
export async function streamAnswer(request: Extract<AiRequest, { purpose: 'copilot' }>, options: StreamOptions): Promise<string>;
export async function streamAnswer(request: Extract<AiRequest, { purpose: 'coach-feedback' }>, options: StreamOptions): Promise<string>;
export async function streamAnswer(request: Extract<AiRequest, { purpose: 'copilot' | 'screen' | 'coach-feedback' }>, options: StreamOptions): Promise<string> {
  try {
    const response = await callGateway('/chat/completions', request, options);
    if (!response.body) throw new AiError('upstream', 'The AI service sent no answer.');
    let text = '';
    for await (const data of serverSentData(response.body)) {
      const chunk = JSON.parse(data) as ChatChunk;
      if (chunk.error) throw gatewayError(502, chunk);
      const evidence = catalogueOf(chunk);
      if (evidence) options.onEvidence?.(evidence);
      const claims = claimsOf(chunk);
      if (claims) options.onClaims?.(claims);
      const delta = chunk.choices?.[0]?.delta?.content ?? '';
      if (!delta) continue;
      text += delta;
      options.onDelta?.(delta, text);
    }
    // A stream cut by the person's abort ends like a finished one: a cancelled answer is not a complete one.
    if (options.signal?.aborted) throw new AiError('aborted', 'Cancelled.');
    return text;
  } catch (error) {
    throw toAiError(options.signal?.aborted ? new DOMException('Cancelled.', 'AbortError') : error);
  }
}

/**
 * One complete answer (a coach question, a summary or an analysis as JSON). `onModel` hears the model that
 * answered, as the gateway reports it (the upstream's `model`), for what records it (an analysis); `onEvidence`, the
 * evidence a cited answer's markers name (the debrief, issue #39).
 */
export async function completeAnswer(
  request: Exclude<AiRequest, { purpose: 'copilot' | 'screen' | 'coach-feedback' }>,
  options: CallOptions & { onModel?: (model: string) => void; onEvidence?: (evidence: EvidencePiece[]) => void } = {},
): Promise<string> {
  try {
    const response = await callGateway('/chat/completions', request, options);
    const completion = (await response.json()) as ChatCompletion;
    if (typeof completion.model === 'string' && completion.model) options.onModel?.(completion.model);
    const evidence = catalogueOf(completion);
    if (evidence) options.onEvidence?.(evidence);
    return completion.choices?.[0]?.message?.content ?? '';
  } catch (error) {
    throw toAiError(error);
  }
}

/** Transcription of one WAV recording (the server's transcription model); errors carry the spec's texts. */
export async function transcribeAudio(audio: Blob, language: string, options: CallOptions = {}): Promise<string> {
  const form = new FormData();
  // The SPA records WAV (src/lib/hearing/wav.ts), the one format the gateway takes; anything else is its 415.
  form.set('file', new File([audio], 'segment.wav', { type: audio.type || 'audio/wav' }));
  form.set('language', language);
  form.set('response_format', 'json');
  let result: unknown;
  try {
    // No model: the gateway chooses it.
    const response = await callGateway('/audio/transcriptions', form, { ...options, failure: (status) => `Transcription failed with status ${status}` });
    result = await response.json();
  } catch (error) {
    const aiError = toAiError(error);
    // A refusal the screen tells as such keeps its code; any other failed status is a failed transcription.
    if (aiError.status && aiError.code !== 'audio_allowance_reached' && aiError.code !== 'not_signed_in')
      throw new AiError('upstream', aiError.message, aiError.status);
    throw aiError;
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
  const response = await callGateway('/audio/speech', { input: text.slice(0, AI_LIMITS.speechChars) }, { signal }).catch((error: unknown) => {
    throw toAiError(error);
  });
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
    throw new AiError('network', NETWORK_MESSAGE);
  });
  const body = (await response.json().catch(() => null)) as (AiRealtimeSecret & { error?: { code?: string; message?: string } }) | null;
  if (response.ok && body?.secret) return body;
  const code = body?.error?.code ?? '';
  const message = body?.error?.message ?? `The AI gateway answered ${response.status}.`;
  if (PASSED_THROUGH.has(code as AiErrorCodeFromGateway & AiErrorCode)) throw new AiError(code as AiErrorCode, message, response.status);
  throw new AiError(response.status === 401 ? 'not_signed_in' : 'upstream', message, response.status);
}
