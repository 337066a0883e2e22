// The plan and this month's free questions, counted by the server (rpc ai_credits).
import { t } from 'i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { creditsKeys } from '@/data/credits/keys';
import type { Functions } from '@/types/database';

/** `remaining` is null on a paid plan. */
export type Credits = Omit<Functions<'ai_credits'>['Returns'][number], 'remaining'> & { remaining: number | null };

async function getCredits(signal: AbortSignal): Promise<Credits | null> {
  const { data, error } = await supabase.rpc('ai_credits').abortSignal(signal);
  if (error) throw new DataError(error, t('common:errors.creditsLoadFailed'));
  return data[0] ?? null;
}

export function creditsQueryOptions(userId: string) {
  return queryOptions({ queryKey: creditsKeys.detail(userId), queryFn: ({ signal }) => getCredits(signal) });
}

export function useCredits(userId: string | undefined) {
  return useQuery({ ...creditsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
