// "Your data" in the profile settings: export everything as a zip, import an export, delete the account.
import { Download, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useAuth } from '@/data/auth/auth-context';
import { ImportRefusedError } from '@/data/account-data/read-export';
import { useExportAccount, useImportAccount } from '@/data/account-data/use-account-transfer';
import { DeleteAccountDialog } from '@/features/account-data/components/delete-account-dialog';
import { ProgressBar } from '@/features/account-data/components/progress-bar';

const SHOWN_PROBLEMS = 20;

function ImportError({ error }: { error: Error }) {
  const problems = error instanceof ImportRefusedError ? error.problems : [];
  return (
    <ErrorAlert title="The import failed">
      <p>{error.message}</p>
      {problems.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
            <li key={`${problem.table}-${problem.item}-${problem.message}`}>
              {problem.table.replaceAll('_', ' ')} #{problem.item}: {problem.message}
            </li>
          ))}
          {problems.length > SHOWN_PROBLEMS && <li>…and {problems.length - SHOWN_PROBLEMS} more</li>}
        </ul>
      )}
    </ErrorAlert>
  );
}

export function YourDataSection() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const exporter = useExportAccount();
  const importer = useImportAccount();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const isBusy = exporter.isPending || importer.isPending;

  const handleExport = () =>
    exporter.mutate(undefined, { onSuccess: () => toast.success('Your data was exported. Check your downloads for the .zip file.') });

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    exporter.reset();
    importer.mutate(file, {
      onSuccess: (report) => {
        const rows = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
        toast.success(`Imported ${rows} items and ${report.files} files.`);
      },
    });
  };

  return (
    <section aria-labelledby="your-data-heading" className="mt-6 border-t border-slate-100 pt-4">
      <h3 id="your-data-heading" className="text-sm font-semibold text-slate-900">
        Your data
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Download everything you keep here (JSON and CSV, with your resumes and photo) as one .zip, restore such a file into this account, or delete
        your account.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={handleExport} disabled={isBusy} isPending={exporter.isPending} pendingLabel="Exporting…">
          <Download aria-hidden="true" className="size-4" />
          Export my data
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={isBusy} isPending={importer.isPending} pendingLabel="Importing…">
          <Upload aria-hidden="true" className="size-4" />
          Import data
        </Button>
        <input ref={fileInput} type="file" accept=".zip,application/zip" className="sr-only" tabIndex={-1} aria-label="Export file to import" onChange={handleFile} />
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setIsDeleteOpen(true)} disabled={isBusy}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
      </div>
      <div className="mt-3 space-y-3">
        {exporter.isPending && <ProgressBar label="Export progress" progress={exporter.progress} />}
        {importer.isPending && <ProgressBar label="Import progress" progress={importer.progress} />}
        {exporter.error && <ErrorAlert title="The export failed">{exporter.error.message}</ErrorAlert>}
        {importer.error && <ImportError error={importer.error} />}
        {importer.isSuccess && (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-800">
            Imported {Object.entries(importer.data.rows).map(([table, count]) => `${count} ${table.replaceAll('_', ' ')}`).join(', ')} and {importer.data.files}{' '}
            files.
          </p>
        )}
      </div>
      <DeleteAccountDialog email={email} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </section>
  );
}
