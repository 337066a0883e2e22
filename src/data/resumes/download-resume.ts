// The resume PDF of an application, downloaded from the private `resumes` bucket for the Analyzer to read.
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { RESUMES_BUCKET } from '@/data/resumes/upload-resume';

export async function downloadResume(path: string): Promise<Blob> {
  const { data, error } = await supabase.storage.from(RESUMES_BUCKET).download(path);
  if (error || !data) throw new DataError(error, 'Your resume could not be downloaded. Try again, or upload it again in Edit.');
  return data;
}
