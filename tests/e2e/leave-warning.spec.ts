// Leaving a live Copilot session asks first (the Coach's own leave warning is in coach-session.spec.ts): a link or
// Back opens 'Leave this session?', Stay keeps the session listening, Leave goes where the person asked. After the
// session is closed, links go without asking.
import { fakeMicrophone, startCopilotSession } from './copilot-helpers.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';

test.use(fakeMicrophone);

test('leaving a live Copilot session asks first; Stay keeps it, Leave goes', async ({ page, user }) => {
  await signInViaUi(page, user);
  await page.getByRole('link', { name: /^Copilot 3/ }).click();
  await startCopilotSession(page, 'Enter Demo Mode');
  const leaveDialog = page.getByRole('dialog', { name: 'Leave this session?' });

  await page.getByRole('link', { name: 'Coach', exact: true }).click();
  await expect(leaveDialog).toContainText('This Copilot session is still running: leaving ends it');
  await expectNoSeriousAxeViolations(page);
  await leaveDialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/copilot3$/);
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();

  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await expect(page).toHaveURL(/\/copilot3$/);
  await leaveDialog.getByRole('button', { name: 'Leave session' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await expect(leaveDialog).toHaveCount(0);
});

test('Log Out during a live Copilot session asks first: Stay keeps the session and the sign-in, Leave signs out once', async ({ page, user }) => {
  let logouts = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/logout')) logouts += 1;
  });
  await signInViaUi(page, user);
  await page.getByRole('link', { name: /^Copilot 3/ }).click();
  await startCopilotSession(page, 'Enter Demo Mode');
  const leaveDialog = page.getByRole('dialog', { name: 'Leave this session?' });
  const logOut = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log Out' });

  await logOut.click();
  await expect(leaveDialog).toContainText('This Copilot session is still running: leaving ends it');
  await leaveDialog.getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/copilot3$/);
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
  expect(logouts, 'Stay signs nobody out').toBe(0);

  await logOut.click();
  await leaveDialog.getByRole('button', { name: 'Leave session' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(leaveDialog).toHaveCount(0);
  expect(logouts).toBe(1);
});
