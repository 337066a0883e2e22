// Export and import as mutations with live progress, for the "Your data" section of the profile settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { supabase } from '@/lib/supabase';
import { exportAccount, exportFileName } from './export-account';
import type { Progress } from './format';
import { importAccount } from './import-account';

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

export function useImportAccount() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(null);
      return importAccount(supabase, new Uint8Array(await file.arrayBuffer()), setProgress);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
  return { ...mutation, progress };
}
