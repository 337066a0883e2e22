// How the fake realtime upstream checks a `POST /v1/realtime/client_secrets` body, the way the real API does
// (field names from openai-node's ClientSecretCreateParams; the live models' rules from the integrators' reports
// collected in docs/realtime-research.md §1.3 and §1.6).

export interface MintedSecret {
  value: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  model: string;
  /** The request body as sent. */
  request: Record<string, unknown>;
  /** The session as the API echoes it. */
  session: Record<string, unknown>;
}

const LIVE_MODELS = new Set(['gpt-live-transcribe']);
const WHISPER_MODELS = new Set(['gpt-realtime-whisper']);
const COMMITTED_MODELS = new Set(['gpt-transcribe', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe', 'whisper-1']);
const DELAYS = new Set(['minimal', 'low', 'medium', 'high', 'xhigh']);
const TRANSCRIPTION_FIELDS = new Set(['model', 'language', 'languages', 'keywords', 'prompt', 'delay']);

/** A refusal with the API's code: `unknown_parameter` for a field the API does not know, else `invalid_value`. */
type Checked = Omit<MintedSecret, 'value'> | { error: string; param: string; code: 'unknown_parameter' | 'invalid_value' };
const fail = (param: string, error: string, code: 'unknown_parameter' | 'invalid_value' = 'invalid_value'): Checked => ({ error, param, code });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `unknownFields`: transcription fields this upstream does not know (an older or other API), refused as the API does. */
export function checkSecretRequest(body: unknown, now = Date.now() / 1000, unknownFields: ReadonlySet<string> = new Set()): Checked {
  if (!isObject(body)) return fail('', 'The body must be a JSON object.');
  const expires = body.expires_after;
  let seconds = 600;
  if (expires !== undefined) {
    if (!isObject(expires)) return fail('expires_after', "Invalid type for 'expires_after': expected an object, but got a number instead.");
    if (expires.anchor !== undefined && expires.anchor !== 'created_at')
      return fail('expires_after.anchor', "Invalid value for 'expires_after.anchor': expected 'created_at'.");
    if (expires.seconds !== undefined) {
      if (typeof expires.seconds !== 'number' || !Number.isInteger(expires.seconds) || expires.seconds < 10 || expires.seconds > 7200) {
        return fail('expires_after.seconds', "Invalid 'expires_after.seconds': must be an integer between 10 and 7200.");
      }
      seconds = expires.seconds;
    }
  }
  const session = body.session;
  if (!isObject(session)) return fail('session', "Missing required parameter: 'session'.");
  if (session.type !== 'transcription') return fail('session.type', "Invalid value for 'session.type': this fake only mints 'transcription' sessions.");
  const input = isObject(session.audio) && isObject(session.audio.input) ? session.audio.input : undefined;
  if (!input) return fail('session.audio.input', "Missing required parameter: 'session.audio.input'.");
  const format = input.format;
  if (!isObject(format) || format.type !== 'audio/pcm' || format.rate !== 24000) {
    return fail('session.audio.input.format', "Invalid 'session.audio.input.format': expected { type: 'audio/pcm', rate: 24000 }.");
  }
  const transcription = input.transcription;
  if (!isObject(transcription) || typeof transcription.model !== 'string')
    return fail('session.audio.input.transcription.model', "Missing required parameter: 'session.audio.input.transcription.model'.");
  const model = transcription.model;
  const isLive = LIVE_MODELS.has(model);
  const isWhisper = WHISPER_MODELS.has(model);
  if (!isLive && !isWhisper && !COMMITTED_MODELS.has(model))
    return fail('session.audio.input.transcription.model', `Invalid value: '${model}'. The model does not exist or is not a transcription model.`);
  for (const field of Object.keys(transcription)) {
    if (!TRANSCRIPTION_FIELDS.has(field) || unknownFields.has(field)) {
      return fail(`session.audio.input.transcription.${field}`, `Unknown parameter: 'session.audio.input.transcription.${field}'.`, 'unknown_parameter');
    }
  }
  if ((isLive || isWhisper) && input.turn_detection !== null && input.turn_detection !== undefined) {
    return fail('session.audio.input.turn_detection', 'Turn detection is not supported for this transcription model.');
  }
  if (isObject(input.turn_detection) && !['server_vad', 'semantic_vad'].includes(String(input.turn_detection.type))) {
    return fail('session.audio.input.turn_detection.type', "Invalid value for 'turn_detection.type': expected 'server_vad' or 'semantic_vad'.");
  }
  if (isWhisper && transcription.prompt !== undefined)
    return fail('session.audio.input.transcription.prompt', 'Prompt is not supported with gpt-realtime-whisper.');
  if (!isLive && (transcription.keywords !== undefined || transcription.languages !== undefined)) {
    return fail('session.audio.input.transcription.keywords', `keywords and languages are only supported with gpt-live-transcribe (got ${model}).`);
  }
  if (transcription.delay !== undefined && !DELAYS.has(String(transcription.delay)))
    return fail('session.audio.input.transcription.delay', `Invalid value for 'delay': ${String(transcription.delay)}.`);
  if (transcription.language !== undefined && !/^[a-z]{2}$/.test(String(transcription.language)))
    return fail('session.audio.input.transcription.language', 'language must be an ISO-639-1 code.');
  if (
    transcription.languages !== undefined &&
    (!Array.isArray(transcription.languages) || !transcription.languages.every((l) => /^[a-z]{2}$/.test(String(l))))
  ) {
    return fail('session.audio.input.transcription.languages', 'languages must be a list of ISO-639-1 codes.');
  }
  if (transcription.keywords !== undefined) {
    const keywords = transcription.keywords;
    if (
      !Array.isArray(keywords) ||
      keywords.length > 100 ||
      !keywords.every((k) => typeof k === 'string' && k.length > 0 && k.length <= 100 && !/[<>\r\n]/.test(k))
    ) {
      return fail('session.audio.input.transcription.keywords', 'keywords must be up to 100 non-empty strings without <, > or line breaks.');
    }
  }
  const expiresAt = Math.floor(now) + seconds;
  return {
    expiresAt,
    model,
    request: body,
    session: {
      id: `sess_${Math.random().toString(36).slice(2, 14)}`,
      object: 'realtime.transcription_session',
      ...session,
      expires_at: Math.floor(now) + 3600,
    },
  };
}
