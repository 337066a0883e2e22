// The plan and this month's free questions, counted by the server (rpc ai_credits).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { creditsKeys } from '@/data/credits/keys';

export interface Credits {
  plan_type: 'free' | 'plus' | 'flash' | string;
  monthly_limit: number;
  used: number;
  /** Null on a paid plan. */
  remaining: number | null;
}

export async function getCredits(): Promise<Credits | null> {
  const { data, error } = await supabase.rpc('ai_credits');
  if (error) throw error;
  const rows = (Array.isArray(data) ? data : [data]) as Credits[];
  return rows[0] ?? null;
}

export function creditsQueryOptions(userId: string) {
  return queryOptions({ queryKey: creditsKeys.detail(userId), queryFn: getCredits });
}

export function useCredits(userId: string | undefined) {
  return useQuery({ ...creditsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
