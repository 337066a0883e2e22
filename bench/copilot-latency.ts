// The number users feel in the live Copilot (v3 `/copilot3`): from the interviewer's last syllable to the first
// answer word on screen, on the hearing path of issue #15 (docs/realtime.md). One run: the production build against
// the local backend, the AI gateway, a fake chat upstream and a fake realtime upstream; Chromium hears the
// interviewer on a meeting tab it captures for real (tests/e2e/tab-audio.ts `openMeeting`: a page of its own, picked
// by title) playing the paused-question set, and a quiet room on the fake microphone. Timing proxies sit in front of
// the backend (browser → gateway) and of the chat upstream (gateway → upstream); hooks in the page mark the
// HearingSession's decisions, requests, tokens and the answer panel; the meeting page reads its own audio position
// (tab-clock.ts), which places every last syllable on the one clock, Date.now(). Every question must be tied to the
// one answer that stands for it (match.ts), or the bench fails without writing figures (raw data in tmp/).
// Passes: realtime with the fake's first token at 300 ms, then at 150 ms, then with the words after the commit, 300 ms
// behind the audio, and with each item's last words 150–300 ms after its commit (changed between sets, on the tab's
// clock), then the upload rung (capabilities say
// `realtime: null`). The old path (3 s of silence, then the answer) is modelled from the same run's measured parts.
// Helpers: bench/copilot-latency/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startLocalSupabase } from '../local-supabase/src/index.ts';
import { freePort } from '../local-supabase/src/postgres.ts';
import { startProductionApp } from '../scripts/production-app.ts';
import { DEFAULT_TURN_OPTIONS } from '../src/lib/hearing/turn-config.ts';
import { writeHearingClips } from '../tests/fakes/hearing-clips.ts';
import { startFakeRealtime, type FakeRealtimeOptions } from '../tests/fakes/openai-realtime.ts';
import { startFakeUpstream, type FakeUpstream } from '../tests/fakes/openai-upstream.ts';
import { parseScript, wordsOfUpload } from '../tests/fakes/realtime-scripts.ts';
import { parseWav } from '../tests/fakes/wav.ts';
import { openMeeting, realTabLaunch } from '../tests/e2e/tab-audio.ts';
import { pageHooks } from './copilot-latency/page-hooks.ts';
import { forgetRecentRequests, signUpAndPrepare } from './copilot-latency/bench-user.ts';
import { unmatched } from './copilot-latency/match.ts';
import { makeTabRecording, realtimeScript, type TabRecording } from './copilot-latency/questions.ts';
import { writeSection, type PassGoal, type PassResult } from './copilot-latency/report.ts';
import { readTabClock, tabClock, watchTabClock } from './copilot-latency/tab-clock.ts';
import { startTimingProxy, type TimingProxy } from './copilot-latency/timing-proxy.ts';
import { assembleTurns, onePerQuestion, type Mark } from './copilot-latency/turns.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.ts';

/**
 * Realtime passes: the fake's first token, how many times the 6-question set is played, when the transcriber's words
 * come (tests/fakes/openai-realtime.ts `textTiming`: while the words are spoken, after the commit, or streamed 300 ms
 * behind the audio), and the last syllable → first word goal of issue #25 (budget: a FAIL; target: MISSED).
 * `BENCH_COPILOT_SETS=1` plays each set once: a check that the bench runs, not figures to keep.
 */
const SETS = (sets: number) => Number(process.env.BENCH_COPILOT_SETS) || sets;
const REALTIME_PASSES: Array<{ firstTokenMs: number; sets: number; textTiming: FakeRealtimeOptions['textTiming']; goal: PassGoal }> = [
  { firstTokenMs: 300, sets: SETS(3), textTiming: 'live', goal: { kind: 'budget', p50Ms: 600 } },
  { firstTokenMs: 150, sets: SETS(2), textTiming: 'live', goal: { kind: 'target', p50Ms: 450 } },
  // Issue #38: the transcriber's floor (its words 120 ms after the 200 ms commit) is in this row; the commit stays.
  { firstTokenMs: 300, sets: SETS(2), textTiming: 'afterCommit', goal: { kind: 'target', p50Ms: 780 } },
  { firstTokenMs: 300, sets: SETS(2), textTiming: { behindMs: 300 }, goal: { kind: 'target', p50Ms: 700, p90Ms: 800 } },
  // Issue #38: a question's last one or two words 150–300 ms after the early end's commit (measured on the real tab:
  // 862 ms p50): the draft started at the early end lacks them and is asked again (same-question.ts decides).
  { firstTokenMs: 300, sets: SETS(2), textTiming: { lastWordsAfterCommitMs: [150, 200, 250, 300] }, goal: { kind: 'target', p50Ms: 780 } },
];
function textTimingLabel(timing: FakeRealtimeOptions['textTiming']): string {
  if (timing === 'afterCommit') return ', words after the commit';
  if (typeof timing !== 'object') return '';
  if ('behindMs' in timing) return `, words ${timing.behindMs} ms behind`;
  const delays = timing.lastWordsAfterCommitMs;
  return `, last 1–2 words ${Math.min(...delays)}–${Math.max(...delays)} ms after the commit`;
}
const UPLOAD_SETS = SETS(2);
const RAW_PATH = 'tmp/bench-copilot-latency-raw.json';
const TOKEN_INTERVAL_MS = 30;
const TRANSCRIPTION_MS = 400;
const FIRST_WORD = 'In';
const ANSWER = [
  'In my last role I led the migration of our invoicing platform to a new billing provider.',
  'I planned it in small steps, kept the old system running in parallel and compared every invoice for a month.',
  'We moved forty thousand customers without a single billing error.',
].join(' ');

interface Stack {
  appUrl: string;
  backend: Awaited<ReturnType<typeof startLocalSupabase>>;
  upstream: FakeUpstream;
  browserProxy: TimingProxy;
  upstreamProxy: TimingProxy;
  browser: Browser;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readMarks = async (page: Page) => JSON.parse((await page.evaluate('JSON.stringify(window.__bench ? window.__bench.marks : [])')) as string) as Mark[];

/** Shows an error from the Copilot as the bench's failure. */
async function failOnAlert(page: Page) {
  const problem = await page
    .getByRole('alert')
    .first()
    .textContent({ timeout: 50 })
    .catch(() => null);
  if (problem) throw new Error(`the copilot shows an error: ${problem}`);
}

/** The meeting tab's audio position (ms) and whether it has played to its end. */
const tabPosition = (meeting: Page) =>
  meeting.evaluate(() => {
    const audio = document.getElementById('interviewer') as HTMLAudioElement;
    return { ms: audio.currentTime * 1000, isEnded: audio.ended };
  });

/** Waits until the meeting tab has played `wavMs` of its WAV (its own clock: the drift of the wall clock does not matter). */
async function waitForPosition(meeting: Page, wavMs: number) {
  while (!(await tabPosition(meeting)).isEnded && (await tabPosition(meeting)).ms < wavMs) await sleep(100);
}

/**
 * One Copilot session hearing `recording` on the tab, in a fresh context. `during(meeting)` runs once the tab plays;
 * resolves with the page's marks and the meeting's clock (tab-clock.ts) once the recording is over and 1 s more (the
 * last answer's first word).
 */
async function hearSession(
  stack: Stack,
  user: { email: string; password: string },
  recording: TabRecording,
  prepare: (context: BrowserContext) => Promise<void>,
  during: (meeting: Page) => Promise<void>,
) {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl, reducedMotion: 'no-preference', viewport: { width: 1440, height: 900 } });
  try {
    const file = path.basename(recording.wavPath);
    // Served from the app's own origin, as the page's CSP allows ('self').
    await context.route(`**/__bench/tab/${file}`, (route) => route.fulfill({ path: recording.wavPath, contentType: 'audio/wav' }));
    // tsx (esbuild, keepNames) wraps named functions in `__name(…)`, which a serialised init script lacks in the page.
    await context.addInitScript({ content: 'window.__name = window.__name || ((target) => target);' });
    await context.addInitScript({ content: pageHooks(FIRST_WORD) });
    await prepare(context);
    // The meeting tab, shared for real once the session starts; it plays when the Copilot is listening.
    const meeting = await openMeeting(context, stack.appUrl, { wavUrl: `/__bench/tab/${file}` });
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
    await page.goto('/login');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    await page.goto('/copilot3');
    await page.getByLabel('Interview or application').selectOption({ label: 'Enter Demo Mode' });
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.getByRole('timer', { name: 'Session time' }).waitFor();
    await failOnAlert(page);
    if (!(await readMarks(page)).some((mark) => mark.kind === 'display-media')) {
      await page.screenshot({ path: 'tmp/bench-copilot-failure.png', fullPage: true });
      throw new Error(`the meeting tab was not shared (console: ${consoleLines.slice(-20).join(' | ')})`);
    }
    await watchTabClock(meeting.page);
    await meeting.play();
    const duringDone = during(meeting.page);
    while (!(await tabPosition(meeting.page)).isEnded) {
      await failOnAlert(page);
      await sleep(1000);
    }
    await duringDone;
    await sleep(1000);
    return { clock: tabClock(await readTabClock(meeting.page)), marks: await readMarks(page) };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<string> {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const loadAtStart = os.loadavg()[0];
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'offerpilot-bench-copilot-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  try {
    const realtimeSets = REALTIME_PASSES.reduce((sum, pass) => sum + pass.sets, 0);
    const live = makeTabRecording(path.join(tmp, 'live'), realtimeSets, 'tab-live');
    const recorded = makeTabRecording(path.join(tmp, 'upload'), UPLOAD_SETS, 'tab-upload');
    const mic = path.join(tmp, 'clips', 'mic-room.wav');
    writeHearingClips(path.join(tmp, 'clips'));

    // Upload rung: an upload is transcribed as the fake realtime socket would hear it, by the loud audio it holds.
    const uploadScript = parseScript({ keyword: '(uploads)', ...realtimeScript(recorded) });
    const latency = { transcriptionMs: TRANSCRIPTION_MS, firstTokenMs: REALTIME_PASSES[0].firstTokenMs, tokenIntervalMs: TOKEN_INTERVAL_MS };
    const upstream = await startFakeUpstream({ answer: () => ANSWER, transcript: (audio) => wordsOfUpload(uploadScript, parseWav(audio)), latency });
    cleanups.push(() => upstream.close());
    const upstreamProxy = await startTimingProxy(upstream.url.replace(/\/v1$/, ''));
    cleanups.push(() => upstreamProxy.close());
    // Live rung: an item is transcribed as the part of the WAV its speech starts in (the pauses split questions).
    const realtime = await startFakeRealtime({ apiKey: upstream.apiKey, script: realtimeScript(live), textTiming: REALTIME_PASSES[0].textTiming });
    cleanups.push(() => realtime.close());
    const nodeWallOffset = Date.now() - performance.now();

    const appPort = await freePort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    const backend = await startLocalSupabase({
      siteUrl: appUrl,
      functionsEnv: { OPENAI_API_KEY: upstream.apiKey, OPENAI_BASE_URL: `${upstreamProxy.url}/v1`, OPENAI_REALTIME_URL: realtime.realtimeUrl },
    });
    cleanups.push(() => backend.stop());
    const browserProxy = await startTimingProxy(backend.url);
    cleanups.push(() => browserProxy.close());
    const app = await startProductionApp({
      port: appPort,
      outDir: path.join(tmp, 'dist'),
      env: { VITE_SUPABASE_URL: browserProxy.url, VITE_SUPABASE_ANON_KEY: backend.anonKey, VITE_REALTIME_ORIGIN: new URL(realtime.realtimeUrl).origin },
    });
    cleanups.push(() => app.close());
    const browser = await chromium.launch(
      realTabLaunch(mic, {
        base: {
          executablePath: CHROMIUM_PATH,
          headless: true,
          args: [...CHROMIUM_FLAGS],
        },
      }),
    );
    cleanups.push(() => browser.close());
    const stack: Stack = { appUrl, backend, upstream, browserProxy, upstreamProxy, browser };
    const user = await signUpAndPrepare(backend.url, backend.anonKey, backend.serviceRoleKey);

    // The live rung: pass after pass on one session, the fake's first token changed between sets.
    const passEnds = REALTIME_PASSES.map((_, i) => REALTIME_PASSES.slice(0, i + 1).reduce((sum, pass) => sum + pass.sets, 0) * 6);
    const liveRun = await hearSession(
      stack,
      user,
      live,
      async () => undefined,
      async (meeting) => {
        for (let i = 1; i < REALTIME_PASSES.length; i += 1) {
          // 2 s after the last question of the previous pass (on the tab's own clock): its answer is under way, the
          // next question 1 s off.
          await waitForPosition(meeting, live.questions[passEnds[i - 1] - 1].endMs + 2000);
          upstream.options = { ...upstream.options, latency: { ...latency, firstTokenMs: REALTIME_PASSES[i].firstTokenMs } };
          realtime.options.textTiming = REALTIME_PASSES[i].textTiming;
          await forgetRecentRequests(backend.url, backend.serviceRoleKey, user.id);
        }
      },
    );
    if (realtime.mints.length === 0) throw new Error('the Copilot did not hear through the realtime upstream (no secret was minted)');
    // Everything measured, for whoever has to find out why a turn could not be tied up (written on every run).
    mkdirSync('tmp', { recursive: true });
    writeFileSync(
      RAW_PATH,
      JSON.stringify({
        marks: liveRun.marks,
        questions: live.questions,
        browser: browserProxy.records,
        upstream: upstreamProxy.records,
        realtime: realtime.events.map((e) => ({ ...e, at: e.at + nodeWallOffset })),
      }),
    );
    const liveTurns = assembleTurns(liveRun.marks, liveRun.clock.playedAt, live.questions, browserProxy.records, upstreamProxy.records);
    const commits = realtime.events
      .filter((event) => event.direction === 'in' && event.type === 'input_audio_buffer.commit')
      .map((event) => event.at + nodeWallOffset);
    const passes: PassResult[] = REALTIME_PASSES.map((pass, i) => ({
      label: `live, first token ${pass.firstTokenMs} ms${textTimingLabel(pass.textTiming)}`,
      firstTokenMs: pass.firstTokenMs,
      goal: pass.goal,
      isWordsLive: pass.textTiming === 'live',
      // The session's first turn is a warm-up.
      ...onePerQuestion(
        liveTurns.filter((turn) => turn.question.index > 0 && turn.question.index >= (passEnds[i - 1] ?? 0) && turn.question.index < passEnds[i]),
      ),
      questions: passEnds[i] - (passEnds[i - 1] ?? 0) - (i === 0 ? 1 : 0),
    }));

    // The upload rung: the gateway's capabilities say there is no realtime upstream.
    upstream.options = { ...upstream.options, latency };
    await forgetRecentRequests(backend.url, backend.serviceRoleKey, user.id);
    const uploadRun = await hearSession(
      stack,
      user,
      recorded,
      async (context) =>
        void (await context.route('**/functions/v1/ai/v1/capabilities', (route) => route.fulfill({ json: { configured: true, realtime: null } }))),
      async () => undefined,
    );
    const uploadTurns = assembleTurns(uploadRun.marks, uploadRun.clock.playedAt, recorded.questions, browserProxy.records, upstreamProxy.records);
    const upload: PassResult = {
      label: `upload rung, first token ${latency.firstTokenMs} ms, transcription ${TRANSCRIPTION_MS} ms`,
      firstTokenMs: latency.firstTokenMs,
      isWordsLive: false,
      ...onePerQuestion(uploadTurns.filter((turn) => turn.question.index > 0)),
      questions: recorded.questions.length - 1,
    };

    const inPass = (i: number) => live.questions.filter((q) => q.index > 0 && q.index >= (passEnds[i - 1] ?? 0) && q.index < passEnds[i]);
    const problems = [
      ...passes.flatMap((pass, i) => unmatched(pass.turns, inPass(i)).map((problem) => `${pass.label}: ${problem}`)),
      ...unmatched(upload.turns, recorded.questions.slice(1)).map((problem) => `${upload.label}: ${problem}`),
    ];
    if (problems.length > 0)
      throw new Error(
        `copilot-latency: ${problems.length} question(s) cannot be tied to one measured answer, no figures written (raw data: ${RAW_PATH}):\n- ${problems.join('\n- ')}`,
      );

    const tabEnds = liveRun.marks.filter((mark) => mark.kind === 'tab-end').map((mark) => mark.t);
    const predictedEnds = live.questions.flatMap((question) => question.partEndsMs.map((end) => liveRun.clock.playedAt(end)));
    return writeSection({
      passes,
      upload,
      allLive: liveTurns,
      commits,
      tabEndDeltas: tabEnds
        .map((t) => t - predictedEnds.reduce((best, end) => (Math.abs(end - t) < Math.abs(best - t) ? end : best), Infinity))
        .filter((d) => Math.abs(d) < 300),
      predictedEnds: predictedEnds.length,
      setMs: live.setMs,
      tabDriftMs: liveRun.clock.drift(),
      load: [loadAtStart, os.loadavg()[0]],
      settings: {
        earlyEndMs: DEFAULT_TURN_OPTIONS.eagerSilenceMs,
        questionEarlyEndMs: DEFAULT_TURN_OPTIONS.questionEagerSilenceMs,
        tokenIntervalMs: TOKEN_INTERVAL_MS,
        transcriptionMs: TRANSCRIPTION_MS,
        answerWords: ANSWER.split(/\s+/).length,
      },
    });
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.warn(`copilot-latency cleanup: ${(error as Error).message}`);
      }
    }
  }
}
