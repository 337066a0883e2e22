// The page tests/integration/hearing-session-browser.test.ts runs: HearingSession (built by Vite) with its
// events summarised and timed on the page's clock. `mintSecret` and `transcribeWav` are exposed by the test.

export interface PageEvent {
  type: 'channel' | 'micAsInterviewer' | 'draftStarted' | 'draftCancelled' | 'confirmed' | 'turnEnded' | 'nothingToAnswer';
  /** performance.now() when the event reached the page. */
  at: number;
  turnKey?: string;
  text?: string;
  /** channel: "<channel> <status>"; turnEnded: "answered|unanswered <reason>". */
  detail?: string;
}

export interface PageRun {
  events: PageEvent[];
  errors: string[];
  /** The highest meter position each channel's LevelStore showed. */
  maxLevel: { tab: number; mic: number };
}

export const buildHearingPage = () => `<!doctype html><title>hearing</title><script type="module">
  import { HearingSession } from '/hearing-session.js';
  import { createLevelStore } from '/level-store.js';
  const toBase64 = (bytes) => {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  };
  window.runHearing = async (mode, durationMs) => {
    const events = [];
    const errors = [];
    const levels = { tab: createLevelStore(), mic: createLevelStore() };
    const maxLevel = { tab: 0, mic: 0 };
    for (const channel of ['tab', 'mic']) levels[channel].subscribe(() => (maxLevel[channel] = Math.max(maxLevel[channel], levels[channel].get())));
    const session = new HearingSession({
      sessionId: 'demo',
      mode,
      timing: 'instant',
      levels,
      mintSecret: () => window.mintSecret(),
      transcribe: async (wav) => window.transcribeWav(toBase64(new Uint8Array(await wav.arrayBuffer()))),
      onEvent: (event) => {
        const at = performance.now();
        if (event.type === 'error') return errors.push(event.message);
        if (event.type === 'interviewerText') return;
        const detail = event.type === 'channel' ? event.channel + ' ' + event.status
          : event.type === 'turnEnded' ? (event.isAnswered ? 'answered ' : 'unanswered ') + event.reason : undefined;
        events.push({ type: event.type, at, turnKey: event.turnKey, text: event.text, detail });
      },
    });
    await session.start();
    await new Promise((resolve) => setTimeout(resolve, durationMs + 300)); // measured: the session hears the clip as it plays, in real time
    session.stop();
    return { events, errors, maxLevel };
  };
</script>`;
