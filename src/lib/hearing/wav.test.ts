import { describe, expect, it } from 'vitest';
import { encodeWav, WAV_HEADER_BYTES } from './wav';

/** Reads back what a WAV reader needs: the header fields and the samples. */
function readWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer);
  const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  const dataBytes = view.getUint32(40, true);
  return {
    tags: [text(0), text(8), text(12), text(36)],
    riffSize: view.getUint32(4, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    bits: view.getUint16(34, true),
    samples: Array.from({ length: dataBytes / 2 }, (_, i) => view.getInt16(WAV_HEADER_BYTES + i * 2, true)),
  };
}

describe('encodeWav', () => {
  it('writes the chunks in order as 16-bit mono PCM under a RIFF/WAVE header', () => {
    const bytes = encodeWav([Int16Array.of(0, 16384, -16384), Int16Array.of(32767, -32768)], 24_000);
    expect(bytes.length).toBe(WAV_HEADER_BYTES + 5 * 2);
    expect(readWav(bytes)).toEqual({
      tags: ['RIFF', 'WAVE', 'fmt ', 'data'],
      riffSize: 36 + 10,
      format: 1,
      channels: 1,
      sampleRate: 24_000,
      byteRate: 48_000,
      bits: 16,
      samples: [0, 16384, -16384, 32767, -32768],
    });
  });

  it('writes a valid empty file and refuses a bad sample rate', () => {
    expect(readWav(encodeWav([], 24_000)).samples).toEqual([]);
    expect(() => encodeWav([Int16Array.of(1)], 0)).toThrow('sample rate');
  });
});
