// The CSV import preview: which column feeds each field (guessed from the header, changeable), what will be added, the
// rows that match an application already saved (left out unless the person includes them) and each skipped row with
// its reasons; the rows are added in one request.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { SelectField } from '@/components/ui/field';
import { useApplications } from '@/data/applications/get-applications';
import { useImportApplications } from '@/data/applications/import-applications';
import {
  APPLICATION_CSV_COLUMNS,
  applicationsFromCsv,
  CSV_FIELD_LABELS,
  missingColumnsMessage,
  type ApplicationsCsvResult,
  type ColumnMapping,
  type DateOrder,
  type CsvField,
} from '../utils/applications-csv';
import { formatApplicationDate } from '../utils/format';

/** The preview lists this many rows; the count and the import cover all of them. */
const PREVIEW_LIMIT = 100;

export interface ImportPreview {
  fileName: string;
  result: ApplicationsCsvResult;
}

/** A field's choice of column; without one, the date is today's and the status Saved. */
function ColumnChoice({
  field,
  headers,
  mapping,
  onChange,
}: {
  field: CsvField;
  headers: string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const { t } = useTranslation('applications');
  const none = field === 'application_date' ? t('import.noColumnDate') : field === 'status' ? t('import.noColumnStatus') : t('import.noColumn');
  const options = [
    { value: '', label: none },
    ...headers.map((header, index) => ({ value: String(index), label: header || t('import.unnamedColumn', { number: index + 1 }) })),
  ];
  return (
    <SelectField
      label={t(CSV_FIELD_LABELS[field])}
      options={options}
      value={mapping[field] === undefined ? '' : String(mapping[field])}
      onChange={(event) => {
        const { [field]: _previous, ...others } = mapping;
        onChange(event.target.value === '' ? others : { ...others, [field]: Number(event.target.value) });
      }}
    />
  );
}

/** A date like 03/04/2026 read day first or month first, as a date in the person's language. */
function readAs(example: string, order: DateOrder): string {
  const [first, second, year] = example.split(/[/.-]/);
  const [day, month] = order === 'dayFirst' ? [first, second] : [second, first];
  return formatApplicationDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
}

/** Nothing in the file says whether 03/04/2026 is 3 April or March 4: the person says, before anything is added. */
function DateOrderChoice({ example, order, onChange }: { example: string; order: DateOrder; onChange: (order: DateOrder) => void }) {
  const { t } = useTranslation('applications');
  const orders: DateOrder[] = ['dayFirst', 'monthFirst'];
  return (
    <SelectField
      label={t('import.dateOrder', { date: example })}
      hint={t('import.dateOrderHint')}
      options={orders.map((value) => ({ value, label: t(`import.${value}`, { date: readAs(example, value) }) }))}
      value={order}
      onChange={(event) => onChange(event.target.value as DateOrder)}
    />
  );
}

export function ImportPreviewDialog({
  preview,
  onClose,
  onChooseAnother,
}: {
  preview: ImportPreview | null;
  onClose: () => void;
  onChooseAnother: () => void;
}) {
  const { t } = useTranslation('applications');
  const importApplications = useImportApplications();
  const saved = useApplications();
  const result = preview?.result;
  const [mapping, setMapping] = useState<ColumnMapping>(() => (result?.ok ? result.mapping : {}));
  const [isIncludingDuplicates, setIsIncludingDuplicates] = useState(false);
  /** How the person reads the file's dates when the file leaves it open (undefined: the guess). */
  const [dateOrder, setDateOrder] = useState<DateOrder | undefined>(undefined);
  /** The column choice starts open when a required column was not recognised. */
  const [isColumnsOpen, setIsColumnsOpen] = useState(() => result?.ok === true && result.missing.length > 0);
  // Another file chosen while the preview is open: its own guessed columns, its duplicates left out again.
  const [mappedResult, setMappedResult] = useState(result);
  if (result !== mappedResult) {
    setMappedResult(result);
    setMapping(result?.ok ? result.mapping : {});
    setIsIncludingDuplicates(false);
    setDateOrder(undefined);
    setIsColumnsOpen(result?.ok === true && result.missing.length > 0);
  }
  // Read again with the person's columns, against every saved application (the dashboard may show a filtered list).
  const read = useMemo(
    () => (result?.ok ? applicationsFromCsv(result.table, mapping, saved.data ?? [], dateOrder) : null),
    [result, mapping, saved.data, dateOrder],
  );
  const duplicates = read?.duplicates ?? [];
  const applications = [...(read?.applications ?? []), ...(isIncludingDuplicates ? duplicates : [])].sort((a, b) => a.line - b.line);

  function handleOpenChange(isOpen: boolean) {
    if (isOpen || importApplications.isPending) return;
    importApplications.reset();
    onClose();
  }

  function handleImport() {
    importApplications.mutate(
      applications.map((application) => application.row),
      {
        onSuccess: (count) => {
          toast.success(t('import.imported', { count }));
          importApplications.reset();
          onClose();
        },
      },
    );
  }

  function renderBody() {
    if (!preview || !result || !read) {
      if (!preview || !result || result.ok) return null;
      return (
        <ErrorAlert title={t('import.cannotImport')}>
          <p>{result.error}</p>
        </ErrorAlert>
      );
    }
    const { rejected, ignoredColumns, missing } = read;
    const headers = result.ok ? result.table.headers : [];
    const columnsSummary = APPLICATION_CSV_COLUMNS.flatMap(({ field }) => {
      const column = mapping[field];
      return column === undefined ? [] : [`${t(CSV_FIELD_LABELS[field])} ← ${headers[column] || t('import.unnamedColumn', { number: column + 1 })}`];
    }).join(' · ');
    return (
      <div className="space-y-5 text-sm">
        {missing.length > 0 && (
          <ErrorAlert title={t('import.cannotImport')}>
            <p>{missingColumnsMessage(missing)}</p>
          </ErrorAlert>
        )}
        <details open={isColumnsOpen} onToggle={(event) => setIsColumnsOpen(event.currentTarget.open)} className="rounded-lg border border-slate-200 px-3 py-2">
          <summary className="cursor-pointer font-semibold text-slate-900">
            <span>{t('import.columns')}</span>
            <span className="ml-2 hidden font-normal text-slate-600 sm:inline">{columnsSummary}</span>
          </summary>
          <fieldset className="mt-2 space-y-2">
            <legend className="text-slate-600">{t('import.columnsHint')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {APPLICATION_CSV_COLUMNS.map(({ field }) => (
                <ColumnChoice key={field} field={field} headers={headers} mapping={mapping} onChange={setMapping} />
              ))}
            </div>
          </fieldset>
        </details>
        {read.dates.openExample && <DateOrderChoice example={read.dates.openExample} order={read.dates.order} onChange={setDateOrder} />}
        {importApplications.isError && (
          <ErrorAlert title={t('import.nothingImported')}>
            <p>{importApplications.error.message}</p>
            <p>{t('import.stillLoaded')}</p>
          </ErrorAlert>
        )}
        <p className="text-slate-700" data-testid="import-summary">
          <strong>{t('import.applications', { count: applications.length })}</strong>
          {t('import.willBeAdded', { count: applications.length })}
          {rejected.length > 0 && (
            <>
              {t('import.separator')}
              <strong>{t('import.rows', { count: rejected.length })}</strong>
              {t('import.willBeSkipped', { count: rejected.length })}
            </>
          )}
          {duplicates.length > 0 && (
            <>
              {t('import.separator')}
              <strong>{t('import.rows', { count: duplicates.length })}</strong>
              {isIncludingDuplicates ? t('import.duplicateIncluded', { count: duplicates.length }) : t('import.duplicateSkipped', { count: duplicates.length })}
            </>
          )}
          {t('import.resumesNote')}
        </p>
        {ignoredColumns.length > 0 && <p className="text-slate-600">{t('import.ignoredColumns', { columns: ignoredColumns.join(', ') })}</p>}

        {applications.length > 0 && (
          <section aria-labelledby="import-added-heading" className="space-y-2">
            <h3 id="import-added-heading" className="font-semibold text-slate-900">
              {t('import.toBeAdded', { count: applications.length })}
            </h3>
            {/* Scrolls on a phone: reachable with the keyboard, named by its heading. */}
            <div role="region" aria-labelledby="import-added-heading" tabIndex={0} className="max-h-64 overflow-auto rounded-lg border border-slate-200">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">{t('import.toBeAddedCaption')}</caption>
                <thead className="sticky top-0 bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('import.line')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('table.company')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('table.jobTitle')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('table.status')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('table.applicationDate')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {applications.slice(0, PREVIEW_LIMIT).map(({ line, row }) => (
                    <tr key={line} data-testid="import-row">
                      <td className="px-3 py-1.5 tabular-nums text-slate-500">{line}</td>
                      <td className="px-3 py-1.5 font-medium text-slate-900">{row.company_name}</td>
                      <td className="px-3 py-1.5">{row.job_title}</td>
                      <td className="px-3 py-1.5">{t(`status.${row.status}`)}</td>
                      <td className="px-3 py-1.5 whitespace-nowrap">{formatApplicationDate(row.application_date)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {applications.length > PREVIEW_LIMIT && <p className="text-slate-600">{t('import.more', { count: applications.length - PREVIEW_LIMIT })}</p>}
          </section>
        )}

        {duplicates.length > 0 && (
          <section aria-labelledby="import-duplicates-heading" className="space-y-2">
            <h3 id="import-duplicates-heading" className="font-semibold text-amber-900">
              {t('import.duplicates', { count: duplicates.length })}
            </h3>
            <ul
              aria-labelledby="import-duplicates-heading"
              tabIndex={0}
              className="max-h-48 space-y-1.5 overflow-auto rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950"
            >
              {duplicates.slice(0, PREVIEW_LIMIT).map(({ line, row, savedAs }) => {
                const label = `${row.company_name} – ${row.job_title}`;
                // Named as saved: the heading says it all. Matched by its link under another name: both names.
                return (
                  <li key={line} data-testid="import-duplicate">
                    {label === savedAs ? t('import.duplicateSameRow', { line, label }) : t('import.duplicateRow', { line, label, saved: savedAs })}
                  </li>
                );
              })}
            </ul>
            {duplicates.length > PREVIEW_LIMIT && <p className="text-slate-600">{t('import.more', { count: duplicates.length - PREVIEW_LIMIT })}</p>}
            <label className="flex items-center gap-2 font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
                checked={isIncludingDuplicates}
                onChange={(event) => setIsIncludingDuplicates(event.target.checked)}
              />
              {t('import.includeDuplicates', { count: duplicates.length })}
            </label>
          </section>
        )}

        {rejected.length > 0 && (
          <section aria-labelledby="import-skipped-heading" className="space-y-2">
            <h3 id="import-skipped-heading" className="font-semibold text-red-800">
              {t('import.skipped', { count: rejected.length })}
            </h3>
            <ul
              aria-labelledby="import-skipped-heading"
              tabIndex={0}
              className="max-h-48 space-y-1.5 overflow-auto rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
            >
              {rejected.slice(0, PREVIEW_LIMIT).map(({ line, label, reasons }) => (
                <li key={line} data-testid="import-rejected">
                  <span className="font-medium">{t('import.skippedRow', { line, label })}</span> {reasons.join(' ')}
                </li>
              ))}
            </ul>
            {rejected.length > PREVIEW_LIMIT && <p className="text-slate-600">{t('import.more', { count: rejected.length - PREVIEW_LIMIT })}</p>}
          </section>
        )}
      </div>
    );
  }

  const canImport = applications.length > 0 && !saved.isPending;
  const canChooseAnother = !result?.ok || (read !== null && read.applications.length + read.duplicates.length === 0);
  return (
    <Dialog
      open={Boolean(preview)}
      onOpenChange={handleOpenChange}
      title={t('import.title')}
      description={preview ? t('import.from', { fileName: preview.fileName }) : undefined}
      className="max-w-3xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={importApplications.isPending}>
              {t('cancel')}
            </Button>
          </DialogClose>
          {canChooseAnother ? (
            <Button onClick={onChooseAnother}>{t('import.chooseAnother')}</Button>
          ) : (
            <Button onClick={handleImport} disabled={!canImport} isPending={importApplications.isPending} pendingLabel={t('import.importing')}>
              {importApplications.isError ? t('tryAgain') : t('import.add', { count: applications.length })}
            </Button>
          )}
        </>
      }
    >
      {renderBody()}
    </Dialog>
  );
}
