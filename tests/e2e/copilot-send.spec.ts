// Sending questions: an upstream failure keeps the question for a resend, the 11th free question opens the
// credit-limit modal (the server counts), and the screens pass axe with the side panel and settings open.
import { QUESTION_TEXT } from './global-setup.ts';
import { chatRequestsAbout, fakeMicrophone, fakeUpstream, seedApplicationWithInterview, spendFreeQuestions, startCopilotSession } from './copilot-helpers.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';

test.use(fakeMicrophone);

test('an upstream failure keeps the question in the box, and resending it works', async ({ page, user, e2e }) => {
  test.setTimeout(60_000);
  await signInViaUi(page, user);
  await page.goto('/copilot2');
  await startCopilotSession(page, 'Enter Demo Mode');
  // Pause the microphone so no transcription request takes the scripted failure.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  const question = `Why should we hire you? ${test.info().testId}`;
  await page.getByLabel('Transcript').fill(question);

  // Only this question's request fails: other specs use the fake at the same time.
  await fakeUpstream.failures(e2e, [{ status: 500, match: question }]);
  await page.getByRole('button', { name: 'Send' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to process message' });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('Transcript')).toHaveValue(question);
  await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-v2-error.png', fullPage: true });

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('copilot-answer').locator('strong', { hasText: 'Suggested answer' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel('Transcript')).toHaveValue('');
  // The failed attempt gave its credit back: one question spent.
  await expect(page.getByTestId('credits-badge')).toContainText('9/10');
});

test('the 11th free question opens the credit-limit modal and sends nothing', async ({ page, user, e2e }) => {
  await spendFreeQuestions(e2e, user, 10);
  await signInViaUi(page, user);
  await page.goto('/copilot3');
  await startCopilotSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Stop' }).click();
  const question = `Eleventh question ${test.info().testId}`;
  // One box for the interviewer's question, heard or typed: no second typing box.
  await expect(page.getByRole('button', { name: 'Type' })).toHaveCount(0);
  await page.getByLabel('Interviewer’s question (transcript)').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();

  const modal = page.getByRole('dialog', { name: 'Credit Limit Reached' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("You've reached your monthly limit of 10 questions. Upgrade to Plus to get unlimited access to all features.");
  await expect(modal.getByRole('button', { name: 'Maybe Later' })).toBeVisible();
  expect(await chatRequestsAbout(e2e, question)).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  await modal.getByRole('button', { name: 'Upgrade to Plus' }).click();
  // Leaving a live session asks first (issue 37 item 5), the plans page included.
  await page.getByRole('dialog', { name: 'Leave this session?' }).getByRole('button', { name: 'Leave session' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('Maybe Later closes the modal and the live session goes on', async ({ page, user, e2e }) => {
  await spendFreeQuestions(e2e, user, 10);
  await signInViaUi(page, user);
  await page.goto('/copilot2');
  await startCopilotSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByLabel('Transcript').fill('One more please');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await page.getByRole('dialog', { name: 'Credit Limit Reached' }).getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('dialog', { name: 'Credit Limit Reached' })).toBeHidden();
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
  await expect(page.getByLabel('Transcript')).toHaveValue('One more please');
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(true);
});

test('axe: /copilot2 and /copilot3 (connected, side panel and settings open) have no serious violations', async ({ page, user, e2e }) => {
  test.setTimeout(60_000);
  await seedApplicationWithInterview(e2e, user);
  await signInViaUi(page, user);

  await page.goto('/copilot2');
  await expect(page.getByLabel('Interview or application')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await startCopilotSession(page, 'Initech - Product Owner');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Close session' }).click();

  await page.goto('/copilot3');
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await startCopilotSession(page, 'Initech - Hiring manager');
  await expect(page.getByRole('complementary', { name: 'History and notes' })).toBeVisible();
  await expect(page.getByLabel('Transcript')).toHaveValue(new RegExp(QUESTION_TEXT.split(' ')[0]), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('complementary', { name: 'History and notes' }).getByRole('tab', { name: 'Notes' }).click();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Copilot settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Copilot settings' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
