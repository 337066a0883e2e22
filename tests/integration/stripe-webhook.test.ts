// The stripe-webhook Edge Function: verified, idempotent, order-proof, and the only writer of subscriptions.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutCompleted,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  newTestSubscription,
  signPayload,
  subscriptionEvent,
  type StripeTestEvent,
} from '../fakes/stripe/events.ts';
import type { StripeTestCheckout } from '../fakes/stripe/index.ts';
import { signUpUser, connectDatabase, startBackend, type LocalSupabase, type TestUser } from './backend.ts';
import { deliver as deliverTo, planOf, startBackendWithTestCheckout } from './stripe-helpers.ts';

let backend: LocalSupabase;
let checkout: StripeTestCheckout;
let db: pg.Client;

beforeAll(async () => {
  ({ backend, checkout } = await startBackendWithTestCheckout({ functionsEnv: { STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET } }));
  db = await connectDatabase(backend);
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
  await checkout?.close();
});

const deliver = (event: StripeTestEvent, signature?: string | null) => deliverTo(backend, event, signature);

/** The row of one Stripe subscription (or none), next to the plan in force. */
async function plan(user: TestUser, subscriptionId?: string) {
  const { effective, free, paid } = await planOf(user);
  return { ...(subscriptionId ? paid[subscriptionId] : undefined), effective, freeRows: free.length };
}

describe('signatures', () => {
  it('refuses a missing or wrong signature and changes nothing', async () => {
    const user = await signUpUser(backend, 'Sig');
    const sub = newTestSubscription('plus');
    const event = subscriptionEvent('customer.subscription.created', sub);
    expect((await deliver(event, null)).status).toBe(400);
    expect((await deliver(event, signPayload(JSON.stringify(event), 'whsec_wrong'))).status).toBe(400);
    const tampered = signPayload(JSON.stringify({ ...event, id: 'evt_other' }));
    expect((await deliver(event, tampered)).status).toBe(400);
    const { rows } = await db.query('select count(*)::int as n from public.stripe_events where id = $1', [event.id]);
    expect(rows[0].n).toBe(0);
    expect(await plan(user)).toEqual({ effective: 'free', freeRows: 1 });
  });
});

describe('upgrades', () => {
  it('checkout then subscription events make the user Plus; a replayed event changes nothing', async () => {
    const user = await signUpUser(backend, 'Plus');
    const sub = newTestSubscription('plus');
    expect((await deliver(checkoutCompleted(sub, user.id, user.email))).body.result).toBe('pending');
    const created = subscriptionEvent('customer.subscription.created', sub);
    expect((await deliver(created)).body.result).toBe('applied');
    expect(await plan(user, sub.subscriptionId)).toMatchObject({ plan_type: 'plus', status: 'active', effective: 'plus', freeRows: 1 });

    await db.query(`update public.subscriptions set plan_type = 'flash' where stripe_subscription_id = $1`, [sub.subscriptionId]);
    expect((await deliver(created)).body.result).toBe('duplicate');
    expect(await plan(user, sub.subscriptionId)).toMatchObject({ plan_type: 'flash' });
  });

  it('ends in the right state when events arrive out of order', async () => {
    const user = await signUpUser(backend, 'Order');
    const sub = newTestSubscription('plus');
    const now = Math.floor(Date.now() / 1000);
    const created = subscriptionEvent('customer.subscription.created', sub, { created: now - 20 });
    const canceling = subscriptionEvent('customer.subscription.updated', sub, { created: now - 10, cancelAtPeriodEnd: true });
    // The cancellation notice arrives first, then the creation, then the checkout that names the user.
    expect((await deliver(canceling)).body.result).toBe('pending');
    expect((await deliver(created)).body.result).toBe('stale');
    expect((await deliver(checkoutCompleted(sub, user.id, user.email, now - 30))).body.result).toBe('applied');
    expect(await plan(user, sub.subscriptionId)).toMatchObject({ plan_type: 'plus', cancel_at_period_end: true, effective: 'plus' });

    expect((await deliver(subscriptionEvent('customer.subscription.deleted', sub, { created: now }))).body.result).toBe('applied');
    expect(await plan(user, sub.subscriptionId)).toMatchObject({ plan_type: 'plus', status: 'canceled', effective: 'free', freeRows: 1 });
  });

  it('ignores an unknown user reference safely', async () => {
    const sub = newTestSubscription('plus');
    const result = await deliver(checkoutCompleted(sub, '00000000-0000-4000-8000-00000000beef', 'ghost@example.test'));
    expect(result.status).toBe(200);
    expect((await deliver(subscriptionEvent('customer.subscription.created', sub))).body.result).toBe('pending');
    const { rows } = await db.query('select count(*)::int as n from public.subscriptions where stripe_subscription_id = $1', [sub.subscriptionId]);
    expect(rows[0].n).toBe(0);
  });

  it('a second checkout cannot take over a subscription that already belongs to someone', async () => {
    const owner = await signUpUser(backend, 'Owner');
    const thief = await signUpUser(backend, 'Thief');
    const sub = newTestSubscription('plus');
    await deliver(checkoutCompleted(sub, owner.id, owner.email));
    await deliver(subscriptionEvent('customer.subscription.created', sub));
    await deliver(checkoutCompleted(sub, thief.id, thief.email));
    expect(await plan(owner, sub.subscriptionId)).toMatchObject({ plan_type: 'plus', effective: 'plus' });
    expect(await plan(thief, sub.subscriptionId)).toEqual({ effective: 'free', freeRows: 1 });
  });
});

describe('periods', () => {
  it('a Flash week that is not renewed is back to Free', async () => {
    const user = await signUpUser(backend, 'Flash');
    const sub = newTestSubscription('flash');
    const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
    await deliver(checkoutCompleted(sub, user.id, user.email, eightDaysAgo));
    await deliver(subscriptionEvent('customer.subscription.created', sub, { created: eightDaysAgo, periodStart: eightDaysAgo }));
    expect(await plan(user, sub.subscriptionId)).toMatchObject({ plan_type: 'flash', effective: 'free' });
    const { data } = await user.client.rpc('ai_credits');
    expect(data).toMatchObject([{ plan_type: 'free', remaining: 10 }]);
  });

  it('refuses a subscription write from a user directly', async () => {
    const user = await signUpUser(backend, 'Direct');
    const { error } = await user.client.rpc('apply_stripe_event', { p_event_id: 'evt_x', p_event_type: 'x', p_event_created_at: new Date().toISOString() });
    expect(error?.code).toBe('42501');
  });
});

describe('offline test checkout', () => {
  it('is clearly labelled and upgrades the account through a signed webhook event', async () => {
    const user = await signUpUser(backend, 'Checkout');
    const query = `client_reference_id=${user.id}&prefilled_email=${encodeURIComponent(user.email)}`;
    const pageResponse = await fetch(`${checkout.url}/checkout/test/flash?${query}`);
    const html = await pageResponse.text();
    expect(pageResponse.status).toBe(200);
    expect(html).toContain('Test checkout.');
    expect(html).toContain('No real payment happens here.');
    expect(html).toContain(user.email);

    const paid = await fetch(`${checkout.url}/checkout/test/flash`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_reference_id: user.id, email: user.email }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/subscription\?checkout=success$/);
    expect(await planOf(user)).toMatchObject({ effective: 'flash' });
  });

  it('is not part of local-supabase (hosted Supabase has no Stripe pages either)', async () => {
    const plain = await startBackend();
    try {
      expect((await fetch(`${plain.url}/checkout/test/plus`)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
