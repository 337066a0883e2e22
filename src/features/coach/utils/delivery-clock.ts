// How long a spoken answer lasted, by the microphone's audio clock: a pure state machine fed with the level readings
// the microphone's meter reports (time in ms, average amplitude). Speaking time runs from the first loud reading to the last;
// a quiet run of LONG_PAUSE_MS or more between them is a long pause, counted and left out of the speaking time.
// Wall-clock time between clicks or between transcripts is never used: it counts waiting, typing and the
// recognizer's silence timeout as speech.
/** The level counted as speech: the microphone's RMS level (HearingSession's meter), 0.01 as docs/product.md#transcription says. */
const SPEECH_LEVEL = 0.01;
/** A quiet run this long mid-answer is a long pause (a thinking pause, not a breath between words). */
export const LONG_PAUSE_MS = 2_000;

export interface DeliveryClock {
  firstLoudAt: number | null;
  lastLoudAt: number | null;
  /** Quiet time already left out (the long pauses so far). */
  pausedMs: number;
  longPauses: number;
}

export const initialDeliveryClock: DeliveryClock = { firstLoudAt: null, lastLoudAt: null, pausedMs: 0, longPauses: 0 };

/** Feeds one level reading taken at `at` (ms). Quiet readings change nothing until the next loud one. */
export function feedDeliveryClock(clock: DeliveryClock, at: number, level: number): DeliveryClock {
  if (level < SPEECH_LEVEL) return clock;
  if (clock.firstLoudAt === null || clock.lastLoudAt === null) return { ...clock, firstLoudAt: at, lastLoudAt: at };
  const quietMs = at - clock.lastLoudAt;
  if (quietMs >= LONG_PAUSE_MS) return { ...clock, lastLoudAt: at, pausedMs: clock.pausedMs + quietMs, longPauses: clock.longPauses + 1 };
  return { ...clock, lastLoudAt: Math.max(at, clock.lastLoudAt) };
}

/** The speaking time (long pauses left out) and the long pauses; zero when nothing loud was heard. */
export function readDeliveryClock(clock: DeliveryClock): { speechMs: number; longPauses: number } {
  if (clock.firstLoudAt === null || clock.lastLoudAt === null) return { speechMs: 0, longPauses: 0 };
  return { speechMs: clock.lastLoudAt - clock.firstLoudAt - clock.pausedMs, longPauses: clock.longPauses };
}
