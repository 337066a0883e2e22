import { describe, expect, it } from 'vitest';
import { parseWav } from '../../../tests/fakes/wav';
import { encodeWav, WAV_HEADER_BYTES } from './wav';

describe('encodeWav', () => {
  it('writes the chunks in order as 16-bit mono PCM that a WAV reader reads back', () => {
    const bytes = encodeWav([Int16Array.of(0, 16384, -16384), Int16Array.of(32767, -32768)], 24_000);
    expect(bytes.length).toBe(WAV_HEADER_BYTES + 5 * 2);
    const wav = parseWav(Buffer.from(bytes));
    expect(wav.sampleRate).toBe(24_000);
    expect(Array.from(wav.samples)).toEqual([0, 0.5, -0.5, 32767 / 32768, -1]);
  });

  it('writes a valid empty file and refuses a bad sample rate', () => {
    expect(parseWav(Buffer.from(encodeWav([], 24_000))).samples.length).toBe(0);
    expect(() => encodeWav([Int16Array.of(1)], 0)).toThrow('sample rate');
  });
});
