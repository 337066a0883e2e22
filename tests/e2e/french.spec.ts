// The app in French: a browser set to French signs up and walks every screen without meeting English, and a language
// switched in settings is kept across a reload and on another browser.
import type { Page } from '@playwright/test';
import { catalogueFiles, readCatalogue } from '../catalogues.ts';
import { accessTokenViaApi, expect, test, uniqueEmail } from './fixtures.ts';
import { selectAs, updateAs } from './tracker-helpers.ts';

test.use({ locale: 'fr-FR' });

/** The English pieces of ≥ 2 words (between placeholders and tags) of every catalogue text French says differently. */
function englishOnlyPhrases(): string[] {
  const phrases = new Set<string>();
  for (const file of catalogueFiles('en')) {
    const english = readCatalogue('en', file);
    const french = readCatalogue('fr', file);
    for (const [key, text] of english) {
      if (french.get(key) === text) continue;
      for (const piece of text.split(/\{\{[^}]*\}\}|<[^>]*>/)) {
        const phrase = piece.trim();
        if (phrase.split(/\s+/).length >= 2) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

const ENGLISH_PHRASES = englishOnlyPhrases();
/** Common English words no French screen of ours uses, matched as whole words. */
const ENGLISH_WORDS = /\b(the|and|your|you|with|this|please|loading|settings|save|cancel|delete|sign in|log out|per month)\b/i;

async function expectNoEnglish(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const text = await page.evaluate(() => document.body.innerText);
  const phrases = ENGLISH_PHRASES.filter((phrase) => text.includes(phrase));
  // Soft: one run lists every screen that still shows English, not only the first.
  expect.soft(phrases, `English catalogue text on ${where}`).toEqual([]);
  expect.soft(text.match(ENGLISH_WORDS)?.[0] ?? null, `English word on ${where}`).toBeNull();
}

test('a French browser signs up and uses every screen in French', async ({ page, e2e }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('fr');
  const password = 'correct-horse-battery';

  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
  await expectNoEnglish(page, '/signup');
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Barre latérale' });
  await expect(sidebar).toBeVisible();

  // One application to open, made through the API (the walk checks screens, not the tracker's forms).
  const token = await accessTokenViaApi(e2e, { email, password });
  const created = await fetch(`${e2e.backendUrl}/rest/v1/applications`, {
    method: 'POST',
    headers: { apikey: e2e.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify({ company_name: 'Acme', job_title: 'Ingénieure' }),
  });
  const [application] = (await created.json()) as Array<{ id: string }>;

  for (const path of ['/', `/application/${application.id}`, '/experience', '/copilot2', '/coach']) {
    await page.goto(path);
    await expect(sidebar).toBeVisible();
    await expectNoEnglish(page, path);
  }

  // Signed up in French, the Copilot 3 listens and answers in French from the start.
  await page.goto('/copilot3');
  await page.getByRole('button', { name: 'Réglages du Copilot' }).click();
  const copilotSettings = page.getByRole('dialog', { name: 'Réglages du Copilot' });
  await expect(copilotSettings.getByLabel('Langue de l’entretien')).toHaveValue('fr');
  await expect(copilotSettings.getByLabel('Langue des réponses IA')).toHaveValue('fr');
  await expectNoEnglish(page, 'the Copilot settings');
  await page.keyboard.press('Escape');

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choisissez votre formule' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Formule Plus' })).toContainText(/9,99\s€/);
  await expectNoEnglish(page, '/subscription');

  await sidebar.getByRole('button', { name: 'Paramètres' }).click();
  const settings = page.getByRole('dialog', { name: 'Paramètres du profil' });
  await expect(settings.getByLabel('Prénom')).toHaveValue('Camille');
  await expectNoEnglish(page, 'the settings');
});

test('a language switched in settings stays after a reload and on another browser', async ({ page, browser, user }) => {
  // The user signed up in English (through the API); this browser is French, so the first sign-in fills the profile with French.
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(user.email);
  await page.getByLabel('Mot de passe').fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Barre latérale' });
  await expect(sidebar).toBeVisible();

  await sidebar.getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('dialog', { name: 'Paramètres du profil' }).getByLabel('Langue de l’application').selectOption('en');
  const dialog = page.getByRole('dialog', { name: 'Profile settings' });
  await expect(dialog.getByLabel('First Name')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();

  // Another browser, also French: once signed in, the profile's English wins.
  const other = await browser.newContext({ locale: 'fr-FR' });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await expect(otherPage.getByRole('heading', { name: 'Connectez-vous à votre compte' })).toBeVisible();
  await otherPage.getByLabel('Adresse e-mail').fill(user.email);
  await otherPage.getByLabel('Mot de passe').fill(user.password);
  await otherPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(otherPage.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'en');
  await other.close();
});

test('a first sign-in never overwrites a language chosen meanwhile elsewhere', async ({ page, user, e2e }) => {
  // This browser, set to English on its sign-in screen, fills the profile's empty language at the first sign-in; that
  // write is held on its way until the person has chosen French on another device, as a slow network can do.
  let releaseFill = () => {};
  const fillHeld = new Promise<void>((resolve) => {
    void page.route('**/rest/v1/user_profiles?*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      resolve();
      await new Promise<void>((release) => (releaseFill = release));
      await route.fallback();
    });
  });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('offerpilot.language', 'en'));
  await page.reload();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await fillHeld;
  expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { language: 'fr' })).toEqual([expect.objectContaining({ language: 'fr' })]);
  releaseFill();

  // The held fill changes nothing; the app reads the profile again and switches to the person's French.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('complementary', { name: 'Barre latérale' })).toBeVisible();
  expect(await selectAs(e2e, user, 'user_profiles', `id=eq.${user.id}&select=language`)).toEqual([{ language: 'fr' }]);
});
