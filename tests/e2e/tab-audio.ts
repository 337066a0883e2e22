// A meeting tab for Chromium tests, two ways. The older one, from before real tab capture was found to work in
// headless Chromium (MACHINE-FACTS.md): an init script replaces `navigator.mediaDevices.getDisplayMedia` with a
// stream built in the page — the interviewer's WAV (fetched from the test's server) played by an AudioContext into a
// MediaStreamDestination, plus a tiny canvas video track, as a real share has. Everything after the browser's picker
// is then real. The WAV starts when the page's microphone opens (Chromium's fake microphone starts its file then
// too), so the two channels run on one timeline; `window.__tabAudio.startedAt` is the page's performance.now() of the
// first sample. Used by tests/integration/hearing-session-browser.test.ts, copilot-hearing.spec.ts and the bench.
// The real capture of a meeting tab (openMeeting, below) is the way for new tests.
import path from 'node:path';
import type { BrowserContext, BrowserType, LaunchOptions, Page } from 'playwright-core';

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

/**
 * Launch options for a Chromium whose picker shares the meeting tab (the one titled `title`) and whose fake microphone
 * plays `micWavPath`, on top of `base` (the project's launch options).
 */
export const realTabLaunch = (micWavPath: string, { base = {}, title = MEETING_TITLE }: { base?: LaunchOptions; title?: string } = {}) => ({
  ...base,
  ignoreDefaultArgs: ['--mute-audio'],
  args: [
    ...(base.args ?? []),
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${micWavPath}`,
    `--auto-select-tab-capture-source-by-title=${title}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
});

/**
 * What the meeting tab is: our MEETING_TITLE page, showing `html` (a coding exercise) and playing the interviewer's
 * WAV at `wavUrl` when asked, or a page of the app at `path` titled `title` (the hearing test page).
 */
export type MeetingPage = { wavUrl: string; html?: string } | { path: string; title: string };

/**
 * Opens the meeting in its own page of `context` (ours served at `<origin>/__e2e/meet.html`); the interviewer speaks
 * when `play()` is called, once the Copilot is listening; it resolves with the `Date.now()` of the WAV's first sample.
 * `holdAt(ms)` pauses the WAV when it reaches `ms` (the interviewer waits, in a pause of the clip, for the test to act:
 * a loaded machine cannot race them), `resume()` plays on (and calls the hold off if it is not reached yet). The
 * microphone is granted for `origin`.
 */
export async function openMeeting(context: BrowserContext, origin: string, meetingPage: MeetingPage) {
  await context.grantPermissions(['microphone'], { origin });
  const meeting = await context.newPage();
  if ('path' in meetingPage) {
    await meeting.goto(`${origin}${meetingPage.path}`);
  } else {
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${MEETING_TITLE}</title></head><body>${meetingPage.html ?? ''}<audio id="interviewer" preload="auto" src="${meetingPage.wavUrl}"></audio></body></html>`;
    await context.route('**/__e2e/meet.html', (route) => route.fulfill({ contentType: 'text/html', body }));
    await meeting.goto(`${origin}/__e2e/meet.html`);
  }
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
        const held = window as unknown as { holding?: boolean };
        held.holding = true;
        const hold = () => {
          if (!held.holding) return;
          if (audio.currentTime < atSeconds) return requestAnimationFrame(hold);
          audio.pause();
        };
        hold();
      }, ms / 1000),
    // Before the hold is reached (the test acted early), the interviewer just goes on: the hold is called off.
    resume: () =>
      meeting.evaluate(() => {
        (window as unknown as { holding?: boolean }).holding = false;
        return (document.getElementById('interviewer') as HTMLAudioElement).play();
      }),
  };
}

/** Serves the WAV clips of `dir` at `<origin>/__e2e/tab/<clip>.wav`: the meeting's sound (e2e global setup makes them). */
export async function serveClips(context: BrowserContext, dir: string): Promise<void> {
  await context.route('**/__e2e/tab/*.wav', (route) =>
    route.fulfill({ path: path.join(dir, path.basename(new URL(route.request().url()).pathname)), contentType: 'audio/wav' }),
  );
}

/**
 * A Chromium of the test's own, the meeting tab open (its picker shares it; `clipsDir`'s clips served for its sound),
 * and a page of the app at `appUrl` beside it.
 */
export async function launchWithMeeting(
  playwright: { chromium: BrowserType },
  {
    appUrl,
    micWavPath,
    base,
    meetingPage,
    clipsDir,
  }: { appUrl: string; micWavPath: string; base?: LaunchOptions; meetingPage: MeetingPage; clipsDir?: string },
) {
  const browser = await playwright.chromium.launch(realTabLaunch(micWavPath, { base, title: 'title' in meetingPage ? meetingPage.title : MEETING_TITLE }));
  const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1440, height: 900 } });
  if (clipsDir) await serveClips(context, clipsDir);
  const meeting = await openMeeting(context, appUrl, meetingPage);
  return { browser, meeting, page: await context.newPage() };
}
