// Shared by the SPA (the compare view) and the gateway (the negotiation brief), so both count an offer one way.
// What an offer pays, year by year from its start date: base, the target bonus, the equity that vests that year (the
// schedule's percent per year, accruing month by month, nothing before the cliff and what accrued until then at it),
// and the sign-on in the year it is paid. Relocation is a one-time package beside the totals, never in them. Two offers
// in different currencies are compared only at a rate the person gives. Pure: no I/O, no clock.

/** The numbers of an offer, as public.offers keeps them. */
export interface OfferTerms {
  currency: string;
  base_salary: number;
  bonus_percent: number | null;
  bonus_amount: number | null;
  equity_amount: number | null;
  equity_units: number | null;
  equity_unit_price: number | null;
  vesting_percents: number[] | null;
  vesting_cliff_months: number;
  sign_on_amount: number | null;
  sign_on_year_two: number | null;
  relocation_amount: number | null;
}

interface CompensationYear {
  /** 1 to 4. */
  year: number;
  base: number;
  bonus: number;
  equity: number;
  signOn: number;
  total: number;
}

export interface Compensation {
  currency: string;
  years: CompensationYear[];
  /** Year one's base, target bonus and sign-on: what is paid in money in the first twelve months. */
  firstYearCash: number;
  /** The grant's whole value (amount, or units × price). */
  equityGrant: number;
  relocation: number;
}

export const COMPARED_YEARS = 4;

const cents = (value: number) => Math.round(value * 100) / 100;

function equityGrant(terms: Pick<OfferTerms, 'equity_amount' | 'equity_units' | 'equity_unit_price'>): number {
  if (terms.equity_amount !== null) return terms.equity_amount;
  if (terms.equity_units !== null && terms.equity_unit_price !== null) return terms.equity_units * terms.equity_unit_price;
  return 0;
}

/** The percent of the grant vested after `month` months: the schedule accrues evenly within each year, held until the cliff. */
export function vestedPercentAfter(percents: ReadonlyArray<number>, cliffMonths: number, month: number): number {
  if (month < cliffMonths) return 0;
  let vested = 0;
  percents.forEach((percent, index) => {
    const monthsIntoYear = Math.min(12, Math.max(0, month - index * 12));
    vested += (percent * monthsIntoYear) / 12;
  });
  return vested;
}

export function compensationOf(terms: OfferTerms): Compensation {
  const grant = equityGrant(terms);
  const bonus = terms.bonus_amount ?? (terms.bonus_percent !== null ? (terms.base_salary * terms.bonus_percent) / 100 : 0);
  const percents = terms.vesting_percents ?? [];
  const years = Array.from({ length: COMPARED_YEARS }, (_, index): CompensationYear => {
    const year = index + 1;
    const vestedPercent =
      vestedPercentAfter(percents, terms.vesting_cliff_months, year * 12) - vestedPercentAfter(percents, terms.vesting_cliff_months, index * 12);
    const equity = (grant * vestedPercent) / 100;
    const signOn = year === 1 ? (terms.sign_on_amount ?? 0) : year === 2 ? (terms.sign_on_year_two ?? 0) : 0;
    return {
      year,
      base: cents(terms.base_salary),
      bonus: cents(bonus),
      equity: cents(equity),
      signOn: cents(signOn),
      total: cents(terms.base_salary + bonus + equity + signOn),
    };
  });
  return {
    currency: terms.currency,
    years,
    firstYearCash: cents(terms.base_salary + bonus + (terms.sign_on_amount ?? 0)),
    equityGrant: cents(grant),
    relocation: cents(terms.relocation_amount ?? 0),
  };
}

/** The same compensation in another currency, at `rate` units of it for one unit of the offer's currency. */
export function convertCompensation(compensation: Compensation, currency: string, rate: number): Compensation {
  const at = (value: number) => cents(value * rate);
  return {
    currency,
    years: compensation.years.map((year) => ({
      year: year.year,
      base: at(year.base),
      bonus: at(year.bonus),
      equity: at(year.equity),
      signOn: at(year.signOn),
      total: at(year.total),
    })),
    firstYearCash: at(compensation.firstYearCash),
    equityGrant: at(compensation.equityGrant),
    relocation: at(compensation.relocation),
  };
}

/** The currencies besides `base` among the offers, each needing a rate before they are compared: in first-seen order. */
export function currenciesNeedingRate(currencies: ReadonlyArray<string>, base: string): string[] {
  return [...new Set(currencies)].filter((currency) => currency !== base);
}

/** A rate the person typed ("0.92", "0,92"): a positive number, or null. */
export function parseRate(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  const rate = Number(normalised);
  return rate > 0 && Number.isFinite(rate) ? rate : null;
}

/**
 * Whole days from `today` to the deadline (both `YYYY-MM-DD` calendar dates in the person's own time zone): 0 on the
 * day itself, negative once it has passed.
 */
export function daysUntil(deadline: string, today: string): number {
  const day = (iso: string) => {
    const [year, month, date] = iso.split('-').map(Number);
    return Date.UTC(year, month - 1, date) / 86_400_000;
  };
  return Math.round(day(deadline) - day(today));
}

/** Today's calendar date where the person is (`YYYY-MM-DD`). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The index of the highest value, or null when every value is the same (nothing to highlight). */
export function highestOf(values: ReadonlyArray<number>): number | null {
  if (values.length < 2 || values.every((value) => value === values[0])) return null;
  return values.indexOf(Math.max(...values));
}
