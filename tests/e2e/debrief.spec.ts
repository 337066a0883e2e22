// After the interview (issue #30): a short Copilot session on an interview (typed questions, one asked again after a filler), Close
// session, the invitation to its debrief, the debrief written by the gateway on the interview's page (the question
// heard twice listed once), the thank-you draft copied, an outcome recorded, and "Drill these" starting the Coach
// with the debrief's questions first, saying what it aims at, and its weak points in the prompts of the feedback and of the next question; in
// English and in French. Screenshots at 1440×900 and 390×844.
import type { Page } from '@playwright/test';
import { chatRequestsAbout, fakeMicrophone, seedApplicationWithInterview } from './copilot-helpers.ts';
import type { E2eEnv } from './e2e-env.ts';
import { expect, signInInFrench, signInViaUi, test, type TestUser } from './fixtures.ts';
import { insertAs, selectAs, updateAs } from './tracker-helpers.ts';

test.use(fakeMicrophone);
test.describe.configure({ mode: 'serial' });

const SCREENSHOTS = 'tmp/screenshots';
/** The debrief prompt's words: the fake answers it (and only it) with the debrief below. */
const DEBRIEF_PROMPT = 'debrief of a real job interview';

const LOCALES = {
  en: {
    signIn: signInViaUi,
    subject: 'Interview or application',
    start: 'Start Session',
    stop: 'Stop',
    // The box's label before and after #37 item 9 (one box, labelled with what it is for).
    transcript: /^(Transcript|Interviewer’s question \(transcript\))$/,
    send: 'Send',
    repeat: 'Asked before: the answer already given, shown again free',
    close: 'Close session',
    invite: 'Get the debrief',
    write: 'Write the debrief',
    notYet: 'The debrief is written once the interview is over, from the questions the Copilot heard in it.',
    debrief: 'Debrief',
    questions: 'Questions heard',
    copy: 'Copy email',
    copied: 'Thank-you email copied.',
    openMail: 'Open in mail app',
    answer: 'Your answer',
    remark: 'Coach’s remark on your answer: Too long.',
    askedAgain: (question: string) => `So, um, could you ${question.charAt(0).toLowerCase()}${question.slice(1)}?`,
    outcome: 'Outcome',
    offer: 'Offer',
    drill: 'Drill these: the questions of Hiring manager, with the Coach',
    coach: 'Interview Coach',
    practice: 'Practice questions',
    focus: 'This drill aims at what your debrief says to work on:',
    language: 'English',
    score: 'Coach: 7/10',
    cameBack: '1 practised question came back in an interview',
    firstQuestion: 'Tell me about a project you led',
    secondQuestion: 'Why do you want to join Initech',
    model: {
      wentWell: ['Clear story'],
      toWorkOn: ['Give numbers'],
      toSend: ['Portfolio link'],
      subject: 'Thank you for today',
      body: 'Dear Bill Lumbergh,\n\nThank you for the interview today.\n\n[Your name]',
      signedBody: 'Dear Bill Lumbergh,\n\nThank you for the interview today.\n\nZoe',
    },
  },
  fr: {
    signIn: signInInFrench,
    subject: 'Entretien ou candidature',
    start: 'Démarrer la séance',
    stop: 'Arrêter',
    transcript: /^(Transcription|Question du recruteur \(transcription\))$/,
    send: 'Envoyer',
    repeat: 'Déjà posée : la réponse déjà donnée, affichée à nouveau sans frais',
    close: 'Fermer la séance',
    invite: 'Voir le bilan',
    write: 'Rédiger le bilan',
    notYet: 'Le bilan se rédige une fois l’entretien passé, à partir des questions que le Copilot y a entendues.',
    debrief: 'Bilan',
    questions: 'Questions entendues',
    copy: 'Copier l’e-mail',
    copied: 'E-mail de remerciement copié.',
    openMail: 'Ouvrir dans la messagerie',
    answer: 'Votre réponse',
    remark: 'Remarque du coach sur votre réponse : Too long.',
    askedAgain: (question: string) => `Alors, euh, ${question.charAt(0).toLowerCase()}${question.slice(1)} ?`,
    outcome: 'Résultat',
    offer: 'Offre',
    drill: 'S’entraîner sur ces questions : celles de Hiring manager, avec le Coach',
    coach: 'Coach d’entretien',
    practice: 'Questions d’entraînement',
    focus: 'Cet entraînement vise ce que votre bilan vous conseille de travailler :',
    language: 'French (français)',
    score: 'Coach : 7/10',
    cameBack: '1 question travaillée est revenue en entretien',
    firstQuestion: 'Parlez-moi d’un projet que vous avez mené',
    secondQuestion: 'Pourquoi voulez-vous rejoindre Initech',
    model: {
      wentWell: ['Histoire claire'],
      toWorkOn: ['Donner des chiffres'],
      toSend: ['Lien du portfolio'],
      subject: 'Merci pour aujourd’hui',
      body: 'Bonjour Bill Lumbergh,\n\nMerci pour l’entretien.\n\n[Votre nom]',
      signedBody: 'Bonjour Bill Lumbergh,\n\nMerci pour l’entretien.\n\nZoe',
    },
  },
} as const;
type Locale = (typeof LOCALES)[keyof typeof LOCALES];

async function answerDebriefWith(e2e: E2eEnv, text: Locale) {
  const answer = {
    questions: [
      { question: text.firstQuestion, suggested: 'Lead with the billing migration.', note: '' },
      { question: text.secondQuestion, suggested: 'The roadmap.', note: 'Too long.' },
    ],
    wentWell: text.model.wentWell,
    toWorkOn: text.model.toWorkOn,
    toSend: text.model.toSend,
    thankYou: { subject: text.model.subject, body: text.model.body },
  };
  const response = await fetch(`${e2e.fakeOpenAiUrl}/__fake/options`, {
    method: 'POST',
    body: JSON.stringify({ jsonAnswerWhen: [{ match: DEBRIEF_PROMPT, answer }] }),
  });
  expect(response.ok).toBe(true);
}

/** The debrief requests the fake received about this question (other specs share the fake). */
async function debriefRequestsAbout(e2e: E2eEnv, question: string) {
  return (await chatRequestsAbout(e2e, question)).filter((request) => request.messages?.[0].content.includes(DEBRIEF_PROMPT));
}

async function ask(page: Page, text: Locale, question: string) {
  await page.getByLabel(text.transcript).fill(question);
  await page.getByRole('button', { name: text.send, exact: true }).click();
  await expect(page.getByTestId('copilot-answer')).toContainText(question);
}

/** A question typed again with a filler first: the same question (one rule), its answer shown again free (#38). */
async function askAgain(page: Page, text: Locale, question: string, asked: string) {
  await page.getByLabel(text.transcript).fill(question);
  await page.getByRole('button', { name: text.send, exact: true }).click();
  await expect(page.getByText(text.repeat)).toBeVisible();
  await expect(page.getByTestId('copilot-answer')).toContainText(asked);
}

async function runCopilotSession(page: Page, text: Locale) {
  await page.goto('/copilot3');
  const selector = page.getByLabel(text.subject);
  await expect
    .poll(async () => (await selector.locator('option').allTextContents()).find((label) => label.startsWith('Initech - Hiring manager')))
    .toBeDefined();
  const label = (await selector.locator('option').allTextContents()).find((option) => option.startsWith('Initech - Hiring manager')) as string;
  await selector.selectOption({ label });
  await page.getByRole('button', { name: text.start }).click();
  await page.getByRole('button', { name: text.stop, exact: true }).click();
  await ask(page, text, `${text.firstQuestion}?`);
  await ask(page, text, `${text.secondQuestion}?`);
  // Asked again with a filler (and, in English, politeness) first: the same question, shown again free.
  await askAgain(page, text, text.askedAgain(text.firstQuestion), text.firstQuestion);
  await page.getByRole('button', { name: text.close }).click();
}

for (const [locale, text] of Object.entries(LOCALES) as Array<[keyof typeof LOCALES, Locale]>) {
  test(`${locale}: a Copilot session ends, its debrief is written on the interview page, the thank-you copied, the questions drilled`, async ({
    page,
    context,
    user,
    e2e,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { applicationId, interviewId } = await seedApplicationWithInterview(e2e, user);
    await updateAs(e2e, user as TestUser, 'user_profiles', `id=eq.${user.id}`, { interview_language: locale });
    await text.signIn(page, user);

    // Tomorrow's interview with no Copilot question yet: nothing to debrief, so no "Write the debrief".
    const [{ date: seededDate }] = await selectAs<{ date: string }>(e2e, user, 'interviews', `select=date&id=eq.${interviewId}`);
    await updateAs(e2e, user as TestUser, 'interviews', `id=eq.${interviewId}`, { date: new Date(Date.now() + 24 * 3600_000).toISOString() });
    await page.goto(`/application/${applicationId}`);
    await expect(page.getByText(text.notYet)).toBeVisible();
    await expect(page.getByRole('button', { name: text.write })).toHaveCount(0);
    await updateAs(e2e, user as TestUser, 'interviews', `id=eq.${interviewId}`, { date: seededDate });

    await runCopilotSession(page, text);
    // A "What's on screen" question of the session: seen, not heard, its image not kept: neither debriefed nor drilled.
    const screenQuestion = `[What’s on screen] Answer in Python please ${locale}`;
    // The same question heard again with a filler first (as another session of this interview kept it): the debrief
    // counts it once, by the one same-question rule.
    await insertAs(e2e, user, 'chat_messages', [
      { session_id: `int_${interviewId}`, role: 'user', content: text.askedAgain(text.firstQuestion), screenshot_thumbnail: null },
      { session_id: `int_${interviewId}`, role: 'assistant', content: 'Lead with the billing migration.', screenshot_thumbnail: null },
      { session_id: `int_${interviewId}`, role: 'user', content: screenQuestion, screenshot_thumbnail: 'data:image/jpeg;base64,AAAA' },
      { session_id: `int_${interviewId}`, role: 'assistant', content: 'def reverse(text): return text[::-1]', screenshot_thumbnail: null },
    ]);
    await answerDebriefWith(e2e, text);
    await page.getByRole('link', { name: text.invite }).click();
    await expect(page).toHaveURL(new RegExp(`/application/${applicationId}\\?debrief=${interviewId}`));

    const debrief = page.getByRole('region', { name: text.debrief, exact: true });
    const questions = debrief.getByTestId('debrief-question');
    await expect(questions).toHaveCount(2);
    await expect(questions.first()).toContainText(text.firstQuestion);
    await expect(debrief).toContainText(text.model.toSend[0]);
    // The gateway wrote it from the session's own rows: the question heard twice sent once, in the interview's language.
    const [sent] = await debriefRequestsAbout(e2e, text.secondQuestion);
    expect(sent.messages?.[0].content).toContain(text.language);
    // (The fake microphone may add a question of its own before Stop takes effect: only these two are counted.)
    const heard = (sent.messages?.[1].content ?? '')
      .split('\n')
      .filter((line) => /^Q\d+: /.test(line))
      .map((line) => line.replace(/^Q\d+: /, '').replace(/\s*\?$/, ''));
    expect(heard.filter((question) => question === text.firstQuestion)).toHaveLength(1);
    // Asked again with a filler first: not a question of its own.
    expect(heard.filter((question) => question.toLowerCase().includes(text.firstQuestion.slice(1).toLowerCase()))).toHaveLength(1);
    expect(heard.filter((question) => question === text.secondQuestion)).toHaveLength(1);
    expect(sent.messages?.[1].content).not.toContain(screenQuestion);
    // The model's remark on an answer reads as the coach's, and the thank-you is signed with the first name.
    await expect(questions.nth(1)).toContainText(text.remark);
    await expect(debrief.getByTestId('thank-you-body')).toHaveText(text.model.signedBody);
    expect(await selectAs(e2e, user, 'interview_debriefs', 'select=thank_you_subject,language')).toEqual([
      { thank_you_subject: text.model.subject, language: locale },
    ]);

    await debrief.getByRole('button', { name: text.copy }).click();
    await expect(page.getByText(text.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${text.model.subject}\n\n${text.model.signedBody}`);
    const mailto = await debrief.getByRole('link', { name: text.openMail }).getAttribute('href');
    expect(mailto).toContain(`subject=${encodeURIComponent(text.model.subject)}`);

    await debrief.getByLabel(text.outcome).selectOption({ label: text.offer });
    await expect.poll(async () => selectAs(e2e, user, 'interview_debriefs', 'select=outcome')).toEqual([{ outcome: 'offer' }]);
    await page.screenshot({ path: `${SCREENSHOTS}/debrief-${locale}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await debrief.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/debrief-${locale}-phone.png`, fullPage: true });

    // A reload does not write it again (one question charged).
    await page.reload();
    await expect(page.getByRole('region', { name: text.debrief, exact: true }).getByTestId('debrief-question')).toHaveCount(2);
    expect(await debriefRequestsAbout(e2e, text.secondQuestion)).toHaveLength(1);

    // Practised with the Coach before the interview (1 December): its score shows beside the question, and the
    // dashboard lists it as a practised question that came back, with the outcome.
    const turn = { question: text.firstQuestion, answer: 'The billing migration.', feedback: 'Good.', score: 7, source: 'text' };
    await insertAs(e2e, user, 'coach_sessions', [
      { session_id: `int_${interviewId}`, started_at: '2026-11-20T10:00:00Z', ended_at: '2026-11-20T10:10:00Z', turns: [turn], summary: {} },
    ]);
    await page.reload();
    await expect(page.getByRole('region', { name: text.debrief, exact: true }).getByTestId('debrief-question').first().getByTestId('coach-score')).toHaveText(
      text.score,
    );
    await page.goto('/');
    await expect(page.getByRole('region', { name: text.cameBack })).toContainText(text.firstQuestion);
    await expect(page.getByRole('region', { name: text.cameBack })).toContainText(text.offer.toLowerCase());
    await page.goto(`/application/${applicationId}`);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('link', { name: text.drill }).click();
    await expect(page).toHaveURL(new RegExp(`/coach\\?session=int_${interviewId}&practice=debrief`));
    await expect(page.getByRole('heading', { name: text.coach, level: 1 })).toBeVisible();
    const practice = page.getByRole('region', { name: text.practice });
    await expect(practice.getByLabel(text.firstQuestion, { exact: true })).toBeChecked();
    await expect(practice.getByLabel(text.secondQuestion, { exact: true })).toBeChecked();
    await expect(practice.getByRole('list', { name: text.focus })).toHaveText(text.model.toWorkOn[0]);
    // Heard three times in the Copilot session (punctuation aside), listed once: with the debrief's questions.
    await expect(practice.getByText(text.firstQuestion)).toHaveCount(1);
    await expect(practice.getByText(text.secondQuestion)).toHaveCount(1);
    await expect(practice.getByText(screenQuestion)).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/debrief-${locale}-drill.png` });
    await page.getByRole('button', { name: text.start }).click();
    await expect(page.getByTestId('coach-question').first()).toContainText(text.firstQuestion, { timeout: 20_000 });

    // The drill aims at the debrief's weak points: the gateway wrote them into the feedback's prompt and, once the
    // debrief's questions were asked, into the next question's.
    const weakPoints = [`- To work on: ${text.model.toWorkOn[0]}`, `- Asked "${text.secondQuestion}": Too long.`];
    const answers = [`The billing migration, ${test.info().testId}`, `The roadmap, ${test.info().testId}`];
    for (const [index, answer] of answers.entries()) {
      await page.getByLabel(text.answer, { exact: true }).fill(answer);
      await page.getByRole('button', { name: text.send, exact: true }).click();
      await expect(page.getByTestId('coach-question')).toHaveCount(index + 2, { timeout: 20_000 });
    }
    await expect(page.getByTestId('coach-question').nth(1)).toContainText(text.secondQuestion);
    await page.screenshot({ path: `${SCREENSHOTS}/debrief-${locale}-drilled.png` });
    const feedback = (await chatRequestsAbout(e2e, answers[0])).at(-1);
    const nextQuestion = (await chatRequestsAbout(e2e, `2. ${text.secondQuestion}`)).at(-1);
    for (const request of [feedback, nextQuestion]) for (const weakPoint of weakPoints) expect(request?.messages?.[0].content).toContain(weakPoint);
  });
}
