// Deletes one offer; an id that is not the person's (or already gone) deletes nothing and says so.
import { t } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { offerKeys } from './keys';

async function deleteOffer(id: string): Promise<void> {
  const { data, error } = await supabase.from('offers').delete().eq('id', id).select('id');
  if (error) throw new DataError(error, t('application-detail:offers.errors.notDeleted'));
  if (data.length === 0) throw new Error(t('application-detail:offers.errors.notFound'));
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: offerKeys.all })),
  });
}
