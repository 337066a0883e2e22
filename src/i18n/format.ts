// Dates, numbers and prices in the current language's formats (9,99 € in French, 9.99 EUR in English).
// Formatters are cached per locale and options: creating an Intl formatter costs a phone several milliseconds.
import { currentLanguage } from '@/i18n/i18n';
import { LOCALE_OF } from '@/i18n/languages';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = LOCALE_OF[currentLanguage()];
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) cache.set(key, (formatter = make(locale)));
  return formatter as T;
}

export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(value));
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/**
 * A price from its amount in major units, whole amounts without decimals: "9.99 EUR" / "0 EUR" in English (as the spec
 * shows prices), the locale's currency format elsewhere ("9,99 €" in French).
 */
export function formatPrice(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (currentLanguage() === 'en') return `${formatNumber(amount, fraction)} ${currency}`;
  return formatNumber(amount, { style: 'currency', currency, ...fraction });
}
