import { describe, expect, it } from 'vitest';
import { averageAmplitude, feedLevel, initialSegmenterState, type SegmenterAction, type SegmenterState } from './segmenter';

/** Feeds `[durationMs, level]` runs at 100 ms steps and returns each action with its time. */
function run(runs: Array<[number, number]>): Array<[number, SegmenterAction['type']]> {
  let state: SegmenterState = initialSegmenterState;
  let t = 0;
  const actions: Array<[number, SegmenterAction['type']]> = [];
  for (const [duration, level] of runs) {
    for (let elapsed = 0; elapsed < duration; elapsed += 100) {
      const result = feedLevel(state, t, level);
      state = result.state;
      if (result.action.type !== 'none') actions.push([t, result.action.type]);
      t += 100;
    }
  }
  return actions;
}

describe('feedLevel', () => {
  it('closes a segment after 3 s of silence following speech', () => {
    expect(run([[2000, 0.05], [3500, 0]])).toEqual([
      [2700, 'preview'],
      [5000, 'close'],
    ]);
  });

  it('does nothing on silence alone', () => {
    expect(run([[10_000, 0]])).toEqual([]);
  });

  it('ignores a click shorter than the minimum speech time', () => {
    expect(run([[1000, 0], [100, 0.5], [5000, 0]])).toEqual([]);
  });

  it('previews at each short pause, and a word between pauses resets the silence clock', () => {
    expect(run([[1000, 0.05], [800, 0.004], [1000, 0.05], [2000, 0], [300, 0.06], [3200, 0]])).toEqual([
      [1700, 'preview'],
      [3500, 'preview'],
      [5800, 'preview'],
      [8100, 'close'],
    ]);
  });

  it('treats levels just under the threshold as silence and at the threshold as speech', () => {
    expect(run([[500, 0.01], [3100, 0.0099]])).toEqual([
      [1200, 'preview'],
      [3500, 'close'],
    ]);
  });

  it('starts a new segment after closing', () => {
    const actions = run([[1000, 0.05], [3100, 0], [1000, 0.05], [3100, 0]]);
    expect(actions.filter(([, type]) => type === 'close').map(([t]) => t)).toEqual([4000, 8100]);
  });
});

describe('feedLevel with sparse readings', () => {
  it('counts the quiet from halfway between the last loud reading and the first quiet one', () => {
    let state = initialSegmenterState;
    for (let t = 0; t <= 1000; t += 100) state = feedLevel(state, t, 0.05).state;
    state = feedLevel(state, 1400, 0).state;
    expect(state.quietSince).toBe(1200);
    expect(feedLevel(state, 4199, 0).action.type).not.toBe('close');
    expect(feedLevel(state, 4200, 0).action.type).toBe('close');
  });
});

describe('averageAmplitude', () => {
  it('averages absolute sample values', () => {
    expect(averageAmplitude(new Float32Array([0.5, -0.5, 0, 0]))).toBe(0.25);
    expect(averageAmplitude([])).toBe(0);
  });
});
