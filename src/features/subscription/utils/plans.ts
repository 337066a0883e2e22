// The plan catalogue (spec §1, §9): Free, Plus monthly, Flash weekly, and where each paid plan is bought.
import { env } from '@/config/env';
import { FREE_MONTHLY_QUESTIONS } from '@/config/constants';
import type { PlanType } from '@/data/subscriptions/get-subscription';

export type Billing = 'monthly' | 'weekly';

export const PLAN_NAMES: Record<PlanType, string> = { free: 'Free', plus: 'Plus', flash: 'Flash' };

export interface PlanCard {
  id: PlanType;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  paymentLink: string | undefined;
}

const FREE: PlanCard = {
  id: 'free',
  name: 'Free',
  price: '0 EUR',
  period: '',
  description: 'Try Offerpilot on your next interviews.',
  features: [`${FREE_MONTHLY_QUESTIONS} AI questions per month`, 'Application tracker and dashboard', 'Limited Copilot and Coach'],
  paymentLink: undefined,
};

const PAID_FEATURES = ['Unlimited AI questions (fair use)', 'Full Dashboard', 'Full Copilot and Coach', 'Analyzer: how well you fit each job'];

export const PLANS: Record<Billing, [PlanCard, PlanCard]> = {
  monthly: [
    FREE,
    {
      id: 'plus',
      name: 'Plus',
      price: '9.99 EUR',
      period: 'per month',
      description: 'For a job search that takes a few months.',
      features: PAID_FEATURES,
      paymentLink: env.paymentLinks.plus,
    },
  ],
  weekly: [
    FREE,
    {
      id: 'flash',
      name: 'Flash',
      price: '5.99 EUR',
      period: 'per week',
      description: 'For an interview week: everything, for seven days.',
      features: PAID_FEATURES,
      paymentLink: env.paymentLinks.flash,
    },
  ],
};

/** The payment link with the person's id and email, as Stripe Payment Links accept them. */
export function checkoutUrl(paymentLink: string, userId: string, email: string | undefined): string {
  const url = new URL(paymentLink);
  url.searchParams.set('client_reference_id', userId);
  if (email) url.searchParams.set('prefilled_email', email);
  return url.toString();
}
