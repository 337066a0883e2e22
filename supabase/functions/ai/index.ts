// The AI gateway: the browser's `openai` client talks to this function (baseURL …/functions/v1/ai/v1) with the
// person's access token as its key. It checks who is asking, meters questions in the database, caps what is asked,
// and relays to any OpenAI-compatible upstream, streaming answers back as they come. It logs no content.
import { apiError, corsHeaders } from '../_shared/http.ts';
import { audioFormatOf, checkChatRequest, checkSpeechRequest, LIMITS, METERED, parsePurpose, TRANSCRIPTION_MODELS } from './policy.ts';

interface Config {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  apiKey: string;
  baseUrl: string;
  chatModel: string | null;
  timeoutMs: number;
}

function readConfig(): Config {
  return {
    supabaseUrl: (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/$/, ''),
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    apiKey: Deno.env.get('OPENAI_API_KEY') ?? '',
    baseUrl: (Deno.env.get('OPENAI_BASE_URL') || 'https://api.openai.com/v1').replace(/\/$/, ''),
    chatModel: Deno.env.get('OPENAI_CHAT_MODEL') || null,
    timeoutMs: Number(Deno.env.get('AI_UPSTREAM_TIMEOUT_MS') ?? 30_000),
  };
}

const NOT_CONFIGURED =
  'AI is not configured. Set OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI) for the ai function: in .env for npm start, or with `supabase secrets set` in production.';
const CREDIT_LIMIT = "You've reached your monthly limit of 10 questions. Upgrade to Plus to get unlimited access to all features.";

function log(entry: Record<string, unknown>): void {
  console.log(JSON.stringify({ fn: 'ai', ...entry }));
}

async function currentUserId(request: Request, config: Config): Promise<string | null> {
  const authorization = request.headers.get('authorization') ?? '';
  if (!/^bearer\s+\S+$/i.test(authorization)) return null;
  const response = await fetch(`${config.supabaseUrl}/auth/v1/user`, { headers: { apikey: config.anonKey, authorization } });
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const user = (await response.json()) as { id?: unknown };
  return typeof user.id === 'string' ? user.id : null;
}

async function rpc<T>(config: Config, name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${config.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: config.serviceRoleKey, authorization: `Bearer ${config.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name} failed with status ${response.status}`);
  return (await response.json()) as T;
}

type Meter = { allowed: true; usageId: number | null } | { allowed: false; reason: 'credit_limit_reached' | 'rate_limited' | 'plan_required' };

async function consume(config: Config, userId: string, kind: string): Promise<Meter> {
  const [row] = await rpc<Array<{ allowed: boolean; usage_id: number | null; reason: string | null }>>(config, 'consume_ai_question', { p_user_id: userId, p_kind: kind });
  if (row?.allowed) return { allowed: true, usageId: row.usage_id };
  const reason = row?.reason === 'rate_limited' || row?.reason === 'plan_required' ? row.reason : 'credit_limit_reached';
  return { allowed: false, reason };
}

async function refund(config: Config, usageId: number | null): Promise<void> {
  if (usageId === null) return;
  await rpc(config, 'refund_ai_question', { p_usage_id: usageId }).catch((error) => log({ event: 'refund_failed', message: String(error) }));
}

/** Maps an upstream failure to a clear error; never relays the upstream's key problems to the person verbatim. */
function upstreamFailure(status: number): Response {
  if (status === 401 || status === 403) return apiError(502, 'upstream_auth', 'The AI provider refused the server’s API key. Check OPENAI_API_KEY.', 'api_error');
  if (status === 404) return apiError(502, 'upstream_model', 'The AI provider does not offer the requested model. Check OPENAI_CHAT_MODEL.', 'api_error');
  if (status === 429) return apiError(429, 'upstream_rate_limited', 'The AI provider is busy right now. Wait a moment and try again.', 'rate_limit_error');
  if (status === 400 || status === 413 || status === 422) return apiError(400, 'upstream_rejected', 'The AI provider could not process this request.', 'invalid_request_error');
  return apiError(502, 'upstream_error', `The AI provider failed (status ${status}). Try again.`, 'api_error');
}

function timeoutFailure(): Response {
  return apiError(504, 'upstream_timeout', 'The AI provider did not answer in time. Try again.', 'api_error');
}

/** Calls upstream; aborts if no answer (headers) arrives within the time-out. */
async function callUpstream(config: Config, path: string, init: RequestInit, abort: AbortController): Promise<Response> {
  const timer = setTimeout(() => abort.abort(new DOMException('timeout', 'TimeoutError')), config.timeoutMs);
  try {
    return await fetch(`${config.baseUrl}${path}`, {
      ...init,
      signal: abort.signal,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${config.apiKey}` },
    });
  } finally {
    clearTimeout(timer);
  }
}

async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > limit) return null;
  return new TextDecoder().decode(buffer);
}

/** Relays server-sent events as they arrive; a stall longer than the time-out ends the stream with an error event. */
function relayStream(upstream: Response, abort: AbortController, config: Config, onFailure: () => Promise<void>): ReadableStream<Uint8Array> {
  const reader = (upstream.body as ReadableStream<Uint8Array>).getReader();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let stallTimer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<'stalled'>((resolve) => {
        stallTimer = setTimeout(() => resolve('stalled'), config.timeoutMs);
      });
      try {
        const next = await Promise.race([reader.read(), stalled]);
        if (next === 'stalled') {
          abort.abort();
          await onFailure();
          const error = { error: { message: 'The AI provider stopped answering mid-way. Try again.', type: 'api_error', code: 'upstream_stalled' } };
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(error)}\n\n`));
          controller.close();
          return;
        }
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(next.value);
      } catch {
        await onFailure();
        const error = { error: { message: 'The connection to the AI provider was lost. Try again.', type: 'api_error', code: 'upstream_error' } };
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(error)}\n\n`));
        controller.close();
      } finally {
        clearTimeout(stallTimer);
      }
    },
    cancel() {
      abort.abort();
    },
  });
}

async function chatCompletions(request: Request, config: Config, userId: string): Promise<Response> {
  const purpose = parsePurpose(request.headers.get('x-offerpilot-purpose'));
  if (!purpose) return apiError(400, 'invalid_purpose', 'Unknown x-offerpilot-purpose.');
  const text = await readLimited(request, LIMITS.chatBodyBytes);
  if (text === null) return apiError(413, 'request_too_large', `The request may hold at most ${LIMITS.chatBodyBytes / 1024} KB.`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return apiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const checked = checkChatRequest(raw, purpose, config.chatModel);
  if (!checked.ok) return apiError(checked.status, checked.code, checked.message);

  const kind = METERED[purpose];
  let usageId: number | null = null;
  if (kind) {
    const meter = await consume(config, userId, kind);
    if (!meter.allowed && meter.reason === 'rate_limited') {
      return apiError(429, 'rate_limited', 'You have asked a lot of questions in the last hour. Take a short break and try again in a few minutes.', 'rate_limit_error');
    }
    if (!meter.allowed && meter.reason === 'plan_required') {
      return apiError(402, 'plan_required', 'The Analyzer is part of the Plus and Flash plans. Upgrade to analyze how well you fit this job.', 'insufficient_quota');
    }
    if (!meter.allowed) return apiError(402, 'credit_limit_reached', CREDIT_LIMIT, 'insufficient_quota');
    usageId = meter.usageId;
  }
  let refunded = false;
  const giveBack = async () => {
    if (refunded) return;
    refunded = true;
    await refund(config, usageId);
  };

  const abort = new AbortController();
  const started = Date.now();
  let upstream: Response;
  try {
    upstream = await callUpstream(config, '/chat/completions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(checked.body) }, abort);
  } catch (error) {
    await giveBack();
    log({ route: 'chat', purpose, outcome: 'unreachable', ms: Date.now() - started });
    return error instanceof DOMException && error.name === 'TimeoutError' ? timeoutFailure() : apiError(502, 'upstream_unreachable', 'The AI provider could not be reached. Try again.', 'api_error');
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    await giveBack();
    log({ route: 'chat', purpose, outcome: 'upstream_error', status: upstream.status, ms: Date.now() - started });
    return upstreamFailure(upstream.status);
  }
  log({ route: 'chat', purpose, outcome: 'ok', stream: checked.stream, ms: Date.now() - started });
  if (checked.stream) {
    return new Response(relayStream(upstream, abort, config, giveBack), {
      status: 200,
      headers: { ...corsHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
    });
  }
  return new Response(upstream.body, { status: 200, headers: { ...corsHeaders, 'content-type': 'application/json' } });
}

async function transcriptions(request: Request, config: Config): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (!Number.isFinite(declared)) return apiError(411, 'length_required', 'Send the audio with a Content-Length.');
  if (declared > LIMITS.audioBytes + 64 * 1024) return apiError(413, 'audio_too_large', 'Audio files may be at most 25 MB.');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return apiError(400, 'invalid_form', 'Send the audio as multipart/form-data with a file field.');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return apiError(400, 'invalid_file', 'The file field must hold the recorded audio.');
  if (file.size > LIMITS.audioBytes) return apiError(413, 'audio_too_large', 'Audio files may be at most 25 MB.');
  // Refused here, by its bytes, whatever its name and type claim: the upstream would only answer 'Invalid file format'.
  if (!audioFormatOf(new Uint8Array(await file.slice(0, 12).arrayBuffer()))) {
    return apiError(415, 'unsupported_audio', 'The file is not a recording in a supported audio format (webm, ogg, mp4/m4a, mp3, wav or flac).');
  }
  const model = form.get('model');
  if (typeof model !== 'string' || !(TRANSCRIPTION_MODELS as readonly string[]).includes(model)) {
    return apiError(400, 'model_not_allowed', `Model must be one of: ${TRANSCRIPTION_MODELS.join(', ')}.`);
  }
  const language = form.get('language');
  if (language !== null && (typeof language !== 'string' || !/^[a-z]{2}$/.test(language))) return apiError(400, 'invalid_language', 'language must be a two-letter code.');
  const responseFormat = form.get('response_format') ?? 'json';
  if (responseFormat !== 'json') return apiError(400, 'invalid_parameter', 'response_format must be json.');

  const upstreamForm = new FormData();
  upstreamForm.set('file', file, file.name || 'audio.webm');
  upstreamForm.set('model', model);
  upstreamForm.set('response_format', 'json');
  if (language) upstreamForm.set('language', language);
  const abort = new AbortController();
  const started = Date.now();
  let upstream: Response;
  try {
    upstream = await callUpstream(config, '/audio/transcriptions', { method: 'POST', body: upstreamForm }, abort);
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError' ? timeoutFailure() : apiError(502, 'upstream_unreachable', 'The AI provider could not be reached. Try again.', 'api_error');
  }
  log({ route: 'transcription', status: upstream.status, ms: Date.now() - started, bytes: file.size });
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return upstreamFailure(upstream.status);
  }
  return new Response(upstream.body, { status: 200, headers: { ...corsHeaders, 'content-type': 'application/json' } });
}

async function speech(request: Request, config: Config): Promise<Response> {
  const text = await readLimited(request, 64 * 1024);
  if (text === null) return apiError(413, 'request_too_large', 'The request is too large.');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return apiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const checked = checkSpeechRequest(raw);
  if (!checked.ok) return apiError(checked.status, checked.code, checked.message);
  const abort = new AbortController();
  let upstream: Response;
  try {
    upstream = await callUpstream(config, '/audio/speech', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(checked.body) }, abort);
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError' ? timeoutFailure() : apiError(502, 'upstream_unreachable', 'The AI provider could not be reached. Try again.', 'api_error');
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return upstreamFailure(upstream.status);
  }
  return new Response(upstream.body, { status: 200, headers: { ...corsHeaders, 'content-type': upstream.headers.get('content-type') ?? 'audio/mpeg' } });
}

export async function handle(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  const route = new URL(request.url).pathname.replace(/^.*?\/ai(?=\/|$)/, '');
  if (request.method !== 'POST') return apiError(405, 'method_not_allowed', 'Use POST.');
  const config = readConfig();
  const userId = await currentUserId(request, config);
  if (!userId) return apiError(401, 'invalid_token', 'Sign in to use AI features: your session is missing or has expired.', 'authentication_error');
  if (!config.apiKey) return apiError(503, 'ai_not_configured', NOT_CONFIGURED, 'api_error');
  try {
    if (route === '/v1/chat/completions') return await chatCompletions(request, config, userId);
    if (route === '/v1/audio/transcriptions') return await transcriptions(request, config);
    if (route === '/v1/audio/speech') return await speech(request, config);
  } catch (error) {
    log({ route, outcome: 'gateway_error', message: error instanceof Error ? error.message : 'unknown' });
    return apiError(500, 'gateway_error', 'The AI gateway failed. Try again.', 'api_error');
  }
  return apiError(404, 'not_found', `Unknown AI route ${route}.`);
}

Deno.serve(handle);
