// A short-lived signed URL for a resume in the private bucket.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { resumeKeys } from './keys';
import { RESUMES_BUCKET } from './upload-resume';

const RESUME_URL_TTL_SECONDS = 600;

async function getResumeUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(RESUMES_BUCKET).createSignedUrl(path, RESUME_URL_TTL_SECONDS);
  if (error) throw new DataError(error, 'The resume link could not be created.');
  return data.signedUrl;
}

const resumeUrlQueryOptions = (path: string) =>
  queryOptions({
    queryKey: resumeKeys.signedUrl(path),
    // Storage's signed-URL call takes no AbortSignal; the query still cancels by ignoring the answer.
    queryFn: () => getResumeUrl(path),
    // Refresh well before the link expires.
    staleTime: (RESUME_URL_TTL_SECONDS / 2) * 1000,
    refetchInterval: (RESUME_URL_TTL_SECONDS / 2) * 1000,
  });

export function useResumeUrl(path: string | null) {
  return useQuery({ ...resumeUrlQueryOptions(path ?? ''), enabled: Boolean(path) });
}
