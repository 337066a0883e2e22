// The catalogues stay in step: every key of one language exists in the other, with the same {{placeholders}}, and no
// text is empty. French may add the plural forms English does not have (`_many`), never lose one.
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../../src/i18n/languages.ts';
import { catalogueFiles, readCatalogue } from '../catalogues.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
const withoutPluralForm = (key: string) => key.replace(PLURAL_SUFFIX, '');

const namespaces = catalogueFiles('en');

describe('message catalogues', () => {
  it('has the same namespaces in every language', () => {
    for (const language of APP_LANGUAGES) expect(catalogueFiles(language).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (file) => {
    const english = readCatalogue('en', file);
    const french = readCatalogue('fr', file);

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
