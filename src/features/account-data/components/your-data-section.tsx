// "Your data" in the profile settings: export everything as a zip, import an export (after a preview of what it adds
// and changes, and a yes), delete the account. What the import says last is scrolled into view in the dialog.
import { useTranslation } from 'react-i18next';
import { Download, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { firstNameOf, useAuth } from '@/data/auth/auth-context';
import { useProfile } from '@/data/profile/get-profile';
import { IMPORTED_TABLES } from '@/data/account-data/format';
import { ImportRefusedError } from '@/data/account-data/read-export';
import { useExportAccount, useImportAccount, useReadImport } from '@/data/account-data/use-account-transfer';
import { DeleteAccountDialog } from '@/features/account-data/components/delete-account-dialog';
import { ImportPreview } from '@/features/account-data/components/import-preview';
import { ProgressBar } from '@/features/account-data/components/progress-bar';

const SHOWN_PROBLEMS = 20;
const IDLE_OUTCOME = 'idle/idle';

function ImportError({ error }: { error: Error }) {
  const { t } = useTranslation('profile');
  const problems = error instanceof ImportRefusedError ? error.problems : [];
  return (
    <ErrorAlert title={t('data.importFailed')}>
      <p>{error.message}</p>
      {problems.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
            <li key={`${problem.table}-${problem.item}-${problem.message}`}>
              {problem.table.replaceAll('_', ' ')} #{problem.item}: {problem.message}
            </li>
          ))}
          {problems.length > SHOWN_PROBLEMS && <li>{t('data.more', { count: problems.length - SHOWN_PROBLEMS })}</li>}
        </ul>
      )}
    </ErrorAlert>
  );
}

export function YourDataSection() {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  const email = user?.email ?? '';
  const exporter = useExportAccount();
  const reader = useReadImport();
  const importer = useImportAccount();
  const profile = useProfile(user?.id);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const isBusy = exporter.isPending || importer.isPending || reader.isPending;
  const candidate = reader.data;
  const importError = reader.error ?? importer.error;
  const outcomeKey = [reader.status, importer.status].join('/');

  // The preview, the progress, the result or the refusal: whatever the import says now is brought into view. Not when
  // nothing has happened yet: the dialog then opens at its top (the app language, the photo and the name).
  useEffect(() => {
    if (outcomeKey === IDLE_OUTCOME) return;
    outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcomeKey]);

  const handleExport = () => exporter.mutate(undefined, { onSuccess: () => toast.success(t('data.exported')) });

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    exporter.reset();
    importer.reset();
    reader.mutate({ file, current: { firstName: firstNameOf(user), profile: profile.data ?? null } });
  };

  const handleConfirmImport = () => {
    if (!candidate) return;
    reader.reset();
    importer.mutate(candidate.source, {
      onSuccess: (report) => {
        const rows = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
        toast.success(t('data.importedToast', { rows, files: report.files }));
      },
    });
  };

  return (
    <section aria-labelledby="your-data-heading" className="mt-6 border-t border-slate-100 pt-4">
      <h3 id="your-data-heading" className="text-sm font-semibold text-slate-900">
        {t('data.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('data.intro')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={handleExport} disabled={isBusy} isPending={exporter.isPending} pendingLabel={t('data.exporting')}>
          <Download aria-hidden="true" className="size-4" />
          {t('data.export')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          disabled={isBusy}
          isPending={importer.isPending}
          pendingLabel={t('data.importing')}
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('data.import')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".zip,application/zip"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('data.fileToImport')}
          onChange={handleFile}
        />
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setIsDeleteOpen(true)} disabled={isBusy}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('data.delete')}
        </Button>
      </div>
      <div ref={outcome} className="mt-3 scroll-mb-4 space-y-3">
        {exporter.isPending && <ProgressBar label={t('data.exportProgress')} progress={exporter.progress} />}
        {candidate && <ImportPreview candidate={candidate} onConfirm={handleConfirmImport} onCancel={() => reader.reset()} />}
        {importer.isPending && <ProgressBar label={t('data.importProgress')} progress={importer.progress} />}
        {exporter.error && <ErrorAlert title={t('data.exportFailed')}>{exporter.error.message}</ErrorAlert>}
        {importError && <ImportError error={importError} />}
        {importer.isSuccess && (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-800">
            {t('data.imported', {
              items: IMPORTED_TABLES.map((table) => t(`importPreview.table.${table}`, { count: importer.data.rows[table] ?? 0 })).join(', '),
              files: importer.data.files,
            })}
          </p>
        )}
      </div>
      <DeleteAccountDialog email={email} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </section>
  );
}
