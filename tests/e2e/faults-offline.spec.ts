// The network goes offline while the person works and comes back: an app-wide notice says so, a save fails with a
// clear message and keeps what was typed (application drawer, Copilot question and notes), and everything saves once online.
import { chatRequestsAbout, fakeMicrophone, startCopilotSession } from './copilot-helpers.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';
import {
  auditWithoutToasts,
  expectApplicationKept,
  fillApplicationProcess,
  selectAs,
  startNewApplication,
  storedApplication,
  STORED_APPLICATION_COLUMNS,
  type ApplicationEntry,
} from './tracker-helpers.ts';

const ENTRY: ApplicationEntry = {
  company: 'Alan',
  jobTitle: 'Product Designer',
  applicationDate: '2026-11-20',
  status: 'Saved',
  jobOffer: 'Health insurance, written in plain words.',
  expectedInterviews: '2',
};

const OFFLINE_NOTICE = 'You are offline. Changes will not be saved until the connection is back.';

test.use(fakeMicrophone);

test('offline: the notice shows, a save fails clearly and keeps the form; back online the notice goes and saving works', async ({
  page,
  context,
  user,
  e2e,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toHaveCount(0);

  const drawer = await startNewApplication(page, ENTRY);

  await context.setOffline(true);
  await expect(notice).toHaveText(OFFLINE_NOTICE);
  // The person keeps typing while offline.
  await fillApplicationProcess(drawer, ENTRY);
  await drawer.getByRole('button', { name: 'Save' }).click();
  const alert = drawer.getByRole('alert');
  await expect(alert).toContainText('Not saved');
  await expect(alert).toContainText('Could not reach the server. Check your connection and try again.');
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expectApplicationKept(drawer, ENTRY);
  // The notice stays announced while the drawer (a modal dialog) hides the rest of the page from assistive technology.
  await expect(page.locator('[role="status"][aria-live="polite"]').filter({ hasText: 'You are offline.' })).not.toHaveAttribute('aria-hidden', 'true');
  expect(await selectAs(e2e, user, 'applications', 'select=id')).toEqual([]);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('application-row').filter({ hasText: 'Alan' })).toContainText('Product Designer');
  expect(await selectAs(e2e, user, 'applications', STORED_APPLICATION_COLUMNS)).toEqual([storedApplication(ENTRY)]);

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
  await context.setOffline(false);
});

test.describe('Copilot', () => {
  test('offline: the question and the notes stay; back online the question is answered and the notes are saved', async ({ page, context, user, e2e }) => {
    test.setTimeout(90_000);
    await signInViaUi(page, user);
    await page.goto('/copilot3');
    await startCopilotSession(page, 'Enter Demo Mode');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
    // Typed over the box, so that speech still being transcribed after Stop cannot change the question.
    const typed = page.getByLabel('Interviewer’s question (transcript)');
    const panel = page.getByRole('complementary', { name: 'History and notes' });
    await panel.getByRole('tab', { name: 'Notes' }).click();
    const notes = panel.getByLabel('Notes for this session');
    await expect(notes).toBeEditable();

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveText(OFFLINE_NOTICE);
    const question = `What would you do in your first month? ${test.info().testId}`;
    await typed.fill(question);
    await notes.fill('Ask about the team size.');
    await page.getByRole('button', { name: 'Send' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Failed to process message' });
    await expect(problem).toContainText('Cannot reach the server. Check your connection and try again.');
    await expect(problem).toContainText('Your question is kept below');
    await expect(typed).toHaveValue(question);
    await expect(notes).toHaveValue('Ask about the team size.');
    await expect(panel.getByRole('status')).not.toHaveText('Saved');

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('copilot-answer').locator('strong', { hasText: 'Suggested answer' })).toBeVisible();
    await expect(problem).toHaveCount(0);
    await expect(typed).toHaveValue('');
    // Only the send made online reached the AI: the offline one never left the browser.
    expect(await chatRequestsAbout(e2e, question)).toHaveLength(1);
    // The notes were never lost: they are saved once the connection is back (the retry runs by itself).
    await expect
      .poll(async () => selectAs<{ content: string }>(e2e, user, 'user_notes', 'select=content&session_id=eq.demo'), { timeout: 20_000 })
      .toEqual([{ content: 'Ask about the team size.' }]);
    await expect(panel.getByRole('status')).toHaveText('Saved');
  });
});
