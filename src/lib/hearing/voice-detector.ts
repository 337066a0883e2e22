// Voice activity from energy alone (no model, no dependency): per frame, the level in dB above the noise floor
// (the quietest frame of the last few seconds, so steady noise stops counting after a while) becomes a probability through a logistic curve; hysteresis and a hangover turn that into a steady voiced /
// unvoiced decision, and the reported probability crosses 0.5 exactly where the decision flips, so the
// turn-taking machine can use it as is. A pure function over plain numbers; self-contained (no imports).
// Tuned on espeak-ng questions with mid-question pauses (tests/integration/hearing-fixtures.test.ts).

export interface VoiceDetectorOptions {
  /** Speech must be this many dB above the noise floor to count fully (probability ≥ 0.5 at this point). */
  snrDb: number;
  /** Width of the logistic curve around `snrDb`, in dB. */
  slopeDb: number;
  /** Levels below this are never voice, however quiet the room (dBFS). */
  minSpeechDb: number;
  /** Probability that turns voice on, and below which it may turn off. */
  onProbability: number;
  offProbability: number;
  /** Voiced time needed to turn on (ignores clicks). */
  attackMs: number;
  /** Time voice stays on after the probability falls (bridges the gaps between words). */
  hangoverMs: number;
  /** The noise floor is the quietest frame of the last `floorBlocks` × `floorBlockMs` (minimum statistics). */
  floorBlockMs: number;
  floorBlocks: number;
  /** Noise floor before the first block is complete (dBFS). */
  initialFloorDb: number;
  /** The floor never goes below this (digital silence would otherwise make any hiss "speech"). */
  minFloorDb: number;
}

export const DEFAULT_VOICE_OPTIONS: VoiceDetectorOptions = {
  snrDb: 12,
  slopeDb: 3,
  minSpeechDb: -50,
  onProbability: 0.6,
  offProbability: 0.4,
  attackMs: 20,
  hangoverMs: 40,
  floorBlockMs: 250,
  floorBlocks: 12,
  initialFloorDb: -60,
  minFloorDb: -70,
};

export interface VoiceState {
  floorDb: number;
  /** Quietest level (dB) of each finished block, oldest first, and of the block being filled. */
  blockMinima: number[];
  blockDb: number;
  blockMs: number;
  isVoiced: boolean;
  /** Time the raw probability has been past the threshold that would flip the decision. */
  pendingMs: number;
}

export const initialVoiceState = (options: VoiceDetectorOptions = DEFAULT_VOICE_OPTIONS): VoiceState => ({
  floorDb: options.initialFloorDb,
  blockMinima: [],
  blockDb: Infinity,
  blockMs: 0,
  isVoiced: false,
  pendingMs: 0,
});

export interface VoiceFrame {
  /** 0..1; ≥ 0.5 exactly while the detector says voice. */
  probability: number;
  isVoiced: boolean;
  /** Root mean square of the samples, 0..1. */
  level: number;
}

/** Root mean square of float samples in −1..1. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i] * samples[i];
  return Math.sqrt(sum / samples.length);
}

const toDb = (level: number) => 20 * Math.log10(Math.max(level, 1e-9));

/** Analyses one frame of `durationMs` (20 ms frames are the tuned size). */
export function feedVoice(
  state: VoiceState,
  samples: ArrayLike<number>,
  durationMs: number,
  options: VoiceDetectorOptions = DEFAULT_VOICE_OPTIONS,
): { state: VoiceState; frame: VoiceFrame } {
  const level = rms(samples);
  const db = toDb(level);
  const threshold = Math.max(state.floorDb + options.snrDb, options.minSpeechDb);
  const raw = 1 / (1 + Math.exp(-(db - threshold) / options.slopeDb));

  let { isVoiced, pendingMs } = state;
  const wantsFlip = isVoiced ? raw < options.offProbability : raw >= options.onProbability;
  pendingMs = wantsFlip ? pendingMs + durationMs : 0;
  if (wantsFlip && pendingMs >= (isVoiced ? options.hangoverMs : options.attackMs)) {
    isVoiced = !isVoiced;
    pendingMs = 0;
  }

  // Minimum statistics: the floor falls at once with a quieter frame and rises when the quiet block ages out.
  let { blockMinima, blockDb, blockMs } = state;
  blockDb = Math.min(blockDb, db);
  blockMs += durationMs;
  if (blockMs >= options.floorBlockMs) {
    blockMinima = [...blockMinima, blockDb].slice(-options.floorBlocks);
    blockDb = Infinity;
    blockMs = 0;
  }
  const quietest = Math.min(blockDb, ...blockMinima);
  const floorDb = blockMinima.length === 0 ? Math.min(state.floorDb, Math.max(db, options.minFloorDb)) : Math.max(quietest, options.minFloorDb);

  const probability = isVoiced ? Math.max(raw, 0.5) : Math.min(raw, 0.49);
  return { state: { floorDb, blockMinima, blockDb, blockMs, isVoiced, pendingMs }, frame: { probability, isVoiced, level } };
}
