// The interviewer's turns as the Copilot hears them (issue #25), in real Chromium on the built app with the meeting
// as a real captured tab (tests/e2e/tab-audio.ts `openMeeting`): the interviewer going on while an answer streams,
// and questions with a 0.8 s and a 1.2 s pause in the middle (tests/fakes/hearing-clips.ts). Each test's application
// has its own company, which the realtime mint names in its hints: the fake realtime upstream gives that session its
// own transcript, each spoken part's words when the loud audio heard reaches that part (tests/fakes/realtime-scripts.ts:
// specs share the fake; a commit between two words, or the tab stalling under load, never moves a part's words).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { makeHearingFixtures } from '../../scripts/make-hearing-fixtures.ts';
import { PAUSED_QUESTIONS, spokenParts } from '../fakes/hearing-clips.ts';
import { writeWav } from '../fakes/wav.ts';
import { chatRequestsAbout, fakeRealtimeControl, fakeUpstream, hearingDir, spendFreeQuestions, startCopilotSession } from './copilot-helpers.ts';
import type { E2eEnv } from './e2e-env.ts';
import { expect, signInViaUi, test, type TestUser } from './fixtures.ts';
import { insertAs, selectAs, updateAs } from './tracker-helpers.ts';
import { openMeeting, realTabLaunch, serveClips } from './tab-audio.ts';

const baseLaunch = config.use?.launchOptions ?? {};

/** Each test's own Chromium: the picker shares the meeting tab, the microphone plays a quiet room. */
const turnsTest = test.extend<{ page: Page }>({
  page: async ({ playwright, e2e }, use) => {
    const browser = await playwright.chromium.launch(realTabLaunch(path.join(hearingDir(), 'mic-room.wav'), { base: baseLaunch }));
    try {
      const context = await browser.newContext({ baseURL: e2e.appUrl, viewport: { width: 1440, height: 900 } });
      await use(await context.newPage());
    } finally {
      await browser.close();
    }
  },
});

/** The script of this worker's running test: a failed test shows where it stood (which part the session was hearing). */
let runningScript: string | null = null;
turnsTest.afterEach(async ({ e2e }, testInfo) => {
  if (runningScript && testInfo.status !== testInfo.expectedStatus) {
    const state = await fetch(`${fakeRealtimeControl(e2e)}/__fake/scripts?keyword=${encodeURIComponent(runningScript)}`);
    await testInfo.attach('realtime script', { body: await state.text(), contentType: 'text/plain' });
  }
  runningScript = null;
});

/** The clip's parts, as the realtime upstream transcribes them (one item each). */
const partsOf = (clip: keyof typeof PAUSED_QUESTIONS) => PAUSED_QUESTIONS[clip].filter((part): part is string => typeof part === 'string');

/**
 * Signs in, opens the meeting playing `clip`, starts the Copilot on an application of its own whose realtime session
 * hears `transcripts`, then lets the interviewer speak (held, when `holdBefore` is given, in the pause before that part).
 */
async function hearMeeting(
  page: Page,
  e2e: E2eEnv,
  user: TestUser,
  clip: string,
  timing: 'instant' | 'off',
  transcripts: string[],
  holdBefore?: number,
  textTiming: 'live' | 'afterCommit' | 'liveWhole' = 'live',
) {
  const company = `Scripted ${randomUUID().slice(0, 8)}`;
  const parts = spokenParts(path.join(hearingDir(), clip));
  runningScript = company;
  const response = await fetch(`${fakeRealtimeControl(e2e)}/__fake/scripts`, {
    method: 'POST',
    body: JSON.stringify({ keyword: company, transcripts, parts: parts.map(({ loudMs, quietBeforeMs }) => ({ loudMs, quietBeforeMs })), textTiming }),
  });
  expect(response.ok).toBe(true);
  await insertAs(e2e, user, 'applications', [{ company_name: company, job_title: 'Analyst', application_date: '2026-11-02', status: 'In progress' }]);
  expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { answer_timing: timing })).toHaveLength(1);
  await serveClips(page.context(), hearingDir());
  const meeting = await openMeeting(page.context(), e2e.appUrl, { wavUrl: `/__e2e/tab/${clip}` });
  await signInViaUi(page, user);
  await page.goto('/copilot3');
  await startCopilotSession(page, `${company} - Analyst`);
  if (holdBefore !== undefined) await meeting.holdAt((parts[holdBefore - 1].endMs + parts[holdBefore].startMs) / 2);
  await meeting.play();
  return meeting;
}

/** Every value the transcript box takes, recorded in the page (a glued "And And …" would show for one render only). */
async function recordBoxValues(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __boxValues: Set<string> }).__boxValues = seen;
    const label = () => [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === 'Transcript');
    const record = () => seen.add((label()?.control as HTMLTextAreaElement | null)?.value ?? '');
    setInterval(record, 10);
  });
  return () => page.evaluate(() => [...(window as unknown as { __boxValues: Set<string> }).__boxValues]);
}

const history = (page: Page) =>
  page.getByRole('complementary', { name: 'History and notes' }).getByRole('button', { name: /Delete this question and its answer/ });

turnsTest(
  'the interviewer going on while an answer streams: the box shows the new turn alone, each question keeps its answer, Send sends the new turn',
  async ({ page, e2e, user }) => {
    turnsTest.setTimeout(90_000);
    const [first, second] = partsOf('two-turns.wav');
    // The first answer streams for seconds: the second turn is heard while it does.
    await fakeUpstream.failures(e2e, [{ match: first, tokenIntervalMs: 400 }]);
    // The interviewer waits in the clip's pause until the first turn is sent.
    const meeting = await hearMeeting(page, e2e, user, 'two-turns.wav', 'off', [first, second], 1);
    const boxValues = await recordBoxValues(page);
    const box = page.getByLabel('Transcript');
    await expect(box).toHaveValue(first, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Send' }).click();
    await meeting.resume();
    // The answer panel: the question it answers, then the answer.
    const answer = page.getByRole('region', { name: 'Suggested answer' });
    await expect(answer).toContainText(`Question: ${first}`);
    // The second turn is heard while the first answer streams (the sent turn stays in the box until its answer stands).
    await expect(box).toHaveValue(`${first} ${second}`, { timeout: 20_000 });
    await expect(answer).toContainText(`Question: ${first}`);
    await expect(answer).toContainText(`to: ${first}`, { timeout: 20_000 });
    await expect(answer).toContainText('Then the result.');
    await expect(box).toHaveValue(second);
    const sent = page.waitForRequest((request) => request.url().includes('/functions/v1/ai/v1/chat/completions'));
    await page.getByRole('button', { name: 'Send' }).click();
    expect(((await sent).postDataJSON() as { question: string }).question).toBe(second);
    await expect(answer).toContainText(`Question: ${second}`);
    await expect(answer).toContainText(`to: ${second}`);
    await expect(box).toHaveValue('');
    await expect(history(page)).toHaveCount(2);
    // The box only ever read the turns' words as heard, each once and in order: never "… And And your weaknesses?".
    const prefixes = (text: string) => text.split(' ').map((_, i, words) => words.slice(0, i + 1).join(' '));
    const readable = new Set(['', ...prefixes(first), ...prefixes(second), ...prefixes(second).map((words) => `${first} ${words}`)]);
    for (const value of await boxValues()) expect(readable.has(value), value).toBe(true);
    await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-turns-second-sent.png', fullPage: true });
  },
);

for (const clip of ['paused-800.wav', 'paused-1200.wav'] as const) {
  turnsTest(
    `a question with a ${clip.match(/\d+/)?.[0]} ms pause mid-sentence is answered once, whole, with the month’s last free question`,
    async ({ page, e2e, user }) => {
      turnsTest.setTimeout(90_000);
      const parts = partsOf(clip);
      const whole = parts.join(' ');
      await spendFreeQuestions(e2e, user, 9);
      await hearMeeting(page, e2e, user, clip, 'instant', parts);
      const answer = page.getByRole('region', { name: 'Suggested answer' });
      await expect(answer).toContainText(`to: ${whole}`, { timeout: 30_000 });
      await expect(answer).toContainText(`Question: ${whole}`);
      await expect(page.getByText('Draft: the interviewer may not have finished')).toHaveCount(0);
      // One turn, charged once: the month's last question paid for the whole question, no "Credit Limit Reached".
      const charged = () =>
        selectAs<{ turn_key: string }>(e2e, user, 'ai_usage', 'kind=eq.copilot&turn_key=not.is.null&charged_at=not.is.null&select=turn_key');
      await expect.poll(async () => (await charged()).length).toBe(1);
      await expect(page.getByRole('dialog', { name: 'Credit Limit Reached' })).toHaveCount(0);
      await expect(history(page)).toHaveCount(1);
      // (the history shortens long questions)
      await expect(history(page)).toHaveAccessibleName(
        new RegExp(`^Delete this question and its answer: ${whole.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    },
  );
}

turnsTest('#28: the same question heard again shows the answer already given, free; Ask again asks it on purpose', async ({ page, e2e, user }) => {
  turnsTest.setTimeout(90_000);
  // Its own words: specs share the fake upstream, whose requests are counted here.
  const tag = turnsTest.info().testId;
  const question = `What do you know about ${tag}?`;
  // The interviewer asks it twice (the clip's two turns, heard as nearly the same words).
  await hearMeeting(page, e2e, user, 'two-turns.wav', 'instant', [question, question.toLowerCase().replace('?', '')]);
  const questionsLeft = page.getByTestId('credits-badge');
  const answer = page.getByRole('region', { name: 'Suggested answer' });
  await expect(answer).toContainText(`to: ${question}`, { timeout: 30_000 });
  await expect(questionsLeft).toContainText('9/10');
  const asked = () => chatRequestsAbout(e2e, tag);
  await expect.poll(async () => (await asked()).length).toBeGreaterThanOrEqual(1);
  const askedFirst = (await asked()).length;
  await expect(answer.getByRole('status').filter({ hasText: 'Asked before' })).toBeVisible({ timeout: 20_000 });
  await expect(answer).toContainText(`Question: ${question.toLowerCase().replace('?', '')}`);
  await expect(answer).toContainText(`to: ${question}`);
  await expect(page.getByLabel('Transcript')).toHaveValue('');
  // Nothing asked, nothing charged, nothing added to the history.
  expect((await asked()).length).toBe(askedFirst);
  await expect(questionsLeft).toContainText('9/10');
  await expect(history(page)).toHaveCount(1);
  await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-asked-before.png', fullPage: true });
  await answer.getByRole('button', { name: 'Ask again' }).click();
  await expect.poll(async () => (await asked()).length).toBe(askedFirst + 1);
  await expect(answer.getByRole('status').filter({ hasText: 'Asked before' })).toHaveCount(0);
  await expect(answer).toContainText(`to: ${question.toLowerCase().replace('?', '')}`, { timeout: 20_000 });
  await expect(questionsLeft).toContainText('8/10');
  await expect(history(page)).toHaveCount(2);
});

/** "… your manager." · 0.8 s · "And how…": a finished question, then the interviewer goes on with it (issue #38). */
const CONTINUED = ['Tell me about a time you disagreed with your manager.', 800, 'And how did you finally resolve it?'];
const CONTINUED_CLIP = 'continued-800.wav';

/** The continued question as the meeting plays it: a second of room before it and 2.5 s after (24 kHz, as the others). */
turnsTest.beforeAll(() => {
  const file = path.join(hearingDir(), CONTINUED_CLIP);
  if (existsSync(file)) return;
  const fixture = makeHearingFixtures(path.join(hearingDir(), 'espeak-continued'), [CONTINUED], 'continued.wav');
  const { parts } = fixture.questions[0];
  const at = (ms: number) => Math.round((ms * fixture.sampleRate) / 1000);
  writeWav(file, { sampleRate: fixture.sampleRate, samples: fixture.samples.slice(at(parts[0].startMs - 1000), at(parts[parts.length - 1].endMs + 2500)) });
});

// Words heard live, each part's every word out by its commit ('liveWhole', as the live models send them: the first part
// is confirmed in the pause, so without the continuation rule the second is a question and a charge of its own), and
// words sent only after each commit.
for (const textTiming of ['liveWhole', 'afterCommit'] as const) {
  turnsTest(
    `#38: a question answered, then continued 0.8 s later ("And how…"), is one question answered whole on one charge, the month’s last (words ${textTiming === 'liveWhole' ? 'heard live' : 'sent after each commit'})`,
    async ({ page, e2e, user }) => {
      turnsTest.setTimeout(90_000);
      const parts = CONTINUED.filter((part): part is string => typeof part === 'string');
      const whole = parts.join(' ');
      await spendFreeQuestions(e2e, user, 9);
      await hearMeeting(page, e2e, user, CONTINUED_CLIP, 'instant', parts, undefined, textTiming);
      const answer = page.getByRole('region', { name: 'Suggested answer' });
      await expect(answer).toContainText(`to: ${whole}`, { timeout: 30_000 });
      await expect(answer).toContainText(`Question: ${whole}`);
      // One question, charged once: the first part's answer and the whole question's share the turn's one charge.
      const charged = () =>
        selectAs<{ turn_key: string }>(e2e, user, 'ai_usage', 'kind=eq.copilot&turn_key=not.is.null&charged_at=not.is.null&select=turn_key');
      await expect.poll(async () => (await charged()).length).toBe(1);
      await expect(page.getByTestId('credits-badge')).toContainText('0/10');
      await expect(page.getByRole('dialog', { name: 'Credit Limit Reached' })).toHaveCount(0);
      // The whole question and its answer reach the history, once (the first part's rows left it).
      await expect(history(page)).toHaveCount(1);
      await expect(history(page)).toHaveAccessibleName(
        new RegExp(`^Delete this question and its answer: ${whole.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      await expect(page.getByLabel('Transcript')).toHaveValue('');
    },
  );
}
