// Manage or cancel a paid plan: for the signed-in person's running subscription of the plan asked for, answers with
// a Stripe customer portal URL: the no-code portal login link when STRIPE_CUSTOMER_PORTAL_URL is set (the local test
// portal sets it too), else a portal session created with STRIPE_SECRET_KEY for the subscription's customer.
import Stripe from 'npm:stripe@23';
import { callerOf } from '../_shared/caller.ts';
import { corsHeaders, json } from '../_shared/http.ts';
import { readSettings } from '../_shared/settings.ts';

const settings = readSettings((name) => Deno.env.get(name));

const supabaseUrl = (settings.text('SUPABASE_URL') ?? '').replace(/\/$/, '');
const anonKey = settings.text('SUPABASE_ANON_KEY') ?? '';
const PLAN_NAMES = { plus: 'Plus', flash: 'Flash' } as const;
type PaidPlan = keyof typeof PLAN_NAMES;
/** Statuses Stripe's portal is useful for: running, or behind on payment (the card can be updated there). */
const MANAGEABLE_STATUSES = 'active,trialing,past_due,unpaid,paused';

interface PortalRequest {
  plan: PaidPlan;
  returnUrl: string;
}

function readRequest(body: unknown): PortalRequest | string {
  if (!body || typeof body !== 'object') return 'Send a JSON object: { "plan": "plus" | "flash", "return_url": "https://…" }.';
  const { plan, return_url: returnUrl } = body as Record<string, unknown>;
  if (plan !== 'plus' && plan !== 'flash') return 'plan must be "plus" or "flash".';
  if (typeof returnUrl !== 'string' || returnUrl.length > 2048 || !/^https?:\/\/[^\s]+$/i.test(returnUrl) || !URL.canParse(returnUrl)) {
    return 'return_url must be an http(s) URL of at most 2048 characters.';
  }
  return { plan, returnUrl };
}

/** The Stripe customer of the caller's running subscription of that plan, read as the caller (row level security). */
async function customerOf(authorization: string, plan: PaidPlan): Promise<string | null> {
  const query = new URLSearchParams({
    select: 'stripe_customer_id',
    plan_type: `eq.${plan}`,
    stripe_customer_id: 'not.is.null',
    status: `in.(${MANAGEABLE_STATUSES})`,
    order: 'current_period_end.desc.nullslast',
    limit: '1',
  });
  const response = await fetch(`${supabaseUrl}/rest/v1/subscriptions?${query}`, { headers: { apikey: anonKey, authorization } });
  if (!response.ok) throw new Error(`reading subscriptions failed with status ${response.status}`);
  const [row] = (await response.json()) as Array<{ stripe_customer_id: string }>;
  return row?.stripe_customer_id ?? null;
}

async function portalUrl(customerId: string, email: string | null, returnUrl: string): Promise<string | null> {
  const loginLink = settings.text('STRIPE_CUSTOMER_PORTAL_URL');
  if (loginLink) {
    const url = new URL(loginLink);
    if (email) url.searchParams.set('prefilled_email', email);
    return url.toString();
  }
  const secretKey = settings.text('STRIPE_SECRET_KEY');
  if (!secretKey) return null;
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient() });
  const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
  return session.url;
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  const authorization = request.headers.get('authorization') ?? '';
  const user = await callerOf(authorization, { supabaseUrl, anonKey });
  if (!user) return json(401, { error: 'Sign in again to manage your subscription.' });
  const parsed = readRequest(await request.json().catch(() => null));
  if (typeof parsed === 'string') return json(400, { error: parsed });

  try {
    const customerId = await customerOf(authorization, parsed.plan);
    if (!customerId) return json(404, { error: `You have no running ${PLAN_NAMES[parsed.plan]} subscription to manage.` });
    const url = await portalUrl(customerId, user.email, parsed.returnUrl);
    if (!url) {
      return json(503, {
        error: 'Subscription management is not configured: set STRIPE_SECRET_KEY or STRIPE_CUSTOMER_PORTAL_URL for the billing-portal function.',
      });
    }
    console.log(JSON.stringify({ fn: 'billing-portal', plan: parsed.plan, result: 'opened' }));
    return json(200, { url });
  } catch (error) {
    console.error(JSON.stringify({ fn: 'billing-portal', error: error instanceof Error ? error.message : 'unknown' }));
    return json(502, { error: 'Stripe could not open your subscription page. Try again in a moment.' });
  }
});
