// The pacing core of v3's typewriter effect: how much of the streamed answer to show on the next tick.
//
// One character per 15 ms (docs/product.md#audio-and-timers) while the stream is slower than that; never more than LAG_CHARS behind
// what has arrived, so the effect never makes a fast stream meaningfully later; once the stream has ended,
// what is left is shown within FINISH_TICKS ticks.
export const TYPEWRITER_TICK_MS = 15;
export const TYPEWRITER_LAG_CHARS = 24;
export const TYPEWRITER_FINISH_TICKS = 8;

const FINISH_STEP = Math.ceil(TYPEWRITER_LAG_CHARS / TYPEWRITER_FINISH_TICKS);

export function nextVisibleLength(visible: number, arrived: number, isStreamDone: boolean): number {
  if (visible >= arrived) return arrived;
  const caughtUp = Math.max(visible, arrived - TYPEWRITER_LAG_CHARS);
  return Math.min(arrived, isStreamDone ? caughtUp + FINISH_STEP : Math.max(visible + 1, caughtUp));
}

/** The first word shows at once when an answer starts: pacing begins after it, so the effect never delays the first word. */
export function firstWordLength(text: string): number {
  const match = /^\s*\S+/.exec(text);
  return match ? match[0].length : 0;
}
