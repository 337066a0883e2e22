// Saves after how many days without a change a waiting application counts as gone quiet (user_profiles.quiet_after_days,
// 1 to 365: the database checks the same), and the zod schema its field validates with.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from 'i18next';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { profileKeys } from '@/data/profile/keys';

export const QUIET_AFTER_DAYS_MIN = 1;
export const QUIET_AFTER_DAYS_MAX = 365;

export const quietAfterDaysSchema = z.object({
  days: z.coerce
    .number({ error: () => t('search:quiet.invalid') })
    .check(
      z.int({ error: () => t('search:quiet.invalid') }),
      z.gte(QUIET_AFTER_DAYS_MIN, { error: () => t('search:quiet.invalid') }),
      z.lte(QUIET_AFTER_DAYS_MAX, { error: () => t('search:quiet.invalid') }),
    ),
});
export type QuietAfterDaysInput = z.input<typeof quietAfterDaysSchema>;
export type QuietAfterDaysValues = z.output<typeof quietAfterDaysSchema>;

async function updateQuietAfterDays({ userId, days }: { userId: string; days: number }): Promise<number> {
  const { error } = await supabase.from('user_profiles').update({ quiet_after_days: days }).eq('id', userId);
  if (error) throw new DataError(error, t('search:quiet.saveFailed'));
  return days;
}

export function useUpdateQuietAfterDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuietAfterDays,
    onSettled: (_data, _error, { userId }) => queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  });
}
