// The CSV import preview: what will be added, each skipped row with its reasons; the rows are added in one request.
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useImportApplications } from '@/data/applications/import-applications';
import type { ApplicationsCsvResult } from '../utils/applications-csv';
import { formatApplicationDate } from '../utils/format';

/** The preview lists this many rows; the count and the import cover all of them. */
const PREVIEW_LIMIT = 100;

export interface ImportPreview {
  fileName: string;
  result: ApplicationsCsvResult;
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
  const result = preview?.result;
  const applications = result?.ok ? result.applications : [];

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
    if (!preview || !result) return null;
    if (!result.ok) {
      return (
        <ErrorAlert title={t('import.cannotImport')}>
          <p>{result.error}</p>
        </ErrorAlert>
      );
    }
    const { rejected, ignoredColumns } = result;
    return (
      <div className="space-y-5 text-sm">
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
          {t('import.resumesNote')}
        </p>
        {ignoredColumns.length > 0 && <p className="text-slate-600">{t('import.ignoredColumns', { columns: ignoredColumns.join(', ') })}</p>}

        {applications.length > 0 && (
          <section aria-labelledby="import-added-heading" className="space-y-2">
            <h3 id="import-added-heading" className="font-semibold text-slate-900">
              {t('import.toBeAdded', { count: applications.length })}
            </h3>
            <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
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

        {rejected.length > 0 && (
          <section aria-labelledby="import-skipped-heading" className="space-y-2">
            <h3 id="import-skipped-heading" className="font-semibold text-red-800">
              {t('import.skipped', { count: rejected.length })}
            </h3>
            <ul className="max-h-48 space-y-1.5 overflow-auto rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
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

  const canImport = applications.length > 0;
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
          {canImport ? (
            <Button onClick={handleImport} isPending={importApplications.isPending} pendingLabel={t('import.importing')}>
              {importApplications.isError ? t('tryAgain') : t('import.add', { count: applications.length })}
            </Button>
          ) : (
            <Button onClick={onChooseAnother}>{t('import.chooseAnother')}</Button>
          )}
        </>
      }
    >
      {renderBody()}
    </Dialog>
  );
}
