// The signed-in person's experiences, most recent first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { experienceKeys } from './keys';
import type { Experience } from './types';

async function getExperiences(signal: AbortSignal): Promise<Experience[]> {
  const { data, error } = await supabase.from('experiences').select('*').order('start_date', { ascending: false }).abortSignal(signal);
  if (error) throw new DataError(error, 'Your experiences could not be loaded.');
  return data;
}

const experiencesQueryOptions = () => queryOptions({ queryKey: experienceKeys.list(), queryFn: ({ signal }) => getExperiences(signal) });

export function useExperiences() {
  return useQuery(experiencesQueryOptions());
}
