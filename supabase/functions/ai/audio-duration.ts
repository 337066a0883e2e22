// How long a recording lasts, read from the audio itself, never from one field a sender can set alone: the seconds a
// transcription is charged. The gateway takes WAV only (the SPA uploads WAV: src/lib/hearing/turn-uploads.ts), so this
// reads a PCM-like WAV's data chunk over sample rate × block align; a byte-rate field that disagrees is refused.
// Pure (bytes in, seconds out), shared by Deno and the unit tests.

export type WavCharge = { ok: true; seconds: number } | { ok: false; status: 400 | 415; code: 'unsupported_audio'; message: string };

export const NOT_WAV = 'Send the recording as a WAV file (PCM): the gateway takes no other audio format.';

/** PCM-like WAV codecs, whose byte rate is sample rate × block align: PCM, IEEE float, A-law, µ-law, extensible. */
const WAV_PCM_CODECS = new Set([1, 3, 6, 7, 0xfffe]);

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** Whether the file is a RIFF/WAVE container, by its first bytes (whatever its name and type claim). */
export function isWav(head: Uint8Array): boolean {
  return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE';
}

/** A WAV file's seconds from its format chunk and data size, or null when it holds no PCM-like data chunk. */
function wavDuration(bytes: Uint8Array): { seconds: number } | { mismatch: string } | null {
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

/**
 * The whole seconds a transcription of this recording is charged (at least 1), or why it is refused: 415 for anything
 * but a PCM WAV, 400 for a WAV whose header and samples disagree.
 */
export function chargedSeconds(bytes: Uint8Array): WavCharge {
  const measured = isWav(bytes) ? wavDuration(bytes) : null;
  if (!measured) return { ok: false, status: 415, code: 'unsupported_audio', message: NOT_WAV };
  if ('mismatch' in measured) return { ok: false, status: 400, code: 'unsupported_audio', message: `${measured.mismatch} Send the recording as it was made.` };
  return { ok: true, seconds: Math.max(1, Math.ceil(measured.seconds)) };
}
