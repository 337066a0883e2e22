// One chart of the Search page: its title, the sentence that says what it shows, and the chart or, for the keyboard and
// screen readers, the same numbers as a table (Radix tabs: arrow keys move between the two views).
import * as Tabs from '@radix-ui/react-tabs';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TAB_CLASS =
  'rounded-md px-3 py-1 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export function ChartCard({ title, summary, chart, table }: { title: string; summary: ReactNode; chart: ReactNode; table: ReactNode }) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Tabs.Root defaultValue="chart">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <Tabs.List aria-label={t('view.label', { title })} className="flex gap-1 rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="chart" className={TAB_CLASS}>
              {t('view.chart')}
            </Tabs.Trigger>
            <Tabs.Trigger value="table" className={TAB_CLASS}>
              {t('view.table')}
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <div className="mt-2 text-sm text-slate-700" data-testid="chart-summary">
          {summary}
        </div>
        <Tabs.Content value="chart" className="mt-3 focus-visible:outline-2 focus-visible:outline-brand-600">
          {chart}
        </Tabs.Content>
        <Tabs.Content value="table" className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600">
          {table}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** A plain table of the chart's numbers: a header row, then one row per label (its first cell a row header). */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    <table className="w-full min-w-max text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          {columns.map((column) => (
            <th key={column} scope="col" className="py-1.5 pr-4 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 last:border-0">
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="py-1.5 pr-4 font-medium text-slate-900">
                  {cell}
                </th>
              ) : (
                <td key={index} className="py-1.5 pr-4 text-slate-700 tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
