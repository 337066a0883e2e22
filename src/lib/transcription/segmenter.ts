// When to transcribe: a pure state machine fed with audio levels and times, so it is tested with numbers.
//
// Speech is a level at or above the threshold. A quiet run of `previewAfterMs` inside a segment asks for a
// preview transcription of the audio so far (so the text is ready when the segment closes); a quiet run of
// `silenceMs` after speech closes the segment (docs/product.md#transcription: 3 s below 0.01 average amplitude).

export interface SegmenterOptions {
  threshold: number;
  silenceMs: number;
  previewAfterMs: number;
  /** Loud time needed before a segment counts as speech (ignores clicks). */
  minSpeechMs: number;
}

export const DEFAULT_SEGMENTER_OPTIONS: SegmenterOptions = {
  threshold: 0.01,
  silenceMs: 3000,
  previewAfterMs: 700,
  minSpeechMs: 150,
};

export type SegmenterAction = { type: 'none' } | { type: 'preview' } | { type: 'close' };

export interface SegmenterState {
  /** Loud time accumulated in the open segment. */
  speechMs: number;
  /** When the current quiet run began, or null while loud. */
  quietSince: number | null;
  /** Whether the current quiet run already asked for a preview. */
  hasPreviewed: boolean;
  lastAt: number | null;
}

export const initialSegmenterState: SegmenterState = { speechMs: 0, quietSince: null, hasPreviewed: false, lastAt: null };

export function hasSpeech(state: SegmenterState, options: SegmenterOptions = DEFAULT_SEGMENTER_OPTIONS): boolean {
  return state.speechMs >= options.minSpeechMs;
}

/** Feeds one level reading taken at time `at` (ms). Returns the next state and what to do now. */
export function feedLevel(
  state: SegmenterState,
  at: number,
  level: number,
  options: SegmenterOptions = DEFAULT_SEGMENTER_OPTIONS,
): { state: SegmenterState; action: SegmenterAction } {
  const elapsed = state.lastAt === null ? 0 : Math.max(0, at - state.lastAt);
  if (level >= options.threshold) {
    return { state: { speechMs: state.speechMs + elapsed, quietSince: null, hasPreviewed: false, lastAt: at }, action: { type: 'none' } };
  }
  // Speech ended somewhere between the last loud reading and this one: count the quiet from halfway.
  const quietSince = state.quietSince ?? (state.lastAt === null ? at : (state.lastAt + at) / 2);
  const quietFor = at - quietSince;
  const next: SegmenterState = { ...state, quietSince, lastAt: at };
  if (!hasSpeech(state, options)) return { state: next, action: { type: 'none' } };
  if (quietFor >= options.silenceMs) {
    return { state: { ...initialSegmenterState, quietSince: at, hasPreviewed: true, lastAt: at }, action: { type: 'close' } };
  }
  if (quietFor >= options.previewAfterMs && !state.hasPreviewed) {
    return { state: { ...next, hasPreviewed: true }, action: { type: 'preview' } };
  }
  return { state: next, action: { type: 'none' } };
}

/** Average absolute amplitude of time-domain samples: the spec's level measure. */
export function averageAmplitude(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += Math.abs(samples[i]);
  return sum / samples.length;
}
