// The offer form: what public.offers checks, said in the form before anything is sent (no negative pay, a known
// currency, a vesting schedule adding up to 100 %, bonus and equity each given one way). Amounts are typed as text
// ("62000", "62 000", "62000.50") and saved as numbers.
import { t } from 'i18next';
import * as z from 'zod/mini';
import type applicationDetail from '@/i18n/locales/en/application-detail.json';
import { CURRENCIES, isCurrency } from './currencies';
import type { Offer } from './types';

type ValidationKey = `application-detail:offers.validation.${keyof (typeof applicationDetail)['offers']['validation']}`;
const message = (key: ValidationKey) => t(key);

const BONUS_KINDS = ['none', 'percent', 'amount'] as const;
const EQUITY_KINDS = ['none', 'amount', 'units'] as const;
export const REMOTE_POLICIES = ['onsite', 'hybrid', 'remote'] as const;
export const OFFER_LIMITS = { label: 100, benefits: 2000, cliffMonths: 60, vestingYears: 10, amount: 1_000_000_000 } as const;

/** An amount typed in the form: '' is none, spaces and a decimal comma are read, anything else is NaN. */
export function readAmount(text: string): number | null {
  const normalised = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  if (normalised === '') return null;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** A vesting schedule typed as percents per year ("25, 25, 25, 25" or "25 25 25 25"). */
export function readVesting(text: string): number[] | null {
  const parts = text
    .split(/[\s;/]+|,\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  return parts.map((part) => readAmount(part) ?? Number.NaN);
}

export const offerFormSchema = z
  .object({
    label: z.string().check(z.trim(), z.maxLength(OFFER_LIMITS.label, { error: () => message('application-detail:offers.validation.labelTooLong') })),
    currency: z.string().check(z.refine(isCurrency, { error: () => message('application-detail:offers.validation.currency') })),
    base_salary: z.string(),
    bonus_kind: z.enum(BONUS_KINDS),
    bonus_value: z.string(),
    equity_kind: z.enum(EQUITY_KINDS),
    equity_amount: z.string(),
    equity_units: z.string(),
    equity_unit_price: z.string(),
    vesting: z.string(),
    vesting_cliff_months: z.string(),
    sign_on_amount: z.string(),
    sign_on_year_two: z.string(),
    relocation_amount: z.string(),
    benefits_notes: z.string().check(z.maxLength(OFFER_LIMITS.benefits, { error: () => message('application-detail:offers.validation.benefitsTooLong') })),
    remote_policy: z.union([z.literal(''), z.enum(REMOTE_POLICIES)]),
    start_date: z.union([z.literal(''), z.iso.date({ error: () => message('application-detail:offers.validation.date') })]),
    deadline: z.union([z.literal(''), z.iso.date({ error: () => message('application-detail:offers.validation.date') })]),
  })
  .check(
    z.superRefine((values, context) => {
      const flag = (path: keyof typeof values, key: ValidationKey) => context.addIssue({ code: 'custom', path: [path], message: message(key) });
      const amount = (path: keyof typeof values, { required = false } = {}) => {
        const value = readAmount(values[path] as string);
        if (value === null) {
          if (required) flag(path, 'application-detail:offers.validation.baseRequired');
        } else if (Number.isNaN(value)) flag(path, 'application-detail:offers.validation.notANumber');
        else if (value < 0) flag(path, 'application-detail:offers.validation.negative');
        else if (value > OFFER_LIMITS.amount) flag(path, 'application-detail:offers.validation.tooLarge');
      };
      amount('base_salary', { required: true });
      if (values.bonus_kind !== 'none') {
        amount('bonus_value', { required: true });
        const percent = readAmount(values.bonus_value);
        if (values.bonus_kind === 'percent' && percent !== null && percent > 1000) flag('bonus_value', 'application-detail:offers.validation.tooLarge');
      }
      if (values.equity_kind === 'amount') amount('equity_amount', { required: true });
      if (values.equity_kind === 'units') {
        amount('equity_units', { required: true });
        amount('equity_unit_price', { required: true });
      }
      for (const path of ['sign_on_amount', 'sign_on_year_two', 'relocation_amount'] as const) amount(path);
      if (values.equity_kind !== 'none') {
        const percents = readVesting(values.vesting);
        if (!percents) flag('vesting', 'application-detail:offers.validation.vestingRequired');
        else if (percents.some((percent) => Number.isNaN(percent) || percent < 0) || percents.length > OFFER_LIMITS.vestingYears)
          flag('vesting', 'application-detail:offers.validation.vestingFormat');
        else if (Math.round(percents.reduce((sum, percent) => sum + percent, 0) * 100) !== 10_000)
          flag('vesting', 'application-detail:offers.validation.vestingTotal');
        else {
          const cliff = values.vesting_cliff_months.trim() === '' ? 0 : Number(values.vesting_cliff_months);
          if (!Number.isInteger(cliff) || cliff < 0 || cliff > Math.min(OFFER_LIMITS.cliffMonths, percents.length * 12))
            flag('vesting_cliff_months', 'application-detail:offers.validation.cliff');
        }
      }
    }),
  );

export type OfferFormValues = z.input<typeof offerFormSchema>;

export function emptyOfferForm(currency: string = CURRENCIES[CURRENCIES.indexOf('EUR')]): OfferFormValues {
  return {
    label: '',
    currency,
    base_salary: '',
    bonus_kind: 'none',
    bonus_value: '',
    equity_kind: 'none',
    equity_amount: '',
    equity_units: '',
    equity_unit_price: '',
    vesting: '25, 25, 25, 25',
    vesting_cliff_months: '12',
    sign_on_amount: '',
    sign_on_year_two: '',
    relocation_amount: '',
    benefits_notes: '',
    remote_policy: '',
    start_date: '',
    deadline: '',
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function offerToForm(offer: Offer): OfferFormValues {
  const equityKind = offer.equity_amount !== null ? 'amount' : offer.equity_units !== null ? 'units' : 'none';
  return {
    label: offer.label,
    currency: offer.currency,
    base_salary: text(offer.base_salary),
    bonus_kind: offer.bonus_percent !== null ? 'percent' : offer.bonus_amount !== null ? 'amount' : 'none',
    bonus_value: text(offer.bonus_percent ?? offer.bonus_amount),
    equity_kind: equityKind,
    equity_amount: text(offer.equity_amount),
    equity_units: text(offer.equity_units),
    equity_unit_price: text(offer.equity_unit_price),
    vesting: (offer.vesting_percents ?? [25, 25, 25, 25]).join(', '),
    vesting_cliff_months: String(offer.vesting_cliff_months),
    sign_on_amount: text(offer.sign_on_amount),
    sign_on_year_two: text(offer.sign_on_year_two),
    relocation_amount: text(offer.relocation_amount),
    benefits_notes: offer.benefits_notes,
    remote_policy: (REMOTE_POLICIES as ReadonlyArray<string>).includes(offer.remote_policy ?? '')
      ? (offer.remote_policy as OfferFormValues['remote_policy'])
      : '',
    start_date: offer.start_date ?? '',
    deadline: offer.deadline ?? '',
  };
}

/** The row saved: amounts as numbers, what the chosen kinds leave out as null. */
export function toOfferRow(applicationId: string, values: OfferFormValues) {
  const parsed = offerFormSchema.parse(values);
  const amount = (value: string) => readAmount(value);
  const hasEquity = parsed.equity_kind !== 'none';
  return {
    application_id: applicationId,
    label: parsed.label,
    currency: parsed.currency,
    base_salary: amount(parsed.base_salary) ?? 0,
    bonus_percent: parsed.bonus_kind === 'percent' ? amount(parsed.bonus_value) : null,
    bonus_amount: parsed.bonus_kind === 'amount' ? amount(parsed.bonus_value) : null,
    equity_amount: parsed.equity_kind === 'amount' ? amount(parsed.equity_amount) : null,
    equity_units: parsed.equity_kind === 'units' ? amount(parsed.equity_units) : null,
    equity_unit_price: parsed.equity_kind === 'units' ? amount(parsed.equity_unit_price) : null,
    vesting_percents: hasEquity ? readVesting(parsed.vesting) : null,
    vesting_cliff_months: hasEquity && parsed.vesting_cliff_months.trim() !== '' ? Number(parsed.vesting_cliff_months) : 0,
    sign_on_amount: amount(parsed.sign_on_amount),
    sign_on_year_two: amount(parsed.sign_on_year_two),
    relocation_amount: amount(parsed.relocation_amount),
    benefits_notes: parsed.benefits_notes.trim(),
    remote_policy: parsed.remote_policy === '' ? null : parsed.remote_policy,
    start_date: parsed.start_date === '' ? null : parsed.start_date,
    deadline: parsed.deadline === '' ? null : parsed.deadline,
  };
}
