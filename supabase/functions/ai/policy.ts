// What the audio routes let through. The model and the voice are the server's (models.ts): a request naming either is
// refused. Which recordings (WAV only) and how long they last: audio-duration.ts. Pure, unit-tested.
import { AI_LIMITS } from '../_shared/ai-contract.ts';

export const MODEL_NOT_ALLOWED = 'The server chooses the model and the voice: send the request without model or voice.';

export type SpeechCheck = { ok: true; input: string; speed?: number } | { ok: false; status: number; code: string; message: string };

/**
 * Checks the browser's speech request: input, and optionally speed (Speech API models only) and response_format, which
 * can only be `pcm`: the gateway always streams raw PCM16 (speech-workflow.ts SPEECH_AUDIO). Model and voice are the server's.
 */
export function checkSpeechRequest(raw: unknown): SpeechCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, status: 400, code: 'invalid_body', message: 'The request body must be a JSON object.' };
  const body = raw as Record<string, unknown>;
  if (body.model !== undefined || body.voice !== undefined) return { ok: false, status: 400, code: 'model_not_allowed', message: MODEL_NOT_ALLOWED };
  if (typeof body.input !== 'string' || body.input.trim().length === 0)
    return { ok: false, status: 400, code: 'invalid_input', message: 'input must be non-empty text.' };
  if (body.input.length > AI_LIMITS.speechChars)
    return { ok: false, status: 413, code: 'input_too_long', message: `input may hold at most ${AI_LIMITS.speechChars} characters.` };
  if (body.response_format !== undefined && body.response_format !== 'pcm')
    return { ok: false, status: 400, code: 'invalid_parameter', message: 'response_format must be pcm (16-bit mono PCM at 24 kHz), or left out.' };
  if (body.speed !== undefined && !(typeof body.speed === 'number' && body.speed >= 0.25 && body.speed <= 4)) {
    return { ok: false, status: 400, code: 'invalid_parameter', message: 'speed must be between 0.25 and 4.' };
  }
  return { ok: true, input: body.input, ...(body.speed !== undefined ? { speed: body.speed as number } : {}) };
}

/**
 * Whether a transcription model takes the one-language `language` field. gpt-transcribe takes `languages` hints
 * instead (speech-to-text guide, checked 2026-11-25); whisper-1, the gpt-4o transcribe models and other providers'
 * Whisper servers take `language`.
 */
export function takesLanguageField(model: string): boolean {
  return !/^gpt-(live-)?transcribe/.test(model.slice(model.lastIndexOf('/') + 1));
}
