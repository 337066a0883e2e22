// 'Export CSV' (the filtered, sorted list) and 'Import CSV' (a file from Offerpilot, Huntr, Teal or a French Excel,
// checked in a preview before anything is saved).
import { Download, Upload } from 'lucide-react';
import { lazy, memo, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import type { Application } from '@/data/applications/types';
import type { ImportPreview } from './import-preview-dialog';

// The CSV code (with the form's validation) and the preview dialog download when the person exports or imports, not
// with the dashboard: on a phone, the first screen needs neither.
const loadCsv = () => import('../utils/applications-csv');
const ImportPreviewDialog = lazy(() => import('./import-preview-dialog').then((module) => ({ default: module.ImportPreviewDialog })));

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const ApplicationsCsvActions = memo(function ApplicationsCsvActions({ applications }: { applications: readonly Application[] | undefined }) {
  const { t } = useTranslation('applications');
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const count = applications?.length ?? 0;

  async function handleExport() {
    if (!applications?.length) return;
    const { applicationsToCsv, csvFileName } = await loadCsv();
    download(applicationsToCsv(applications), csvFileName());
    toast.success(t('csv.exported', { count }));
  }

  function chooseFile() {
    fileInput.current?.click();
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { decodeCsvBytes, MAX_IMPORT_BYTES, parseApplicationsCsv } = await loadCsv();
    if (file.size > MAX_IMPORT_BYTES) {
      setPreview({ fileName: file.name, result: { ok: false, error: t('csv.tooLarge') } });
      return;
    }
    try {
      // Duplicates are checked in the preview, against every saved application (this list may be filtered).
      setPreview({ fileName: file.name, result: parseApplicationsCsv(decodeCsvBytes(await file.arrayBuffer())) });
    } catch {
      setPreview({ fileName: file.name, result: { ok: false, error: t('csv.unreadable') } });
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void handleExport()}
        disabled={count === 0}
        title={count === 0 ? t('csv.nothingToExport') : t('csv.exportTitle', { count })}
      >
        <Download aria-hidden="true" className="size-4" /> <span className="sr-only sm:not-sr-only">{t('csv.export')}</span>
      </Button>
      <Button variant="secondary" onClick={chooseFile}>
        <Upload aria-hidden="true" className="size-4" /> <span className="sr-only sm:not-sr-only">{t('csv.import')}</span>
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('csv.fileLabel')}
        onChange={(event) => void handleFile(event)}
      />
      {preview && (
        <Suspense fallback={null}>
          <ImportPreviewDialog preview={preview} onClose={() => setPreview(null)} onChooseAnother={chooseFile} />
        </Suspense>
      )}
    </>
  );
});
