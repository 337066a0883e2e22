// One person, several Stripe subscriptions: each keeps its own row and its own event order; the highest running plan
// is in force, whatever order the events arrive in and however often they are replayed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutCompleted,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  newTestSubscription,
  subscriptionEvent,
  type StripeTestEvent,
  type TestSubscription,
} from '../fakes/stripe/events.ts';
import { signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';
import { deliver, planOf, type SubscriptionRow } from './stripe-helpers.ts';

let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startBackend({ functionsEnv: { STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET } });
});
afterAll(async () => {
  await backend?.stop();
});

const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);

async function deliverAll(events: StripeTestEvent[]) {
  for (const event of events) {
    const { status, body } = await deliver(backend, event);
    expect(status, `${event.type}: ${JSON.stringify(body)}`).toBe(200);
  }
}

/** A paid checkout as Stripe reports it: the session naming the person, then the new subscription. */
function purchase(user: TestUser, subscription: TestSubscription, at: number): StripeTestEvent[] {
  return [checkoutCompleted(subscription, user.id, user.email, at), subscriptionEvent('customer.subscription.created', subscription, { created: at })];
}

/** Flash bought two days ago, Plus yesterday, Flash cancelled an hour ago. */
function flashThenPlusThenFlashCancelled(user: TestUser) {
  const flash = newTestSubscription('flash');
  const plus = newTestSubscription('plus');
  const t = now();
  const events = [
    ...purchase(user, flash, t - 2 * DAY),
    ...purchase(user, plus, t - DAY),
    subscriptionEvent('customer.subscription.deleted', flash, { created: t - 3600, periodStart: t - 2 * DAY }),
  ];
  return { flash, plus, events };
}

describe('several subscriptions of one person', () => {
  it('Flash, then Plus, then Flash cancelled: the person is on Plus', async () => {
    const user = await signUpUser(backend, 'Both');
    const { flash, plus, events } = flashThenPlusThenFlashCancelled(user);
    await deliverAll(events.slice(0, 4));
    expect(await planOf(user)).toMatchObject({
      effective: 'plus',
      paid: { [flash.subscriptionId]: { status: 'active' }, [plus.subscriptionId]: { status: 'active' } },
    });
    await deliverAll(events.slice(4));
    expect(await planOf(user)).toMatchObject({
      effective: 'plus',
      free: [{ plan_type: 'free', status: 'active' }],
      paid: { [flash.subscriptionId]: { plan_type: 'flash', status: 'canceled' }, [plus.subscriptionId]: { plan_type: 'plus', status: 'active' } },
    });
  });

  it('weekly Flash renewals after Plus leave the person on Plus and Plus untouched', async () => {
    const user = await signUpUser(backend, 'Renewals');
    const flash = newTestSubscription('flash');
    const plus = newTestSubscription('plus');
    const t = now();
    await deliverAll([...purchase(user, flash, t - 20 * DAY), ...purchase(user, plus, t - 19 * DAY)]);
    for (const weeksLater of [1, 2]) {
      const renewedAt = t - 20 * DAY + weeksLater * 7 * DAY;
      await deliverAll([subscriptionEvent('customer.subscription.updated', flash, { created: renewedAt, periodStart: renewedAt })]);
    }
    expect(await planOf(user)).toMatchObject({
      effective: 'plus',
      paid: {
        [flash.subscriptionId]: { plan_type: 'flash', status: 'active' },
        [plus.subscriptionId]: { plan_type: 'plus', status: 'active', cancel_at_period_end: false },
      },
    });
  });

  it('ends in the same state whatever the order and however often events are replayed', async () => {
    const orders: Array<(events: StripeTestEvent[]) => StripeTestEvent[]> = [
      (events) => events,
      (events) => [...events].reverse(),
      (events) => [events[4], events[2], events[0], events[3], events[1]],
      (events) => [...events, ...events, events[4], events[0]],
    ];
    const endStates = [];
    for (const order of orders) {
      const user = await signUpUser(backend, 'Order');
      const { flash, plus, events } = flashThenPlusThenFlashCancelled(user);
      await deliverAll(order(events));
      const { effective, free, paid } = await planOf(user);
      const withoutId = ({ stripe_subscription_id: _id, ...row }: SubscriptionRow) => row;
      endStates.push({ effective, free, flash: withoutId(paid[flash.subscriptionId]), plus: withoutId(paid[plus.subscriptionId]) });
    }
    expect(endStates[0]).toMatchObject({ effective: 'plus', flash: { status: 'canceled' }, plus: { status: 'active' } });
    for (const state of endStates.slice(1)) expect(state).toEqual(endStates[0]);
  });

  it('two events of one subscription in the same second: the cancellation wins in either order', async () => {
    const t = now();
    for (const reversed of [false, true]) {
      const user = await signUpUser(backend, 'Second');
      const flash = newTestSubscription('flash');
      const renewed = subscriptionEvent('customer.subscription.updated', flash, { created: t });
      const deleted = subscriptionEvent('customer.subscription.deleted', flash, { created: t });
      await deliverAll([checkoutCompleted(flash, user.id, user.email, t - 60), ...(reversed ? [deleted, renewed] : [renewed, deleted])]);
      expect(await planOf(user)).toMatchObject({ effective: 'free', paid: { [flash.subscriptionId]: { status: 'canceled' } } });
    }
  });

  it('both cancelled: back to Free, with every row kept', async () => {
    const user = await signUpUser(backend, 'Cancelled');
    const { flash, plus, events } = flashThenPlusThenFlashCancelled(user);
    await deliverAll([...events, subscriptionEvent('customer.subscription.deleted', plus, { created: now() })]);
    const { effective, free, paid } = await planOf(user);
    expect(effective).toBe('free');
    expect(free).toHaveLength(1);
    expect(Object.keys(paid).sort()).toEqual([flash.subscriptionId, plus.subscriptionId].sort());
    expect(Object.values(paid).map((row) => row.status)).toEqual(['canceled', 'canceled']);
    const { data } = await user.client.rpc('ai_credits');
    expect(data).toMatchObject([{ plan_type: 'free', remaining: 10 }]);
  });

  it("another person's rows are untouched", async () => {
    const other = await signUpUser(backend, 'Other');
    const otherPlus = newTestSubscription('plus');
    await deliverAll(purchase(other, otherPlus, now() - DAY));
    const before = await planOf(other);

    const user = await signUpUser(backend, 'Busy');
    const { plus, events } = flashThenPlusThenFlashCancelled(user);
    await deliverAll([...events, subscriptionEvent('customer.subscription.deleted', plus, { created: now() })]);

    expect(await planOf(other)).toEqual(before);
    expect(before).toMatchObject({ effective: 'plus', paid: { [otherPlus.subscriptionId]: { status: 'active' } } });
    expect(Object.keys(before.paid)).toEqual([otherPlus.subscriptionId]);
  });

  it('the plans page repair keeps every row and adds back only a missing free row', async () => {
    const user = await signUpUser(backend, 'Repair');
    const { plus, events } = flashThenPlusThenFlashCancelled(user);
    await deliverAll(events);
    const { data, error } = await user.client.rpc('ensure_subscription').select('plan_type, status, stripe_subscription_id');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(data).toContainEqual({ plan_type: 'plus', status: 'active', stripe_subscription_id: plus.subscriptionId });
    expect((await planOf(user)).free).toHaveLength(1);
  });
});
