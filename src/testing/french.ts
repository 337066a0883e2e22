/// <reference types="vite/client" />
// Component tests in French: adds the French catalogues to the test i18n instance and switches to French.
import i18next from 'i18next';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/fr/*.json', { eager: true });

/** Switches the test i18n instance to French (call `switchToEnglish` after the test). */
export async function switchToFrench(): Promise<void> {
  for (const [path, module] of Object.entries(catalogues)) {
    const namespace = path.replace(/^.*\/([^/]+)\.json$/, '$1');
    if (!i18next.hasResourceBundle('fr', namespace)) i18next.addResourceBundle('fr', namespace, module.default);
  }
  await i18next.changeLanguage('fr');
}

export async function switchToEnglish(): Promise<void> {
  await i18next.changeLanguage('en');
}
