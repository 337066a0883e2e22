// The copilot with a real voice: espeak-ng's question through Chromium's fake devices (with them, the shared tab plays
// the microphone's audio too), transcribed live by the fake realtime upstream through a secret minted by the AI
// gateway, answered after the pause, the answer streamed as markdown; history and notes persist.
import { QUESTION_TEXT } from './global-setup.ts';
import { chatRequestsAbout, fakeMicrophone, seedApplicationWithInterview, startCopilotSession } from './copilot-helpers.ts';
import { expect, expectNoSeriousAxeViolations, selectSession, signInViaUi, test } from './fixtures.ts';

test.use(fakeMicrophone);

test('v3: a spoken question is transcribed, auto-sent, answered as markdown; history and notes persist', async ({ page, user, e2e }) => {
  test.setTimeout(90_000);
  await seedApplicationWithInterview(e2e, user);
  await signInViaUi(page, user);
  await page.goto('/copilot3');

  // Settings: answer after a 2 s pause, interview language English (saved on the profile). The choice waits for the
  // stored profile (a click before it arrived used to be overwritten by it).
  await page.getByRole('button', { name: 'Copilot settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Copilot settings' });
  const afterPause = settings.getByRole('radio', { name: 'After a 2 s pause' });
  await expect(afterPause).toBeEnabled();
  await expect(settings.getByRole('radio', { name: 'Off — I press Answer now' })).toBeChecked();
  await afterPause.check();
  await expect(afterPause).toBeChecked();
  await expect(settings.getByLabel('AI Response Language').locator('option')).toHaveCount(11);
  await settings.getByRole('button', { name: 'Done' }).click();

  const minted = page.waitForRequest((request) => request.url().includes('/functions/v1/ai/v1/realtime/client-secret'));
  await startCopilotSession(page, 'Initech - Hiring manager');
  expect((await minted).postDataJSON()).toMatchObject({ language: 'en' });
  await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();

  // The answer arrives without anyone pressing Send: auto-send after the silence.
  const answer = page.getByTestId('copilot-answer');
  await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible({ timeout: 30_000 });
  await expect(answer.getByRole('listitem').first()).toContainText('Start with the situation.');
  await expect(page.getByText(`Question: ${QUESTION_TEXT}`)).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-v3-session.png', fullPage: true });

  // The copilot's streamed request (the Coach spec may send the same words as an answer at the same time).
  const chat = (await chatRequestsAbout(e2e, QUESTION_TEXT)).find(
    (request) => request.stream && request.messages?.[0].content.includes('Interview: Hiring manager.'),
  );
  expect(chat?.stream).toBe(true);
  expect(chat?.maxCompletionTokens).toBe(400);
  expect(chat?.messages?.[0].content).toContain('Interview: Hiring manager.');
  expect(chat?.messages?.[0].content).toContain('Bill Lumbergh');
  expect(chat?.messages?.[0].content).toContain('Business Analyst at Globex');

  // History shows the pair; notes are saved on change.
  const panel = page.getByRole('complementary', { name: 'History and notes' });
  await expect(panel.getByRole('button', { name: QUESTION_TEXT }).first()).toBeVisible();
  await panel.getByRole('tab', { name: 'Notes' }).click();
  await panel.getByPlaceholder('Write your notes here...').fill('Mention the invoicing migration.');
  await expect(panel.getByText('Saving...')).toBeVisible();
  await expect(panel.getByText('Saved')).toBeVisible();

  await page.reload();
  await selectSession(page, 'Initech - Hiring manager');
  const reloaded = page.getByRole('complementary', { name: 'History and notes' });
  const pair = reloaded.getByRole('button', { name: QUESTION_TEXT }).first();
  await expect(pair).toBeVisible();
  await pair.click();
  await expect(reloaded.locator('strong', { hasText: 'Suggested answer' }).first()).toBeVisible();
  await reloaded.getByRole('tab', { name: 'Notes' }).click();
  await expect(reloaded.getByPlaceholder('Write your notes here...')).toHaveValue('Mention the invoicing migration.');

  // Deleting a pair removes both messages.
  await reloaded.getByRole('tab', { name: 'History' }).click();
  const deleteButtons = reloaded.getByRole('button', { name: /Delete this question and its answer/ });
  const before = await deleteButtons.count();
  expect(before).toBeGreaterThan(0);
  // The delete waits for its Undo window (5 s), then reaches the server; only then is it there after a reload.
  const deleted = page.waitForResponse((response) => response.url().includes('/rest/v1/chat_messages') && response.request().method() === 'DELETE', {
    timeout: 15_000,
  });
  await deleteButtons.first().click();
  await expect(deleteButtons).toHaveCount(before - 1);
  expect((await deleted).ok()).toBe(true);
  await page.reload();
  await selectSession(page, 'Initech - Hiring manager');
  const afterReload = page.getByRole('complementary', { name: 'History and notes' });
  await expect(afterReload.getByRole('button', { name: /Delete this question and its answer/ })).toHaveCount(before - 1);
});

test('v2: the question is transcribed in French and answered when sent', async ({ page, user, e2e }) => {
  test.setTimeout(60_000);
  await signInViaUi(page, user);
  await page.goto('/copilot2');
  const minted = page.waitForRequest((request) => request.url().includes('/functions/v1/ai/v1/realtime/client-secret'));
  await startCopilotSession(page, 'Enter Demo Mode');
  expect((await minted).postDataJSON()).toEqual({ session: 'demo', language: 'fr' });
  const transcript = page.getByLabel('Transcript');
  await expect(transcript).toHaveValue(new RegExp(QUESTION_TEXT.replace('.', '\\.')), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByTestId('copilot-answer');
  await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible();
  await expect(transcript).toHaveValue('');
  await expect(page.getByRole('timer', { name: 'Session time' })).toHaveText(/^\d\d:\d\d$/);
  await page.screenshot({ path: 'tmp/copilot-screenshots/copilot-v2-session.png', fullPage: true });

  const chats = await chatRequestsAbout(e2e, QUESTION_TEXT);
  expect(
    chats.some((c) => c.maxCompletionTokens === 400 && c.messages?.[0].content.includes('French (français)') && c.messages[0].content.includes('demo session')),
  ).toBe(true);
  await expectNoSeriousAxeViolations(page);
});
