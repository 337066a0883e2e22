import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from '@/i18n/format';

afterEach(() => i18next.changeLanguage('en'));

describe('formatPrice', () => {
  it('keeps the spec’s English prices', () => {
    expect(formatPrice(9.99, 'EUR')).toBe('9.99 EUR');
    expect(formatPrice(0, 'EUR')).toBe('0 EUR');
  });

  it('writes French prices the French way', async () => {
    await i18next.changeLanguage('fr');
    expect(formatPrice(9.99, 'EUR')).toMatch(/^9,99\s€$/);
    expect(formatPrice(0, 'EUR')).toMatch(/^0\s€$/);
  });
});

describe('formatDate', () => {
  it('follows the language', async () => {
    const date = '2026-03-05T12:00:00Z';
    expect(formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' })).toBe('March 5, 2026');
    await i18next.changeLanguage('fr');
    expect(formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' })).toBe('5 mars 2026');
  });
});
