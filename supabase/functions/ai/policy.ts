// What the audio routes let through: the formats, models and voices, and how long a recording is. Pure, unit-tested.
import { AI_AUDIO_BYTES_PER_SECOND, AI_LIMITS, AI_MODELS } from '../_shared/ai-contract.ts';

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

/** A WAV file's duration from its header (byte rate and data size), or null when the header does not say. */
export function wavSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number) => String.fromCharCode(...bytes.subarray(start, start + 4));
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.byteLength; ) {
    const id = ascii(offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ' && offset + 16 <= bytes.byteLength) byteRate = view.getUint32(offset + 16, true);
    if (id === 'data') {
      if (byteRate === 0) return null;
      // A streamed WAV may leave the size unset (0 or 0xFFFFFFFF): then the bytes present count.
      const present = bytes.byteLength - offset - 8;
      const dataBytes = size === 0 || size > present ? present : size;
      return dataBytes / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/**
 * Seconds charged for a recording: exact for WAV, otherwise a bound from the size at the recorder's bit rate
 * (a lower bit rate is charged as if it were 128 kbit/s: at worst more than it lasted, never less for our recorder).
 */
export function chargedSeconds(bytes: Uint8Array, format: AudioFormat): number {
  const seconds = format === 'wav' ? (wavSeconds(bytes) ?? bytes.byteLength / AI_AUDIO_BYTES_PER_SECOND) : bytes.byteLength / AI_AUDIO_BYTES_PER_SECOND;
  return Math.max(1, Math.ceil(seconds));
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
