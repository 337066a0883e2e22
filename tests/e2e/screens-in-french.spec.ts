// The tracker, the application page, My Experience, the Coach and the Copilot in French, in real Chromium: each screen
// shows its French texts and none of the English texts of its catalogues (the layout and the sidebar are checked by
// the auth and profile screens' own spec).
import { readCatalogue } from '../catalogues.ts';
import { expect, signInViaUi, test } from './fixtures.ts';
import { insertAs, updateAs } from './tracker-helpers.ts';

const SCREEN_NAMESPACES = ['applications', 'application-detail', 'experience', 'analyzer', 'coach', 'copilot'];

/** English sentences of the screens' catalogues (two words or more, no placeholder) that French writes differently. */
const ENGLISH_ONLY = SCREEN_NAMESPACES.flatMap((namespace) => {
  const french = readCatalogue('fr', namespace);
  return [...readCatalogue('en', namespace)]
    .filter(([key, text]) => !text.includes('{{') && /\S\s+\S/.test(text.trim()) && french.get(key) !== text)
    .map(([, text]) => text.trim());
});

async function expectNoEnglish(page: import('@playwright/test').Page) {
  const shown = await page.locator('main').innerText();
  expect(ENGLISH_ONLY.filter((text) => shown.includes(text))).toEqual([]);
}

test('the screens speak French: tracker, application, experience, coach and copilot', async ({ page, user, e2e }) => {
  test.setTimeout(90_000);
  const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [
    {
      company_name: 'Initech',
      job_title: 'Product Owner',
      application_date: '2026-11-02',
      status: 'In progress',
      expected_interviews: 3,
      job_offer_content: 'Billing platform.',
    },
  ]);
  await insertAs(e2e, user, 'interviews', [
    { application_id: application.id, name: 'Hiring manager', interviewer_names: 'Bill Lumbergh', date: '2026-12-01T09:00:00Z', duration: 45 },
  ]);
  await insertAs(e2e, user, 'experiences', [
    { company: 'Globex', job_title: 'Business Analyst', start_date: '2021-01-01', current_job: true, missions: 'Invoicing.' },
  ]);

  await signInViaUi(page, user);
  // Then the person chooses French (saved with the profile, which wins over the browser's language once signed in).
  expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { language: 'fr' })).toEqual([expect.objectContaining({ language: 'fr' })]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes candidatures' })).toBeVisible();
  await expect(page.getByTestId('application-row')).toContainText('2 nov. 2026');
  await expect(page.getByRole('button', { name: /Statut de Initech – Product Owner : En cours/ })).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole('button', { name: 'Tableau', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Tableau des candidatures' })).toBeVisible();
  await expectNoEnglish(page);

  await page.goto(`/application/${application.id}`);
  await expect(page.getByRole('heading', { level: 2, name: /Entretiens/ })).toContainText('1 sur 3 prévus');
  await expect(page.getByTestId('interview-item')).toContainText('décembre 2026');
  await expect(page.getByRole('region', { name: 'Analyse d’adéquation' })).toBeVisible();
  await expectNoEnglish(page);

  await page.goto('/experience');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon expérience' })).toBeVisible();
  await expect(page.getByTestId('experience-card')).toContainText('janv. 2021 – Aujourd’hui');
  await expectNoEnglish(page);

  await page.goto('/coach');
  await expect(page.getByRole('heading', { level: 1, name: 'Coach d’entretien' })).toBeVisible();
  await expect(page.getByLabel('Entretien ou candidature')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Passer en mode démo' })).toBeAttached();
  await expectNoEnglish(page);

  await page.goto('/copilot3');
  await expect(page.getByRole('heading', { level: 2, name: 'Démarrer une séance' })).toBeVisible();
  await page.getByRole('button', { name: 'Réglages du Copilot' }).click();
  await expect(page.getByRole('dialog', { name: 'Réglages du Copilot' })).toContainText('Moment de la réponse');
});

test('the sidebar’s Copilot subtitles are shown whole, in English and French, on a desktop and a phone', async ({ page, user, e2e }) => {
  await signInViaUi(page, user);
  const sidebar = page.getByRole('complementary');
  for (const [language, subtitles] of [
    ['en', ['v2 · answers in French', 'Your language and settings']],
    ['fr', ['v2 · répond en français', 'Votre langue et vos réglages']],
  ] as const) {
    expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { language })).toHaveLength(1);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // On a phone the sidebar starts folded to its icons: open it. Wait until the sidebar shows one or the other (an
      // instant isVisible() read it before the sidebar rendered, so it stayed folded: a CI run failed so).
      const expand = sidebar.getByRole('button', { name: language === 'en' ? 'Expand sidebar' : 'Déplier la barre latérale' });
      await expect(expand.or(sidebar.getByText(subtitles[0], { exact: true }))).toBeVisible();
      if (await expand.isVisible()) await expand.click();
      for (const subtitle of subtitles) {
        const shown = sidebar.getByText(subtitle, { exact: true });
        await expect(shown).toBeVisible();
        // Whole: nothing of it hidden past its box (it was cut with an ellipsis at its key word). Polled: on a phone the
        // sidebar widens with a transition after Expand, and a read mid-way saw the box still narrow (a CI run failed so).
        await expect
          .poll(() => shown.evaluate((node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight), {
            message: `${language} ${size.width}: ${subtitle}`,
          })
          .toBe(true);
      }
    }
  }
});
