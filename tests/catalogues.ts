// The message catalogues as the tests read them (src/i18n/locales/<language>/<namespace>.json): every text by its
// dotted key. Used by the catalogue parity test and the French e2e walks.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

type Catalogue = { [key: string]: string | Catalogue };

export const LOCALES_DIR = join(import.meta.dirname, '../src/i18n/locales');

/** The namespaces of a language, as their file names (`common.json`, …). */
export const catalogueFiles = (language: string): string[] => readdirSync(join(LOCALES_DIR, language)).filter((file) => file.endsWith('.json'));

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [nested, text] of flatten(value, path)) texts.set(nested, text);
  }
  return texts;
}

/** Every text of one catalogue by its dotted key; `namespace` with or without `.json`. */
export function readCatalogue(language: string, namespace: string): Map<string, string> {
  const file = namespace.endsWith('.json') ? namespace : `${namespace}.json`;
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as Catalogue);
}
