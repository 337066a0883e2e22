// Stripe → subscriptions. Verifies Stripe's signature, records each event once and applies it through one SQL
// function, so the plan a person has is only ever what Stripe said. Called without a Supabase JWT (config.toml).
import Stripe from 'npm:stripe@23';
import { json } from '../_shared/http.ts';
import { readSettings } from '../_shared/settings.ts';
import { readSubscriptionChange } from './events.ts';

const settings = readSettings((name) => Deno.env.get(name));

const MAX_BODY_BYTES = 512 * 1024;
const stripe = new Stripe(settings.text('STRIPE_SECRET_KEY') ?? 'sk_test_not_configured', { httpClient: Stripe.createFetchHttpClient() });
const cryptoProvider = Stripe.createSubtleCryptoProvider();

async function applyEvent(event: Stripe.Event): Promise<string> {
  const change = readSubscriptionChange(event as unknown as Parameters<typeof readSubscriptionChange>[0]);
  const supabaseUrl = (settings.text('SUPABASE_URL') ?? '').replace(/\/$/, '');
  const serviceKey = settings.text('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/apply_stripe_event`, {
    method: 'POST',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      p_event_id: event.id,
      p_event_type: event.type,
      p_event_created_at: new Date(event.created * 1000).toISOString(),
      p_subscription_id: change?.subscriptionId ?? null,
      p_customer_id: change?.customerId ?? null,
      p_user_id: change?.userId ?? null,
      p_plan_type: change?.planType ?? null,
      p_status: change?.status ?? null,
      p_current_period_end: change?.currentPeriodEnd ?? null,
      p_cancel_at_period_end: change?.cancelAtPeriodEnd ?? false,
    }),
  });
  if (!response.ok) throw new Error(`apply_stripe_event failed with status ${response.status}`);
  return (await response.json()) as string;
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  const secret = settings.text('STRIPE_WEBHOOK_SECRET');
  if (!secret) return json(503, { error: 'The Stripe webhook is not configured: set STRIPE_WEBHOOK_SECRET.' });
  const signature = request.headers.get('stripe-signature');
  if (!signature) return json(400, { error: 'Missing Stripe-Signature header.' });
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return json(413, { error: 'Event too large.' });

  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(body, signature, secret, undefined, cryptoProvider);
  } catch {
    return json(400, { error: 'Invalid Stripe signature.' });
  }
  try {
    const result = await applyEvent(event);
    console.log(JSON.stringify({ fn: 'stripe-webhook', event: event.type, result }));
    return json(200, { received: true, result });
  } catch (error) {
    console.error(JSON.stringify({ fn: 'stripe-webhook', event: event.type, error: error instanceof Error ? error.message : 'unknown' }));
    // A 5xx makes Stripe retry; the event id was not recorded because the transaction failed.
    return json(500, { error: 'Could not apply the event; Stripe will retry.' });
  }
});
