import { describe, expect, it } from 'vitest';
import {
  compensationOf,
  convertCompensation,
  currenciesNeedingRate,
  daysUntil,
  highestOf,
  parseRate,
  vestedPercentAfter,
  type OfferTerms,
} from './offer-compensation.ts';

const plain: OfferTerms = {
  currency: 'EUR',
  base_salary: 60_000,
  bonus_percent: null,
  bonus_amount: null,
  equity_amount: null,
  equity_units: null,
  equity_unit_price: null,
  vesting_percents: null,
  vesting_cliff_months: 0,
  sign_on_amount: null,
  sign_on_year_two: null,
  relocation_amount: null,
};

describe('compensationOf (issue #43)', () => {
  it('counts a 4-year grant with a 1-year cliff, a target bonus and a sign-on paid in year one only', () => {
    const offer = compensationOf({
      ...plain,
      base_salary: 100_000,
      bonus_percent: 10,
      equity_units: 1_000,
      equity_unit_price: 48,
      vesting_percents: [25, 25, 25, 25],
      vesting_cliff_months: 12,
      sign_on_amount: 15_000,
      relocation_amount: 8_000,
    });
    // 48,000 of equity, 12,000 a year; the sign-on in year one; relocation beside the totals.
    expect(offer.years.map((year) => year.total)).toEqual([137_000, 122_000, 122_000, 122_000]);
    expect(offer.years[0]).toEqual({ year: 1, base: 100_000, bonus: 10_000, equity: 12_000, signOn: 15_000, total: 137_000 });
    expect(offer.firstYearCash).toBe(125_000);
    expect(offer.equityGrant).toBe(48_000);
    expect(offer.relocation).toBe(8_000);
  });

  it('spreads a back-loaded schedule and a two-part sign-on into the right years', () => {
    const offer = compensationOf({
      ...plain,
      bonus_amount: 5_000,
      equity_amount: 100_000,
      vesting_percents: [5, 15, 40, 40],
      vesting_cliff_months: 12,
      sign_on_amount: 20_000,
      sign_on_year_two: 10_000,
    });
    expect(offer.years.map((year) => [year.equity, year.signOn, year.total])).toEqual([
      [5_000, 20_000, 90_000],
      [15_000, 10_000, 90_000],
      [40_000, 0, 105_000],
      [40_000, 0, 105_000],
    ]);
    expect(offer.firstYearCash).toBe(85_000);
  });

  it('moves what accrues before a cliff past a year boundary into the year of the cliff', () => {
    const offer = compensationOf({ ...plain, base_salary: 0, equity_amount: 48_000, vesting_percents: [25, 25, 25, 25], vesting_cliff_months: 18 });
    // 18 months accrued (18,000) vest at the cliff, in year two.
    expect(offer.years.map((year) => year.equity)).toEqual([0, 24_000, 12_000, 12_000]);
    expect(vestedPercentAfter([25, 25, 25, 25], 18, 17)).toBe(0);
    expect(vestedPercentAfter([25, 25, 25, 25], 18, 18)).toBe(37.5);
  });

  it('counts a 3-year schedule as nothing in year four, and an offer without equity as its cash', () => {
    const offer = compensationOf({ ...plain, equity_amount: 30_000, vesting_percents: [33.33, 33.33, 33.34] });
    expect(offer.years.map((year) => year.equity)).toEqual([9_999, 9_999, 10_002, 0]);
    expect(compensationOf(plain).years.map((year) => year.total)).toEqual([60_000, 60_000, 60_000, 60_000]);
  });
});

describe('comparing offers', () => {
  it('converts at the rate given, and asks a rate for each other currency only', () => {
    const usd = compensationOf({ ...plain, currency: 'USD', base_salary: 100_000, sign_on_amount: 10_000 });
    const inEuros = convertCompensation(usd, 'EUR', 0.9);
    expect(inEuros.currency).toBe('EUR');
    expect(inEuros.years.map((year) => year.total)).toEqual([99_000, 90_000, 90_000, 90_000]);
    expect(inEuros.firstYearCash).toBe(99_000);
    expect(currenciesNeedingRate(['EUR', 'USD', 'EUR', 'GBP', 'USD'], 'EUR')).toEqual(['USD', 'GBP']);
    expect(currenciesNeedingRate(['EUR', 'EUR'], 'EUR')).toEqual([]);
  });

  it('reads a rate typed with a comma or a dot, and refuses zero, negative or text', () => {
    expect(parseRate('0,92')).toBe(0.92);
    expect(parseRate(' 1.085 ')).toBe(1.085);
    for (const bad of ['', '0', '-1', 'abc', '1,2,3', '1e3']) expect(parseRate(bad), bad).toBeNull();
  });

  it('counts the days to a deadline in calendar days, across a month and a clock change', () => {
    expect(daysUntil('2026-12-01', '2026-11-28')).toBe(3);
    expect(daysUntil('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysUntil('2026-11-26', '2026-11-28')).toBe(-2);
    expect(daysUntil('2027-04-01', '2027-03-25')).toBe(7);
  });

  it('highlights the highest value, and nothing when all are equal', () => {
    expect(highestOf([1, 3, 2])).toBe(1);
    expect(highestOf([2, 2])).toBeNull();
    expect(highestOf([5])).toBeNull();
  });
});
