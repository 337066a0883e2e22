// Says a question or feedback aloud: the gateway's speech (tts-1 / nova) played by an <audio> element, else
// the browser's own speech synthesis, else nothing (the text is on screen anyway). Resolves when done.

export type SpeakOutcome = 'audio' | 'synthesis' | 'muted' | 'stopped';

export interface SpeakerOptions {
  synthesize: (text: string, signal: AbortSignal) => Promise<Blob>;
  /** Seams for tests. */
  createAudio?: (url: string) => HTMLAudioElement;
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

export class Speaker {
  private readonly options: SpeakerOptions;
  private current: { abort: AbortController; finish: (outcome: SpeakOutcome) => void } | null = null;

  constructor(options: SpeakerOptions) {
    this.options = options;
  }

  /** Stops what is being said (the pending speak resolves 'stopped'). */
  stop(): void {
    this.current?.finish('stopped');
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
      const blob = await this.options.synthesize(text, signal);
      if (signal.aborted) return 'stopped';
      return await this.playAudio(blob, text, signal);
    } catch {
      if (signal.aborted) return 'stopped';
      return this.synthesize(text, language, signal);
    }
  }

  private playAudio(blob: Blob, text: string, signal: AbortSignal): Promise<SpeakOutcome> {
    const url = URL.createObjectURL(blob);
    const audio = this.options.createAudio?.(url) ?? new Audio(url);
    return new Promise<SpeakOutcome>((resolve, reject) => {
      const timeout = setTimeout(() => finish('audio'), speechTimeoutMs(text));
      const finish = (outcome: SpeakOutcome | Error) => {
        clearTimeout(timeout);
        audio.onended = null;
        audio.onerror = null;
        audio.pause();
        URL.revokeObjectURL(url);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      signal.addEventListener('abort', () => finish('stopped'), { once: true });
      audio.onended = () => finish('audio');
      audio.onerror = () => finish(new Error('The audio could not be played'));
      const playing = audio.play();
      if (playing && typeof playing.catch === 'function') playing.catch((error: unknown) => finish(error instanceof Error ? error : new Error('play failed')));
    });
  }

  private synthesize(text: string, language: string, signal: AbortSignal): Promise<SpeakOutcome> {
    const synthesis = this.options.synthesis ? this.options.synthesis() : typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
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
