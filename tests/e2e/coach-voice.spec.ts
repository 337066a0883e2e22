// The Coach hears through the shared hearing (Chromium's fake microphone plays espeak-ng's answer, looped): speaking
// over the Coach stops it and it listens, the question staying on screen (barge-in); without live transcription the
// answer is recorded and uploaded after its pause (the upload rung); a browser that cannot capture audio is told so and
// the typed answer works (the typing rung). The thinking-pause rule is in src/lib/hearing/answer-turns.test.ts.
import { QUESTION_TEXT } from './global-setup.ts';
import { chatRequestsAbout, fakeMicrophone, fakeUpstream } from './copilot-helpers.ts';
import { recordSpeech, startCoachSession } from './coach-helpers.ts';
import { expect, signInViaUi, test } from './fixtures.ts';

test.use(fakeMicrophone);

test('speaking over the Coach stops it at once; it listens and the question stays on screen', async ({ page, user }) => {
  test.setTimeout(90_000);
  // The Coach's audio never ends by itself: only the candidate's voice can stop it early.
  await recordSpeech(page, { endlessAudio: true });
  await signInViaUi(page, user);
  await page.goto('/coach');
  const question = await startCoachSession(page, 'Enter Demo Mode');
  await expect(page.getByRole('status').filter({ hasText: 'Coach is speaking: listen' })).toBeVisible();
  await page.getByRole('button', { name: 'Answer by voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your turn: speak now' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => performance.getEntriesByName('coach:bargeIn').length)).toBeGreaterThan(0);
  await expect(page.getByTestId('coach-question').first()).toContainText(question.slice(0, 20));
  // What the candidate said is their answer, and it gets feedback.
  await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('coach-answer').first()).toContainText(QUESTION_TEXT);
  await page.getByRole('button', { name: 'Stop microphone' }).click();
});

test('without live transcription the spoken answer is recorded and uploaded after its pause', async ({ page, user, e2e }) => {
  test.setTimeout(90_000);
  await page.route('**/functions/v1/ai/v1/capabilities', (route) => route.fulfill({ json: { configured: true, realtime: null } }));
  const minted: string[] = [];
  page.on('request', (request) => request.url().includes('/realtime/client-secret') && minted.push(request.url()));
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await startCoachSession(page, 'Enter Demo Mode');
  await expect(page.getByRole('status').filter({ hasText: /^Your turn/ })).toBeVisible({ timeout: 20_000 });
  const uploadsBefore = (await fakeUpstream.requests(e2e)).filter((r) => r.path === '/audio/transcriptions' && r.audioMagic === 'wav').length;
  await page.getByRole('button', { name: 'Answer by voice' }).click();
  await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 40_000 });
  await expect(page.getByTestId('coach-answer').first()).toContainText(QUESTION_TEXT);
  expect((await fakeUpstream.requests(e2e)).filter((r) => r.path === '/audio/transcriptions' && r.audioMagic === 'wav').length).toBeGreaterThan(uploadsBefore);
  expect(minted).toEqual([]);
  expect((await chatRequestsAbout(e2e, QUESTION_TEXT)).some((request) => request.stream === true)).toBe(true);
  await page.getByRole('button', { name: 'Stop microphone' }).click();
});

test('a browser that cannot capture audio is told so, and the typed answer gets its feedback', async ({ page, user }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'AudioWorkletNode', { configurable: true, value: undefined }));
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await startCoachSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Answer by voice' }).click();
  const told = 'This browser cannot capture audio for the Coach: type your answers and send them.';
  await expect(page.getByRole('alert').filter({ hasText: told })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer by voice' })).toBeVisible();
  const typed = `I shipped the billing rewrite on time. ${test.info().testId}`;
  await page.getByLabel('Your answer').fill(typed);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('coach-answer').first()).toContainText(typed);
});
