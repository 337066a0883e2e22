// Says a question or feedback aloud: the gateway's speech, streamed and played as it arrives (pcm-player.ts), else
// the browser's own speech synthesis, else nothing (the text is on screen anyway). Resolves when done; stop() silences
// at once and cancels the request behind it.
import type { PlayOutcome } from './pcm-player';

export type SpeakOutcome = 'audio' | 'synthesis' | 'muted' | 'stopped';

export interface SpeakerOptions {
  /** The gateway's speech for the text, as a stream of audio bytes. */
  synthesize: (text: string, signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
  /** Plays that stream until it ends or the signal aborts. */
  play: (stream: ReadableStream<Uint8Array>, signal: AbortSignal) => Promise<PlayOutcome>;
  /** A seam for tests. */
  synthesis?: () => SpeechSynthesis | null;
}

/** Markdown and list marks read badly: speak the words only. */
export function toSpeechText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[*_`#>]+/g, '')
    .replace(/^\s*[-•]\s+/gm, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How long to wait for the end of speech that never says it ended. */
function speechTimeoutMs(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(90_000, 4_000 + words * 500);
}

/** Speech asked for ahead of being said; its request is aborted when it is released unsaid. */
interface Prepared {
  text: string;
  abort: AbortController;
  stream: Promise<ReadableStream<Uint8Array>>;
}

export class Speaker {
  private readonly options: SpeakerOptions;
  private current: { abort: AbortController; finish: (outcome: SpeakOutcome) => void } | null = null;
  private prepared: Prepared | null = null;

  constructor(options: SpeakerOptions) {
    this.options = options;
  }

  /** Stops what is being said (the pending speak resolves 'stopped'). */
  stop(): void {
    this.current?.finish('stopped');
  }

  /**
   * Asks for the speech of `text` before it is to be said (a feedback draft's first sentence while the answer is still
   * being confirmed): `speak(text)` then plays it without waiting for its request. One at a time; the returned release
   * drops it unsaid (the draft was dropped: what it spent of the audio allowance is a sentence's characters).
   */
  prepare(text: string): () => void {
    const spoken = toSpeechText(text);
    if (!spoken) return () => undefined;
    this.dropPrepared();
    const abort = new AbortController();
    const entry: Prepared = { text: spoken, abort, stream: this.options.synthesize(spoken, abort.signal) };
    entry.stream.catch(() => undefined);
    this.prepared = entry;
    return () => {
      if (this.prepared === entry) this.dropPrepared();
    };
  }

  private dropPrepared(): void {
    const entry = this.prepared;
    if (!entry) return;
    this.prepared = null;
    entry.abort.abort();
    void entry.stream
      .then(
        (stream) => stream.cancel(),
        () => undefined,
      )
      .catch(() => undefined);
  }

  /** The speech prepared for `text`, now owned by the speak that `signal` belongs to; null when none was. */
  private takePrepared(text: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> | null {
    const entry = this.prepared;
    if (!entry || entry.text !== text) return null;
    this.prepared = null;
    signal.addEventListener('abort', () => entry.abort.abort(), { once: true });
    return entry.stream;
  }

  async speak(text: string, language: string): Promise<SpeakOutcome> {
    this.stop();
    const spoken = toSpeechText(text);
    if (!spoken) return 'muted';
    const abort = new AbortController();
    let finish: (outcome: SpeakOutcome) => void = () => undefined;
    const done = new Promise<SpeakOutcome>((resolve) => {
      finish = (outcome) => {
        if (this.current?.abort === abort) this.current = null;
        abort.abort();
        resolve(outcome);
      };
    });
    this.current = { abort, finish };
    void this.run(spoken, language, abort.signal).then(finish, () => finish('muted'));
    return done;
  }

  private async run(text: string, language: string, signal: AbortSignal): Promise<SpeakOutcome> {
    try {
      const stream = await (this.takePrepared(text, signal) ?? this.options.synthesize(text, signal));
      if (signal.aborted) {
        await stream.cancel().catch(() => undefined);
        return 'stopped';
      }
      return (await this.options.play(stream, signal)) === 'stopped' ? 'stopped' : 'audio';
    } catch {
      if (signal.aborted) return 'stopped';
      return this.synthesize(text, language, signal);
    }
  }

  private synthesize(text: string, language: string, signal: AbortSignal): Promise<SpeakOutcome> {
    const synthesis = this.options.synthesis
      ? this.options.synthesis()
      : typeof window !== 'undefined' && 'speechSynthesis' in window
        ? window.speechSynthesis
        : null;
    if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined') return Promise.resolve('muted');
    return new Promise<SpeakOutcome>((resolve) => {
      let isSettled = false;
      const settle = (outcome: SpeakOutcome) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timeout);
        if (outcome === 'stopped') synthesis.cancel();
        resolve(outcome);
      };
      const timeout = setTimeout(() => settle('synthesis'), speechTimeoutMs(text));
      signal.addEventListener('abort', () => settle('stopped'), { once: true });
      try {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = language;
        utterance.onend = () => settle('synthesis');
        utterance.onerror = () => settle('muted');
        synthesis.speak(utterance);
      } catch {
        settle('muted');
      }
    });
  }
}
