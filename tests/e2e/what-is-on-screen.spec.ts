// "What's on screen" (issue #29) in real Chromium on the built app:
// - a real tab capture (MACHINE-FACTS.md): the "meeting" is a page this test serves, titled "Fake Meet", showing a
//   coding exercise; Chromium's auto-select flag shares it. Start Session, press "What's on screen": the tab's frame
//   opens in the dialog, "Answer it" streams an answer with code (the fake upstream checks the image part like the
//   API and answers code to an image), one question is spent, the history shows the question with its thumbnail;
// - a browser without display capture, in French: the dialog takes a chosen screenshot instead, and the answer is asked
//   in French.
// Screenshots in tmp/screen-screenshots at 1440×900 and 390×844.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { fakeMicrophoneLaunchOptions, fakeUpstream, hearingDir } from './copilot-helpers.ts';
import type { E2eEnv } from './e2e-env.ts';
import { expect, selectSession, signInInFrench, signInViaUi, test, type TestUser } from './fixtures.ts';
import { launchWithMeeting } from './tab-audio.ts';
import { updateAs } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screen-screenshots';
const baseLaunch = config.use?.launchOptions ?? {};
/** What the meeting tab shows: a coding exercise. */
const EXERCISE = `<div style="font: 28px/1.5 monospace; padding: 40px; background: #1e1e1e; color: #eee">
<h1 style="color: #9cdcfe">Exercise 1: Two Sum</h1>
<p>Given an array of integers nums and an integer target, return the indices of the two numbers that add up to target.</p>
<pre style="color: #ce9178">Input: nums = [2, 7, 11, 15], target = 9
Output: [0, 1]</pre>
<p>Write your solution in Python.</p></div>`;

test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

/** A Chromium that shares the meeting tab for real (its exercise, its quiet room sound), with the candidate on its fake microphone. */
async function openExerciseMeeting(playwright: typeof import('playwright-core'), e2e: E2eEnv) {
  const dir = hearingDir();
  const meetingPage = { wavUrl: '/__e2e/tab/mic-room.wav', html: EXERCISE };
  const launched = await launchWithMeeting(playwright, {
    appUrl: e2e.appUrl,
    micWavPath: path.join(dir, 'mic-room.wav'),
    base: baseLaunch,
    meetingPage,
    clipsDir: dir,
  });
  await launched.meeting.play(); // a shared tab carries sound
  return launched;
}

/** Answer timing Off: the room's sound never starts an answer of its own; the screen question is the only one. */
async function startDemoSession(page: Page, e2e: E2eEnv, user: TestUser, signIn: (page: Page, user: TestUser) => Promise<void>, start: string) {
  expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { answer_timing: 'off' })).toHaveLength(1);
  await signIn(page, user);
  await page.goto('/copilot3');
  if (start === 'Start Session') await selectSession(page, 'Enter Demo Mode');
  else await page.getByLabel('Entretien ou candidature').selectOption('demo');
  await page.getByRole('button', { name: start }).click();
}

type ImageRequest = { messages?: Array<{ role: string; content: string }>; images?: Array<{ type: string; detail?: string }> };

test.describe('What’s on screen', () => {
  let browser: Browser | null = null;
  test.afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  test('answers the coding exercise shown in the shared meeting tab, with code, and keeps a thumbnail in the history', async ({ playwright, e2e, user }) => {
    test.setTimeout(90_000);
    const launched = await openExerciseMeeting(playwright, e2e);
    browser = launched.browser;
    const { page } = launched;
    await startDemoSession(page, e2e, user, signInViaUi, 'Start Session');
    await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Coding exercise, case slide or written question in the meeting? Press S.')).toBeVisible();

    await page.keyboard.press('s');
    const dialog = page.getByRole('dialog', { name: 'What’s on screen' });
    const frame = dialog.getByRole('img', { name: 'The shared meeting tab, as the Copilot sees it' });
    await expect(frame).toBeVisible({ timeout: 10_000 });
    // The frame is the meeting tab's own picture, at its size.
    expect(await frame.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(600);
    // An optional crop: drag over the exercise.
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.6, { steps: 5 });
    await expect(dialog.getByTestId('screen-crop')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Use the whole frame' })).toBeVisible();
    // Nothing moves under the pointer as the drag starts (the dialog used to re-centre as this button appeared).
    expect(await frame.boundingBox()).toEqual(box);
    await page.mouse.up();
    await dialog.getByLabel('Anything to add? (optional)').fill('in Python');
    await page.screenshot({ path: `${SCREENSHOTS}/dialog-desktop.png` });

    const answered = page.waitForResponse((response) => response.url().includes('/functions/v1/ai/v1/chat/completions'));
    await dialog.getByRole('button', { name: 'Answer the cropped part' }).click();
    expect((await answered).status()).toBe(200);
    const answer = page.getByTestId('copilot-answer');
    await expect(answer).toContainText('def two_sum(nums, target):', { timeout: 15_000 });
    await expect(answer.locator('pre code')).toBeVisible();
    await expect(page.getByText('[What’s on screen] in Python').first()).toBeVisible();

    const sent = (await fakeUpstream.requests(e2e)).filter((request) => (request as ImageRequest).images?.length) as ImageRequest[];
    expect(sent.at(-1)?.images).toEqual([expect.objectContaining({ type: 'jpeg', detail: 'high' })]);
    expect(sent.at(-1)?.messages?.[1].content).toContain('The candidate adds: in Python');
    await expect(page.getByTestId('credits-badge')).toContainText('9/10');

    const history = page.getByRole('list', { name: 'Questions and answers' });
    await expect(history.getByRole('img', { name: 'The screenshot this question was asked from' })).toBeVisible();
    expect(
      await history
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `${SCREENSHOTS}/answer-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/answer-phone.png`, fullPage: true });
    await page.keyboard.press('s');
    await expect(frame).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/dialog-phone.png` });

    // A still tab whose first frame never comes (its video never starts, ImageCapture never answers): the dialog says
    // so within seconds and offers to try again, which gets the picture once the tab sends one.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.evaluate(() => {
      const stalled = window as unknown as { stallTabFrames: boolean; ImageCapture: unknown };
      stalled.stallTabFrames = true;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        return stalled.stallTabFrames ? new Promise<void>(() => undefined) : play.call(this);
      };
      const RealImageCapture = stalled.ImageCapture as { new (track: MediaStreamTrack): { grabFrame(): Promise<ImageBitmap> } };
      stalled.ImageCapture = class {
        private readonly real;
        constructor(track: MediaStreamTrack) {
          this.real = new RealImageCapture(track);
        }
        grabFrame() {
          return stalled.stallTabFrames ? new Promise<ImageBitmap>(() => undefined) : this.real.grabFrame();
        }
      };
    });
    await page.keyboard.press('s');
    await expect(dialog.getByRole('status')).toHaveText('Taking the meeting tab’s picture…');
    await expect(dialog.getByRole('alert')).toHaveText(/The meeting tab sent no picture within 3 seconds/);
    await page.evaluate(() => ((window as unknown as { stallTabFrames: boolean }).stallTabFrames = false));
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(frame).toBeVisible({ timeout: 10_000 });
  });
});

test('without display capture, in French: a chosen screenshot is answered, in French', async ({ page, e2e, user }) => {
  test.setTimeout(60_000);
  expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { ai_response_language: 'fr' })).toHaveLength(1);
  await page.addInitScript(() => {
    // A browser that cannot share a tab (Safari on a phone, Firefox without tab audio): no getDisplayMedia at all.
    Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', { value: undefined });
  });
  await startDemoSession(page, e2e, user, signInInFrench, 'Démarrer la séance');
  await page.getByRole('button', { name: 'Ce qui est à l’écran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ce qui est à l’écran' });
  await expect(dialog).toContainText('Collez ou déposez une capture d’écran ici');
  await page.screenshot({ path: `${SCREENSHOTS}/paste-french-desktop.png` });
  // A real PNG, drawn by the browser.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 200);
    context.fillStyle = '#000';
    context.font = '20px monospace';
    context.fillText('Reverse a linked list.', 10, 100);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await dialog.getByLabel('Choisir une capture d’écran').setInputFiles({ name: 'question.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(dialog.getByRole('img', { name: 'L’onglet de la réunion partagé, tel que le Copilot le voit' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Y répondre' }).click();
  await expect(page.getByTestId('copilot-answer')).toContainText('def two_sum', { timeout: 15_000 });
  const sent = (await fakeUpstream.requests(e2e)).filter((request) => (request as ImageRequest).images?.length) as ImageRequest[];
  expect(sent.at(-1)?.messages?.[0].content).toContain('Write every explanation in French');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/answer-french-phone.png`, fullPage: true });
});
