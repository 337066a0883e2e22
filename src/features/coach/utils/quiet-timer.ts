// The Coach's auto-send (docs/product.md#coach-interview, #audio-and-timers: 5 s): after a final recognition result, send the answer once the
// person has been quiet for 5 s. New speech (an interim or final result) starts the 5 s again; the timer only
// runs once there is a final result to send. A tiny state machine over times, wrapped by a timer class.

export const QUIET_SEND_MS = 5_000;

export interface QuietState {
  /** When the answer goes out (ms since epoch), or null when nothing is waiting. */
  deadline: number | null;
}

export type QuietEvent = { type: 'final'; at: number } | { type: 'speech'; at: number } | { type: 'cancel' };

export function nextQuietState(state: QuietState, event: QuietEvent, delayMs: number = QUIET_SEND_MS): QuietState {
  switch (event.type) {
    case 'final':
      return { deadline: event.at + delayMs };
    case 'speech':
      // Still talking: push the send back, but only if a final result is waiting.
      return state.deadline === null ? state : { deadline: event.at + delayMs };
    case 'cancel':
      return { deadline: null };
  }
}

export class QuietTimer {
  private state: QuietState = { deadline: null };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly onQuiet: () => void;
  private readonly delayMs: number;
  private readonly now: () => number;

  constructor(onQuiet: () => void, options: { delayMs?: number; now?: () => number } = {}) {
    this.onQuiet = onQuiet;
    this.delayMs = options.delayMs ?? QUIET_SEND_MS;
    this.now = options.now ?? Date.now;
  }

  get isArmed(): boolean {
    return this.state.deadline !== null;
  }

  /** A final recognition result (or a transcribed segment of the fallback engine). */
  finalResult(): void {
    this.apply({ type: 'final', at: this.now() });
  }

  /** Interim speech: the person is still talking. */
  speech(): void {
    this.apply({ type: 'speech', at: this.now() });
  }

  cancel(): void {
    this.apply({ type: 'cancel' });
  }

  private apply(event: QuietEvent) {
    this.state = nextQuietState(this.state, event, this.delayMs);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.state.deadline === null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.state = { deadline: null };
      this.onQuiet();
    }, Math.max(0, this.state.deadline - this.now()));
  }
}
