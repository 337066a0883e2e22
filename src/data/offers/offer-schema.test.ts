import { describe, expect, it } from 'vitest';
import { emptyOfferForm, offerFormSchema, readAmount, readVesting, toOfferRow, type OfferFormValues } from './offer-schema';

const form = (changes: Partial<OfferFormValues>): OfferFormValues => ({ ...emptyOfferForm(), base_salary: '62000', ...changes });
const errorsOf = (values: OfferFormValues) => {
  const result = offerFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the offer form (issue #43)', () => {
  it('refuses negative pay, an unknown currency and a schedule that does not add up, each beside its field', () => {
    expect(errorsOf(form({ base_salary: '-1' }))).toEqual({ base_salary: 'Pay cannot be negative.' });
    expect(errorsOf(form({ sign_on_amount: '-5000' }))).toEqual({ sign_on_amount: 'Pay cannot be negative.' });
    expect(errorsOf(form({ base_salary: '' }))).toEqual({ base_salary: 'Enter an amount.' });
    expect(errorsOf(form({ base_salary: '62k' }))).toEqual({ base_salary: 'Enter a number, e.g. 62000 or 62000.50.' });
    expect(errorsOf(form({ currency: 'EURO' }))).toEqual({ currency: 'Choose a currency from the list (ISO code such as EUR or USD).' });
    const equity = { equity_kind: 'amount', equity_amount: '40000' } as const;
    expect(errorsOf(form({ ...equity, vesting: '25, 25, 25' }))).toEqual({ vesting: 'The vesting schedule must add up to 100 %.' });
    expect(errorsOf(form({ ...equity, vesting: '50, 60, -10' }))).toEqual({ vesting: 'Enter up to 10 percents, one per year, none negative.' });
    expect(errorsOf(form({ ...equity, vesting: '100', vesting_cliff_months: '13' }))).toEqual({
      vesting_cliff_months: 'The cliff is a whole number of months, within the vesting schedule (at most 60).',
    });
    expect(errorsOf(form({ ...equity, vesting: '33,33 33,33 33,34' }))).toEqual({});
  });

  it('reads amounts typed the French way and saves only what the chosen kinds keep', () => {
    expect(readAmount('62 000,50')).toBe(62000.5);
    expect(readAmount('62\u202f000')).toBe(62000);
    expect(readAmount('')).toBeNull();
    expect(readVesting('25, 25, 25, 25')).toEqual([25, 25, 25, 25]);
    expect(readVesting('33,33; 33,33; 33,34')).toEqual([33.33, 33.33, 33.34]);
    const row = toOfferRow(
      'app-1',
      form({
        bonus_kind: 'percent',
        bonus_value: '10',
        equity_kind: 'units',
        equity_units: '400',
        equity_unit_price: '25,5',
        equity_amount: '999',
        sign_on_amount: '5 000',
      }),
    );
    expect(row).toMatchObject({
      application_id: 'app-1',
      currency: 'EUR',
      base_salary: 62000,
      bonus_percent: 10,
      bonus_amount: null,
      equity_amount: null,
      equity_units: 400,
      equity_unit_price: 25.5,
      vesting_percents: [25, 25, 25, 25],
      vesting_cliff_months: 12,
      sign_on_amount: 5000,
      relocation_amount: null,
      deadline: null,
    });
    // Without equity, no schedule and no cliff are saved.
    expect(toOfferRow('app-1', form({}))).toMatchObject({ vesting_percents: null, vesting_cliff_months: 0 });
  });
});
