import { describe, expect, it } from 'vitest';
import { createFramer, createResampler, floatToPcm16, pcm16ToFloat } from './pcm';

const sine = (rate: number, hz: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate));

/** Zero crossings per second ÷ 2 = the frequency of a clean tone. */
const frequencyOf = (samples: Float32Array, rate: number) => {
  let crossings = 0;
  for (let i = 1; i < samples.length; i += 1) if (samples[i - 1] < 0 !== samples[i] < 0) crossings += 1;
  return crossings / 2 / (samples.length / rate);
};
const peak = (samples: Float32Array) => samples.slice(100).reduce((max, s) => Math.max(max, Math.abs(s)), 0);

describe('createResampler', () => {
  it.each([48_000, 44_100, 16_000, 24_000])('turns %i Hz into 24 kHz keeping the pitch, the length and (for speech frequencies) the level', (rate) => {
    const input = sine(rate, 300, 1);
    const output = createResampler(rate).push(input);
    expect(Math.abs(output.length - 24_000)).toBeLessThanOrEqual(1);
    expect(frequencyOf(output, 24_000)).toBeCloseTo(300, -1);
    expect(peak(output)).toBeGreaterThan(0.45);
    expect(peak(output)).toBeLessThanOrEqual(0.5);
  });

  it('gives the same samples whatever the chunking (128-sample worklet blocks or one buffer)', () => {
    const input = sine(44_100, 440, 0.5);
    const whole = createResampler(44_100).push(input);
    const resampler = createResampler(44_100);
    const parts: number[] = [];
    for (let i = 0; i < input.length; i += 128) parts.push(...resampler.push(input.subarray(i, i + 128)));
    expect(parts.length).toBe(whole.length);
    parts.forEach((sample, i) => expect(sample).toBeCloseTo(whole[i], 6));
  });

  it('damps a tone above the new Nyquist frequency instead of folding it back at full level', () => {
    const output = createResampler(48_000).push(sine(48_000, 20_000, 0.5));
    expect(peak(output)).toBeLessThan(0.2);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => createResampler(0)).toThrow(/positive/);
  });
});

describe('floatToPcm16', () => {
  it('scales to 16 bits and clips', () => {
    expect([...floatToPcm16([0, 0.5, -0.5, 1, -1, 2, -2])]).toEqual([0, 16384, -16384, 32767, -32768, 32767, -32768]);
    expect(pcm16ToFloat(Int16Array.from([16384, -32768]))).toEqual(Float32Array.from([0.5, -1]));
  });
});

describe('createFramer', () => {
  it('cuts exact frames and keeps the remainder for the next push', () => {
    const framer = createFramer(4);
    expect(framer.push(Int16Array.from([1, 2, 3]))).toEqual([]);
    expect(framer.push(Int16Array.from([4, 5, 6, 7, 8, 9]))).toEqual([Int16Array.from([1, 2, 3, 4]), Int16Array.from([5, 6, 7, 8])]);
    expect(framer.push(Int16Array.from([10, 11, 12]))).toEqual([Int16Array.from([9, 10, 11, 12])]);
  });
});
