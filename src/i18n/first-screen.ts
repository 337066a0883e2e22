// The words a signed-in start paints before any catalogue has arrived (the dashboard's heading), in every language:
// a few dozen bytes that travel with the app's first script instead of a catalogue download on the way to the first
// paint (issue 44). Kept in locales/ beside the catalogues, so translators and the parity test see them; i18next does
// not load them (src/i18n/i18n.ts leaves them out of its lazy catalogues).
import en from '@/i18n/locales/en/first-screen.json';
import fr from '@/i18n/locales/fr/first-screen.json';
import { isAppLanguage, type AppLanguage } from '@/i18n/languages';

const FIRST_SCREEN: Record<AppLanguage, typeof en> = { en, fr };

/** The first screen's words in a language (English for one the app does not speak). */
export function firstScreenText(language: string): typeof en {
  return FIRST_SCREEN[isAppLanguage(language) ? language : 'en'];
}
