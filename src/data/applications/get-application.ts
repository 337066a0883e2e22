// One application by id; null when it does not exist or belongs to someone else (RLS hides it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from './database-error';
import { applicationKeys } from './keys';
import type { Application } from './types';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function getApplication(id: string, signal: AbortSignal): Promise<Application | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const { data, error } = await supabase.from('applications').select('*').eq('id', id).abortSignal(signal).maybeSingle();
  if (error) throw new DataError(error, 'This application could not be loaded.');
  return data;
}

const applicationQueryOptions = (id: string) => queryOptions({ queryKey: applicationKeys.detail(id), queryFn: ({ signal }) => getApplication(id, signal) });

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
