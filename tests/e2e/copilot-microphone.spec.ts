// A refused microphone (no fake-UI auto-accept; getUserMedia rejects with NotAllowedError) shows the spec's
// message, and the screen stays disconnected with nothing left running. The tab picker is cancelled too (without the
// fake UI, headless Chromium shows no picker), so the microphone was the Copilot's last way to hear.
import { expect, selectSession, signInViaUi, test } from './fixtures.ts';

test('a refused microphone shows the spec message and the session stays disconnected', async ({ page, user }) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: refuse, configurable: true });
    Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', { value: refuse, configurable: true });
  });
  await signInViaUi(page, user);
  for (const path of ['/copilot2', '/copilot3']) {
    await page.goto(path);
    await selectSession(page, 'Enter Demo Mode');
    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(page.getByRole('alert')).toHaveText('Microphone access denied. Please allow microphone access and try again.');
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Session' })).toBeEnabled();
  }
});
