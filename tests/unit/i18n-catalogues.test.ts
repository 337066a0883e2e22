// The catalogues stay in step: every key of one language exists in the other, with the same {{placeholders}}, and no
// text is empty. French may add the plural forms English does not have (`_many`), never lose one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../../src/i18n/languages.ts';

const LOCALES = join(import.meta.dirname, '../../src/i18n/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const read = (language: string, file: string) => flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Catalogue);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
const withoutPluralForm = (key: string) => key.replace(PLURAL_SUFFIX, '');

const namespaces = readdirSync(join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));

describe('message catalogues', () => {
  it('has the same namespaces in every language', () => {
    for (const language of APP_LANGUAGES) expect(readdirSync(join(LOCALES, language)).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (file) => {
    const english = read('en', file);
    const french = read('fr', file);

    it('has every English key in French and no French key English lacks', () => {
      const englishKeys = new Set([...english.keys()].map(withoutPluralForm));
      const frenchKeys = new Set([...french.keys()].map(withoutPluralForm));
      expect([...englishKeys].filter((key) => !frenchKeys.has(key))).toEqual([]);
      expect([...frenchKeys].filter((key) => !englishKeys.has(key))).toEqual([]);
      const englishOther = [...english.keys()].filter((key) => key.endsWith('_other') && !french.has(key));
      expect(englishOther).toEqual([]);
    });

    it('keeps the placeholders of each text and leaves none empty', () => {
      for (const [key, text] of english) {
        expect(text.trim(), `${file} en ${key}`).not.toBe('');
        const translated = french.get(key) ?? french.get(`${withoutPluralForm(key)}_other`);
        if (translated === undefined) continue;
        expect(translated.trim(), `${file} fr ${key}`).not.toBe('');
        // A plural form may leave the count out ("une question"), never bring a placeholder English lacks.
        if (PLURAL_SUFFIX.test(key)) expect(placeholders(translated).filter((name) => !placeholders(text).includes(name))).toEqual([]);
        else expect(placeholders(translated), `${file} fr ${key}`).toEqual(placeholders(text));
      }
    });
  });
});
