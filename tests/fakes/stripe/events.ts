// Builds and signs Stripe webhook events the way Stripe does, for the offline test checkout and the tests.
// Checked 2026-11-25 against stripe-node's webhook signing (generateTestHeaderString): `t=<time>,v1=<HMAC-SHA256>`.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_offerpilot_test_checkout';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const WEEK = 7 * 24 * 3600;
const MONTH = 30 * 24 * 3600;

export type PaidPlan = 'plus' | 'flash';

export interface StripeTestEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

function event(type: string, object: Record<string, unknown>, created: number): StripeTestEvent {
  return { id: randomId('evt'), object: 'event', type, created, api_version: '2025-03-31.basil', livemode: false, data: { object } };
}

export interface TestSubscription {
  subscriptionId: string;
  customerId: string;
  plan: PaidPlan;
}

export function newTestSubscription(plan: PaidPlan): TestSubscription {
  return { subscriptionId: randomId('sub'), customerId: randomId('cus'), plan };
}

export function checkoutCompleted(sub: TestSubscription, userId: string, email: string, created = Math.floor(Date.now() / 1000)): StripeTestEvent {
  return event(
    'checkout.session.completed',
    {
      id: randomId('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: userId,
      customer: sub.customerId,
      customer_details: { email },
      subscription: sub.subscriptionId,
      amount_total: sub.plan === 'plus' ? 999 : 599,
      currency: 'eur',
    },
    created,
  );
}

export function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  sub: TestSubscription,
  options: { status?: string; periodStart?: number; periodEnd?: number; cancelAtPeriodEnd?: boolean; created?: number } = {},
): StripeTestEvent {
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const length = sub.plan === 'plus' ? MONTH : WEEK;
  const periodStart = options.periodStart ?? (options.periodEnd !== undefined ? options.periodEnd - length : created);
  const periodEnd = options.periodEnd ?? periodStart + length;
  const interval = sub.plan === 'plus' ? 'month' : 'week';
  return event(
    type,
    {
      id: sub.subscriptionId,
      object: 'subscription',
      customer: sub.customerId,
      status: options.status ?? (type === 'customer.subscription.deleted' ? 'canceled' : 'active'),
      cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
      items: {
        object: 'list',
        data: [
          {
            id: randomId('si'),
            object: 'subscription_item',
            current_period_start: periodStart,
            current_period_end: periodEnd,
            price: {
              id: `price_${sub.plan}`,
              object: 'price',
              currency: 'eur',
              unit_amount: sub.plan === 'plus' ? 999 : 599,
              recurring: { interval, interval_count: 1 },
            },
          },
        ],
      },
    },
    created,
  );
}

/** The `Stripe-Signature` header Stripe would send for this payload. */
export function signPayload(payload: string, secret = LOCAL_STRIPE_WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
