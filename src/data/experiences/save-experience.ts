// Creates or updates an experience from the drawer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { toExperienceRow, type ExperienceFormValues } from './experience-schema';
import { experienceKeys } from './keys';
import type { Experience } from './types';

interface SaveExperienceInput {
  /** Absent for a new experience. */
  id?: string;
  values: ExperienceFormValues;
}

async function saveExperience({ id, values }: SaveExperienceInput): Promise<Experience> {
  const row = toExperienceRow(values);
  const query = id ? supabase.from('experiences').update(row).eq('id', id).select().single() : supabase.from('experiences').insert(row).select().single();
  const { data, error } = await query;
  if (error) throw new DataError(error, 'The experience could not be saved.');
  return data;
}

export function useSaveExperience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExperience,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: experienceKeys.all })),
  });
}
