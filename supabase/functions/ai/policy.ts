// What the audio routes let through: the formats, models and voices (how long a recording lasts: audio-duration.ts). Pure, unit-tested.
import { AI_LIMITS, AI_MODELS } from '../_shared/ai-contract.ts';

export const TRANSCRIPTION_MODELS = [AI_MODELS.transcription] as const;
const SPEECH_MODELS = [AI_MODELS.speech] as const;
const SPEECH_VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;

export type AudioFormat = 'webm' | 'mp4' | 'wav' | 'ogg' | 'mp3' | 'flac';

/** The container an audio file really is, read from its first bytes (what the upstream accepts), or null. */
export function audioFormatOf(head: Uint8Array): AudioFormat | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

export type SpeechCheck = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; code: string; message: string };

export function checkSpeechRequest(raw: unknown): SpeechCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, status: 400, code: 'invalid_body', message: 'The request body must be a JSON object.' };
  const body = raw as Record<string, unknown>;
  if (typeof body.model !== 'string' || !(SPEECH_MODELS as readonly string[]).includes(body.model)) {
    return { ok: false, status: 400, code: 'model_not_allowed', message: `Model must be one of: ${SPEECH_MODELS.join(', ')}.` };
  }
  if (typeof body.voice !== 'string' || !(SPEECH_VOICES as readonly string[]).includes(body.voice)) {
    return { ok: false, status: 400, code: 'invalid_voice', message: `Voice must be one of: ${SPEECH_VOICES.join(', ')}.` };
  }
  if (typeof body.input !== 'string' || body.input.trim().length === 0) return { ok: false, status: 400, code: 'invalid_input', message: 'input must be non-empty text.' };
  if (body.input.length > AI_LIMITS.speechChars) return { ok: false, status: 413, code: 'input_too_long', message: `input may hold at most ${AI_LIMITS.speechChars} characters.` };
  const format = body.response_format ?? 'mp3';
  if (!['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'].includes(String(format))) return { ok: false, status: 400, code: 'invalid_parameter', message: 'Unsupported response_format.' };
  if (body.speed !== undefined && !(typeof body.speed === 'number' && body.speed >= 0.25 && body.speed <= 4)) {
    return { ok: false, status: 400, code: 'invalid_parameter', message: 'speed must be between 0.25 and 4.' };
  }
  return { ok: true, body: { model: body.model, voice: body.voice, input: body.input, response_format: format, ...(body.speed !== undefined ? { speed: body.speed } : {}) } };
}
