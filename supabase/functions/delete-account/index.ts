// Delete my account: for the signed-in person who typed their email address as confirmation, cancels their running
// paid subscriptions at Stripe (or refuses, saying how to cancel, when Stripe is not configured), removes every file
// of theirs from the storage buckets, then deletes their auth user; every row of theirs goes with it (on delete cascade).
// `{ "preview": true }` changes nothing and says what a deletion would do with the person's running plans, so the
// dialog tells one true thing before they type their email: cancelled first, or "cancel it first" (no Stripe key here).
import { callerOf } from '../_shared/caller.ts';
import { corsHeaders, json } from '../_shared/http.ts';
import { readSettings } from '../_shared/settings.ts';
import { cancelStripeSubscription, type StripeConfig } from './stripe.ts';
import { removeUserFiles } from './storage.ts';

const settings = readSettings((name) => Deno.env.get(name));

const supabaseUrl = (settings.text('SUPABASE_URL') ?? '').replace(/\/$/, '');
const anonKey = settings.text('SUPABASE_ANON_KEY') ?? '';
const serviceRoleKey = settings.text('SUPABASE_SERVICE_ROLE_KEY') ?? '';
/** Statuses Stripe still bills or may bill again: these must be cancelled before the account goes. */
const RUNNING_STATUSES = 'active,trialing,past_due,unpaid,paused';
const PLAN_NAMES: Record<string, string> = { plus: 'Plus', flash: 'Flash' };

function readConfirmation(body: unknown, caller: { email: string }): string | null {
  const typed = body && typeof body === 'object' ? (body as Record<string, unknown>).confirmation : undefined;
  if (typeof typed !== 'string' || typed.trim().toLowerCase() !== caller.email.toLowerCase()) {
    return 'Type your email address exactly to confirm that your account and all its data should be deleted.';
  }
  return null;
}

function isPreview(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as Record<string, unknown>).preview === true;
}

const service = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };

interface RunningSubscription {
  stripe_subscription_id: string;
  plan_type: string;
}

async function runningSubscriptions(userId: string): Promise<RunningSubscription[]> {
  const query = new URLSearchParams({
    select: 'stripe_subscription_id,plan_type',
    user_id: `eq.${userId}`,
    stripe_subscription_id: 'not.is.null',
    status: `in.(${RUNNING_STATUSES})`,
  });
  const response = await fetch(`${supabaseUrl}/rest/v1/subscriptions?${query}`, { headers: service });
  if (!response.ok) throw new Error(`reading subscriptions failed with status ${response.status}`);
  return (await response.json()) as RunningSubscription[];
}

async function deleteAuthUser(userId: string): Promise<void> {
  const response = await fetch(`${supabaseUrl}/auth/v1/admin/users/${userId}`, { method: 'DELETE', headers: service });
  await response.body?.cancel();
  if (!response.ok && response.status !== 404) throw new Error(`deleting the auth user failed with status ${response.status}`);
}

function stripeConfig(): StripeConfig | null {
  const secretKey = settings.text('STRIPE_SECRET_KEY');
  if (!secretKey) return null;
  return { secretKey, baseUrl: (settings.text('STRIPE_API_BASE_URL') ?? 'https://api.stripe.com').replace(/\/$/, '') };
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  const caller = await callerOf(request.headers.get('authorization'), { supabaseUrl, anonKey });
  // The typed confirmation is the account's email address: an account without one cannot be confirmed.
  if (!caller?.email) return json(401, { error: 'Sign in again to delete your account.' });
  const body: unknown = await request.json().catch(() => null);
  if (isPreview(body)) {
    const running = await runningSubscriptions(caller.id).catch(() => null);
    if (!running) return json(502, { error: 'Your subscriptions could not be read. Try again in a moment.' });
    return json(200, { running_plans: [...new Set(running.map((s) => s.plan_type))], can_cancel: stripeConfig() !== null });
  }
  const refusal = readConfirmation(body, { email: caller.email });
  if (refusal) return json(400, { error: refusal });

  const log = (fields: Record<string, unknown>) => console.log(JSON.stringify({ fn: 'delete-account', ...fields }));
  let step = 'reading your subscriptions';
  try {
    const running = await runningSubscriptions(caller.id);
    const stripe = stripeConfig();
    if (running.length > 0 && !stripe) {
      const plans = [...new Set(running.map((s) => PLAN_NAMES[s.plan_type] ?? s.plan_type))].join(' and ');
      return json(409, {
        error: `Your ${plans} subscription is still running. Cancel it first (Plans → Manage subscription), then delete your account.`,
      });
    }
    step = 'cancelling your subscription at Stripe';
    for (const subscription of running) await cancelStripeSubscription(stripe as StripeConfig, subscription.stripe_subscription_id);

    // Files first: if anything fails, the account still exists and the person can try again. The second sweep after
    // the user is gone removes a file uploaded meanwhile by another open tab.
    step = 'removing your files';
    const removedFiles = await removeUserFiles(supabaseUrl, service, caller.id);
    step = 'deleting your account';
    await deleteAuthUser(caller.id);
    const lateFiles = await removeUserFiles(supabaseUrl, service, caller.id).catch(() => 0);
    log({ result: 'deleted', cancelledSubscriptions: running.length, removedFiles: removedFiles + lateFiles });
    return json(200, {
      deleted: true,
      cancelled_subscriptions: running.map((s) => s.stripe_subscription_id),
      removed_files: removedFiles + lateFiles,
    });
  } catch (error) {
    log({ result: 'failed', step, error: error instanceof Error ? error.message : 'unknown' });
    return json(502, { error: `Your account could not be deleted (failed while ${step}). Nothing more was removed; try again in a moment.` });
  }
});
