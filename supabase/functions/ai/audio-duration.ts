// How long a recording lasts, read from the audio itself, never from one field a sender can set alone: the seconds a
// transcription is charged. Pure (bytes in, seconds out), shared by Deno and the unit tests.
// - WAV (PCM): the data chunk's size over sample rate × block align; a byte-rate field that disagrees is refused.
// - Ogg: the last granule position at the codec's rate (Opus: 48 kHz, less its pre-skip) and, for Opus, the frames
//   counted from each packet's first byte. MP3: the frames counted (a Xing/VBRI count that disagrees is refused).
//   WebM/Matroska: the end of the last block (a Duration element that disagrees is refused). MP4: the samples of every
//   track, fragmented or not (an mdhd/mvhd duration that disagrees is refused). FLAC: STREAMINFO's total samples.
// - Anything these cannot measure is charged at the lowest bit rate a container carries speech at
//   (AI_AUDIO_FLOOR_BYTES_PER_SECOND), so a file is never charged less than it lasts.
import { AI_AUDIO_FLOOR_BYTES_PER_SECOND } from '../_shared/ai-contract.ts';
import { mp3Duration } from './audio-duration-mp3.ts';
import { mp4Duration } from './audio-duration-mp4.ts';
import { oggDuration } from './audio-duration-ogg.ts';
import { webmDuration } from './audio-duration-webm.ts';
import { ascii, type Measured } from './audio-bytes.ts';
import type { AudioFormat } from './policy.ts';

export type AudioDuration = { ok: true; seconds: number; isMeasured: boolean } | { ok: false; message: string };

/** No lossy codec carries speech above 1.5 Mbit/s: a file holding more bytes a second than this says less than it holds. */
const LOSSY_CEILING_BYTES_PER_SECOND = 192_000;

/** PCM-like WAV codecs, whose byte rate is sample rate × block align: PCM, IEEE float, A-law, µ-law, extensible. */
const WAV_PCM_CODECS = new Set([1, 3, 6, 7, 0xfffe]);

/** A WAV file's duration from its format chunk and data size; a byte-rate field that disagrees is a mismatch. */
function wavDuration(bytes: Uint8Array): Measured {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { codec: number; sampleRate: number; byteRate: number; blockAlign: number } | null = null;
  for (let offset = 12; offset + 8 <= bytes.byteLength;) {
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ' && offset + 24 <= bytes.byteLength) {
      format = {
        codec: view.getUint16(offset + 8, true),
        sampleRate: view.getUint32(offset + 12, true),
        byteRate: view.getUint32(offset + 16, true),
        blockAlign: view.getUint16(offset + 20, true),
      };
    }
    if (id === 'data') {
      if (!format || !WAV_PCM_CODECS.has(format.codec) || format.sampleRate === 0 || format.blockAlign === 0) return null;
      const bytesPerSecond = format.sampleRate * format.blockAlign;
      if (format.byteRate !== bytesPerSecond) {
        return { mismatch: `The WAV header says ${format.byteRate} bytes a second, but its sample rate and block size make ${bytesPerSecond}.` };
      }
      // A streamed WAV may leave the size unset (0 or 0xFFFFFFFF, or more than was sent): then the bytes present count.
      const present = bytes.byteLength - offset - 8;
      return { seconds: (size === 0 || size > present ? present : size) / bytesPerSecond };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** FLAC: STREAMINFO's total samples at its sample rate (0 total samples: unknown). Bigger than raw PCM: a mismatch. */
function flacDuration(bytes: Uint8Array): Measured {
  if (bytes.byteLength < 42 || (bytes[4] & 0x7f) !== 0) return null;
  const info = bytes.subarray(8, 42);
  const sampleRate = (info[10] << 12) | (info[11] << 4) | (info[12] >> 4);
  const channels = ((info[12] >> 1) & 0x07) + 1;
  const bitsPerSample = (((info[12] & 0x01) << 4) | (info[13] >> 4)) + 1;
  const totalSamples = (info[13] & 0x0f) * 2 ** 32 + new DataView(info.buffer, info.byteOffset + 14, 4).getUint32(0);
  if (sampleRate === 0 || totalSamples === 0) return null;
  const seconds = totalSamples / sampleRate;
  const rawBytes = seconds * sampleRate * channels * Math.ceil(bitsPerSample / 8);
  // Lossless frames never exceed the raw samples by more than their headers; a file much bigger hides more audio.
  if (bytes.byteLength > rawBytes * 1.1 + 64 * 1024) return { mismatch: `The FLAC header says ${seconds.toFixed(1)} s, far less than the file holds.` };
  return { seconds };
}

const MEASURE: Record<AudioFormat, (bytes: Uint8Array) => Measured> = {
  wav: wavDuration,
  flac: flacDuration,
  ogg: oggDuration,
  mp3: mp3Duration,
  webm: webmDuration,
  mp4: mp4Duration,
};

/** How long the recording lasts, or why its lengths disagree. Unmeasurable files are bounded by the floor rate. */
export function audioDuration(bytes: Uint8Array, format: AudioFormat): AudioDuration {
  let measured: Measured;
  try {
    measured = MEASURE[format](bytes);
  } catch {
    measured = null; // a structure cut short or malformed: measured no further, bounded by its size below
  }
  if (measured && 'mismatch' in measured) return { ok: false, message: `${measured.mismatch} Send the recording as it was made.` };
  if (measured && measured.seconds > 0) {
    const isLossy = format !== 'wav' && format !== 'flac';
    if (isLossy && bytes.byteLength > measured.seconds * LOSSY_CEILING_BYTES_PER_SECOND + 64 * 1024) {
      return { ok: false, message: `The file says it lasts ${measured.seconds.toFixed(1)} s, far less than it holds. Send the recording as it was made.` };
    }
    return { ok: true, seconds: measured.seconds, isMeasured: true };
  }
  return { ok: true, seconds: bytes.byteLength / AI_AUDIO_FLOOR_BYTES_PER_SECOND, isMeasured: false };
}

/** The whole seconds a transcription of this recording is charged (at least 1), or why it is refused. */
export function chargedSeconds(bytes: Uint8Array, format: AudioFormat): { ok: true; seconds: number } | { ok: false; message: string } {
  const duration = audioDuration(bytes, format);
  return duration.ok ? { ok: true, seconds: Math.max(1, Math.ceil(duration.seconds)) } : duration;
}
