// A meeting tab for Chromium tests, two ways. The older one, from before real tab capture was found to work in
// headless Chromium (MACHINE-FACTS.md): an init script replaces `navigator.mediaDevices.getDisplayMedia` with a
// stream built in the page — the interviewer's WAV (fetched from the test's server) played by an AudioContext into a
// MediaStreamDestination, plus a tiny canvas video track, as a real share has. Everything after the browser's picker
// is then real. The WAV starts when the page's microphone opens (Chromium's fake microphone starts its file then
// too), so the two channels run on one timeline; `window.__tabAudio.startedAt` is the page's performance.now() of the
// first sample. Used by tests/integration/hearing-session-browser.test.ts, copilot-hearing.spec.ts and the bench.
// The real capture of a meeting tab (openMeeting, below) is the way for new tests.
import type { BrowserContext, Page } from 'playwright-core';

export interface TabAudioOptions {
  /** URL of the interviewer's WAV, as the page fetches it. */
  wavUrl: string;
  /** Share a tab without audio, as when the person leaves "Also share tab audio" unticked. */
  withoutAudio?: boolean;
}

export interface TabAudioState {
  /** performance.now() of the WAV's first sample; null until it plays. */
  startedAt: number | null;
  durationMs: number | null;
}

function installTabAudio(options: TabAudioOptions) {
  const state: TabAudioState = { startedAt: null, durationMs: null };
  (window as unknown as { __tabAudio: TabAudioState }).__tabAudio = state;
  let play: (() => void) | null = null;
  const devices = navigator.mediaDevices;
  devices.getDisplayMedia = async () => {
    const context = new AudioContext();
    const response = await fetch(options.wavUrl);
    const buffer = await context.decodeAudioData(await response.arrayBuffer());
    const destination = context.createMediaStreamDestination();
    const canvas = document.createElement('canvas');
    canvas.width = 2;
    canvas.height = 2;
    canvas.getContext('2d')?.fillRect(0, 0, 2, 2);
    const [video] = canvas.captureStream(1).getVideoTracks();
    state.durationMs = buffer.duration * 1000;
    play = () => {
      if (state.startedAt !== null) return;
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(destination);
      const when = context.currentTime + 0.02;
      source.start(when);
      state.startedAt = performance.now() + (when - context.currentTime) * 1000;
    };
    return new MediaStream(options.withoutAudio ? [video] : [video, ...destination.stream.getAudioTracks()]);
  };
  const getUserMedia = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    play?.();
    return stream;
  };
}

/** Installs the tab in every page of `context` (before any page script runs). */
export async function addTabAudio(context: BrowserContext, options: TabAudioOptions): Promise<void> {
  await context.addInitScript(installTabAudio, options);
}

export async function readTabAudio(page: Page): Promise<TabAudioState> {
  return page.evaluate(() => (window as unknown as { __tabAudio: TabAudioState }).__tabAudio);
}

/** The Chromium flags for a fake microphone playing `micWavPath` (in a loop) with no permission prompt. */
export const fakeMicrophoneArgs = (micWavPath: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${micWavPath}`,
  '--autoplay-policy=no-user-gesture-required',
];

// The meeting as a real captured tab (MACHINE-FACTS.md, measured 2026-11-25): a page titled MEETING_TITLE plays the
// interviewer's WAV; Chromium's picker answers with that tab by its title, so the Copilot hears the tab through the
// browser's own capture pipeline. Launched without Playwright's --mute-audio (a muted tab is captured as silence) and
// without --use-fake-ui-for-media-stream (it would answer the picker with a fake screen).
export const MEETING_TITLE = 'Fake Meet';

/** Launch options for a Chromium whose picker shares the meeting tab and whose fake microphone plays `micWavPath`. */
export const realTabLaunch = (micWavPath: string) => ({
  ignoreDefaultArgs: ['--mute-audio'],
  args: [
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${micWavPath}`,
    `--auto-select-tab-capture-source-by-title=${MEETING_TITLE}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
});

/**
 * Opens the meeting in its own page of `context` (served at `<origin>/__e2e/meet.html`, its WAV at `wavUrl`); the
 * interviewer speaks when `play()` is called, once the Copilot is listening; it resolves with the `Date.now()` of the
 * WAV's first sample. `holdAt(ms)` pauses the WAV when it reaches `ms` (the interviewer waits, in a pause of the clip,
 * for the test to act: a loaded machine cannot race them), `resume()` plays on. The microphone is granted for `origin`.
 */
export async function openMeeting(context: BrowserContext, origin: string, wavUrl: string) {
  await context.grantPermissions(['microphone'], { origin });
  await context.route('**/__e2e/meet.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>${MEETING_TITLE}</title><audio id="interviewer" preload="auto" src="${wavUrl}"></audio>` }),
  );
  const meeting = await context.newPage();
  await meeting.goto(`${origin}/__e2e/meet.html`);
  return {
    page: meeting,
    play: () =>
      meeting.evaluate(async () => {
        const audio = document.getElementById('interviewer') as HTMLAudioElement;
        await audio.play();
        return Date.now() - audio.currentTime * 1000;
      }),
    holdAt: (ms: number) =>
      meeting.evaluate((atSeconds) => {
        const audio = document.getElementById('interviewer') as HTMLAudioElement;
        const hold = () => {
          if (audio.currentTime < atSeconds) return requestAnimationFrame(hold);
          audio.pause();
        };
        hold();
      }, ms / 1000),
    resume: () => meeting.evaluate(() => (document.getElementById('interviewer') as HTMLAudioElement).play()),
  };
}
