// POST …/ai/v1/audio/transcriptions and …/audio/speech: OpenAI-shaped, each charged to the person's monthly audio
// allowance (seconds transcribed, characters spoken) before the upstream is called, given back only if it fails
// before anything reached the person. Transcriptions take WAV only: the SPA uploads nothing else.
import { AI_LIMITS } from '../_shared/ai-contract.ts';
import { apiError, corsHeaders } from '../_shared/http.ts';
import { readBodyLimited } from '../_shared/read-body.ts';
import { reserveAudio } from './meter.ts';
import { chargedSeconds, isWav, NOT_WAV } from './audio-duration.ts';
import { modelRetired, roleProblem } from './model-health.ts';
import { checkSpeechRequest, MODEL_NOT_ALLOWED, takesLanguageField } from './policy.ts';
import { realtimeConfigOrNull } from './realtime-session.ts';
import { speakThroughRealtime } from './speech-realtime.ts';
import { SPEECH_API_FORMAT, SPEECH_AUDIO, speechWorkflowOf } from './speech-workflow.ts';
import { callUpstream, log, unreachable, upstreamFailure, type Config, serverSettings } from './upstream.ts';

const AUDIO_TOO_LARGE = 'Audio files may be at most 25 MB.';

/** Calls the upstream with the reservation in hand: any failure before its answer gives the reservation back. */
async function relayCharged(config: Config, path: string, init: RequestInit, refund: () => Promise<void>): Promise<Response | null> {
  try {
    const upstream = await callUpstream(config, path, init, new AbortController());
    if (upstream.ok) return upstream;
    await upstream.body?.cancel();
    await refund();
    return upstreamFailure(upstream.status);
  } catch (error) {
    await refund();
    return unreachable(error);
  }
}

export async function transcriptions(request: Request, config: Config, userId: string): Promise<Response> {
  // Counted first, parsed after: a body without Content-Length is cut at the limit, never read whole.
  const body = await readBodyLimited(request.body, request.headers.get('content-length'), AI_LIMITS.audioBodyBytes);
  if (!body.ok) return apiError(413, 'audio_too_large', AUDIO_TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return apiError(400, 'invalid_form', 'Send the audio as multipart/form-data with a file field.');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return apiError(400, 'invalid_file', 'The file field must hold the recorded audio.');
  if (file.size > AI_LIMITS.audioBytes) return apiError(413, 'audio_too_large', AUDIO_TOO_LARGE);
  const audio = new Uint8Array(await file.arrayBuffer());
  // Refused here, by its bytes, whatever its name and type claim, before anything is charged.
  if (!isWav(audio)) return apiError(415, 'unsupported_audio', NOT_WAV);
  if (form.has('model')) return apiError(400, 'model_not_allowed', MODEL_NOT_ALLOWED);
  const model = config.models.transcription;
  const language = form.get('language');
  if (language !== null && (typeof language !== 'string' || !/^[a-z]{2}$/.test(language)))
    return apiError(400, 'invalid_language', 'language must be a two-letter code.');
  const responseFormat = form.get('response_format') ?? 'json';
  if (responseFormat !== 'json') return apiError(400, 'invalid_parameter', 'response_format must be json.');

  const retired = await roleProblem(config, 'transcription');
  if (retired) return modelRetired(retired, 'transcription');
  const charge = chargedSeconds(audio);
  if (!charge.ok) return apiError(charge.status, charge.code, charge.message);
  const seconds = charge.seconds;
  const reservation = await reserveAudio(config, userId, 'transcription', seconds);
  if (!reservation.ok) return reservation.response;
  const upstreamForm = new FormData();
  upstreamForm.set('file', file, file.name || 'audio.wav');
  upstreamForm.set('model', model);
  upstreamForm.set('response_format', 'json');
  if (language && takesLanguageField(model)) upstreamForm.set('language', language);
  const started = Date.now();
  const upstream = await relayCharged(config, '/audio/transcriptions', { method: 'POST', body: upstreamForm }, reservation.refund);
  log({ route: 'transcription', model, status: upstream?.status, ms: Date.now() - started, bytes: file.size, seconds });
  if (!upstream?.ok) return upstream as Response;
  return new Response(upstream.body, { status: 200, headers: { ...corsHeaders, 'content-type': 'application/json' } });
}

const SPEECH_UNAVAILABLE =
  'The Coach’s voice is not available on this server: its speech model speaks only through the Realtime API, which this server has turned off. The Coach reads with the browser’s voice.';

/**
 * Speech in the server's model and voice, streamed as SPEECH_AUDIO whichever workflow the model takes
 * (speech-workflow.ts): the Speech API's `pcm` body relayed as it comes, or the Realtime API's audio deltas.
 */
export async function speech(request: Request, config: Config, userId: string): Promise<Response> {
  const body = await readBodyLimited(request.body, request.headers.get('content-length'), AI_LIMITS.jsonBodyBytes);
  if (!body.ok) return apiError(413, 'request_too_large', 'The request is too large.');
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    return apiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const checked = checkSpeechRequest(raw);
  if (!checked.ok) return apiError(checked.status, checked.code, checked.message);
  const model = config.models.speech;
  const workflow = speechWorkflowOf(model);
  const realtime = workflow === 'realtime' ? realtimeConfigOrNull(config.apiKey, serverSettings.text) : null;
  if (workflow === 'realtime' && !realtime) return apiError(501, 'speech_unavailable', SPEECH_UNAVAILABLE, 'api_error');
  const retired = await roleProblem(config, 'speech');
  if (retired) return modelRetired(retired, 'speech');
  const characters = checked.input.length;
  const reservation = await reserveAudio(config, userId, 'speech', characters);
  if (!reservation.ok) return reservation.response;
  if (realtime) return speakThroughRealtime(config, { url: realtime.realtimeUrl, model, voice: config.voice, text: checked.input, refund: reservation.refund });
  const speechApiBody = {
    model,
    voice: config.voice,
    input: checked.input,
    response_format: SPEECH_API_FORMAT,
    ...(checked.speed !== undefined ? { speed: checked.speed } : {}),
  };
  const started = Date.now();
  const upstream = await relayCharged(
    config,
    '/audio/speech',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(speechApiBody) },
    reservation.refund,
  );
  log({ route: 'speech', workflow, model, status: upstream?.status, ms: Date.now() - started, characters });
  if (!upstream?.ok) return upstream as Response;
  return new Response(upstream.body, { status: 200, headers: { ...corsHeaders, 'content-type': SPEECH_AUDIO.contentType, 'cache-control': 'no-store' } });
}
