// The whole upgrade: a free user out of questions upgrades through the payment link and asks the 11th question.
import { chatRequestsAbout, fakeMicrophone, spendFreeQuestions, startCopilotSession } from './copilot-helpers.ts';
import { expect, signInViaUi, test } from './fixtures.ts';

test.use(fakeMicrophone);

test('a free user at the limit upgrades to Plus and the 11th question is answered', async ({ page, user, e2e }) => {
  test.setTimeout(90_000);
  await spendFreeQuestions(e2e, user, 10);
  await signInViaUi(page, user);
  await expect(page.getByTestId('credits-badge')).toContainText('0/10');
  await page.goto('/copilot3');
  await startCopilotSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Stop' }).click();
  const question = `What is your biggest strength? ${test.info().testId}`;
  await page.getByLabel('Transcript').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();

  const modal = page.getByRole('dialog', { name: 'Credit Limit Reached' });
  await expect(modal).toBeVisible();
  expect(await chatRequestsAbout(e2e, question)).toEqual([]);
  await modal.getByRole('button', { name: 'Upgrade to Plus' }).click();
  // Leaving a live session asks first (issue 37 item 5), for the plans page too.
  await page.getByRole('dialog', { name: 'Leave this session?' }).getByRole('button', { name: 'Leave session' }).click();

  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('listitem', { name: 'Plus plan' }).getByRole('button', { name: 'Start Now' }).click();
  await expect(page.getByText('Test checkout.')).toBeVisible();
  await page.getByRole('button', { name: /Pay 9.99 EUR/ }).click();
  await expect(page.getByRole('listitem', { name: 'Plus plan' }).getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveCount(0);

  await page.goto('/copilot3');
  await startCopilotSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByLabel('Transcript').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('copilot-answer')).toContainText(question);
  await expect(page.getByRole('dialog', { name: 'Credit Limit Reached' })).toHaveCount(0);
  expect(await chatRequestsAbout(e2e, question)).toHaveLength(1);
});
