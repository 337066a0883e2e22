// The person's subscriptions: their free row plus one row per Stripe subscription (docs/product.md#subscription); a missing
// free row is repaired. The plan in force is derived from all of them, the way the server's effective_plan does.
import { t } from 'i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { subscriptionKeys } from '@/data/subscriptions/keys';
import type { Tables } from '@/types/database';

export type Subscription = Pick<Tables<'subscriptions'>, 'user_id' | 'plan_type' | 'status' | 'current_period_end' | 'cancel_at_period_end'>;
export type PlanType = Subscription['plan_type'];

const COLUMNS = 'user_id, plan_type, status, current_period_end, cancel_at_period_end';

/** Plus outranks Flash (the longer paid period), which outranks Free: the same order as private.plan_rank. */
const PLAN_RANK: Record<PlanType, number> = { free: 0, flash: 1, plus: 2 };

const LOAD_FAILED = () => t('subscription:errors.loadFailed');

async function getSubscriptions(userId: string, signal: AbortSignal): Promise<Subscription[]> {
  const { data, error } = await supabase.from('subscriptions').select(COLUMNS).eq('user_id', userId).abortSignal(signal);
  if (error) throw new DataError(error, LOAD_FAILED());
  if (data.length > 0) return data;
  const { data: repaired, error: repairError } = await supabase.rpc('ensure_subscription').select(COLUMNS).abortSignal(signal);
  if (repairError) throw new DataError(repairError, LOAD_FAILED());
  return repaired;
}

/** A paid plan counts while active (or trialing) and inside its paid period; otherwise the person is on Free. */
export function effectivePlan(subscription: Subscription | undefined, now = new Date()): PlanType {
  if (!subscription || subscription.plan_type === 'free') return 'free';
  if (!['active', 'trialing'].includes(subscription.status)) return 'free';
  if (subscription.current_period_end && new Date(subscription.current_period_end) <= now) return 'free';
  return subscription.plan_type;
}

/** The paid subscriptions in force, highest plan first. */
export function runningSubscriptions(subscriptions: Subscription[], now = new Date()): Subscription[] {
  return subscriptions.filter((subscription) => effectivePlan(subscription, now) !== 'free').sort((a, b) => PLAN_RANK[b.plan_type] - PLAN_RANK[a.plan_type]);
}

/** The subscription whose plan is in force: the highest running one, else the free row. */
export function subscriptionInForce(subscriptions: Subscription[], now = new Date()): Subscription {
  const [highest] = runningSubscriptions(subscriptions, now);
  if (highest) return highest;
  const free = subscriptions.find((subscription) => subscription.plan_type === 'free');
  return free ?? { user_id: subscriptions[0]?.user_id ?? '', plan_type: 'free', status: 'active', current_period_end: null, cancel_at_period_end: false };
}

function subscriptionsQueryOptions(userId: string) {
  return queryOptions({ queryKey: subscriptionKeys.detail(userId), queryFn: ({ signal }) => getSubscriptions(userId, signal) });
}

interface SubscriptionQueryOptions {
  refetchInterval?: number | false | (() => number | false);
}

/** Every row of the person (free row, running and ended Stripe subscriptions). */
export function useSubscriptions(userId: string | undefined, options: SubscriptionQueryOptions = {}) {
  return useQuery({ ...subscriptionsQueryOptions(userId ?? ''), enabled: Boolean(userId), refetchInterval: options.refetchInterval });
}

/** The one subscription in force (see subscriptionInForce). */
export function useSubscription(userId: string | undefined, options: SubscriptionQueryOptions = {}) {
  return useQuery({
    ...subscriptionsQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
    refetchInterval: options.refetchInterval,
    select: (subscriptions) => subscriptionInForce(subscriptions),
  });
}
