import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_OPTIONS, feedVoice, initialVoiceState, rms, type VoiceState } from './voice-detector';

const FRAME = 480; // 20 ms at 24 kHz
const tone = (amplitude: number) => Float32Array.from({ length: FRAME }, (_, i) => amplitude * Math.sin((2 * Math.PI * 220 * i) / 24_000));
const hiss = (amplitude: number) => Float32Array.from({ length: FRAME }, (_, i) => (i % 2 === 0 ? amplitude : -amplitude));

/** Feeds `[frames, samples]` runs and returns the voiced flag of every frame. */
function run(runs: Array<[number, Float32Array]>, start: VoiceState = initialVoiceState(), options = DEFAULT_VOICE_OPTIONS) {
  let state = start;
  const voiced: boolean[] = [];
  const probabilities: number[] = [];
  for (const [frames, samples] of runs) {
    for (let i = 0; i < frames; i += 1) {
      const step = feedVoice(state, samples, 20, options);
      state = step.state;
      voiced.push(step.frame.isVoiced);
      probabilities.push(step.frame.probability);
    }
  }
  return { state, voiced, probabilities };
}

describe('feedVoice', () => {
  it('turns on after the attack time of speech well above the noise and off after the hangover', () => {
    const { voiced } = run([
      [50, hiss(0.002)],
      [20, tone(0.1)],
      [10, hiss(0.002)],
    ]);
    expect(voiced.slice(0, 50).some(Boolean)).toBe(false);
    expect(voiced[50]).toBe(true); // attack 20 ms: on with the first loud 20 ms frame
    expect(voiced.slice(52, 70).every(Boolean)).toBe(true);
    expect(voiced.slice(70, 73)).toEqual([true, false, false]); // hangover 40 ms
  });

  it('reports a probability that crosses 0.5 exactly where the decision flips', () => {
    const { voiced, probabilities } = run([
      [50, hiss(0.002)],
      [20, tone(0.1)],
      [10, hiss(0.002)],
    ]);
    probabilities.forEach((p, i) => expect(p >= 0.5).toBe(voiced[i]));
  });

  it('holds a one-frame click for no longer than the hangover (the turn machine needs 150 ms to open a turn)', () => {
    const { voiced } = run([
      [50, hiss(0.002)],
      [1, tone(0.5)],
      [20, hiss(0.002)],
    ]);
    expect(voiced.filter(Boolean).length).toBeLessThanOrEqual(3);
    expect(
      run(
        [
          [50, hiss(0.002)],
          [1, tone(0.5)],
          [20, hiss(0.002)],
        ],
        initialVoiceState(),
        { ...DEFAULT_VOICE_OPTIONS, attackMs: 40 },
      ).voiced.some(Boolean),
    ).toBe(false);
  });

  it('bridges a gap between words shorter than the hangover', () => {
    const { voiced } = run([
      [50, hiss(0.002)],
      [10, tone(0.1)],
      [1, hiss(0.002)],
      [10, tone(0.1)],
    ]);
    expect(voiced.slice(52).every(Boolean)).toBe(true);
  });

  it('adapts to a louder room: steady noise stops counting as voice once the floor has risen', () => {
    const { voiced, state } = run([
      [50, hiss(0.001)],
      [350, hiss(0.02)],
    ]);
    expect(voiced[60]).toBe(true);
    expect(state.floorDb).toBeGreaterThan(-40);
    expect(voiced.slice(-100).some(Boolean)).toBe(false);
    const speech = run([[20, tone(0.3)]], state);
    expect(speech.voiced.slice(1).every(Boolean)).toBe(true);
  });

  it('never takes digital silence plus faint hiss for voice', () => {
    const { voiced, state } = run([
      [50, new Float32Array(FRAME)],
      [50, hiss(0.001)],
    ]);
    expect(state.floorDb).toBeGreaterThanOrEqual(DEFAULT_VOICE_OPTIONS.minFloorDb);
    expect(voiced.some(Boolean)).toBe(false);
  });
});

describe('rms', () => {
  it('is the root mean square, 0 for no samples', () => {
    expect(rms([0.5, -0.5])).toBe(0.5);
    expect(rms([])).toBe(0);
  });
});
