// The Coach's voice as a queue: sentences are spoken one after another as they are handed over (the first plays while
// the rest of the feedback is written), through Speaker's public interface only. `interrupt()` is barge-in: what is
// playing stops at once, what is queued is dropped (for good), and nothing more is said until `resume()` (the
// person's next answer was sent, or the next question after "Skip audio"). The text stays on screen either way.
import type { SpeakOutcome } from './speaker';

export interface Voice {
  speak(text: string, language: string): Promise<SpeakOutcome>;
  /** Asks for the speech of `text` ahead of saying it; the returned release drops it unsaid. */
  prepare(text: string): () => void;
  stop(): void;
}

export class VoiceQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private isHushed = false;
  /** Bumped by each interrupt: sentences queued before it are never said. */
  private generation = 0;

  constructor(private readonly voice: Voice) {}

  /** Queues `text`; resolves with how it ended once it was said ('stopped' when interrupted or hushed). */
  say(text: string, language: string): Promise<SpeakOutcome> {
    const generation = this.generation;
    const spoken = this.tail.then(() => (this.isHushed || generation !== this.generation ? ('stopped' as const) : this.voice.speak(text, language)));
    this.tail = spoken.catch(() => undefined);
    return spoken;
  }

  /** Speech for a sentence that may be said soon (a feedback draft's first): see Speaker.prepare. */
  prepare(text: string): () => void {
    return this.voice.prepare(text);
  }

  /** Resolves once everything queued so far has been said (or dropped). */
  drained(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  /** Barge-in: silent now and until `resume()`. */
  interrupt(): void {
    this.isHushed = true;
    this.generation += 1;
    this.voice.stop();
  }

  resume(): void {
    this.isHushed = false;
  }

  get isInterrupted(): boolean {
    return this.isHushed;
  }
}
