// One i18next instance for the app. Catalogues are JSON files per language and namespace (one namespace per feature),
// each its own chunk loaded on first use: /login downloads the common and auth catalogues of one language, nothing more.
// The first-screen catalogue (the dashboard's heading) is not one of them: a few words in every language that travel
// with the app's first script (src/i18n/first-screen.ts), so a signed-in start paints its heading before any download.
// The language: the person's choice saved on this browser, else the browser's languages on a first visit. Signed in,
// the profile's language wins (see `useProfileLanguage`); `<html lang>` follows every change.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '@/config/storage-keys';
import { APP_LANGUAGES, browserLanguage, isAppLanguage, type AppLanguage } from '@/i18n/languages';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*/*.json', '!./locales/*/first-screen.json']);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = catalogues[`./locales/${language}/${namespace}.json`];
    if (!load) return done(new Error(`No ${language} catalogue named ${namespace}.`), false);
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, false),
    );
  },
};

function savedLanguage(): AppLanguage | null {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The language the app opens in: the person's choice saved on this browser, else the browser's languages. */
export function startingLanguage(): AppLanguage {
  return savedLanguage() ?? browserLanguage(navigator.languages);
}

/** Loads the catalogues the first screen needs; render once it settles (on a failure keys show, the app still works). */
export function startI18n(): Promise<unknown> {
  const language = startingLanguage();
  document.documentElement.lang = language;
  i18next.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: APP_LANGUAGES,
      // Every key is in both catalogues (tests/unit/i18n-catalogues.test.ts), so no fallback downloads a second language.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // The language is set within this call, not a tick later: the first screen's catalogues, asked for right after
      // (`preloadSignedInPage`), then download alongside `common`, not after it.
      initAsync: false,
    });
}

/** Switches the language now and remembers it on this browser (the profile keeps it across devices). */
export function changeLanguage(language: AppLanguage): Promise<unknown> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  return i18next.changeLanguage(language);
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18next.language) ? i18next.language : 'en';
}
