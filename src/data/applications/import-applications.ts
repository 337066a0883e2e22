// Adds many applications (a CSV import) in one request: either every row is saved or none is.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from './database-error';
import { applicationKeys } from './keys';
import type { ApplicationRowInput } from './types';

async function importApplications(rows: readonly ApplicationRowInput[]): Promise<number> {
  if (rows.length === 0) return 0;
  // PostgREST inserts a JSON array as one statement, so a refused row rolls the whole batch back.
  const { error, count } = await supabase.from('applications').insert([...rows], { count: 'exact' });
  if (error) throw new DataError(error, 'The applications could not be imported.');
  return count ?? rows.length;
}

export function useImportApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importApplications,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: applicationKeys.lists() })),
  });
}
