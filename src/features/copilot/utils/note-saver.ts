// Saves a text on change: debounced, one save at a time (the newest text always ends up saved), and when a
// save fails the text is kept and the save retried later. Plain TypeScript, driven by useNoteAutosave.
import { t } from 'i18next';

export type NoteSaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface NoteSaverOptions {
  save: (content: string) => Promise<unknown>;
  onState: (state: NoteSaveState, error: string | null) => void;
  delayMs?: number;
  retryMs?: number;
}

export const NOTE_SAVE_DELAY_MS = 800;
export const NOTE_RETRY_DELAY_MS = 5000;

export class NoteSaver {
  private latest: string;
  private saved: string;
  private isInFlight = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private isDisposed = false;
  private readonly options: NoteSaverOptions;

  constructor(initialText: string, options: NoteSaverOptions) {
    this.latest = initialText;
    this.saved = initialText;
    this.options = options;
  }

  get hasUnsavedChanges(): boolean {
    return this.latest !== this.saved;
  }

  change(text: string): void {
    this.latest = text;
    this.report('saving', null);
    this.schedule(this.options.delayMs ?? NOTE_SAVE_DELAY_MS);
  }

  /** Saves now (Retry, leaving the screen). */
  async flush(): Promise<void> {
    this.clearTimer();
    if (this.isInFlight) return;
    if (!this.hasUnsavedChanges) {
      this.report('saved', null);
      return;
    }
    const content = this.latest;
    this.isInFlight = true;
    this.report('saving', null);
    try {
      await this.options.save(content);
      this.saved = content;
      this.isInFlight = false;
      // Typed again while saving: save the newer text too.
      if (this.hasUnsavedChanges) return this.flush();
      this.report('saved', null);
    } catch (error) {
      this.isInFlight = false;
      this.report('error', error instanceof Error && error.message ? error.message : t('copilot:notes.saveFailed'));
      if (!this.isDisposed) this.schedule(this.options.retryMs ?? NOTE_RETRY_DELAY_MS);
    }
  }

  /** (Re)starts reporting, e.g. when React mounts the editor again. */
  attach(): void {
    this.isDisposed = false;
  }

  /** Stops timers; unsaved text is saved one last time. */
  dispose(): void {
    this.clearTimer();
    this.isDisposed = true;
    if (this.hasUnsavedChanges && !this.isInFlight) void this.flush();
  }

  private schedule(ms: number) {
    this.clearTimer();
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private report(state: NoteSaveState, error: string | null) {
    if (!this.isDisposed) this.options.onState(state, error);
  }
}
