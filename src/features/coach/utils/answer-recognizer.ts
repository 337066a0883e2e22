// Hears the person's answer: the browser's SpeechRecognition where it works (interim and final results), else
// our TranscriptionEngine (headless Chromium, Firefox), each transcribed segment counting as a final result.
// Plain TypeScript: the hook drives it and renders what it reports.
import { TranscriptionEngine, type TranscriptionEngineOptions } from '@/lib/transcription/engine';
import { LISTENING_MESSAGES, messageOf } from '@/lib/transcription/messages';

type RecognitionMode = 'browser' | 'engine';

/** Browser errors after which the engine takes over (no microphone for it, refused, no service, offline). */
const FALLBACK_ERRORS = ['audio-capture', 'not-allowed', 'service-not-allowed', 'network'] as const;

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  isFinal: boolean;
  0: RecognitionAlternative;
}
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<RecognitionResult>;
}
interface BrowserRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
export type BrowserRecognitionConstructor = new () => BrowserRecognition;

function browserRecognition(): BrowserRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidate = (window as unknown as { SpeechRecognition?: BrowserRecognitionConstructor; webkitSpeechRecognition?: BrowserRecognitionConstructor });
  return candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition ?? null;
}

type Engine = Pick<TranscriptionEngine, 'connect' | 'disconnect' | 'startListening' | 'stopListening'>;

export interface AnswerRecognizerOptions {
  /** The browser recognizer's language (BCP 47, e.g. en-US). */
  browserLanguage: string;
  transcribe: (audio: Blob) => Promise<string>;
  onInterim: (text: string) => void;
  onFinal: (text: string) => void;
  onLevel: (level: number) => void;
  onMode?: (mode: RecognitionMode) => void;
  onError: (message: string) => void;
  /** The microphone could not start (its error was reported first): nothing listens until the next listen. */
  onMicrophoneFailed?: () => void;
  /** Seams for tests. */
  Recognition?: BrowserRecognitionConstructor | null;
  createEngine?: (options: TranscriptionEngineOptions) => Engine;
}

export class AnswerRecognizer {
  private readonly options: AnswerRecognizerOptions;
  private mode: RecognitionMode | null = null;
  private recognition: BrowserRecognition | null = null;
  private engine: Engine | null = null;
  private isEngineConnected = false;
  private isWanted = false;
  private quickEnds = 0;
  private startedAt = 0;
  private isDisposed = false;

  constructor(options: AnswerRecognizerOptions) {
    this.options = options;
  }

  /** Listen (true) or pause (false). The first listen picks the browser or the engine. */
  async setListening(isWanted: boolean): Promise<void> {
    if (this.isDisposed) return;
    this.isWanted = isWanted;
    if (this.mode === null) {
      if (!isWanted) return;
      const Recognition = this.options.Recognition === undefined ? browserRecognition() : this.options.Recognition;
      if (Recognition) this.useBrowser(Recognition);
      else await this.useEngine();
      return;
    }
    if (this.mode === 'browser') {
      if (isWanted) this.startBrowser();
      else this.recognition?.stop();
      return;
    }
    if (isWanted) await this.startEngine();
    else await this.engine?.stopListening().catch(() => undefined);
  }

  async dispose(): Promise<void> {
    this.isDisposed = true;
    this.isWanted = false;
    if (this.recognition) {
      this.recognition.onend = null;
      this.recognition.onerror = null;
      this.recognition.onresult = null;
      this.recognition.abort();
    }
    this.recognition = null;
    await this.engine?.disconnect().catch(() => undefined);
    this.engine = null;
  }

  private useBrowser(Recognition: BrowserRecognitionConstructor) {
    this.mode = 'browser';
    this.options.onMode?.('browser');
    const recognition = new Recognition();
    recognition.lang = this.options.browserLanguage;
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        const text = result[0]?.transcript ?? '';
        if (result.isFinal) {
          if (text.trim()) this.options.onFinal(text.trim());
        } else {
          interim += text;
        }
      }
      this.options.onInterim(interim.trim());
    };
    recognition.onerror = (event) => {
      if ((FALLBACK_ERRORS as readonly string[]).includes(event.error)) {
        // Let 'end' come, then hand over to the engine.
        this.mode = 'engine';
        this.recognition = null;
        recognition.onend = null;
        this.useEngine().catch(() => undefined);
      }
      // 'no-speech' and 'aborted': the 'end' handler restarts while the person still wants to talk.
    };
    recognition.onend = () => {
      this.options.onInterim('');
      if (!this.isWanted || this.isDisposed) return;
      // Ending again and again right after starting: the service does not work here; use the engine.
      this.quickEnds = Date.now() - this.startedAt < 1000 ? this.quickEnds + 1 : 0;
      if (this.quickEnds >= 3) {
        this.mode = 'engine';
        this.recognition = null;
        this.useEngine().catch(() => undefined);
        return;
      }
      this.startBrowser();
    };
    this.recognition = recognition;
    this.startBrowser();
  }

  private startBrowser() {
    if (!this.recognition) return;
    try {
      this.startedAt = Date.now();
      this.recognition.start();
    } catch {
      // Already started: nothing to do.
    }
  }

  private async useEngine() {
    this.mode = 'engine';
    this.options.onMode?.('engine');
    if (this.isWanted) await this.startEngine();
  }

  private async startEngine() {
    if (this.isDisposed) return;
    if (!this.engine) {
      const make = this.options.createEngine ?? ((options: TranscriptionEngineOptions) => new TranscriptionEngine(options));
      this.engine = make({
        transcribe: this.options.transcribe,
        onText: (text) => {
          if (text.trim()) this.options.onFinal(text.trim());
        },
        onLevel: this.options.onLevel,
        onError: (error) => this.options.onError(error.message || LISTENING_MESSAGES.transcriptionFailed),
      });
    }
    const engine = this.engine;
    if (!this.isEngineConnected) {
      try {
        await engine.connect();
        this.isEngineConnected = true;
      } catch (error) {
        this.engine = null;
        await engine.disconnect().catch(() => undefined);
        this.options.onError(messageOf(error, LISTENING_MESSAGES.startFailed));
        this.options.onMicrophoneFailed?.();
        throw error;
      }
    }
    if (this.isWanted && !this.isDisposed) engine.startListening();
  }
}
