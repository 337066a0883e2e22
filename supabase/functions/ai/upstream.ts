// The gateway's configuration, its calls to the database (service role) and to the OpenAI-compatible upstream,
// and how upstream failures are told to the person. Logs carry no content.
import { apiError } from '../_shared/http.ts';
import { AI_UPSTREAM_TIMEOUT, readSettings } from '../_shared/settings.ts';
import { MODEL_ROLES, readModels, readVoice, settingOf, type ModelChoice, type ModelRole } from './models.ts';

export interface Config {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  apiKey: string;
  baseUrl: string;
  /** The model of each role (models.ts): server configuration only. */
  models: ModelChoice;
  /** The setting that named each role's model, or null for the default. */
  modelSettings: Record<ModelRole, string | null>;
  voice: string;
  /** OPENAI_CHAT_PARAMETERS: `reasoning` or `classic` for a model name chat-params.ts does not know. */
  chatParameters?: string;
  timeoutMs: number;
}

/** The function's settings, read the one way (empty means the default): `serverSettings.text` is the `env` the readers take. */
export const serverSettings = readSettings((name) => Deno.env.get(name));
const env = serverSettings.text;

export function readConfig(): Config {
  return {
    supabaseUrl: (env('SUPABASE_URL') ?? '').replace(/\/$/, ''),
    anonKey: env('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    apiKey: env('OPENAI_API_KEY') ?? '',
    baseUrl: (env('OPENAI_BASE_URL') ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
    models: readModels(env),
    modelSettings: Object.fromEntries((Object.keys(MODEL_ROLES) as ModelRole[]).map((role) => [role, settingOf(role, env)])) as Record<
      ModelRole,
      string | null
    >,
    voice: readVoice(env),
    chatParameters: env('OPENAI_CHAT_PARAMETERS'),
    timeoutMs: serverSettings.number('AI_UPSTREAM_TIMEOUT_MS', AI_UPSTREAM_TIMEOUT),
  };
}

export function log(entry: Record<string, unknown>): void {
  console.log(JSON.stringify({ fn: 'ai', ...entry }));
}

/** A database function called with the service role (metering is not the caller's to decide). */
export async function rpc<T>(config: Config, name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${config.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: config.serviceRoleKey, authorization: `Bearer ${config.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${name} failed with status ${response.status}`);
  }
  return (await response.json()) as T;
}

/** Maps an upstream failure to a clear error; never relays the upstream's key problems to the person verbatim. */
export function upstreamFailure(status: number): Response {
  if (status === 401 || status === 403)
    return apiError(502, 'upstream_auth', 'The AI provider refused the server’s API key. Check OPENAI_API_KEY.', 'api_error');
  if (status === 404)
    return apiError(
      502,
      'upstream_model',
      'The AI provider does not offer the model this server names for it. Check the model settings (GET …/ai/v1/capabilities says which).',
      'api_error',
    );
  if (status === 429) return apiError(429, 'upstream_rate_limited', 'The AI provider is busy right now. Wait a moment and try again.', 'rate_limit_error');
  if (status === 400 || status === 413 || status === 422)
    return apiError(400, 'upstream_rejected', 'The AI provider could not process this request.', 'invalid_request_error');
  return apiError(502, 'upstream_error', `The AI provider failed (status ${status}). Try again.`, 'api_error');
}

/** The answer to a call that threw: the time-out, or an unreachable upstream. */
export function unreachable(error: unknown): Response {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return apiError(504, 'upstream_timeout', 'The AI provider did not answer in time. Try again.', 'api_error');
  return apiError(502, 'upstream_unreachable', 'The AI provider could not be reached. Try again.', 'api_error');
}

/** Calls upstream; aborts if no answer (headers) arrives within the time-out. */
export async function callUpstream(config: Config, path: string, init: RequestInit, abort: AbortController): Promise<Response> {
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
