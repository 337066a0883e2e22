import { describe, expect, it } from 'vitest';
import { unrecordedAmounts } from './brief-numbers';
import type { Offer } from './types';

const offer: Offer = {
  id: 'o1',
  user_id: 'u',
  application_id: 'a',
  label: '',
  currency: 'EUR',
  base_salary: 91_000,
  bonus_percent: 10,
  bonus_amount: null,
  equity_amount: null,
  equity_units: 400,
  equity_unit_price: 50,
  vesting_percents: [25, 25, 25, 25],
  vesting_cliff_months: 12,
  sign_on_amount: 7_000,
  sign_on_year_two: null,
  relocation_amount: null,
  benefits_notes: '',
  remote_policy: null,
  start_date: null,
  deadline: '2026-12-04',
  negotiation_brief: null,
  negotiation_brief_at: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

describe('unrecordedAmounts (issue #43)', () => {
  it('passes the amounts of the record, however they are written, and the blanks left for the person', () => {
    const brief =
      'They offered 91000 EUR (€91,000, or 91 000 € in French), a 9,100 bonus, 400 units at 50 each: €112,100 in year 1. ' +
      'Ask for [your number: target base, e.g. 98000]; the deadline is 2026-12-04, 4 years, 25% a year, a 12-month cliff, 91k base, year 1 112100 EUR.';
    expect(unrecordedAmounts(brief, [offer])).toEqual([]);
  });

  it('lists an amount found in no offer, as written, once', () => {
    const brief = 'The market pays 120,000 for this role; ask for 105 000 € and mention 120,000 again.';
    expect(unrecordedAmounts(brief, [offer])).toEqual(['120,000', '105 000']);
    expect(unrecordedAmounts(brief, [offer, { ...offer, id: 'o2', base_salary: 120_000 }])).toEqual(['105 000']);
  });
});
