// The numbers a person feels in a mock interview with the Coach (issue #26): from the last syllable of a spoken answer
// to the first audible word of the Coach's feedback (with its stage split), from the first syllable of an answer spoken
// over the Coach to the Coach silent (barge-in), and whether a paused answer was ever answered early. One run: the
// production build against the local backend, the AI gateway, a fake chat upstream and a fake realtime upstream
// (transcription and the Coach's voice); Chromium's fake microphone plays the answer set (bench/coach-latency/answers.ts)
// and hooks in the page mark what it hears, decides, asks, receives and plays (bench/coach-latency/page-hooks.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startLocalSupabase } from '../local-supabase/src/index.ts';
import { freePort } from '../local-supabase/src/postgres.ts';
import { startProductionApp } from '../scripts/production-app.ts';
import { startFakeRealtime } from '../tests/fakes/openai-realtime.ts';
import { startFakeUpstream } from '../tests/fakes/openai-upstream.ts';
import { fakeMicrophoneArgs } from '../tests/e2e/tab-audio.ts';
import { makeMicRecording } from './coach-latency/answers.ts';
import { coachPageHooks } from './coach-latency/page-hooks.ts';
import { writeCoachSection } from './coach-latency/report.ts';
import { align, assembleTurns, bargeIns, earlyAnswers } from './coach-latency/turns.ts';
import type { Mark } from './copilot-latency/turns.ts';
import { signUpAndPrepare } from './copilot-latency/bench-user.ts';

/** `BENCH_COACH_SETS=1` plays the answer set once: a check that the bench runs, not figures to keep. */
const SETS = Number(process.env.BENCH_COACH_SETS) || 3;
const FAKES = { firstTokenMs: 300, firstAudioMs: 250, tokenIntervalMs: 30, msPerCharacter: 25 };
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

export async function run(): Promise<string> {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'offerpilot-bench-coach-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  try {
    const mic = makeMicRecording(tmp, SETS);
    const upstream = await startFakeUpstream({
      answer: (_question, request) => (request.messages?.[0]?.content.includes('STAR') ? FEEDBACK : NEXT_QUESTION),
      latency: { firstTokenMs: FAKES.firstTokenMs, tokenIntervalMs: FAKES.tokenIntervalMs },
    });
    cleanups.push(() => upstream.close());
    // Each spoken part's words as its audio is heard, whatever the commits (tests/fakes/realtime-scripts.ts).
    const realtime = await startFakeRealtime({
      apiKey: upstream.apiKey,
      script: mic.script,
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
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...fakeMicrophoneArgs(mic.wavPath),
      ],
    });
    cleanups.push(() => browser.close());
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
    const endsAt = Date.now() + mic.durationMs + 3000;
    while (Date.now() < endsAt) {
      await failOnAlert(page);
      await sleep(Math.min(1000, Math.max(0, endsAt - Date.now())));
    }
    const marks = await readMarks(page);
    // The raw timeline, for a run whose figures need explaining: BENCH_COACH_MARKS=<file>.
    if (process.env.BENCH_COACH_MARKS)
      writeFileSync(process.env.BENCH_COACH_MARKS, JSON.stringify({ answers: mic.answers, partTexts: mic.partTexts, marks }, null, 1));
    if (realtime.mints.length === 0) throw new Error('the Coach did not hear through the realtime upstream (no secret was minted)');
    const { fileStart, onsetLagMs, endDeltas } = align(marks, mic.answers);
    const counted = mic.answers.slice(1);
    return writeCoachSection({
      turns: assembleTurns(marks, counted, fileStart),
      answers: counted.length,
      bargeIns: bargeIns(marks, mic.answers, fileStart),
      early: earlyAnswers(marks, counted, fileStart),
      micEndDeltas: endDeltas,
      onsetLagMs,
      settings: { ...FAKES, sets: SETS },
    });
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
