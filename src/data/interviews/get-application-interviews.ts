// Interviews of one application, earliest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { interviewKeys } from './keys';
import type { Interview } from './types';

async function getApplicationInterviews(applicationId: string, signal: AbortSignal): Promise<Interview[]> {
  const { data, error } = await supabase
    .from('interviews')
    .select('*')
    .eq('application_id', applicationId)
    .order('date', { ascending: true })
    .abortSignal(signal);
  if (error) throw new DataError(error, 'The interviews could not be loaded.');
  return data;
}

const applicationInterviewsQueryOptions = (applicationId: string) =>
  queryOptions({ queryKey: interviewKeys.byApplication(applicationId), queryFn: ({ signal }) => getApplicationInterviews(applicationId, signal) });

export function useApplicationInterviews(applicationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationInterviewsQueryOptions(applicationId), enabled: options.enabled ?? true });
}
