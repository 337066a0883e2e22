// Uploads a resume PDF to the private `resumes` bucket at `<user id>/<uuid>.pdf`, and removes one. A file is a PDF by
// its bytes (`%PDF-`), not by its name: Storage checks only the declared type, so the check happens here.
import { t } from 'i18next';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';

export const RESUMES_BUCKET = 'resumes';

export interface UploadedResume {
  path: string;
  name: string;
}

function isPdfFile(file: { name: string; type: string }): boolean {
  return /\.pdf$/i.test(file.name) && (file.type === '' || file.type === 'application/pdf');
}

const PDF_MAGIC = '%PDF-';

/** True when the file starts as every PDF does (`%PDF-`); a text file renamed `.pdf` does not. */
export async function hasPdfBytes(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_MAGIC;
}

async function currentUserId(): Promise<string> {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw new DataError(error);
  const id = data.session?.user.id;
  if (!id) throw new DataError(null, 'Your session has expired. Please sign in again.');
  return id;
}

export async function uploadResume(file: File): Promise<UploadedResume> {
  if (!isPdfFile(file)) throw new DataError(null, 'Only PDF files can be uploaded as a resume.');
  if (!(await hasPdfBytes(file))) throw new DataError(null, t('applications:validation.resumeNotPdf', { name: file.name }));
  const userId = await currentUserId();
  const path = `${userId}/${crypto.randomUUID()}.pdf`;
  const { error } = await supabase.storage.from(RESUMES_BUCKET).upload(path, file, { contentType: 'application/pdf', upsert: false });
  if (error) throw new DataError(error, 'The resume could not be uploaded.');
  return { path, name: file.name.slice(0, 255) };
}

/** Best effort: a stale file left behind is harmless, so failures are swallowed by callers that clean up. */
export async function removeResume(path: string): Promise<void> {
  const { error } = await supabase.storage.from(RESUMES_BUCKET).remove([path]);
  if (error) throw new DataError(error, 'The old resume file could not be removed.');
}
