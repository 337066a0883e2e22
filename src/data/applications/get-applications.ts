// The signed-in person's applications with their interviews' dates, in one request (RLS limits rows to the owner).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from './database-error';
import { applicationKeys } from './keys';
import type { ApplicationWithInterviews } from './types';

export async function getApplications(): Promise<ApplicationWithInterviews[]> {
  const { data, error } = await supabase
    .from('applications')
    .select('*, interviews(id, name, date)')
    .order('application_date', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw new DataError(error, 'Your applications could not be loaded.');
  return (data ?? []) as ApplicationWithInterviews[];
}

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.list(), queryFn: getApplications });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
