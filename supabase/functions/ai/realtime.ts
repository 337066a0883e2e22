// POST …/ai/v1/realtime/client-secret: a short-lived secret for one realtime transcription session, minted upstream
// with the server's key for a session config the server builds (model, language, keywords from the person's own
// application, read with their own token so row-level security decides). Each mint is rate-limited per person and
// reserves a block of transcription seconds from the month's audio allowance, in the database (consume_ai_realtime).
// The browser then talks to the upstream directly: we cannot cut that WebSocket, so the block and the rate are the bound.
import { AI_LANGUAGES, AI_LIMITS, AI_REALTIME, AI_SESSION_PATTERN, type AiRealtimeSecret } from '../_shared/ai-contract.ts';
import { apiError, corsHeaders } from '../_shared/http.ts';
import { readBodyLimited } from '../_shared/read-body.ts';
import {
  buildClientSecretRequest,
  OPTIONAL_HINTS,
  parseClientSecretResponse,
  realtimeCapabilityFromEnv,
  realtimeConfigOrNull,
  withoutHint,
  type ClientSecretRequest,
  type RealtimeCapability,
} from './realtime-session.ts';
import { readExperiences, readSessionApplication, SessionNotFoundError, type RestAccess } from './session-context.ts';
import { log, rpc, unreachable, upstreamFailure, type Config, serverSettings } from './upstream.ts';

const UNAVAILABLE =
  'Live transcription is not available on this server: its AI provider offers no realtime sessions. The Copilot falls back to recorded transcription.';

/**
 * An upstream that answered a mint with "no such route" has no realtime sessions: remembered for a while, so the next
 * Copilot session starts on the upload rung (capabilities say realtime: null) and no mint is tried in between.
 */
const REMEMBER_UNAVAILABLE_MS = 30 * 60_000;
let isUnavailableUntil = 0;

/** The realtime part of GET …/ai/v1/capabilities: where the browser connects and with which model, or null. */
export function realtimeCapability(config: Config): RealtimeCapability | null {
  if (Date.now() < isUnavailableUntil) return null;
  return realtimeCapabilityFromEnv(config.apiKey, serverSettings.text);
}

type Body = { ok: true; session: string; language: string } | { ok: false; message: string };

function readRequest(raw: unknown): Body {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, message: 'The request body must be a JSON object with session and language.' };
  const { session, language, ...extra } = raw as Record<string, unknown>;
  if (Object.keys(extra).length > 0)
    return {
      ok: false,
      message: `The realtime session does not accept ${Object.keys(extra).join(', ')}: send session and language. The server sets the model and keywords.`,
    };
  if (typeof session !== 'string' || !AI_SESSION_PATTERN.test(session)) return { ok: false, message: 'session must be app_<id>, int_<id> or demo.' };
  if (typeof language !== 'string' || !(AI_LANGUAGES as readonly string[]).includes(language))
    return { ok: false, message: `language must be one of: ${AI_LANGUAGES.join(', ')}.` };
  return { ok: true, session, language };
}

/** What the recogniser should listen for: the role, and the person's experiences (their résumé as the database has it). */
async function transcriptionContext(access: RestAccess, session: string, language: string) {
  const [found, experiences] = await Promise.all([readSessionApplication(access, session), readExperiences(access)]);
  const resume = experiences.map((e) => [e.company, e.job_title, e.missions].filter(Boolean).join('. ')).join('\n');
  if (!found) return { language, resume };
  const { application } = found;
  return { language, company: application.company_name, jobTitle: application.job_title, jobOffer: application.job_offer_content ?? undefined, resume };
}

export async function realtimeClientSecret(request: Request, config: Config, userId: string): Promise<Response> {
  const realtime = realtimeConfigOrNull(config.apiKey, serverSettings.text);
  if (!realtime || Date.now() < isUnavailableUntil) return apiError(501, 'realtime_unavailable', UNAVAILABLE, 'api_error');
  const body = await readBodyLimited(request.body, request.headers.get('content-length'), AI_LIMITS.jsonBodyBytes);
  if (!body.ok) return apiError(413, 'request_too_large', `The request may hold at most ${AI_LIMITS.jsonBodyBytes / 1024} KB.`);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    return apiError(400, 'invalid_request', 'The request body is not valid JSON.');
  }
  const checked = readRequest(raw);
  if (!checked.ok) return apiError(400, 'invalid_request', checked.message);

  const access: RestAccess = { supabaseUrl: config.supabaseUrl, anonKey: config.anonKey, authorization: request.headers.get('authorization') ?? '' };
  let context;
  try {
    context = await transcriptionContext(access, checked.session, checked.language);
  } catch (error) {
    if (error instanceof SessionNotFoundError) return apiError(404, 'session_not_found', error.message);
    throw error;
  }

  const [row] = await rpc<Array<{ allowed: boolean; reason: string | null; audio_usage_id: number | null }>>(config, 'consume_ai_realtime', {
    p_user_id: userId,
    p_seconds: AI_REALTIME.blockSeconds,
  });
  if (!row?.allowed) {
    if (row?.reason === 'rate_limited') {
      return apiError(
        429,
        'rate_limited',
        `Live transcription was started ${AI_REALTIME.mintsPerHour} times in the last hour. Wait a few minutes and try again.`,
        'rate_limit_error',
      );
    }
    return apiError(
      402,
      'audio_allowance_reached',
      "You've used this month's voice transcription allowance. Type your question instead, or upgrade for more.",
      'insufficient_quota',
    );
  }
  const refund = () =>
    rpc(config, 'refund_ai_audio', { p_usage_id: row.audio_usage_id }).catch((error) => log({ event: 'refund_failed', message: String(error) }));

  const upstreamRequest = buildClientSecretRequest(realtime, context);
  const started = Date.now();
  let upstream: Response;
  try {
    upstream = await mintUpstream(config, upstreamRequest);
  } catch (error) {
    await refund();
    log({ route: 'realtime', outcome: 'unreachable', ms: Date.now() - started });
    return unreachable(error);
  }
  if (!upstream.ok) {
    const failure = await upstreamErrorOf(upstream);
    await refund();
    log({ route: 'realtime', outcome: 'upstream_error', status: upstream.status, code: failure.code, ms: Date.now() - started });
    // No such route upstream (not a model it lacks): an OpenAI-compatible server without realtime sessions.
    if ((upstream.status === 404 && failure.code !== 'model_not_found') || upstream.status === 405) {
      isUnavailableUntil = Date.now() + REMEMBER_UNAVAILABLE_MS;
      return apiError(501, 'realtime_unavailable', UNAVAILABLE, 'api_error');
    }
    return upstreamFailure(upstream.status);
  }
  let grant;
  try {
    grant = parseClientSecretResponse(realtime, await upstream.json());
  } catch {
    await refund();
    return apiError(502, 'upstream_error', 'The AI provider answered the realtime session request with something other than a client secret.', 'api_error');
  }
  log({ route: 'realtime', outcome: 'ok', ms: Date.now() - started });
  const answer: AiRealtimeSecret = { ...grant, seconds: AI_REALTIME.blockSeconds };
  return new Response(JSON.stringify(answer), { status: 200, headers: { ...corsHeaders, 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

async function upstreamErrorOf(response: Response): Promise<{ code: string | null; param: string | null }> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; param?: unknown } } | null;
  const code = body?.error?.code;
  const param = body?.error?.param;
  return { code: typeof code === 'string' ? code : null, param: typeof param === 'string' ? param : null };
}

/**
 * Mints the secret. An upstream that refuses one of our optional hints (`400 unknown_parameter` naming it, as the API
 * answers any field it does not know) is asked again without it, and the log says which hint it refused.
 */
async function mintUpstream(config: Config, request: ClientSecretRequest): Promise<Response> {
  let body = request.body;
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (response.status !== 400 || attempt >= OPTIONAL_HINTS.length) return response;
    const failure = await upstreamErrorOf(response.clone());
    const hint = OPTIONAL_HINTS.find((name) => failure.param === `session.audio.input.transcription.${name}`);
    if (failure.code !== 'unknown_parameter' || !hint) return response;
    await response.body?.cancel();
    log({
      route: 'realtime',
      event: 'hint_refused',
      hint,
      model: String((body.session as { audio: { input: { transcription: { model: string } } } }).audio.input.transcription.model),
    });
    body = withoutHint(body, hint);
  }
}
