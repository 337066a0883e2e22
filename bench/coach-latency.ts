// The numbers a person feels in a mock interview with the Coach (issues #26, #40): from the last syllable of a spoken
// answer to the first audible word of the Coach's feedback (with its stage split), from the first syllable of an answer
// spoken over the Coach to the Coach silent (barge-in), and whether a paused answer (mid-sentence, or after a complete
// sentence) was ever answered early; for both kinds of transcriber: words while the person speaks, and words only after
// each commit. One run: the production build against the local backend, the AI gateway, a fake chat upstream and a fake
// realtime upstream (transcription and the Coach's voice); Chromium's fake microphone plays the answer set
// (bench/coach-latency/answers.ts) `SETS` times for each timing, in one session (the fake's script follows the
// recording from its start), the fake's timing switched between them; hooks in the page mark what it hears, decides,
// asks, receives and plays (bench/coach-latency/page-hooks.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startLocalSupabase } from '../local-supabase/src/index.ts';
import { freePort } from '../local-supabase/src/postgres.ts';
import { startProductionApp } from '../scripts/production-app.ts';
import { startFakeRealtime, type FakeRealtimeOptions } from '../tests/fakes/openai-realtime.ts';
import { startFakeUpstream } from '../tests/fakes/openai-upstream.ts';
import { fakeMicrophoneArgs } from '../tests/e2e/tab-audio.ts';
import { makeMicRecording, type MicRecording } from './coach-latency/answers.ts';
import { coachPageHooks } from './coach-latency/page-hooks.ts';
import { writeCoachSection } from './coach-latency/report.ts';
import { align, assembleTurns, bargeIns, earlyAnswers } from './coach-latency/turns.ts';
import type { Mark } from './copilot-latency/turns.ts';
import { forgetRecentRequests, signUpAndPrepare } from './copilot-latency/bench-user.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.ts';

/** `BENCH_COACH_SETS=1` plays the answer set once per timing: a check that the bench runs, not figures to keep. */
const SETS = Number(process.env.BENCH_COACH_SETS) || 3;
const FAKES = { firstTokenMs: 300, firstAudioMs: 250, tokenIntervalMs: 30, msPerCharacter: 25 };
/** The transcriber timings measured, in this order (issue #40's goals: 1.0 s with the words live, 1.2 s after). */
const TIMINGS: Array<{ label: string; textTiming: NonNullable<FakeRealtimeOptions['textTiming']>; goalP50Ms: number }> = [
  { label: 'words live', textTiming: 'live', goalP50Ms: 1000 },
  { label: 'words after the commit', textTiming: 'afterCommit', goalP50Ms: 1200 },
];
/**
 * Feedback in the shape the prompt asks for (supabase/functions/ai/prompts/coach.ts: Markdown, three short parts under
 * bold headings), so the first piece spoken is its first line; together they outlast the 4 s before the next answer.
 */
const FEEDBACK = [
  '**What was strong**',
  'You gave a clear situation and a concrete result, which is exactly what an interviewer hopes to hear from you.',
  '',
  '**What was missing**',
  'Say a little more about the actions you took yourself, and why you chose them over the alternatives.',
  '',
  '**How to structure it**',
  'Situation, task, action, result: finish with what you learned, in one sentence.',
].join('\n');
const NEXT_QUESTION = 'What would you do differently next time?';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readMarks = async (page: Page) => JSON.parse((await page.evaluate('JSON.stringify(window.__bench ? window.__bench.marks : [])')) as string) as Mark[];

async function failOnAlert(page: Page) {
  const problem = await page
    .getByRole('alert')
    .first()
    .textContent({ timeout: 50 })
    .catch(() => null);
  if (problem) throw new Error(`the Coach shows an error: ${problem}`);
}

type Backend = Awaited<ReturnType<typeof startLocalSupabase>>;

/**
 * Plays the whole recording once in one Coach session and returns the page's marks; `onSet(i)` is called as set `i`
 * begins (each set starts with a second of room, so its first answer's commits take what `onSet` changed), and the
 * bench person's requests are aged then (the bench asks more within the hour than a person may).
 */
async function playAnswers(appUrl: string, backend: Backend, mic: MicRecording, onSet: (set: number) => void): Promise<Mark[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...fakeMicrophoneArgs(mic.wavPath)],
  });
  try {
    const user = await signUpAndPrepare(backend.url, backend.anonKey, backend.serviceRoleKey, 'coach', {});
    const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1440, height: 900 } });
    // tsx (esbuild, keepNames) wraps named functions in `__name(…)`, which a serialised init script lacks in the page.
    await context.addInitScript({ content: 'window.__name = window.__name || ((target) => target);' });
    await context.addInitScript({ content: coachPageHooks });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    await page.goto('/coach');
    await page.getByLabel('Interview or application').selectOption({ label: 'Enter Demo Mode' });
    await page.getByRole('button', { name: 'Start Session' }).click();
    await page.getByTestId('coach-question').first().waitFor({ timeout: 20_000 });
    // The microphone opens now and its file plays from the start: the first answer speaks over the first question.
    await page.getByRole('button', { name: 'Answer by voice' }).click();
    const openedAt = Date.now();
    const endsAt = openedAt + mic.durationMs + 3000;
    let nextSet = 1;
    while (Date.now() < endsAt) {
      await failOnAlert(page);
      if (nextSet < mic.sets && Date.now() >= openedAt + nextSet * mic.setMs) {
        onSet(nextSet++);
        // A set asks about 30 requests (feedback, drafts, questions): more than a person may within the hour.
        await forgetRecentRequests(backend.url, backend.serviceRoleKey, user.id);
      }
      await sleep(Math.min(250, Math.max(0, endsAt - Date.now())));
    }
    return await readMarks(page);
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<string> {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'offerpilot-bench-coach-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  try {
    const mic = makeMicRecording(tmp, SETS * TIMINGS.length);
    const upstream = await startFakeUpstream({
      answer: (_question, request) => (request.messages?.[0]?.content.includes('STAR') ? FEEDBACK : NEXT_QUESTION),
      latency: { firstTokenMs: FAKES.firstTokenMs, tokenIntervalMs: FAKES.tokenIntervalMs },
    });
    cleanups.push(() => upstream.close());
    // Each spoken part's words as its audio is heard, whatever the commits (tests/fakes/realtime-scripts.ts).
    const realtime = await startFakeRealtime({
      apiKey: upstream.apiKey,
      script: mic.script,
      textTiming: TIMINGS[0].textTiming,
      speech: { firstAudioMs: FAKES.firstAudioMs, msPerCharacter: FAKES.msPerCharacter },
    });
    cleanups.push(() => realtime.close());
    const appPort = await freePort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    const backend = await startLocalSupabase({
      siteUrl: appUrl,
      functionsEnv: { OPENAI_API_KEY: upstream.apiKey, OPENAI_BASE_URL: upstream.url, OPENAI_REALTIME_URL: realtime.realtimeUrl },
    });
    cleanups.push(() => backend.stop());
    const app = await startProductionApp({
      port: appPort,
      outDir: path.join(tmp, 'dist'),
      env: { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey, VITE_REALTIME_ORIGIN: new URL(realtime.realtimeUrl).origin },
    });
    cleanups.push(() => app.close());
    const marks = await playAnswers(appUrl, backend, mic, (set) => {
      realtime.options.textTiming = TIMINGS[Math.floor(set / SETS)].textTiming;
    });
    const [loadAverage] = os.loadavg();
    // The raw timeline, for a run whose figures need explaining: BENCH_COACH_MARKS=<file>.
    if (process.env.BENCH_COACH_MARKS)
      writeFileSync(process.env.BENCH_COACH_MARKS, JSON.stringify({ answers: mic.answers, partTexts: mic.partTexts, marks }, null, 1));
    if (realtime.mints.length === 0) throw new Error('the Coach did not hear through the realtime upstream (no secret was minted)');
    const { fileStart, onsetLagMs, endDeltas } = align(marks, mic.answers);
    const runs = TIMINGS.map((timing, i) => {
      const played = mic.answers.filter((answer) => answer.set >= i * SETS && answer.set < (i + 1) * SETS);
      // The recording's first answer is a warm-up (the microphone's gain settling, the first requests' connections).
      const counted = played.filter((answer) => answer.index > 0);
      const pausedAfter = (kind: string) => counted.filter((answer) => answer.pauseKind === kind);
      return {
        label: timing.label,
        goalP50Ms: timing.goalP50Ms,
        answers: counted.length,
        turns: assembleTurns(marks, counted, fileStart),
        // Each answer of the timing's sets, with the one before its first (bargeIns reads each answer against the last).
        bargeIns: bargeIns(
          marks,
          mic.answers.filter((answer) => answer.index >= played[0].index - 1 && answer.index <= (played.at(-1)?.index ?? -1)),
          fileStart,
        ),
        early: { midSentence: earlyAnswers(marks, pausedAfter('midSentence'), fileStart), sentence: earlyAnswers(marks, pausedAfter('sentence'), fileStart) },
      };
    });
    return writeCoachSection({ runs, micEndDeltas: endDeltas, onsetLagMs, settings: { ...FAKES, sets: SETS }, loadAverage });
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.warn(`coach-latency cleanup: ${(error as Error).message}`);
      }
    }
  }
}
