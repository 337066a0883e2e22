// Export and import as mutations with live progress, for the "Your data" section of the profile settings. An import is
// two steps: read the picked file and preview what it adds and changes (nothing is uploaded), then import on a yes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { supabase } from '@/lib/supabase';
import { exportAccount, exportFileName } from './export-account';
import type { Progress } from './format';
import { importAccount } from './import-account';
import { previewImport, type CurrentAccount, type ImportPreview } from './preview-import';
import { checkImportFileSize, readAccountExport, type AccountExport } from './read-export';

function download(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportAccount() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const mutation = useMutation({
    mutationFn: async () => {
      setProgress(null);
      const zip = await exportAccount(supabase, setProgress);
      download(zip, exportFileName());
      return zip.length;
    },
  });
  return { ...mutation, progress };
}

export interface ImportCandidate {
  fileName: string;
  source: AccountExport;
  preview: ImportPreview;
}

/** Reads a picked export and says what importing it would do; refuses a file over the limits before reading it whole. */
export function useReadImport() {
  return useMutation({
    mutationFn: async ({ file, current }: { file: File; current: CurrentAccount }): Promise<ImportCandidate> => {
      checkImportFileSize(file.size);
      const source = readAccountExport(new Uint8Array(await file.arrayBuffer()));
      return { fileName: file.name, source, preview: previewImport(source, current) };
    },
  });
}

export function useImportAccount() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const mutation = useMutation({
    mutationFn: async (source: AccountExport) => {
      setProgress(null);
      return importAccount(supabase, source, setProgress);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
  return { ...mutation, progress };
}
