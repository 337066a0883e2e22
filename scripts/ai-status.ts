// What `npm start` says about AI: whether the gateway has an upstream key, and how the Copilot will hear (the rung of
// src/lib/hearing/ladder.ts the gateway's capabilities lead to in a browser with a microphone), read from the same
// variables the ai function reads. Pure, so tests/unit/ai-status.test.ts checks each case.
import { AI_UPSTREAM_TIMEOUT, readSettings } from '../supabase/functions/_shared/settings.ts';
import { realtimeCapabilityFromEnv } from '../supabase/functions/ai/realtime-session.ts';

type Env = (name: string) => string | undefined;

const upstreamOf = (env: Env) => (env('OPENAI_BASE_URL') || 'https://api.openai.com/v1').replace(/\/+$/, '');

/** The origin (wss://host) of the realtime WebSocket the gateway's settings lead to, or undefined when there is none. */
export function realtimeOrigin(env: Env): string | undefined {
  try {
    const realtime = realtimeCapabilityFromEnv(env('OPENAI_API_KEY') ?? '', env);
    return realtime ? new URL(realtime.url.replace(/^ws/, 'http')).origin.replace(/^http/, 'ws') : undefined;
  } catch {
    return undefined; // aiStatusLines says what is wrong with OPENAI_REALTIME_URL
  }
}

/**
 * Asks the upstream once for its model list, with the gateway's own key, base URL and time-out, and says in one line
 * whether the AI answers. Null when no key is set (aiStatusLines already says so).
 */
export async function probeUpstream(env: Env, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const apiKey = env('OPENAI_API_KEY');
  if (!apiKey) return null;
  const upstream = upstreamOf(env);
  let timeoutMs: number;
  try {
    timeoutMs = readSettings(env).number('AI_UPSTREAM_TIMEOUT_MS', AI_UPSTREAM_TIMEOUT);
  } catch (error) {
    return `AI check: ${(error as Error).message}`;
  }
  const started = Date.now();
  try {
    const response = await fetchImpl(`${upstream}/models`, { headers: { authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    const took = `${Date.now() - started} ms`;
    if (response.ok) return `AI check: the provider answers (GET /models in ${took})`;
    if (response.status === 401 || response.status === 403)
      return `AI check: the provider refused OPENAI_API_KEY (${response.status}): every AI call fails until the key is right`;
    if (response.status === 404 || response.status === 405)
      return `AI check: the provider answers but lists no models (${response.status}); \`npx tsx scripts/check-openai.ts\` tries each role`;
    return `AI check: the provider answered ${response.status} to GET ${upstream}/models: AI calls may fail; \`npx tsx scripts/check-openai.ts\` says more`;
  } catch (error) {
    const reason =
      error instanceof DOMException && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms (AI_UPSTREAM_TIMEOUT_MS)`
        : String((error as Error).cause ?? (error as Error).message);
    return `AI check: the provider at ${upstream} does not answer (${reason}): check OPENAI_BASE_URL and the network; every AI call fails until it does`;
  }
}

export function aiStatusLines(env: Env): string[] {
  const apiKey = env('OPENAI_API_KEY') ?? '';
  if (!apiKey) {
    return [
      'AI:       not configured (set OPENAI_API_KEY in .env): the tracker works; Copilot and Coach say AI is not configured',
      'Copilot:  typed questions only (no AI to hear or answer)',
    ];
  }
  const upstream = upstreamOf(env);
  let realtime: ReturnType<typeof realtimeCapabilityFromEnv>;
  try {
    realtime = realtimeCapabilityFromEnv(apiKey, env);
  } catch (error) {
    return [`AI:       configured (${upstream})`, `Copilot:  ${error instanceof Error ? error.message : String(error)}`];
  }
  const lines = [`AI:       configured (${upstream})`];
  if (!realtime) return [...lines, 'Copilot:  hears by uploading each recorded turn (OPENAI_REALTIME_URL=off)'];
  lines.push(`Copilot:  hears live (realtime transcription, ${realtime.model} at ${realtime.url})`);
  const origin = realtimeOrigin(env);
  if (env('VITE_REALTIME_ORIGIN') !== origin) {
    lines.push(`          but the page may not open ${origin} (Content-Security-Policy): set VITE_REALTIME_ORIGIN=${origin}`);
  }
  return lines;
}
