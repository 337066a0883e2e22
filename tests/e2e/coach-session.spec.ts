// The Interview Coach end to end: a question is generated and spoken, answered by text and by the fake
// microphone (webkitSpeechRecognition fails in headless Chromium, so the transcription engine takes over),
// feedback and the next question follow, End session shows and saves the summary
// (which answers were spoken, delivery from those only); each answered turn is saved as it comes, so a session left
// before its end is listed and summarised; leaving a live session asks first; the free plan with no question left is
// told on the start screen, and its last question going mid-session opens the credit-limit modal. The fake upstream is
// shared with other specs: this file runs serially.
import { QUESTION_TEXT } from './global-setup.ts';
import { chatRequestsAbout, fakeMicrophone, fakeUpstream, seedApplicationWithInterview, spendFreeQuestions } from './copilot-helpers.ts';
import { playedSources, recordSpeech, spokenTexts, startCoachSession } from './coach-helpers.ts';
import { expect, expectNoSeriousAxeViolations, selectSession, signInViaUi, test } from './fixtures.ts';
import { insertAs } from './tracker-helpers.ts';

test.use(fakeMicrophone);
test.describe.configure({ mode: 'serial' });

test('a spoken mock interview: question spoken, text and voice answers, feedback, summary saved and listed', async ({ page, user, e2e }) => {
  test.setTimeout(150_000);
  await seedApplicationWithInterview(e2e, user);
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await expect(page.getByRole('heading', { name: 'Interview Coach', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Past sessions' })).toBeVisible();
  await expect(page.getByText('No sessions yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The Coach's voice speaks on the fake Realtime API (gpt-realtime-2.1-mini), listed with the upstream's requests.
  const speechBefore = (await fakeUpstream.requests(e2e)).filter((r) => r.path === '/realtime').length;
  const question = await startCoachSession(page, 'Initech - Hiring manager');
  expect(question.length).toBeGreaterThan(0);
  // The question was generated from the interview's context (not metered, 100 tokens) and spoken.
  // The fake echoes what it is asked, so later feedback requests (of any test in the run) quote this text too: take the
  // newest request that asked exactly it.
  const firstQuestion = 'Ask the first question of the interview.';
  const questionRequest = (await chatRequestsAbout(e2e, firstQuestion)).findLast((request) => request.messages?.at(-1)?.content === firstQuestion);
  expect(questionRequest?.maxCompletionTokens).toBe(100);
  expect(questionRequest?.messages?.[0].content).toContain('Interview: Hiring manager.');
  expect(questionRequest?.messages?.[0].content).toContain('Business Analyst at Globex');
  await expect
    .poll(
      async () => (await fakeUpstream.requests(e2e)).filter((r) => r.path === '/realtime' && r.model === 'gpt-realtime-2.1-mini' && r.voice === 'marin').length,
    )
    .toBeGreaterThan(speechBefore);
  // Heard: the streamed audio was scheduled through Web Audio (pieces that arrive together play as one buffer), not read
  // by the browser's voice.
  await expect.poll(async () => (await playedSources(page)).filter((src) => src.startsWith('webaudio:')).length).toBeGreaterThan(0);
  expect(await spokenTexts(page)).toEqual([]);
  const status = page.getByRole('status').filter({ hasText: /^Your turn/ });
  await expect(status).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeViolations(page);

  // Answer by text, in the one answer box (no second typing box, one Send), sent with Ctrl+Enter: feedback, then the
  // next question.
  await expect(page.getByRole('button', { name: 'Type' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Send/ })).toHaveCount(1);
  const textAnswer = `At Globex I ran the invoicing migration and cut failed invoices by 30 percent. ${test.info().testId}`;
  await page.getByRole('textbox', { name: 'Your answer' }).fill(textAnswer);
  await page.getByRole('textbox', { name: 'Your answer' }).press('Control+Enter');
  await expect(page.getByTestId('coach-feedback')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('coach-question')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId('coach-answer').first()).toContainText(textAnswer);
  await expect(page.getByLabel('Your answer')).toHaveValue('');
  const [feedbackRequest] = await chatRequestsAbout(e2e, textAnswer);
  expect(feedbackRequest.maxCompletionTokens).toBe(400);
  expect(feedbackRequest.messages?.[0].content).toContain('STAR');
  expect(feedbackRequest.messages?.[0].content).toContain('Bill Lumbergh');
  await expect(status).toBeVisible({ timeout: 20_000 });

  // Answer by voice: the fake microphone through the shared hearing (live transcription, a secret minted by the
  // gateway), sent once the answer's pause confirms it.
  const minted = page.waitForRequest((request) => request.url().includes('/functions/v1/ai/v1/realtime/client-secret'));
  await page.getByRole('button', { name: 'Answer by voice' }).click();
  expect((await minted).postDataJSON()).toMatchObject({ language: 'en' });
  await expect(page.getByRole('status').filter({ hasText: 'Your turn: speak now' })).toBeVisible();
  await expect(page.getByTestId('coach-feedback')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('coach-answer').nth(1)).toContainText(QUESTION_TEXT);
  // The feedback streamed, and named the answer turn (its drafts share one charge).
  const voiceFeedback = (await chatRequestsAbout(e2e, QUESTION_TEXT)).filter((request) => request.messages?.[0].content.includes('STAR'));
  expect(voiceFeedback.at(-1)?.stream).toBe(true);
  // "I'm done" (button and Ctrl+Enter): coach-turns.spec.ts, with a candidate who never pauses (this microphone's
  // answer ends by its own pause too, so pressing it here could not show that it works).
  await page.getByRole('button', { name: 'Stop microphone' }).click();
  await page.screenshot({ path: 'tmp/coach-screenshots/coach-session.png', fullPage: true });
  // However long the conversation grows, the live bar (status, timer, End session) stays on screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'End session' })).toBeInViewport();
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeInViewport();

  // End: the summary shows and is saved.
  await page.getByRole('button', { name: 'End session' }).click();
  const summary = page.getByTestId('coach-summary');
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByText('Saved to your past sessions.')).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'What to practise' })).toBeVisible();
  await expect(summary.getByText(/^\d+ wpm$/)).toBeVisible();
  // Which answers were spoken; the typed one has no delivery figures and says why.
  await expect(summary.getByText(/^Typed · no delivery figures \(only speech can be timed\) · \d+ words$/)).toBeVisible();
  await expect(summary.getByText(/^Spoken · \d+ wpm · \d+ words$/).first()).toBeVisible();
  await expect(summary.getByLabel(/^Score \d+ out of 10$/).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'tmp/coach-screenshots/coach-summary.png', fullPage: true });

  await page.reload();
  const row = page.getByTestId('coach-past-session').first();
  await expect(row).toContainText('Initech - Hiring manager');
  await expect(row).toContainText(/wpm/);
  await expectNoSeriousAxeViolations(page);
});

test('when the TTS audio cannot play, the question still shows and speech synthesis is tried', async ({ page, user }) => {
  await recordSpeech(page, { failAudio: true });
  await signInViaUi(page, user);
  await page.goto('/coach');
  const question = await startCoachSession(page, 'Enter Demo Mode');
  await expect.poll(() => spokenTexts(page)).toContainEqual(expect.stringContaining(question.replace(/\*/g, '').slice(0, 15)));
  await expect(page.getByRole('status').filter({ hasText: /^Your turn/ })).toBeVisible();
});

test('with no question left, the start screen says so with the way to upgrade, and the Coach does not start', async ({ page, user, e2e }) => {
  await spendFreeQuestions(e2e, user, 10);
  await signInViaUi(page, user);
  await page.goto('/coach');
  const notice = page.getByRole('region', { name: 'No questions left this month' });
  await expect(notice).toContainText('You have used your 10 free questions this month');
  await selectSession(page, 'Enter Demo Mode');
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeDisabled();
  await expect(page.getByTestId('coach-question')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await notice.getByRole('link', { name: 'Upgrade to Plus for unlimited questions' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the last question going mid-session opens the credit-limit modal and keeps the answer', async ({ page, user, e2e }) => {
  await spendFreeQuestions(e2e, user, 9);
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await startCoachSession(page, 'Enter Demo Mode');
  await page.getByLabel('Your answer').fill(`My tenth answer ${test.info().testId}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('coach-question')).toHaveCount(2, { timeout: 20_000 });
  const answer = `My eleventh answer ${test.info().testId}`;
  await page.getByLabel('Your answer').fill(answer);
  await page.getByRole('button', { name: 'Send' }).click();
  const modal = page.getByRole('dialog', { name: 'Credit Limit Reached' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("You've reached your monthly limit of 10 questions.");
  expect(await chatRequestsAbout(e2e, answer)).toEqual([]);
  await expect(page.getByLabel('Your answer')).toHaveValue(answer);
  await modal.getByRole('button', { name: 'Upgrade to Plus' }).click();
  // Leaving the live session asks first.
  await page.getByRole('dialog', { name: 'Leave this session?' }).getByRole('button', { name: 'Leave session' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('an answer sent while the feedback is still written is answered: the first feedback stops, marked, and each answer is one question', async ({
  page,
  user,
  e2e,
}) => {
  test.setTimeout(90_000);
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await startCoachSession(page, 'Enter Demo Mode');
  const badge = page.getByTestId('credits-badge');
  await expect(badge).toContainText('10/10');
  const first = `First try: I shipped late once. ${test.info().testId}`;
  const second = `Second try: I shipped late once, then I fixed how we estimate. ${test.info().testId}`;
  // The first answer's feedback writes its first words, then stalls: it is still being written when the second is sent.
  await fakeUpstream.failures(e2e, [{ match: first, stallAfterTokens: 3 }]);
  const box = page.getByLabel('Your answer');
  await box.fill(first);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('coach-feedback')).toContainText('Suggested', { timeout: 20_000 });
  await expect(page.getByTestId('coach-answer')).toContainText(first);
  await box.fill(second);
  await page.getByRole('button', { name: 'Send' }).click();

  // The first answer stays, its feedback marked stopped; the second is answered, then the next question follows.
  const stopped = page.getByTestId('coach-stopped-answer');
  await expect(stopped).toContainText(first);
  await expect(stopped).toContainText('Stopped: you sent a newer answer');
  await expect(page.getByTestId('coach-question')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId('coach-answer')).toHaveCount(1);
  await expect(page.getByTestId('coach-answer')).toContainText(second);
  await expect(page.getByTestId('coach-feedback')).toHaveCount(1);
  await expect(page.getByTestId('coach-feedback')).toContainText('Second try');
  await expect(box).toHaveValue('');
  await expectNoSeriousAxeViolations(page);

  // Each answer sent went to the AI once, and is one question: a typed answer's feedback is charged once the AI answers,
  // the stopped one included (docs/product.md, "Coach interview").
  expect(await chatRequestsAbout(e2e, first)).toHaveLength(1);
  expect(await chatRequestsAbout(e2e, second)).toHaveLength(1);
  await expect(badge).toContainText('8/10');
});

test('each answer is saved as it comes: leaving asks first, and a session left before its end is listed and summarised', async ({ page, user }) => {
  test.setTimeout(120_000);
  await recordSpeech(page);
  await signInViaUi(page, user);
  // Opened from the sidebar, a move inside the app: Back then stays in the app.
  await page.getByRole('link', { name: 'Coach', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Interview Coach', level: 1 })).toBeVisible();
  await startCoachSession(page, 'Enter Demo Mode');
  for (const n of [1, 2]) {
    await page.getByLabel('Your answer').fill(`Answer ${n}: I cut failed invoices by 30 percent. ${test.info().testId}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('coach-feedback')).toHaveCount(n, { timeout: 20_000 });
    await expect(page.getByTestId('coach-question')).toHaveCount(n + 1, { timeout: 20_000 });
  }
  const badge = page.getByTestId('credits-badge');
  await expect(badge).toContainText('8/10');

  // A link, then Back: the app asks, and Stay keeps the session.
  const leaveDialog = page.getByRole('dialog', { name: 'Leave this session?' });
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(leaveDialog).toContainText('The answers you gave are saved');
  await expectNoSeriousAxeViolations(page);
  await leaveDialog.getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog).toBeHidden();
  await expect(page).toHaveURL(/\/coach$/);
  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await expect(page).toHaveURL(/\/coach$/);
  await leaveDialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  await expect(page.getByTestId('coach-answer')).toHaveCount(2);

  // A reload: the browser asks first.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);

  // The session's two answers were saved as they came: listed, unfinished, with Summarise (which uses a question).
  const row = page.getByTestId('coach-past-session').first();
  await expect(row).toContainText('Demo');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(page.getByText(/A session left before “End session” keeps its answers/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await row.getByRole('button', { name: /^Summarise the session of / }).click();
  const summary = page.getByTestId('coach-summary');
  await expect(summary.getByText('Saved to your past sessions.')).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByLabel(/^Score \d+ out of 10$/)).toHaveCount(2);
  await expect(badge).toContainText('7/10');
  await expect(row.getByRole('button', { name: /^Summarise/ })).toHaveCount(0);
  await expect(row).toContainText(/\d+(\.\d)?\/10/);
  expect(asked).toEqual(['beforeunload']);

  // Leave: the app goes where it was asked to, and the session ends.
  await summary.getByRole('button', { name: 'New session' }).click();
  await startCoachSession(page, 'Enter Demo Mode');
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await leaveDialog.getByRole('button', { name: 'Leave session' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toEqual(['beforeunload']);
});

test('a session left before its end resumes: its answers come back, the next question follows, and End ends that same session', async ({ page, user }) => {
  test.setTimeout(90_000);
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto('/coach');
  await startCoachSession(page, 'Enter Demo Mode');
  const first = `Before the reload: I cut failed invoices by 30 percent. ${test.info().testId}`;
  await page.getByLabel('Your answer').fill(first);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('coach-question')).toHaveCount(2, { timeout: 20_000 });
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();

  await page
    .getByTestId('coach-past-session')
    .first()
    .getByRole('button', { name: /^Resume the session of / })
    .click();
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
  await expect(page.getByTestId('coach-answer')).toHaveCount(1);
  await expect(page.getByTestId('coach-answer').first()).toContainText(first);
  await expect(page.getByTestId('coach-question')).toHaveCount(2, { timeout: 20_000 });
  await page.getByLabel('Your answer').fill(`After the reload: I would rank by revenue at risk. ${test.info().testId}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('coach-feedback')).toHaveCount(2, { timeout: 20_000 });
  await page.getByRole('button', { name: 'End session' }).click();
  const summary = page.getByTestId('coach-summary');
  await expect(summary.getByText('Saved to your past sessions.')).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByLabel(/^Score \d+ out of 10$/)).toHaveCount(2);
  // One session, ended, with both answers: not a second one.
  await expect(page.getByTestId('coach-past-session')).toHaveCount(1);
  await expect(page.getByTestId('coach-past-session').getByRole('cell').nth(2)).toHaveText('2');
  await expect(page.getByRole('button', { name: /^Resume/ })).toHaveCount(0);
});

test("from the Analyzer's link: the analysis's likely questions come first; Copilot questions are offered", async ({ page, user, e2e }) => {
  const { applicationId } = await seedApplicationWithInterview(e2e, user);
  const likely = [
    'How would you prioritise the billing roadmap?',
    'Tell me about a time you said no to a stakeholder.',
    'Which billing metric would you watch first?',
  ];
  await insertAs(e2e, user, 'application_analyses', [
    {
      application_id: applicationId,
      result: {
        requirements: [{ requirement: 'Product ownership', mark: 'met', evidence: 'Ran the invoicing migration.' }],
        missing_keywords: [],
        talking_points: ['a', 'b', 'c'],
        likely_questions: likely,
      },
    },
  ]);
  const askedLive = `What would you change in our invoices? ${test.info().testId}`;
  await insertAs(e2e, user, 'chat_messages', [{ session_id: `app_${applicationId}`, role: 'user', content: askedLive }]);
  await recordSpeech(page);
  await signInViaUi(page, user);
  await page.goto(`/coach?session=app_${applicationId}&practice=analysis`);

  await expect(page.getByLabel('Interview or application')).toHaveValue(`app_${applicationId}`);
  const practice = page.getByRole('region', { name: 'Practice questions' });
  await expect(practice.getByLabel(likely[0])).toBeChecked();
  await expect(practice.getByLabel(askedLive)).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByTestId('coach-question').first()).toContainText(likely[0]);
  await page.getByLabel('Your answer').fill(`I would rank by revenue at risk. ${test.info().testId}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('coach-question').nth(1)).toContainText(likely[1]);
});
