// The plan catalogue (docs/product.md#overview, #plans-and-limits): Free, Plus monthly, Flash weekly, and where each paid plan is bought.
import { env } from '@/config/env';
import type { PlanType } from '@/data/subscriptions/get-subscription';

export type Billing = 'monthly' | 'weekly';

export const PLAN_NAMES: Record<PlanType, string> = { free: 'Free', plus: 'Plus', flash: 'Flash' };

/** Texts are catalogue keys of the subscription namespace (plans.<id>.description, features.<key>). */
export interface PlanCard {
  id: PlanType;
  name: string;
  /** In euros. */
  amount: number;
  period: 'month' | 'week' | null;
  features: ReadonlyArray<'freeQuestions' | 'tracker' | 'limitedAi' | 'unlimited' | 'dashboard' | 'fullAi' | 'analyzer'>;
  paymentLink: string | undefined;
}

const FREE: PlanCard = { id: 'free', name: 'Free', amount: 0, period: null, features: ['freeQuestions', 'tracker', 'limitedAi'], paymentLink: undefined };

const PAID_FEATURES: PlanCard['features'] = ['unlimited', 'dashboard', 'fullAi', 'analyzer'];

export const PLANS: Record<Billing, [PlanCard, PlanCard]> = {
  monthly: [FREE, { id: 'plus', name: 'Plus', amount: 9.99, period: 'month', features: PAID_FEATURES, paymentLink: env.paymentLinks.plus }],
  weekly: [FREE, { id: 'flash', name: 'Flash', amount: 5.99, period: 'week', features: PAID_FEATURES, paymentLink: env.paymentLinks.flash }],
};

/** The payment link with the person's id and email, as Stripe Payment Links accept them. */
export function checkoutUrl(paymentLink: string, userId: string, email: string | undefined): string {
  const url = new URL(paymentLink);
  url.searchParams.set('client_reference_id', userId);
  if (email) url.searchParams.set('prefilled_email', email);
  return url.toString();
}
