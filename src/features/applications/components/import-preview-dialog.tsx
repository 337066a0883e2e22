// The CSV import preview: what will be added, each skipped row with its reasons; the rows are added in one request.
import { toast } from 'sonner';
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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function ImportPreviewDialog({ preview, onClose, onChooseAnother }: { preview: ImportPreview | null; onClose: () => void; onChooseAnother: () => void }) {
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
          toast.success(`Imported ${plural(count, 'application')}`);
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
        <ErrorAlert title="This file cannot be imported">
          <p>{result.error}</p>
        </ErrorAlert>
      );
    }
    const { rejected, ignoredColumns } = result;
    return (
      <div className="space-y-5 text-sm">
        {importApplications.isError && (
          <ErrorAlert title="Nothing was imported">
            <p>{importApplications.error.message}</p>
            <p>The file is still loaded: try again.</p>
          </ErrorAlert>
        )}
        <p className="text-slate-700" data-testid="import-summary">
          <strong>{plural(applications.length, 'application')}</strong> will be added
          {rejected.length > 0 && (
            <>
              ; <strong>{plural(rejected.length, 'row')}</strong> will be skipped
            </>
          )}
          . Resumes are not part of CSV files: add them from each application afterwards.
        </p>
        {ignoredColumns.length > 0 && <p className="text-slate-600">Ignored columns: {ignoredColumns.join(', ')}.</p>}

        {applications.length > 0 && (
          <section aria-labelledby="import-added-heading" className="space-y-2">
            <h3 id="import-added-heading" className="font-semibold text-slate-900">
              To be added ({applications.length})
            </h3>
            <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">Applications to be added</caption>
                <thead className="sticky top-0 bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Line
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Company
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Job Title
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Application Date
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {applications.slice(0, PREVIEW_LIMIT).map(({ line, row }) => (
                    <tr key={line} data-testid="import-row">
                      <td className="px-3 py-1.5 tabular-nums text-slate-500">{line}</td>
                      <td className="px-3 py-1.5 font-medium text-slate-900">{row.company_name}</td>
                      <td className="px-3 py-1.5">{row.job_title}</td>
                      <td className="px-3 py-1.5">{row.status}</td>
                      <td className="px-3 py-1.5 whitespace-nowrap">{formatApplicationDate(row.application_date)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {applications.length > PREVIEW_LIMIT && <p className="text-slate-600">…and {applications.length - PREVIEW_LIMIT} more.</p>}
          </section>
        )}

        {rejected.length > 0 && (
          <section aria-labelledby="import-skipped-heading" className="space-y-2">
            <h3 id="import-skipped-heading" className="font-semibold text-red-800">
              Skipped rows ({rejected.length})
            </h3>
            <ul className="max-h-48 space-y-1.5 overflow-auto rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
              {rejected.slice(0, PREVIEW_LIMIT).map(({ line, label, reasons }) => (
                <li key={line} data-testid="import-rejected">
                  <span className="font-medium">
                    Line {line} · {label}:
                  </span>{' '}
                  {reasons.join(' ')}
                </li>
              ))}
            </ul>
            {rejected.length > PREVIEW_LIMIT && <p className="text-slate-600">…and {rejected.length - PREVIEW_LIMIT} more.</p>}
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
      title="Import applications"
      description={preview ? `From ${preview.fileName}` : undefined}
      className="max-w-3xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={importApplications.isPending}>
              Cancel
            </Button>
          </DialogClose>
          {canImport ? (
            <Button onClick={handleImport} isPending={importApplications.isPending} pendingLabel="Importing…">
              {importApplications.isError ? 'Try again' : `Add ${plural(applications.length, 'application')}`}
            </Button>
          ) : (
            <Button onClick={onChooseAnother}>Choose another file</Button>
          )}
        </>
      }
    >
      {renderBody()}
    </Dialog>
  );
}
