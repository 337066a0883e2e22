// The Search page (issue #42): where applications go and where people are lost. The funnel Saved → Applied → replied →
// interview → offer, the same split by source, résumé version and role keyword, how long replies and each status take,
// the weekly activity, all within a date range; then the applications that have gone quiet. Each chart has a sentence
// on top and a table view.
import { BarChart3 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useJourneys, type Journey } from '@/data/journeys/get-journeys';
import { formatDate } from '@/i18n/format';
import { inDateRange, type DateRange } from '../utils/funnel';
import { FunnelCard, SplitCards, TimingCard, WeeklyCard } from './search-charts';
import { GoneQuiet } from './gone-quiet';

export function SearchPage() {
  const { t } = useTranslation('search');
  const journeys = useJourneys();
  if (journeys.isPending) return <PageSpinner label={t('loading')} />;
  if (journeys.isError)
    return (
      <main className="mx-auto w-full max-w-6xl space-y-4 p-4 md:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <ErrorAlert title={t('loadFailed')}>
          <p>{journeys.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void journeys.refetch()}>
            {t('retry')}
          </Button>
        </ErrorAlert>
      </main>
    );
  if (journeys.data.length === 0)
    return (
      <main className="mx-auto w-full max-w-6xl p-4 md:p-8">
        <EmptyState
          headingLevel="h1"
          icon={BarChart3}
          title={t('empty.title')}
          description={t('empty.body')}
          action={
            <Link
              to={paths.dashboard.href()}
              className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('empty.action')}
            </Link>
          }
        />
      </main>
    );
  return <SearchReport journeys={journeys.data} />;
}

function SearchReport({ journeys }: { journeys: Journey[] }) {
  const { t } = useTranslation('search');
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const isRangeValid = !range.from || !range.to || range.from <= range.to;
  const shown = useMemo(() => (isRangeValid ? inDateRange(journeys, range) : journeys), [journeys, range, isRangeValid]);
  // The funnel is drawn in the first render; the other charts and the quiet list in a deferred one right after it, so
  // the first chart is not held up by the maths and the SVG of every other card (issue #42's bench: 2,000 applications).
  const isFirstPass = useDeferredValue(false, true);
  return (
    <main className="mx-auto w-full max-w-6xl space-y-4 p-4 md:p-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </header>
      <fieldset className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
        <legend className="sr-only">{t('range.legend')}</legend>
        <p aria-hidden="true" className="w-full text-sm font-medium text-slate-700">
          {t('range.legend')}
        </p>
        <InputField
          type="date"
          label={t('range.from')}
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => setRange((previous) => ({ ...previous, from: event.target.value }))}
          containerClassName="w-40"
          error={isRangeValid ? undefined : t('range.invalid')}
        />
        <InputField
          type="date"
          label={t('range.to')}
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => setRange((previous) => ({ ...previous, to: event.target.value }))}
          containerClassName="w-40"
        />
        <Button variant="secondary" onClick={() => setRange({ from: '', to: '' })} disabled={!range.from && !range.to}>
          {t('range.clear')}
        </Button>
      </fieldset>
      {shown.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {t('empty.range')}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <FunnelCard journeys={shown} />
          {!isFirstPass && (
            <>
              <TimingCard journeys={shown} />
              <SplitCards journeys={shown} />
              <WeeklyCard journeys={shown} formatWeek={(week) => formatDate(`${week}T00:00`, { day: 'numeric', month: 'short' })} />
            </>
          )}
        </div>
      )}
      {!isFirstPass && <GoneQuiet journeys={journeys} />}
    </main>
  );
}
