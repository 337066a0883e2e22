// The Coach grades truthfulness (issue #39), on the built app in Chromium: a typed answer claims a figure and a tool
// the person's record does not hold. The feedback cites the record like the Copilot's answer (the fake upstream, asked
// to cite, names the employer with its source and an invented figure), lists "Not in your record: 40%, Kubernetes",
// and one press (keyboard) adds the claim's sentence to the facts about me. English at 1440, French at 390.
import { seedApplicationWithInterview } from './copilot-helpers.ts';
import { expect, expectNoSeriousAxeViolations, signInInFrench, signInViaUi, test } from './fixtures.ts';
import { selectAs, updateAs } from './tracker-helpers.ts';

const CLAIM_SENTENCE = 'Then I cut costs by 40% with Kubernetes.';
const ANSWER = `At Globex I ran the invoicing migration. ${CLAIM_SENTENCE}`;

const LANGUAGES = [
  {
    viewport: { width: 1440, height: 900 },
    language: 'en',
    subject: 'Interview or application',
    start: 'Start Session',
    answer: 'Your answer',
    cited: 'Globex, source: Experience: Globex — Business Analyst',
    invented: '47, not in your record',
    claims: 'Not in your record: 40%, Kubernetes',
    add: 'Add to facts about me – Kubernetes',
    added: 'In your facts',
  },
  {
    viewport: { width: 390, height: 844 },
    language: 'fr',
    subject: 'Entretien ou candidature',
    start: 'Démarrer la séance',
    answer: 'Votre réponse',
    cited: 'Globex, source : Expérience : Globex — Business Analyst',
    invented: '47, absent de votre dossier',
    claims: 'Absent de votre dossier : 40%, Kubernetes',
    add: 'Ajouter aux faits sur moi – Kubernetes',
    added: 'Dans vos faits',
  },
] as const;

for (const words of LANGUAGES) {
  test(`the Coach's feedback cites the record and offers to add what the answer claimed beyond it (${words.language}, ${words.viewport.width})`, async ({
    page,
    e2e,
    user,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(words.viewport);
    await seedApplicationWithInterview(e2e, user);
    await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { facts_about_me: 'Speak Spanish' });
    await (words.language === 'fr' ? signInInFrench(page, user) : signInViaUi(page, user));
    await page.goto('/coach');
    const subject = page.getByLabel(words.subject);
    // The options arrive with the applications.
    await expect(subject.locator('option', { hasText: /^Initech - Hiring manager/ })).toHaveCount(1);
    const option = (await subject.locator('option').allTextContents()).find((text) => text.startsWith('Initech - Hiring manager')) as string;
    await subject.selectOption({ label: option });
    await page.getByRole('button', { name: words.start }).click();
    await expect(page.getByTestId('coach-question').first()).toBeVisible({ timeout: 20_000 });

    await page.getByRole('textbox', { name: words.answer }).fill(ANSWER);
    await page.getByRole('textbox', { name: words.answer }).press('Control+Enter');
    const feedback = page.getByTestId('coach-feedback');
    // The record's employer shows its source; the figure the model invented is marked; no marker shows.
    await expect(feedback.getByRole('button', { name: words.cited }).first()).toBeVisible({ timeout: 20_000 });
    await expect(feedback.getByRole('button', { name: words.invented })).toBeVisible();
    await expect(feedback).not.toContainText('[E');
    const claims = feedback.getByRole('region', { name: words.claims });
    await expect(claims).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const add = claims.getByRole('button', { name: words.add });
    await add.focus();
    await page.keyboard.press('Enter');
    // The sentence holds both claims: both are in the facts now.
    await expect(claims.getByText(words.added)).toHaveCount(2);
    const [profile] = await selectAs<{ facts_about_me: string }>(e2e, user, 'user_profiles', `select=facts_about_me&id=eq.${user.id}`);
    expect(profile.facts_about_me).toBe(`Speak Spanish\n${CLAIM_SENTENCE}`);
  });
}
