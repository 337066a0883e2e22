// An upstream without realtime transcription (issue #23): Start Session finds out when the mint is refused and the
// same session goes on with recorded turns at once, says so in one line, and answers. The gateway's refusal is its
// real 501 body (tests/integration/ai-gateway.test.ts shows the gateway answering it and remembering); here it is
// given to the page, since the e2e gateway has a realtime upstream. Everything else is real: capture, the worklet,
// the turn machine, the upload to the gateway, the fake upstream's transcription and answer.
import path from 'node:path';
import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { fakeUpstream, hearingDir } from './copilot-helpers.ts';
import { expect, selectSession, signInViaUi, test } from './fixtures.ts';
import { updateAs } from './tracker-helpers.ts';
import { addTabAudio, fakeMicrophoneArgs } from './tab-audio.ts';

const baseLaunch = config.use?.launchOptions ?? {};

const stepDownTest = test.extend<{ page: Page }>({
  page: async ({ playwright, e2e }, use) => {
    const browser = await playwright.chromium.launch({
      ...baseLaunch,
      args: [...(baseLaunch.args ?? []), ...fakeMicrophoneArgs(path.join(hearingDir(), 'mic-room.wav'))],
    });
    try {
      const context = await browser.newContext({ baseURL: e2e.appUrl, viewport: { width: 1440, height: 900 } });
      await use(await context.newPage());
    } finally {
      await browser.close();
    }
  },
});

const NO_REALTIME = {
  error: {
    message:
      'Live transcription is not available on this server: its AI provider offers no realtime sessions. The Copilot falls back to recorded transcription.',
    type: 'api_error',
    code: 'realtime_unavailable',
  },
};

stepDownTest('an upstream without realtime: the same Start goes on with recorded turns, says so once, and answers', async ({ page, e2e, user }) => {
  stepDownTest.setTimeout(60_000);
  expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { answer_timing: 'instant' })).toHaveLength(1);
  // The gateway's answer, with its CORS headers (the app and the gateway are on different origins).
  const minted: string[] = [];
  await page.route('**/functions/v1/ai/v1/realtime/client-secret', (route) => {
    minted.push(route.request().method());
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type, apikey, x-client-info',
    };
    return route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({ status: 501, headers: cors, json: NO_REALTIME });
  });
  await page
    .context()
    .route('**/__e2e/tab/*.wav', (route) =>
      route.fulfill({ path: path.join(hearingDir(), path.basename(new URL(route.request().url()).pathname)), contentType: 'audio/wav' }),
    );
  await addTabAudio(page.context(), { wavUrl: '/__e2e/tab/question.wav' });
  await signInViaUi(page, user);
  await page.goto('/copilot3');
  await selectSession(page, 'Enter Demo Mode');
  const uploaded = page.waitForResponse((response) => response.url().includes('/functions/v1/ai/v1/audio/transcriptions'));
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect.poll(() => minted).toContain('POST');
  await expect(page.getByText(/the Copilot goes on with recorded transcription/)).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByTestId('copilot-answer').locator('strong', { hasText: 'Suggested answer' })).toBeVisible({ timeout: 30_000 });
  // No dead end: the session is still on, and the refusal was not shown as a failure.
  await expect(page.getByText('Live transcription is not available on this server: its AI provider')).toHaveCount(0);
  const uploads = (await fakeUpstream.requests(e2e)).filter((request) => request.path === '/audio/transcriptions' && request.audioMagic === 'wav');
  expect(uploads.length).toBeGreaterThan(0);
  await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-step-down.png', fullPage: true });
});
