// The AI gateway. The browser sends structured requests (../_shared/ai-contract.ts) with the person's access token;
// this function checks who is asking, builds every prompt itself from the person's own rows (chat.ts), meters
// questions and audio in the database (meter.ts), caps every body (read through a counting stream), and relays to
// any OpenAI-compatible upstream, streaming answers back as they come. It logs no content.
import { AI_REALTIME_ROUTE } from '../_shared/ai-contract.ts';
import { callerOf } from '../_shared/caller.ts';
import { apiError, corsHeaders, json } from '../_shared/http.ts';
import { speech, transcriptions } from './audio.ts';
import { capabilities } from './capabilities.ts';
import { chatCompletions } from './chat.ts';
import { realtimeClientSecret } from './realtime.ts';
import { SettingError } from '../_shared/settings.ts';
import { log, readConfig, type Config } from './upstream.ts';

const NOT_CONFIGURED =
  'AI is not configured. Set OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI) for the ai function: in .env for npm start, or with `supabase secrets set` in production.';

export async function handle(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  const route = new URL(request.url).pathname.replace(/^.*?\/ai(?=\/|$)/, '');
  const isCapabilities = route === '/v1/capabilities';
  if (request.method !== (isCapabilities ? 'GET' : 'POST')) return apiError(405, 'method_not_allowed', isCapabilities ? 'Use GET.' : 'Use POST.');
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    // A setting set to something unusable (SettingError names it): every call would fail the same way, so say which.
    if (!(error instanceof SettingError)) throw error;
    log({ route, outcome: 'misconfigured', setting: error.setting });
    return apiError(503, 'ai_not_configured', `AI is misconfigured on this server: ${error.message}`, 'api_error');
  }
  const caller = callerOf(request.headers.get('authorization'), config).then((found) => found?.id ?? null);
  try {
    // A chat answer reads its request and the person's rows (under their own token: RLS decides) while GoTrue says who
    // is asking: that round trip is on the way to the first word. Nothing is charged or sent before the caller is known.
    if (route === '/v1/chat/completions' && config.apiKey) return await chatCompletions(request, config, caller, UNAUTHORIZED);
    const userId = await caller;
    if (!userId) return UNAUTHORIZED();
    if (isCapabilities) return json(200, await capabilities(config));
    // Realtime is optional (501 when the server has none), so its route answers before the configuration check.
    if (route === AI_REALTIME_ROUTE) return await realtimeClientSecret(request, config, userId);
    if (!config.apiKey) return apiError(503, 'ai_not_configured', NOT_CONFIGURED, 'api_error');
    if (route === '/v1/audio/transcriptions') return await transcriptions(request, config, userId);
    if (route === '/v1/audio/speech') return await speech(request, config, userId);
  } catch (error) {
    log({ route, outcome: 'gateway_error', message: error instanceof Error ? error.message : 'unknown' });
    return apiError(500, 'gateway_error', 'The AI gateway failed. Try again.', 'api_error');
  }
  return apiError(404, 'not_found', `Unknown AI route ${route}.`);
}

const UNAUTHORIZED = () => apiError(401, 'invalid_token', 'Sign in to use AI features: your session is missing or has expired.', 'authentication_error');

Deno.serve(handle);
