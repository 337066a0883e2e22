// The languages the app is written in. English is the source catalogue; French mirrors every key of it.
// Not to be confused with the interview and answer languages of the Copilot (`LanguageCode` in config/constants).

export const APP_LANGUAGES = ['en', 'fr'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

const DEFAULT_LANGUAGE: AppLanguage = 'en';

/** The Intl locale each language formats dates, numbers and prices with: en keeps the spec's US formats. */
export const LOCALE_OF: Record<AppLanguage, string> = { en: 'en-US', fr: 'fr-FR' };

/** The language's own name, as shown in the language pickers. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { en: 'English', fr: 'Français' };

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages the app speaks ("fr-CA" → fr), else English. */
export function browserLanguage(preferred: readonly string[]): AppLanguage {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isAppLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}
