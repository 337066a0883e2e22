// An offer row as the database returns it, for the offer views' tests: a 90,000 EUR base and nothing else (no bonus,
// equity, sign-on, relocation, dates or brief), dated 2026-11-01; each test says what differs.
import type { Offer } from '@/data/offers/types';

export function sampleOffer(changes: Partial<Offer> = {}): Offer {
  return {
    id: 'offer-1',
    user_id: 'user-1',
    application_id: 'app-1',
    label: '',
    currency: 'EUR',
    base_salary: 90_000,
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
    benefits_notes: '',
    remote_policy: null,
    start_date: null,
    deadline: null,
    negotiation_brief: null,
    negotiation_brief_at: null,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...changes,
  };
}
