// Reads what the webhook needs from a verified Stripe event. Pure: unit-tested without Stripe.

export interface SubscriptionChange {
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
  planType: 'plus' | 'flash' | null;
  status: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
      ? (value as { id: string }).id
      : null;

const toIso = (seconds: unknown): string | null => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

/** Plus is billed monthly, Flash weekly: the price's interval names the plan. */
function planFromInterval(interval: unknown): 'plus' | 'flash' | null {
  if (interval === 'month') return 'plus';
  if (interval === 'week') return 'flash';
  return null;
}

const HANDLED_EVENTS = ['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'];

export function readSubscriptionChange(event: StripeEventLike): SubscriptionChange | null {
  const object = event.data.object;
  if (event.type === 'checkout.session.completed') {
    if (object.mode !== 'subscription') return null;
    const reference = typeof object.client_reference_id === 'string' && UUID.test(object.client_reference_id) ? object.client_reference_id : null;
    return {
      subscriptionId: idOf(object.subscription),
      customerId: idOf(object.customer),
      userId: reference,
      planType: null,
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
  }
  if (event.type.startsWith('customer.subscription.') && HANDLED_EVENTS.includes(event.type)) {
    const items = (object.items as { data?: Array<Record<string, unknown>> } | undefined)?.data ?? [];
    const firstItem = items[0] ?? {};
    const price = (firstItem.price ?? {}) as { recurring?: { interval?: unknown } };
    const planType = planFromInterval(price.recurring?.interval);
    if (!planType) return null;
    return {
      subscriptionId: idOf(object.id),
      customerId: idOf(object.customer),
      userId: null,
      planType,
      status: event.type === 'customer.subscription.deleted' ? 'canceled' : typeof object.status === 'string' ? object.status : null,
      // Newer API versions keep the period on the subscription item.
      currentPeriodEnd: toIso(object.current_period_end ?? firstItem.current_period_end),
      cancelAtPeriodEnd: object.cancel_at_period_end === true,
    };
  }
  return null;
}
