// The person's subscription row; a missing row is repaired as a free, active one (spec §4 Subscription).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { subscriptionKeys } from '@/data/subscriptions/keys';

export type PlanType = 'free' | 'plus' | 'flash';

export interface Subscription {
  user_id: string;
  plan_type: PlanType;
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

const COLUMNS = 'user_id, plan_type, status, current_period_end, cancel_at_period_end';

export async function getSubscription(userId: string): Promise<Subscription> {
  const { data, error } = await supabase.from('subscriptions').select(COLUMNS).eq('user_id', userId).maybeSingle();
  if (error) throw error;
  if (data) return data as Subscription;
  const { data: repaired, error: repairError } = await supabase.rpc('ensure_subscription').select(COLUMNS).single();
  if (repairError) throw repairError;
  return repaired as Subscription;
}

export function subscriptionQueryOptions(userId: string) {
  return queryOptions({ queryKey: subscriptionKeys.detail(userId), queryFn: () => getSubscription(userId) });
}

export function useSubscription(userId: string | undefined, options: { refetchInterval?: number | false | (() => number | false) } = {}) {
  return useQuery({ ...subscriptionQueryOptions(userId ?? ''), enabled: Boolean(userId), refetchInterval: options.refetchInterval });
}

/** A paid plan counts while active (or trialing) and inside its paid period; otherwise the person is on Free. */
export function effectivePlan(subscription: Subscription | undefined, now = new Date()): PlanType {
  if (!subscription || subscription.plan_type === 'free') return 'free';
  if (!['active', 'trialing'].includes(subscription.status)) return 'free';
  if (subscription.current_period_end && new Date(subscription.current_period_end) <= now) return 'free';
  return subscription.plan_type;
}
