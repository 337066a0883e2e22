// The applications table (@tanstack/react-table): company, job title with its posting link, status chip, date, progress, actions.
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { ExternalLink } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpUrl } from '@/data/applications/application-values';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { useWindowedList } from '../hooks/use-windowed-list';
import { formatApplicationDate } from '../utils/format';
import { ApplicationProgress } from './application-progress';
import { ApplicationRowActions, describeApplication as describe, type ApplicationActions } from './application-row-actions';
import { StatusChipMenu } from './status-chip-menu';

const features = tableFeatures({});
/** Row height in px (h-14), refined by measuring once rows are on screen. */
const ROW_HEIGHT = 56;
const helper = createColumnHelper<typeof features, ApplicationWithInterviews>();

function buildColumns(actions: ApplicationActions, t: TFunction<'applications'>) {
  return helper.columns([
    helper.accessor('company_name', {
      header: t('table.company'),
      cell: ({ row }) => (
        <span className="block truncate font-medium text-slate-900" title={row.original.company_name}>
          {row.original.company_name}
        </span>
      ),
    }),
    helper.accessor('job_title', {
      header: t('table.jobTitle'),
      cell: ({ row }) => (
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="truncate" title={row.original.job_title}>
            {row.original.job_title}
          </span>
          {/* The database only keeps http(s) links; checked again so no other scheme ever becomes a clickable href. */}
          {row.original.job_link && isHttpUrl(row.original.job_link) && (
            <a
              href={row.original.job_link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('table.jobPosting', { name: describe(row.original) })}
              className="shrink-0 rounded text-slate-400 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          )}
        </span>
      ),
    }),
    helper.accessor('status', {
      header: t('table.status'),
      cell: ({ row }) => <StatusChipMenu applicationId={row.original.id} status={row.original.status} label={describe(row.original)} />,
    }),
    helper.accessor('application_date', {
      header: t('table.applicationDate'),
      cell: ({ row }) => <time dateTime={row.original.application_date}>{formatApplicationDate(row.original.application_date)}</time>,
    }),
    helper.display({
      id: 'progress',
      header: t('table.progress'),
      cell: ({ row }) => <ApplicationProgress application={row.original} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('table.actions')}</span>,
      cell: ({ row }) => <ApplicationRowActions application={row.original} actions={actions} />,
    }),
  ]);
}

export function ApplicationsTable({ applications, actions }: { applications: ApplicationWithInterviews[]; actions: ApplicationActions }) {
  const { t } = useTranslation('applications');
  const columns = useMemo(() => buildColumns(actions, t), [actions, t]);
  // Long lists render only the rows near the viewport; rows have one fixed height (text is truncated, never wrapped).
  // The table model is built for that window only, so sorting or filtering 2,000 rows does not rebuild 2,000 rows.
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const windowed = useWindowedList({ count: applications.length, estimatedStride: ROW_HEIGHT, listRef: bodyRef });
  const windowRows = useMemo(() => applications.slice(windowed.start, windowed.end), [applications, windowed.start, windowed.end]);
  const table = useTable({ features, columns, data: windowRows, getRowId: (row) => row.id });
  const rows = table.getRowModel().rows;
  const columnCount = columns.length;

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[720px] table-fixed text-left text-sm" aria-rowcount={windowed.isWindowed ? applications.length + 1 : undefined}>
        <caption className="sr-only">{t('list.label')}</caption>
        <colgroup>
          {/* Fixed widths that fit their content ("100%" and its bar, "Sep 24, 2026", the widest chip); company and job title share the rest. */}
          <col />
          <col />
          {/* The status: 11 rem holds the widest chip in French ("Sans réponse" with its dot and chevron; 10 rem cut it). */}
          <col className="w-44" />
          <col className="w-40" />
          <col className="w-36" />
          <col className="w-32" />
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={windowed.isWindowed ? 1 : undefined}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-medium">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef} className="divide-y divide-slate-100">
          {windowed.paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: windowed.paddingTop, padding: 0 }} />
            </tr>
          )}
          {rows.map((row, offset) => (
            <tr
              key={row.id}
              className="h-14 hover:bg-slate-50"
              data-testid="application-row"
              data-window-item=""
              aria-rowindex={windowed.isWindowed ? windowed.start + offset + 2 : undefined}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="truncate px-4 py-2 align-middle text-slate-700">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {windowed.paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: windowed.paddingBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
