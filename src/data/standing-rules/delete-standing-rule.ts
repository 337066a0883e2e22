// Deletes one standing rule; an id that is not the person's (or already gone) deletes nothing and says so.
import { t } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { standingRuleKeys } from './keys';

async function deleteStandingRule(id: string): Promise<void> {
  const { data, error } = await supabase.from('standing_rules').delete().eq('id', id).select('id');
  if (error) throw new DataError(error, t('profile:standingRules.errors.notDeleted'));
  if (data.length === 0) throw new Error(t('profile:standingRules.errors.notFound'));
}

export function useDeleteStandingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStandingRule,
    onSettled: (_data, error) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: standingRuleKeys.all })),
  });
}
