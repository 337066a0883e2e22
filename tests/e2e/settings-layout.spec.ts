// Settings as it opens and what opens over it, at 1440×900 and 390×844, in English and French: it opens at its top
// (the app language, the photo and the name in view), and "Delete my account" dims it under its own backdrop.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signInInFrench, signInViaUi, test, type TestUser } from './fixtures.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const LANGUAGES = {
  en: {
    signIn: signInViaUi,
    sidebar: 'Sidebar',
    settings: 'Settings',
    title: 'Profile settings',
    appLanguage: 'App language',
    deleteAccount: 'Delete my account',
  },
  fr: {
    signIn: signInInFrench,
    sidebar: 'Barre latérale',
    settings: 'Paramètres',
    title: 'Paramètres du profil',
    appLanguage: 'Langue de l’application',
    deleteAccount: 'Supprimer mon compte',
  },
} as const;

/** Two frames: whatever the popup's effects scroll has been scrolled by then. */
const afterEffects = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function openSettings(page: Page, user: TestUser, language: keyof typeof LANGUAGES) {
  const words = LANGUAGES[language];
  await words.signIn(page, user);
  await page.getByRole('complementary', { name: words.sidebar }).getByRole('button', { name: words.settings }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog.getByRole('button', { name: words.deleteAccount })).toBeAttached();
  await afterEffects(page);
  return dialog;
}

for (const language of ['en', 'fr'] as const) {
  for (const [size, viewport] of SIZES) {
    test(`Settings opens at its top, the app language in view (${size}, ${language})`, async ({ page, user }) => {
      await page.setViewportSize(viewport);
      const dialog = await openSettings(page, user, language);
      await expect
        .poll(() =>
          dialog
            .locator('.overflow-y-auto')
            .first()
            .evaluate((body) => body.scrollTop),
        )
        .toBe(0);
      await expect(dialog.getByLabel(LANGUAGES[language].appLanguage)).toBeInViewport();
      await page.screenshot({ path: `${SCREENSHOTS}/settings-top-${size}-${language}.png` });
    });

    test(`Delete my account dims Settings under its own backdrop (${size}, ${language})`, async ({ page, user }) => {
      await page.setViewportSize(viewport);
      const dialog = await openSettings(page, user, language);
      await dialog.getByRole('button', { name: LANGUAGES[language].deleteAccount }).click();
      await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
      // Paint order, not a hit test (Radix turns pointer events off under the top dialog): the delete dialog's backdrop
      // (the window-wide layer put in the page just before it, after Settings) is painted above the Settings panel.
      const isBackdropAboveSettings = await page.evaluate(() => {
        const [settings, deletion] = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
        const coversWindow = (element: Element) =>
          element.getBoundingClientRect().width >= window.innerWidth && element.getBoundingClientRect().height >= window.innerHeight;
        let overlay = deletion.previousElementSibling;
        while (overlay && !coversWindow(overlay)) overlay = overlay.previousElementSibling;
        if (!overlay || !(settings.compareDocumentPosition(overlay) & Node.DOCUMENT_POSITION_FOLLOWING)) return false;
        const layer = (element: Element) => Number(getComputedStyle(element).zIndex) || 0;
        return layer(overlay) >= layer(settings);
      });
      expect(isBackdropAboveSettings).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}/settings-delete-account-${size}-${language}.png` });
    });
  }
}
