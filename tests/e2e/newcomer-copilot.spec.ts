// Starting the Copilot with a microphone logs no console error (issue 28 item 8: a blocked `data:,` connection).
import { fakeMicrophone } from './copilot-helpers.ts';
import { expect, signInViaUi, test } from './fixtures.ts';

test.use(fakeMicrophone);

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
  const realtimeSocket = page.waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/realtime'), timeout: 20_000 });
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // The console is read once the hearing is set up: its realtime socket is open and the microphone's level moves.
  await realtimeSocket;
  await expect
    .poll(async () => Number(await page.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow')), {
      message: 'the microphone feeds the hearing',
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
