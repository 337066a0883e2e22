/// <reference types="vite/client" />
// Component tests render in English with every catalogue already loaded: no Suspense, no fetch.
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/en/*.json', { eager: true });
const english = Object.fromEntries(Object.entries(catalogues).map(([path, module]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), module.default]));

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: english } as Resource,
  defaultNS: 'common',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});
