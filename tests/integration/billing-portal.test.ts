// The billing-portal Edge Function and the local test portal: a paid subscriber is sent to manage their own running
// subscription, cancelling there goes through signed webhook events (at the period's end, as Stripe's portal does), and
// nobody else's plan is reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCompleted, newTestSubscription, subscriptionEvent, type PaidPlan } from '../fakes/stripe/events.ts';
import type { StripeTestCheckout } from '../fakes/stripe/index.ts';
import { serviceClient, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';
import { deliver, planOf, startBackendWithTestCheckout } from './stripe-helpers.ts';

let backend: LocalSupabase;
let checkout: StripeTestCheckout;

beforeAll(async () => {
  ({ backend, checkout } = await startBackendWithTestCheckout());
});
afterAll(async () => {
  await backend?.stop();
  await checkout?.close();
});

const RETURN_URL = 'http://localhost:5173/subscription';

async function subscribe(user: TestUser, plan: PaidPlan) {
  const subscription = newTestSubscription(plan);
  for (const event of [checkoutCompleted(subscription, user.id, user.email), subscriptionEvent('customer.subscription.created', subscription)]) {
    expect((await deliver(backend, event)).status).toBe(200);
  }
  return subscription;
}

async function openPortal(target: LocalSupabase, user: TestUser | null, body: unknown) {
  const token = user ? (await user.client.auth.getSession()).data.session?.access_token : undefined;
  const response = await fetch(`${target.url}/functions/v1/billing-portal`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}

describe('billing-portal', () => {
  it('sends a Plus subscriber to the test portal, where cancelling keeps Plus to the end of the period, as Stripe’s portal does', async () => {
    const user = await signUpUser(backend, 'Portal');
    const bystander = await signUpUser(backend, 'Bystander');
    const plus = await subscribe(user, 'plus');
    const bystanderPlus = await subscribe(bystander, 'plus');

    const opened = await openPortal(backend, user, { plan: 'plus', return_url: RETURN_URL });
    expect(opened.status).toBe(200);
    const portal = new URL(opened.body.url!);
    expect(`${portal.origin}${portal.pathname}`).toBe(`${checkout.url}/checkout/test/portal`);
    expect(portal.searchParams.get('prefilled_email')).toBe(user.email);

    const html = await (await fetch(portal)).text();
    expect(html).toContain('Test portal.');
    expect(html).toContain('Offerpilot Plus');
    expect(html).toContain(plus.subscriptionId);
    expect(html).not.toContain(bystanderPlus.subscriptionId);

    const change = (kind: 'cancel' | 'renew') =>
      fetch(portal, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: user.email, subscription: plus.subscriptionId, change: kind }).toString(),
      });
    const cancelled = await change('cancel');
    expect(cancelled.status).toBe(303);
    // customer.subscription.updated with cancel_at_period_end: Plus until the period ends, still managed in the portal.
    const { data: row } = await serviceClient(backend)
      .from('subscriptions')
      .select('current_period_end')
      .eq('stripe_subscription_id', plus.subscriptionId)
      .single();
    const periodEnd = (row as { current_period_end: string }).current_period_end.slice(0, 10);
    expect(await planOf(user)).toMatchObject({ effective: 'plus', paid: { [plus.subscriptionId]: { status: 'active', cancel_at_period_end: true } } });
    const after = await (await fetch(new URL(cancelled.headers.get('location')!))).text();
    expect(after).toContain(`Your Plus subscription is cancelled: it stays active until ${periodEnd}.`);
    expect(after).toContain(`Cancels on ${periodEnd}`);
    expect(after).toContain('Renew Plus (test)');
    expect((await openPortal(backend, user, { plan: 'plus', return_url: RETURN_URL })).status).toBe(200);

    // Renewed, then cancelled again.
    expect((await change('renew')).status).toBe(303);
    expect(await planOf(user)).toMatchObject({ effective: 'plus', paid: { [plus.subscriptionId]: { cancel_at_period_end: false } } });
    expect((await change('cancel')).status).toBe(303);

    // The period is over: customer.subscription.deleted ends it, and the person is back on Free.
    const { error } = await serviceClient(backend)
      .from('subscriptions')
      .update({ current_period_end: new Date(Date.now() - 60_000).toISOString() })
      .eq('stripe_subscription_id', plus.subscriptionId);
    expect(error).toBeNull();
    expect(await (await fetch(portal)).text()).toContain('No running subscription.');
    expect(await planOf(user)).toMatchObject({ effective: 'free', paid: { [plus.subscriptionId]: { status: 'canceled' } } });
    expect(await planOf(bystander)).toMatchObject({
      effective: 'plus',
      paid: { [bystanderPlus.subscriptionId]: { status: 'active', cancel_at_period_end: false } },
    });
    expect((await openPortal(backend, user, { plan: 'plus', return_url: RETURN_URL })).body).toEqual({
      error: 'You have no running Plus subscription to manage.',
    });
  });

  it('the test portal cancels only a subscription of the account it shows', async () => {
    const owner = await signUpUser(backend, 'Owner');
    const other = await signUpUser(backend, 'Other');
    const flash = await subscribe(owner, 'flash');
    const refused = await fetch(`${checkout.url}/checkout/test/portal`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: other.email, subscription: flash.subscriptionId }).toString(),
    });
    expect(refused.status).toBe(404);
    expect(await planOf(owner)).toMatchObject({ effective: 'flash' });
  });

  it('a free user has nothing to manage', async () => {
    const user = await signUpUser(backend, 'Free');
    expect(await openPortal(backend, user, { plan: 'plus', return_url: RETURN_URL })).toEqual({
      status: 404,
      body: { error: 'You have no running Plus subscription to manage.' },
    });
    expect((await openPortal(backend, user, { plan: 'flash', return_url: RETURN_URL })).status).toBe(404);
  });

  it.each([
    ['an unknown plan', { plan: 'gold', return_url: RETURN_URL }, 'plan must be "plus" or "flash".'],
    ['the free plan', { plan: 'free', return_url: RETURN_URL }, 'plan must be "plus" or "flash".'],
    ['a script return URL', { plan: 'plus', return_url: 'javascript:alert(1)' }, 'return_url must be an http(s) URL of at most 2048 characters.'],
    ['no body', null, 'Send a JSON object: { "plan": "plus" | "flash", "return_url": "https://…" }.'],
  ])('refuses %s with a clear error', async (_label, body, error) => {
    const user = await signUpUser(backend, 'Bad');
    await subscribe(user, 'plus');
    expect(await openPortal(backend, user, body)).toEqual({ status: 400, body: { error } });
  });

  it('refuses anyone not signed in', async () => {
    expect((await openPortal(backend, null, { plan: 'plus', return_url: RETURN_URL })).status).toBe(401);
  });

  it('says what to configure when neither a portal link nor a Stripe key is set', async () => {
    const plain = await startBackend({
      functionsEnv: { STRIPE_WEBHOOK_SECRET: 'whsec_local_offerpilot_test_checkout', STRIPE_SECRET_KEY: '', STRIPE_CUSTOMER_PORTAL_URL: '' },
    });
    try {
      const user = await signUpUser(plain, 'Unconfigured');
      const plus = newTestSubscription('plus');
      for (const event of [checkoutCompleted(plus, user.id, user.email), subscriptionEvent('customer.subscription.created', plus)]) {
        expect((await deliver(plain, event)).status).toBe(200);
      }
      expect(await openPortal(plain, user, { plan: 'plus', return_url: RETURN_URL })).toEqual({
        status: 503,
        body: { error: 'Subscription management is not configured: set STRIPE_SECRET_KEY or STRIPE_CUSTOMER_PORTAL_URL for the billing-portal function.' },
      });
      expect((await fetch(`${plain.url}/checkout/test/portal`)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
