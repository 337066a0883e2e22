// Holds the negotiation brief to its rule (issue #43): every amount in it comes from the record or is a blank left for
// the person ([your number: …]). The amounts it names that are in none of the offers (their fields and the year totals
// the compare view counts) are listed, so a figure the model made up is seen before it is said on the call. Pure.
import { compensationOf } from '@shared/offer-compensation.ts';
import type { Offer } from './types';

/** Below this, a number is a count, a percent, a month or a year of the schedule, not an amount. */
const AMOUNT_FLOOR = 100;
const BLANK = /\[your number:[^\]]*\]/gi;
/** A number as written: 91000, 91,000, 91 000, 91.000,50, 91k (a group of three digits ends where the digits do). */
const NUMBER = /(?:\d{1,3}(?:[,.\u00a0\u202f ]\d{3}(?!\d))+|\d+)(?:[.,]\d{1,2}(?!\d))?(?:\s?[kK]\b)?/g;

function readNumber(text: string): number | null {
  const thousands = /\s?[kK]$/.test(text);
  let digits = text.replace(/\s?[kK]$/, '').replace(/[\u00a0\u202f ]/g, '');
  // A separator followed by exactly three digits groups thousands; a last one followed by one or two is the decimal mark.
  digits = digits.replace(/[.,](?=\d{3}(\D|$))/g, '');
  digits = digits.replace(',', '.');
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return thousands ? value * 1000 : value;
}

/** Every amount the record holds: each offer's own figures and what the compare view counts from them. */
function recordedAmounts(offers: ReadonlyArray<Offer>): Set<number> {
  const amounts = new Set<number>();
  for (const offer of offers) {
    const compensation = compensationOf(offer);
    const bonus = compensation.years[0].bonus;
    for (const value of [
      offer.base_salary,
      offer.bonus_amount,
      bonus,
      offer.equity_amount,
      offer.equity_units,
      offer.equity_unit_price,
      offer.sign_on_amount,
      offer.sign_on_year_two,
      offer.relocation_amount,
      compensation.equityGrant,
      compensation.firstYearCash,
      ...compensation.years.flatMap((year) => [year.total, year.equity]),
    ]) {
      if (value !== null) amounts.add(Math.round(value * 100) / 100);
    }
  }
  return amounts;
}

/** The amounts in the brief found in no offer, as written, in order, each once. */
export function unrecordedAmounts(brief: string, offers: ReadonlyArray<Offer>): string[] {
  const recorded = recordedAmounts(offers);
  const found: string[] = [];
  for (const match of brief.replace(BLANK, ' ').matchAll(NUMBER)) {
    const written = match[0].trim();
    const value = readNumber(written);
    if (value === null || value < AMOUNT_FLOOR || (Number.isInteger(value) && value >= 1900 && value <= 2100 && !/\D/.test(written))) continue;
    if (!recorded.has(Math.round(value * 100) / 100) && !found.includes(written)) found.push(written);
  }
  return found;
}
