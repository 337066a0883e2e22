// Shared by the Stripe integration tests: deliver a signed event to the webhook, read a person's plan as the SPA does.
import { signPayload, type StripeTestEvent } from '../fakes/stripe/events.ts';
import { startStripeTestCheckout } from '../fakes/stripe/index.ts';
import { startBackend, type LocalSupabase, type TestUser } from './backend.ts';

/** A backend whose functions take the offline Stripe stand-in's signing secret and portal, and the stand-in pointed at it. */
export async function startBackendWithTestCheckout(options: Parameters<typeof startBackend>[0] = {}) {
  const checkout = await startStripeTestCheckout({ siteUrl: 'http://localhost:5173' });
  const backend = await startBackend({ ...options, functionsEnv: { ...checkout.functionsEnv, ...options.functionsEnv } }).catch(async (error: unknown) => {
    await checkout.close();
    throw error;
  });
  checkout.connect(backend);
  return { backend, checkout };
}

export async function deliver(backend: LocalSupabase, event: StripeTestEvent, signature?: string | null) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const header = signature === undefined ? signPayload(payload) : signature;
  if (header !== null) headers['stripe-signature'] = header;
  const response = await fetch(`${backend.url}/functions/v1/stripe-webhook`, { method: 'POST', headers, body: payload });
  return { status: response.status, body: (await response.json()) as { result?: string; error?: string } };
}

export interface SubscriptionRow {
  plan_type: string;
  status: string;
  cancel_at_period_end: boolean;
  stripe_subscription_id: string | null;
}

/** The person's rows (their free row first, then one per Stripe subscription) and the plan in force the server computes. */
export async function planOf(user: TestUser) {
  const { data, error } = await user.client
    .from('subscriptions')
    .select('plan_type, status, cancel_at_period_end, stripe_subscription_id')
    .order('created_at')
    .order('stripe_subscription_id', { nullsFirst: true });
  if (error) throw error;
  const rows = data as SubscriptionRow[];
  const { data: credits, error: creditsError } = await user.client.rpc('ai_credits');
  if (creditsError) throw creditsError;
  return {
    effective: (credits as Array<{ plan_type: string }>)[0].plan_type,
    free: rows.filter((row) => row.stripe_subscription_id === null),
    paid: Object.fromEntries(rows.filter((row) => row.stripe_subscription_id !== null).map((row) => [row.stripe_subscription_id, row])) as Record<
      string,
      SubscriptionRow
    >,
  };
}
