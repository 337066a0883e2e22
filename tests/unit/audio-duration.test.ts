// What a transcription is charged: how long a WAV recording lasts, read from real files made by sox, whatever their
// headers say (supabase/functions/ai/audio-duration.ts); anything but a PCM WAV is refused. The gateway's answers:
// tests/integration/ai-audio.test.ts.
import { describe, expect, it } from 'vitest';
import { chargedSeconds, isWav, NOT_WAV } from '../../supabase/functions/ai/audio-duration.ts';
import { lyingWav, soxTone } from '../fakes/sox-audio.ts';

const charge = (bytes: Buffer) => chargedSeconds(new Uint8Array(bytes));
const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

describe('a WAV recording is charged what it lasts', () => {
  it.each([
    ['a 16 kHz WAV of 30 s', soxTone(16_000, 30), 30],
    ['an 8 kHz WAV of 2.5 s (rounded up)', soxTone(8_000, 2.5), 3],
    ['a 48 kHz WAV of 0.2 s (at least 1 s)', soxTone(48_000, 0.2), 1],
  ])('%s', (_label, wav, seconds) => {
    expect(charge(wav)).toEqual({ ok: true, seconds });
  });

  it('counts a WAV whose data size was left unset by the bytes present', () => {
    const wav = soxTone(8_000, 4);
    wav.writeUInt32LE(0xffffffff, wav.indexOf('data') + 4);
    expect(charge(wav)).toEqual({ ok: true, seconds: 4 });
  });
});

describe('anything else is refused', () => {
  it('a WAV whose byte-rate field is not its sample rate × block align', () => {
    // 30 s at 16 kHz, 16 bits, mono: 32,000 bytes a second; the header claims 16,000,000 (charged 1 s before).
    expect(charge(lyingWav(soxTone(16_000, 30), 16_000_000))).toEqual({
      ok: false,
      status: 400,
      code: 'unsupported_audio',
      message: 'The WAV header says 16000000 bytes a second, but its sample rate and block size make 32000. Send the recording as it was made.',
    });
  });

  it.each([
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'x'.repeat(64))],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypM4A ', 'x'.repeat(64))],
    ['Ogg', bytes('OggS', [0, 2], 'x'.repeat(64))],
    ['FLAC', bytes('fLaC', [0, 0, 0, 0x22], 'x'.repeat(64))],
    ['MP3', bytes('ID3', [4, 0], 'x'.repeat(64))],
    ['RIFF that is not WAVE', bytes('RIFF', [0, 0, 0, 0], 'AVI ', 'x'.repeat(64))],
    ['a WAV without a data chunk', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['nothing', bytes()],
  ])('%s: 415', (_label, file) => {
    expect(chargedSeconds(file)).toEqual({ ok: false, status: 415, code: 'unsupported_audio', message: NOT_WAV });
  });

  it('a WAV whose samples are MP3 frames (codec 0x55): 415, its length cannot be read from its header', () => {
    const wav = soxTone(8_000, 3);
    wav.writeUInt16LE(0x55, wav.indexOf('fmt ') + 8);
    expect(isWav(new Uint8Array(wav))).toBe(true);
    expect(charge(wav)).toMatchObject({ ok: false, status: 415 });
  });
});
