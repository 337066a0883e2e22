// All the person's offers side by side: totals for years 1 to 4 (vesting, cliff and sign-on in the years they pay),
// first-year cash, the highest of each row marked, deadlines counted down. Offers in another currency are converted
// only at a rate the person types, shown beside the table; until then they stand apart, never silently mixed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPARED_YEARS,
  compensationOf,
  convertCompensation,
  currenciesNeedingRate,
  highestOf,
  parseRate,
  type Compensation,
} from '@shared/offer-compensation.ts';
import { InputField } from '@/components/ui/field';
import type { OfferWithApplication } from '@/data/offers/types';
import { formatNumber } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { deadlineText, formatMoney, offerName } from '@/features/offers/utils/offer-display';

interface Row {
  key: string;
  label: string;
  value: (compensation: Compensation) => number;
  /** Totals say how far behind the highest each offer is. */
  isTotal?: boolean;
}

export interface OfferCompareProps {
  offers: ReadonlyArray<OfferWithApplication>;
  /** The currency everything is compared in: the current application's first offer's. */
  baseCurrency: string;
}

export function OfferCompare({ offers, baseCurrency }: OfferCompareProps) {
  const { t } = useTranslation('application-detail', { keyPrefix: 'offers' });
  const [rateTexts, setRateTexts] = useState<Record<string, string>>({});
  const needed = currenciesNeedingRate(
    offers.map((offer) => offer.currency),
    baseCurrency,
  );
  const rates = Object.fromEntries(needed.map((currency) => [currency, parseRate(rateTexts[currency] ?? '')]));
  const columns = offers.map((offer) => {
    const own = compensationOf(offer);
    if (offer.currency === baseCurrency) return { offer, compensation: own, isComparable: true };
    const rate = rates[offer.currency];
    return rate ? { offer, compensation: convertCompensation(own, baseCurrency, rate), isComparable: true } : { offer, compensation: own, isComparable: false };
  });

  const rows: Row[] = [
    { key: 'base', label: t('compare.base'), value: (c) => c.years[0].base },
    { key: 'bonus', label: t('compare.bonus'), value: (c) => c.years[0].bonus },
    { key: 'signOn', label: t('compare.signOn'), value: (c) => c.years[0].signOn + c.years[1].signOn },
    { key: 'equityGrant', label: t('compare.equityGrant'), value: (c) => c.equityGrant },
    ...Array.from({ length: COMPARED_YEARS }, (_, index) => ({
      key: `year${index + 1}`,
      label: t('compare.total', { year: index + 1 }),
      value: (c: Compensation) => c.years[index].total,
      isTotal: true,
    })),
    { key: 'firstYearCash', label: t('compare.firstYearCash'), value: (c) => c.firstYearCash, isTotal: true },
    { key: 'relocation', label: t('compare.relocation'), value: (c) => c.relocation },
  ];

  return (
    <section aria-labelledby="offer-compare-heading" className="space-y-3">
      <div>
        <h3 id="offer-compare-heading" className="text-base font-semibold text-slate-900">
          {t('compare.title')}
        </h3>
        <p className="text-sm text-slate-600">{offers.length < 2 ? t('compare.single') : t('compare.description')}</p>
      </div>
      {needed.length > 0 && (
        <fieldset className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <legend className="px-1 text-sm font-semibold text-amber-900">{t('compare.rates')}</legend>
          <p className="text-sm text-amber-900">{t('compare.ratesDescription')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {needed.map((currency) => {
              const text = rateTexts[currency] ?? '';
              const isInvalid = text.trim() !== '' && rates[currency] === null;
              return (
                <InputField
                  key={currency}
                  label={t('compare.rateLabel', { from: currency, to: baseCurrency })}
                  inputMode="decimal"
                  autoComplete="off"
                  value={text}
                  error={isInvalid ? t('compare.rateInvalid') : undefined}
                  onChange={(event) => setRateTexts((current) => ({ ...current, [currency]: event.target.value }))}
                />
              );
            })}
          </div>
          {needed.map((currency) => {
            const rate = rates[currency];
            return rate ? (
              <p key={currency} className="text-sm font-medium text-amber-900" role="status">
                {t('compare.rateUsed', { from: currency, to: baseCurrency, rate: formatNumber(rate, { maximumFractionDigits: 6 }) })}
              </p>
            ) : null;
          })}
        </fieldset>
      )}
      {/* Scrolls sideways on a phone: focusable, so the keyboard scrolls it too. */}
      <div
        role="group"
        aria-labelledby="offer-compare-heading"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-medium text-slate-600">
                {t('compare.row')}
              </th>
              {columns.map(({ offer }) => (
                <th key={offer.id} scope="col" className="min-w-40 px-3 py-2 text-left font-semibold text-slate-900">
                  {offerName(offer)}
                  <span className="block text-xs font-normal text-slate-500">{offer.application?.job_title}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const values = columns.map((column) => row.value(column.compensation));
              const comparable = columns.map((column, index) => (column.isComparable ? values[index] : Number.NEGATIVE_INFINITY));
              const highest = columns.filter((column) => column.isComparable).length > 1 ? highestOf(comparable) : null;
              return (
                <tr key={row.key} className={cn('border-t border-slate-200', row.isTotal && 'bg-slate-50/60')}>
                  <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium text-slate-700">
                    {row.label}
                  </th>
                  {columns.map((column, index) => {
                    const isHighest = highest === index;
                    const behind = highest !== null && column.isComparable && !isHighest ? values[highest] - values[index] : 0;
                    return (
                      <td key={column.offer.id} className={cn('px-3 py-2 tabular-nums', isHighest ? 'font-semibold text-emerald-800' : 'text-slate-900')}>
                        {formatMoney(values[index], column.compensation.currency)}
                        {isHighest && <span className="ml-1 rounded bg-emerald-100 px-1 text-xs font-medium text-emerald-800">{t('compare.highest')}</span>}
                        {row.isTotal && behind > 0 && (
                          <span className="block text-xs text-slate-500">{t('compare.behind', { amount: formatMoney(behind, baseCurrency) })}</span>
                        )}
                        {!column.isComparable && row.isTotal && <span className="block text-xs text-amber-800">{t('compare.waitingRate')}</span>}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            <tr className="border-t border-slate-200">
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium text-slate-700">
                {t('compare.deadline')}
              </th>
              {columns.map(({ offer }) => (
                <td key={offer.id} className="px-3 py-2 text-slate-900">
                  {offer.deadline ? deadlineText(offer.deadline) : t('compare.noDeadline')}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
