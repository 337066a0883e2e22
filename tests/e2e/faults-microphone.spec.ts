// A microphone that is absent or taken by another app, and a browser with no supported recorder format, on /copilot2,
// /copilot3 and the Coach: the right message, nothing left running, questions and answers can still be typed and sent,
// and once the microphone is available again the retry connects and hears Chromium's fake microphone.
import type { Page } from '@playwright/test';
import { QUESTION_TEXT } from './global-setup.ts';
import { fakeMicrophone } from './copilot-helpers.ts';
import { recordSpeech, startCoachSession } from './coach-helpers.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';

test.use(fakeMicrophone);

const MISSING = 'No microphone was found. Connect one and try again.';
const BUSY = 'Your microphone is being used by another app. Close that app and try again.';

type MicrophoneFault = 'NotFoundError' | 'NotReadableError' | 'no-format' | 'no-recorder' | 'no-worklet' | null;

/**
 * Puts a switch in front of the real (fake-device) microphone and recorder. The switch lives in session storage, so it
 * holds across navigations and `setMicrophoneFault` flips it while the page runs; getUserMedia calls are counted.
 */
async function installMicrophoneSwitch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const read = () => window.sessionStorage.getItem('e2e.microphoneFault');
    const realGetUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
      configurable: true,
      value: (constraints: MediaStreamConstraints) => {
        window.sessionStorage.setItem('e2e.getUserMediaCalls', String(Number(window.sessionStorage.getItem('e2e.getUserMediaCalls') ?? '0') + 1));
        const fault = read();
        if (fault === 'NotFoundError') return Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
        if (fault === 'NotReadableError') return Promise.reject(new DOMException('Could not start audio source', 'NotReadableError'));
        return realGetUserMedia(constraints);
      },
    });
    const RealRecorder = window.MediaRecorder;
    const realIsTypeSupported = RealRecorder.isTypeSupported.bind(RealRecorder);
    RealRecorder.isTypeSupported = (type: string) => (read() === 'no-format' ? false : realIsTypeSupported(type));
    if (read() === 'no-recorder') Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: undefined });
    if (read() === 'no-worklet') Object.defineProperty(window, 'AudioWorkletNode', { configurable: true, value: undefined });
  });
}

async function setMicrophoneFault(page: Page, fault: MicrophoneFault): Promise<void> {
  await page.evaluate((value) => {
    if (value) window.sessionStorage.setItem('e2e.microphoneFault', value);
    else window.sessionStorage.removeItem('e2e.microphoneFault');
  }, fault);
}

async function getUserMediaCalls(page: Page): Promise<number> {
  return page.evaluate(() => Number(window.sessionStorage.getItem('e2e.getUserMediaCalls') ?? '0'));
}

/** Start Session fails with `message`: the session stays disconnected and the typed question box is offered. */
async function expectCopilotStartToFail(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeEnabled();
  await expect(page.getByLabel('Transcript')).toHaveCount(0);
  await expect(page.getByLabel('Typed question')).toBeEditable();
}

/** Without a microphone the question is typed and sent: the answer comes, the box empties. */
async function askByTyping(page: Page, question: string): Promise<void> {
  await page.getByLabel('Typed question').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('copilot-answer').locator('strong', { hasText: 'Suggested answer' })).toBeVisible();
  await expect(page.getByText(`Question: ${question}`)).toBeVisible();
  await expect(page.getByLabel('Typed question')).toHaveValue('');
}

test('copilot: an absent microphone and one taken by another app say so; typed questions still work; the retry connects', async ({ page, user }) => {
  test.setTimeout(120_000);
  await installMicrophoneSwitch(page);
  await signInViaUi(page, user);
  for (const path of ['/copilot2', '/copilot3']) {
    await page.goto(path);
    await page.getByLabel('Interview or application').selectOption({ label: 'Enter Demo Mode' });

    await setMicrophoneFault(page, 'NotFoundError');
    await expectCopilotStartToFail(page, MISSING);
    await setMicrophoneFault(page, 'NotReadableError');
    await expectCopilotStartToFail(page, BUSY);
    await askByTyping(page, `Why this company? (${path}) ${test.info().testId}`);
    // What is typed while the microphone is away goes along when it comes back.
    await page.getByLabel('Typed question').fill('And your weaknesses?');

    await setMicrophoneFault(page, null);
    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // In the one question box, before what the interviewer says next.
    await expect(page.getByLabel('Transcript')).toHaveValue(/^And your weaknesses\?/);
    // The retried session really hears the (fake) microphone.
    await expect(page.getByLabel('Transcript')).toHaveValue(new RegExp(QUESTION_TEXT.split(' ')[0]), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Close session' }).click();
  }
});

test('copilot: a browser that cannot capture audio is told before Start, asks for nothing, and typed questions work', async ({ page, user }) => {
  await installMicrophoneSwitch(page);
  await signInViaUi(page, user);
  await setMicrophoneFault(page, 'no-worklet');
  for (const path of ['/copilot2', '/copilot3']) {
    await page.goto(path);
    expect(await page.evaluate(() => typeof window.AudioWorkletNode)).toBe('undefined');
    await page.getByLabel('Interview or application').selectOption({ label: 'Enter Demo Mode' });
    await expect(page.getByText(/This browser cannot capture audio for the Copilot: you will type/)).toBeVisible();
    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(page.getByText(/This browser cannot capture audio for the Copilot: type/)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await askByTyping(page, `Where do you see yourself in five years? (${path}) ${test.info().testId}`);
  }
  // The microphone was never asked for.
  expect(await getUserMediaCalls(page)).toBe(0);
});

test('coach: an absent or busy microphone says so, the typed answer still works, and the voice retry is heard', async ({ page, user }) => {
  test.setTimeout(150_000);
  await installMicrophoneSwitch(page);
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await startCoachSession(page, 'Enter Demo Mode');
  const yourTurn = page.getByRole('status').filter({ hasText: /^Your turn/ });
  await expect(yourTurn).toBeVisible({ timeout: 20_000 });

  for (const [fault, message] of [
    ['NotFoundError', MISSING],
    ['NotReadableError', BUSY],
  ] as const) {
    await setMicrophoneFault(page, fault);
    await page.getByRole('button', { name: 'Answer by voice' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message);
    // The microphone shows off again, so pressing it retries.
    await expect(page.getByRole('button', { name: 'Answer by voice' })).toBeVisible();
    await expect(yourTurn).toHaveText('Your turn: answer now');
  }

  const typed = `I shipped the billing rewrite on time. ${test.info().testId}`;
  await page.getByLabel('Your answer').fill(typed);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('coach-answer').first()).toContainText(typed);
  await expect(yourTurn).toBeVisible({ timeout: 20_000 });

  await setMicrophoneFault(page, null);
  await page.getByRole('button', { name: 'Answer by voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your turn: speak now' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('coach-feedback')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('coach-answer').nth(1)).toContainText(QUESTION_TEXT);
  await page.getByRole('button', { name: 'Stop microphone' }).click();
});
