// The Copilot hearing the interviewer from the meeting tab (issue #15, docs/realtime.md) in real Chromium on the built
// app. Headless Chromium cannot capture a real tab, so the tab is a stream built in the page playing the interviewer's
// WAV (tests/e2e/tab-audio.ts); the microphone is Chromium's fake one playing the candidate's side. Everything after
// the picker is real: the PCM worklet, voice detection, the turn machine, the realtime WebSocket to the fake upstream
// (minted through the gateway), the gateway's metering in Postgres. The fake realtime upstream says every spoken item
// is QUESTION_TEXT; what these tests check is who is answered, how often, and what it costs. The typed rung (a
// browser without an audio worklet) is in faults-microphone.spec.ts.
import path from 'node:path';
import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { QUESTION_TEXT } from './global-setup.ts';
import { fakeUpstream, hearingDir, spendFreeQuestions } from './copilot-helpers.ts';
import type { E2eEnv } from './e2e-env.ts';
import { expect, selectSession, signInViaUi, test, type TestUser } from './fixtures.ts';
import { selectAs, updateAs } from './tracker-helpers.ts';
import { addTabAudio, fakeMicrophoneArgs } from './tab-audio.ts';

const baseLaunch = config.use?.launchOptions ?? {};

/** Each test's own Chromium, whose fake microphone plays `microphone` (a clip of tests/fakes/hearing-clips.ts). */
const hearingTest = test.extend<{ microphone: string; page: Page }>({
  microphone: ['mic-room.wav', { option: true }],
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

interface UsageRow {
  turn_key: string | null;
  drafts: number;
  charged_at: string | null;
  refunded_at: string | null;
}

/** The user's Copilot usage rows named by an interviewer turn (questions spent by hand have no turn key). */
const usageOf = (e2e: E2eEnv, user: TestUser) =>
  selectAs<UsageRow>(e2e, user, 'ai_usage', 'kind=eq.copilot&turn_key=not.is.null&select=turn_key,drafts,charged_at,refunded_at');

async function setAnswerTiming(e2e: E2eEnv, user: TestUser, timing: 'instant' | 'pause' | 'off') {
  expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { answer_timing: timing })).toHaveLength(1);
}

/** The meeting tab the person will share plays `clip` (served from the app's own origin, as the CSP allows). */
async function meetingTabPlays(page: Page, clip: string, options: { withoutAudio?: boolean } = {}) {
  await page
    .context()
    .route('**/__e2e/tab/*.wav', (route) =>
      route.fulfill({ path: path.join(hearingDir(), path.basename(new URL(route.request().url()).pathname)), contentType: 'audio/wav' }),
    );
  await addTabAudio(page.context(), { wavUrl: `/__e2e/tab/${clip}`, ...options });
}

async function startDemoSession(page: Page, e2e: E2eEnv, user: TestUser, timing: 'instant' | 'pause' | 'off' = 'instant') {
  await setAnswerTiming(e2e, user, timing);
  await signInViaUi(page, user);
  await page.goto('/copilot3');
  await selectSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
}

/** Polls a meter until it has shown at least `percent` (proof the channel is heard). */
async function expectMeterReaches(page: Page, name: string, percent: number) {
  await expect
    .poll(async () => Number(await page.getByRole('meter', { name }).getAttribute('aria-valuenow')), { timeout: 15_000, intervals: [50] })
    .toBeGreaterThanOrEqual(percent);
}

hearingTest.describe('with a quiet room on the microphone', () => {
  hearingTest.use({ microphone: 'mic-room.wav' });

  hearingTest('(a) the interviewer’s question on the tab is answered once, live, with its turn key', async ({ page, e2e, user }) => {
    hearingTest.setTimeout(60_000);
    await meetingTabPlays(page, 'question.wav');
    const answered = page.waitForResponse((response) => response.url().includes('/functions/v1/ai/v1/chat/completions'));
    const minted = page.waitForResponse((response) => response.url().includes('/functions/v1/ai/v1/realtime/client-secret'));
    await startDemoSession(page, e2e, user);
    expect((await minted).status()).toBe(200);
    await expect(page.getByRole('meter', { name: 'Meeting tab level' })).toBeVisible();
    await expectMeterReaches(page, 'Meeting tab level', 30);
    // The first answer is the draft, started at the early end of the turn on the words transcribed so far.
    const request = (await answered).request().postDataJSON() as { question: string; turn?: string };
    expect(request.question.length).toBeGreaterThan(0);
    expect(QUESTION_TEXT.startsWith(request.question)).toBe(true);
    expect(request.turn).toMatch(/^demo:\d+$/);
    const answer = page.getByTestId('copilot-answer');
    await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Draft: the interviewer may not have finished')).toHaveCount(0);
    await expect(page.getByText(`Question: ${QUESTION_TEXT}`)).toBeVisible();
    await expect(page.getByLabel('Transcript')).toHaveValue('');
    await expect.poll(async () => (await usageOf(e2e, user)).filter((row) => row.charged_at).length).toBe(1);
    const rows = await usageOf(e2e, user);
    expect(rows.every((row) => row.turn_key === request.turn)).toBe(true);
    await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-hearing-answered.png', fullPage: true });
    // On a phone the live bar and both meters fit without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('meter', { name: 'Meeting tab level' })).toBeInViewport();
    // (once the sidebar has finished folding to its narrow width)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-hearing-answered-phone.png', fullPage: true });
  });

  hearingTest('(d, f) a question with a 500 ms pause gets one answer and one charge, with the month’s last free question', async ({ page, e2e, user }) => {
    hearingTest.setTimeout(60_000);
    await spendFreeQuestions(e2e, user, 9);
    await meetingTabPlays(page, 'paused.wav');
    await startDemoSession(page, e2e, user);
    const answer = page.getByTestId('copilot-answer');
    await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Draft: the interviewer may not have finished')).toHaveCount(0);
    // The last credit paid for the answer: any draft cancelled by the interviewer going on cost nothing.
    await expect.poll(async () => (await usageOf(e2e, user)).filter((row) => row.charged_at).length).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Credit Limit Reached' })).toHaveCount(0);
    const rows = await usageOf(e2e, user);
    expect(new Set(rows.map((row) => row.turn_key)).size).toBe(1);
    // One turn: the history holds one question and one answer.
    const history = page.getByRole('complementary', { name: 'History and notes' });
    await expect(history.getByRole('button', { name: /Delete this question and its answer/ })).toHaveCount(1);
  });

  hearingTest('(e) without live transcription on the server, the turn is recorded, uploaded as WAV and answered', async ({ page, e2e, user }) => {
    hearingTest.setTimeout(60_000);
    await page.route('**/functions/v1/ai/v1/capabilities', (route) => route.fulfill({ json: { configured: true, realtime: null } }));
    await meetingTabPlays(page, 'question.wav');
    const uploaded = page.waitForResponse((response) => response.url().includes('/functions/v1/ai/v1/audio/transcriptions'));
    await startDemoSession(page, e2e, user);
    expect((await uploaded).status()).toBe(200);
    const answer = page.getByTestId('copilot-answer');
    await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible({ timeout: 30_000 });
    const uploads = (await fakeUpstream.requests(e2e)).filter((r) => r.path === '/audio/transcriptions' && r.audioMagic === 'wav');
    expect(uploads.length).toBeGreaterThan(0);
    await expect.poll(async () => (await usageOf(e2e, user)).filter((row) => row.charged_at).length).toBe(1);
  });

  hearingTest('a tab shared without its audio is said, the microphone stands in, and the tab can be shared again', async ({ page, e2e, user }) => {
    await meetingTabPlays(page, 'question.wav', { withoutAudio: true });
    await startDemoSession(page, e2e, user, 'off');
    await expect(page.getByText(/The shared tab has no audio/)).toBeVisible();
    await expect(page.getByText(/hears the interviewer through your microphone/)).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Meeting tab level' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share the tab again' })).toBeVisible();
    await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-hearing-no-tab-audio.png', fullPage: true });
  });
});

hearingTest.describe('with the candidate talking on the microphone', () => {
  hearingTest.use({ microphone: 'mic-candidate.wav' });

  hearingTest('(b) the candidate’s own words are never answered', async ({ page, e2e, user }) => {
    hearingTest.setTimeout(60_000);
    await meetingTabPlays(page, 'room.wav');
    await startDemoSession(page, e2e, user);
    await expectMeterReaches(page, 'Microphone level', 30);
    // The candidate's sentence lasts about 4 s: wait past its end and the longest confirm window.
    await page.waitForTimeout(6000); // measured: the window (sentence + longest confirm pause) in which an answer would start
    await expect(page.getByTestId('copilot-answer')).toHaveText(/Answers appear here/);
    expect(await usageOf(e2e, user)).toEqual([]);
  });
});

hearingTest.describe('with the interviewer leaking from the speakers into the microphone', () => {
  hearingTest.use({ microphone: 'mic-leak.wav' });

  hearingTest('(c) the echo of the question gives no second answer', async ({ page, e2e, user }) => {
    hearingTest.setTimeout(60_000);
    await meetingTabPlays(page, 'question.wav');
    await startDemoSession(page, e2e, user);
    const answer = page.getByTestId('copilot-answer');
    await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(3000); // measured: the window in which the echo would confirm a second answer
    const rows = await usageOf(e2e, user);
    expect(rows.filter((row) => row.charged_at)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.turn_key)).size).toBe(1);
  });
});
