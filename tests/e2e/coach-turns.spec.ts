// The Coach's answer turns in real Chromium (issue #26), the candidate on Chromium's fake microphone (clips of
// tests/fakes/hearing-clips.ts) heard through the shared hearing and the fake realtime upstream: an answer with two
// thinking pauses mid-sentence gets its feedback once, on the whole answer, for one question (the month's last free
// one); an answer whose complete first sentence opens a plan, then a 1.5 s thinking pause, gets one feedback on both
// halves, in English and in French (issue #40: the end-of-turn judge); a candidate who never pauses ends each answer
// with "I'm done", the button and then Ctrl+Enter. Each test's
// application has its own company, which the realtime mint names in its hints: the fake gives that session its own
// transcript, one entry per spoken part.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { ENDLESS_ANSWER, PAUSED_ANSWER, PLAN_ANSWERS, WENT_ON_ANSWER } from '../fakes/hearing-clips.ts';
import { fakeRealtimeControl, fakeUpstream, spendFreeQuestions } from './copilot-helpers.ts';
import { recordSpeech, startCoachSession } from './coach-helpers.ts';
import type { E2eEnv } from './e2e-env.ts';
import { expect, signInViaUi, test, type TestUser } from './fixtures.ts';
import { fakeMicrophoneArgs } from './tab-audio.ts';
import { insertAs, selectAs, updateAs } from './tracker-helpers.ts';

const baseLaunch = config.use?.launchOptions ?? {};
const hearingDir = () => {
  const dir = process.env.E2E_HEARING_DIR;
  if (!dir) throw new Error('E2E_HEARING_DIR is not set: the e2e global setup makes the hearing clips');
  return dir;
};

/** Each test's own Chromium, whose fake microphone plays `microphone` (looped). */
const answerTest = test.extend<{ microphone: string; page: Page }>({
  microphone: ['mic-answer-paused.wav', { option: true }],
  page: async ({ playwright, e2e, microphone }, use) => {
    const browser = await playwright.chromium.launch({
      ...baseLaunch,
      args: [...(baseLaunch.args ?? []), ...fakeMicrophoneArgs(path.join(hearingDir(), microphone))],
    });
    try {
      const context = await browser.newContext({ baseURL: e2e.appUrl, viewport: { width: 1440, height: 900 } });
      await use(await context.newPage());
    } finally {
      await browser.close();
    }
  },
});

/** Signs in and starts the Coach on an application of its own whose realtime session hears `transcripts`. */
async function startAnswering(page: Page, e2e: E2eEnv, user: TestUser, transcripts: string[]) {
  const company = `Answers ${randomUUID().slice(0, 8)}`;
  const response = await fetch(`${fakeRealtimeControl(e2e)}/__fake/scripts`, {
    method: 'POST',
    body: JSON.stringify({ keyword: company, transcripts }),
  });
  expect(response.ok).toBe(true);
  await insertAs(e2e, user, 'applications', [{ company_name: company, job_title: 'Analyst', application_date: '2026-11-02', status: 'In progress' }]);
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await startCoachSession(page, `${company} - Analyst`);
  await expect(page.getByRole('status').filter({ hasText: /^Your turn/ })).toBeVisible({ timeout: 20_000 });
  // Every answer the conversation ever shows, recorded in the page (a half answer sent early would show at least once).
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __answersShown: Set<string> }).__answersShown = seen;
    new MutationObserver(() => document.querySelectorAll('[data-testid="coach-answer"]').forEach((answer) => seen.add(answer.textContent ?? ''))).observe(
      document.body,
      { subtree: true, childList: true, characterData: true },
    );
  });
  await page.getByRole('button', { name: 'Answer by voice' }).click();
}

const answersShown = (page: Page) => page.evaluate(() => [...(window as unknown as { __answersShown: Set<string> }).__answersShown]);
const parts = (script: Array<string | number>) => script.filter((part): part is string => typeof part === 'string');
/** The user's charged Coach feedback named by an answer turn. */
const chargedTurns = (e2e: E2eEnv, user: TestUser) =>
  selectAs<{ turn_key: string }>(e2e, user, 'ai_usage', 'kind=eq.coach&turn_key=not.is.null&charged_at=not.is.null&select=turn_key');

answerTest(
  'an answer with 1.2 s and 1.8 s thinking pauses mid-sentence gets its feedback once, on the whole answer, for one question',
  async ({ page, e2e, user }) => {
    answerTest.setTimeout(120_000);
    const spoken = parts(PAUSED_ANSWER);
    const whole = spoken.join(' ');
    await spendFreeQuestions(e2e, user, 9);
    await startAnswering(page, e2e, user, spoken);
    await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 60_000 });
    await expect(page.getByTestId('coach-answer')).toHaveCount(1);
    await expect(page.getByTestId('coach-answer').first()).toContainText(whole);
    // Never a part of it: feedback did not start in either pause.
    expect((await answersShown(page)).filter((shown) => shown.trim() !== '')).toEqual([expect.stringContaining(whole)]);
    expect(await page.evaluate(() => performance.getEntriesByName('hearing:confirmed').length)).toBe(1);
    // One turn, charged once: the month's last free question paid for the whole answer, no "Credit Limit Reached".
    await expect.poll(async () => (await chargedTurns(e2e, user)).length).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Credit Limit Reached' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Stop microphone' }).click();
  },
);

for (const language of ['en', 'fr'] as const) {
  answerTest.describe(`a plan announced in ${language === 'en' ? 'English' : 'French'}`, () => {
    answerTest.use({ microphone: `mic-answer-plan-${language}.wav` });

    answerTest('a 1.5 s thinking pause after a complete first sentence: one feedback, on both halves', async ({ page, e2e, user }) => {
      answerTest.setTimeout(120_000);
      // The interview in French: its questions, the transcription's language hint and the answers.
      if (language === 'fr') await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { interview_language: 'fr' });
      const spoken = parts(PLAN_ANSWERS[language]);
      const whole = spoken.join(' ');
      await startAnswering(page, e2e, user, spoken);
      await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 60_000 });
      await expect(page.getByTestId('coach-answer')).toHaveCount(1);
      await expect(page.getByTestId('coach-answer').first()).toContainText(whole);
      // Never the first sentence alone: the pause after it neither confirmed the answer nor spoke feedback.
      expect((await answersShown(page)).filter((shown) => shown.trim() !== '')).toEqual([expect.stringContaining(whole)]);
      expect(await page.evaluate(() => performance.getEntriesByName('hearing:confirmed').length)).toBe(1);
      await page.getByRole('button', { name: 'Stop microphone' }).click();
    });
  });
}

answerTest.describe('an answer taken for finished that goes on', () => {
  answerTest.use({ microphone: 'mic-answer-went-on.wav' });

  answerTest(
    'the person speaking again 1.8 s later gets one feedback on the whole answer, for one question (the month’s last)',
    async ({ page, e2e, user }) => {
      answerTest.setTimeout(120_000);
      const spoken = parts(WENT_ON_ANSWER);
      const whole = spoken.join(' ');
      await spendFreeQuestions(e2e, user, 9);
      // Feedback on this answer streams at a speaking pace (a real one is spoken for many seconds), so it is still going
      // when the person goes on; the fake answers each request that names the answer so (one scripted entry each).
      await fakeUpstream.failures(
        e2e,
        Array.from({ length: 6 }, () => ({ match: spoken[0], tokenIntervalMs: 150 })),
      );
      await startAnswering(page, e2e, user, spoken);
      // The judge takes the first sentence for the whole answer: it is confirmed, and its feedback begins.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('hearing:confirmed').length), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      // Then the person goes on: the answer is heard whole and answered once; the first sentence's feedback gave way.
      await expect(page.getByTestId('coach-answer')).toHaveCount(1, { timeout: 60_000 });
      await expect(page.getByTestId('coach-answer').first()).toContainText(whole, { timeout: 60_000 });
      await expect(page.getByTestId('coach-feedback')).toHaveCount(1);
      await expect(page.getByText('Stopped: you sent a newer answer')).toHaveCount(0);
      expect(await page.evaluate(() => performance.getEntriesByName('hearing:confirmed').length)).toBe(2);
      // One turn, one charge: the month's last free question paid for the whole answer, no "Credit Limit Reached".
      await expect.poll(async () => (await chargedTurns(e2e, user)).length).toBe(1);
      await expect(page.getByRole('dialog', { name: 'Credit Limit Reached' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Stop microphone' }).click();
    },
  );
});

answerTest.describe('a candidate who never pauses', () => {
  answerTest.use({ microphone: 'mic-answer-endless.wav' });

  answerTest('ends each answer with "I\'m done": the button, then Ctrl+Enter', async ({ page, e2e, user }) => {
    answerTest.setTimeout(120_000);
    const first = `${ENDLESS_ANSWER}, first.`;
    const second = `${ENDLESS_ANSWER}, second.`;
    await startAnswering(page, e2e, user, [first, second]);
    const done = page.getByRole('button', { name: "I'm done" });
    // Words come while the candidate talks; with no pause the answer would never end by itself.
    await expect(page.getByText(/^I planned the rollout/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('coach-feedback')).toHaveCount(0);
    await done.click();
    await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId('coach-answer').first()).toContainText(first);
    // Still talking: the next answer is heard from the next question on, and the key ends it.
    await expect(page.getByTestId('coach-question')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Your turn: speak now' })).toBeVisible({ timeout: 30_000 });
    await expect(done).toHaveAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByTestId('coach-feedback')).toHaveCount(2, { timeout: 20_000 });
    await expect(page.getByTestId('coach-answer').nth(1)).toContainText(second);
    await page.getByRole('button', { name: 'Stop microphone' }).click();
  });
});
