// Starting the Copilot with a microphone logs no console error (issue 28 item 8: a blocked `data:,` connection).
import { fakeMicrophoneLaunchOptions } from './copilot-helpers.ts';
import { expect, signInViaUi, test } from './fixtures.ts';

test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

test('starting a session logs no console error (item 8)', async ({ page, user }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  await page.goto('/copilot2');
  await page.getByLabel('Interview or application').selectOption({ label: 'Enter Demo Mode' });
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // The hearing is set up within the first second or two of a session; give it that long before reading the console.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  expect(errors).toEqual([]);
});
