// The AI upstream timing out, and stalling in the middle of an answer: the person is told, the question (or the
// Coach answer) stays to be resent, a stalled answer can be cancelled, and the resend is answered. The gateway's
// time-out is 3 s in these tests (global setup); failures are scripted per question, as other specs share the fake.
import { chatRequestsAbout, fakeMicrophone, fakeUpstream, startCopilotSession } from './copilot-helpers.ts';
import { recordSpeech, startCoachSession } from './coach-helpers.ts';
import { expect, signInViaUi, test } from './fixtures.ts';
import { selectAs } from './tracker-helpers.ts';
import type { Page } from '@playwright/test';

test.use(fakeMicrophone);

/** A connected Copilot v2 session, listening paused: its question box, to type into. */
async function openCopilotTypingBox(page: Page) {
  await page.goto('/copilot2');
  await startCopilotSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  return page.getByLabel('Interviewer’s question (transcript)');
}

test('copilot: an upstream that times out, then one that stalls mid-answer, say so and keep the question; the resend is answered', async ({
  page,
  user,
  e2e,
}) => {
  test.setTimeout(90_000);
  await signInViaUi(page, user);
  const typed = await openCopilotTypingBox(page);
  const question = `Tell me about a conflict you solved ${test.info().testId}`;
  await typed.fill(question);
  const problem = page.getByRole('alert').filter({ hasText: 'Failed to process message' });

  await fakeUpstream.failures(e2e, [{ match: question, hang: true }]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(problem).toContainText('The AI provider did not answer in time. Try again.');
  await expect(problem).toContainText('Your question is kept below: press Send to try again.');
  await expect(typed).toHaveValue(question);

  await fakeUpstream.failures(e2e, [{ match: question, stallAfterTokens: 3 }]);
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByTestId('copilot-answer');
  await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible();
  await expect(problem).toContainText('The AI provider stopped answering mid-way. Try again.');
  await expect(problem).toContainText('Your question is kept below');
  await expect(typed).toHaveValue(question);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answer).toContainText('Then the result.');
  await expect(problem).toHaveCount(0);
  await expect(typed).toHaveValue('');
  // The stalled request and the answered one reached the upstream (the fake does not log one it leaves hanging).
  expect((await chatRequestsAbout(e2e, question)).length).toBeGreaterThanOrEqual(2);
  // The time-out gave its credit back; the stall came after the first words were shown, so that question stays spent.
  await expect(page.getByTestId('credits-badge')).toContainText('8/10');
});

test('copilot: the person cancels an answer stalled mid-stream, and sends the question again', async ({ page, user, e2e }) => {
  test.setTimeout(60_000);
  await signInViaUi(page, user);
  const typed = await openCopilotTypingBox(page);
  const question = `Why do you want to leave your job ${test.info().testId}`;
  await typed.fill(question);

  await fakeUpstream.failures(e2e, [{ match: question, stallAfterTokens: 3 }]);
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.getByTestId('copilot-answer');
  await expect(answer.locator('strong', { hasText: 'Suggested answer' })).toBeVisible();
  // Before the gateway gives up on the stalled stream (3 s), the person does.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const cancelled = page.getByRole('alert').filter({ hasText: 'Answer cancelled' });
  await expect(cancelled).toContainText('Your question is kept: send it again when you are ready.');
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(typed).toHaveValue(question);
  // Stopped after its first words reached the person, it was charged: the question and those words stay in the history
  // (issue #38), cut short.
  const history = () => selectAs<{ role: string; content: string }>(e2e, user, 'chat_messages', 'select=role,content&order=created_at');
  await expect.poll(history).toEqual([
    { role: 'user', content: question },
    { role: 'assistant', content: expect.stringMatching(/^\*\*Suggested answer.* …$/s) },
  ]);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(answer).toContainText('Then the result.');
  await expect(cancelled).toHaveCount(0);
  await expect(typed).toHaveValue('');
});

test('coach: feedback that times out says so and keeps the answer; sending it again gets the feedback', async ({ page, user, e2e }) => {
  test.setTimeout(90_000);
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await startCoachSession(page, 'Enter Demo Mode');
  await expect(page.getByRole('status').filter({ hasText: /^Your turn/ })).toBeVisible({ timeout: 20_000 });
  const answer = `I would start by listening to both sides ${test.info().testId}`;
  await page.getByLabel('Your answer').fill(answer);

  await fakeUpstream.failures(e2e, [{ match: answer, hang: true }]);
  await page.getByRole('button', { name: 'Send' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Failed to process message' });
  await expect(problem).toContainText('The AI provider did not answer in time. Try again.');
  await expect(problem).toContainText('Your answer is kept below: press Send to try again.');
  await expect(page.getByLabel('Your answer')).toHaveValue(answer);
  await expect(page.getByTestId('coach-feedback')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('coach-answer').first()).toContainText(answer);
  await expect(problem).toHaveCount(0);
  await expect(page.getByLabel('Your answer')).toHaveValue('');
});
