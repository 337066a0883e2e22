// An offline stand-in for Stripe's no-code customer portal (development and tests only): the billing-portal function
// links here with ?prefilled_email=, the page lists that person's running subscriptions, and cancelling one does what
// Stripe's portal does by default: it cancels at the end of the period. Checked 2026-11-28 against Stripe's docs: the
// portal configuration's `features.subscription_cancel.mode` is `at_period_end` in Stripe's own example object
// (docs.stripe.com/api/customer_portal/configurations/object; the other mode is `immediately`), and a cancellation at
// period end sets `cancel_at_period_end: true` on the subscription, sent as customer.subscription.updated, the
// subscription staying active until `current_period_end`, when customer.subscription.deleted comes. The portal then
// offers to renew it, which sends customer.subscription.updated with `cancel_at_period_end: false`.
// The fake has no clock of its own: a subscription whose cancelled period is over when the portal is next opened gets
// its customer.subscription.deleted then (tests move `current_period_end` into the past to get there).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { subscriptionEvent, type PaidPlan } from './events.ts';
import { deliverSigned, escapeHtml, page, PLANS, readForm, type StripeFakeContext } from './pages.ts';

interface RunningSubscription {
  stripe_subscription_id: string;
  stripe_customer_id: string;
  plan_type: PaidPlan;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  /** When the latest event applied to it was created (seconds), or null. */
  last_event_at: number | null;
}

async function runningSubscriptions(ctx: StripeFakeContext, email: string): Promise<RunningSubscription[]> {
  const { rows } = await ctx.pool.query<RunningSubscription>(
    `select s.stripe_subscription_id, s.stripe_customer_id, s.plan_type, s.current_period_end, s.cancel_at_period_end,
       extract(epoch from s.stripe_event_created_at)::float8 as last_event_at
     from public.subscriptions s join auth.users u on u.id = s.user_id
     where lower(u.email) = lower($1) and s.stripe_subscription_id is not null and s.stripe_customer_id is not null
       and s.status in ('active', 'trialing', 'past_due') order by s.created_at`,
    [email],
  );
  return rows;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function changeEvent(subscription: RunningSubscription, change: 'cancel' | 'renew' | 'end') {
  const sub = { subscriptionId: subscription.stripe_subscription_id, customerId: subscription.stripe_customer_id, plan: subscription.plan_type };
  const periodEnd = subscription.current_period_end ? { periodEnd: seconds(subscription.current_period_end) } : {};
  // Stripe creates a subscription's events in order: one a test sends in the same second as the last comes after it.
  const created = Math.max(Math.floor(Date.now() / 1000), Math.floor(subscription.last_event_at ?? 0) + 1);
  if (change === 'end') return subscriptionEvent('customer.subscription.deleted', sub, { ...periodEnd, cancelAtPeriodEnd: true, created });
  return subscriptionEvent('customer.subscription.updated', sub, { ...periodEnd, cancelAtPeriodEnd: change === 'cancel', created });
}

/** Stripe ends a subscription cancelled at period end once the period is over: the fake does it when next asked. */
async function endOverPeriods(ctx: StripeFakeContext, webhookSecret: string, email: string): Promise<RunningSubscription[]> {
  const running = await runningSubscriptions(ctx, email);
  const isOver = (subscription: RunningSubscription) =>
    subscription.cancel_at_period_end && subscription.current_period_end !== null && subscription.current_period_end.getTime() <= Date.now();
  for (const subscription of running.filter(isOver)) await deliverSigned(ctx, webhookSecret, changeEvent(subscription, 'end'));
  return running.filter((subscription) => !isOver(subscription));
}

function subscriptionCard(subscription: RunningSubscription, email: string): string {
  const plan = PLANS[subscription.plan_type];
  const end = subscription.current_period_end ? dayOf(subscription.current_period_end) : null;
  const isCancelled = subscription.cancel_at_period_end;
  return `<section class="card" aria-label="Offerpilot ${plan.name}"><h2>Offerpilot ${plan.name}</h2><p><strong>${plan.price}</strong></p>
${end ? `<p>${isCancelled ? 'Cancels' : 'Renews'} on ${end}</p>` : ''}
<form method="post"><input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="subscription" value="${escapeHtml(subscription.stripe_subscription_id)}">
<input type="hidden" name="change" value="${isCancelled ? 'renew' : 'cancel'}">
<button type="submit"${isCancelled ? '' : ' class="danger"'}>${isCancelled ? 'Renew' : 'Cancel'} ${plan.name} (test)</button></form></section>`;
}

function changeNote(plan: string | null, change: string | null, until: string | null): string {
  if (!plan || !(plan in PLANS)) return '';
  const name = PLANS[plan as PaidPlan].name;
  if (change === 'renew') return `<p role="status">Your ${name} subscription will renew.</p>`;
  return `<p role="status">Your ${name} subscription is cancelled${until ? `: it stays active until ${escapeHtml(until)}` : ''}.</p>`;
}

export async function handleTestPortal(ctx: StripeFakeContext, webhookSecret: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const backToApp = `<p><a href="${escapeHtml(ctx.siteUrl)}/subscription">Return to Offerpilot</a></p>`;
  const failed = (error: unknown) =>
    page(res, 502, 'Change failed', `<h1>The test change could not be recorded</h1><p>${escapeHtml((error as Error).message)}</p>${backToApp}`);
  if (req.method === 'GET') {
    const email = url.searchParams.get('prefilled_email') ?? '';
    let subscriptions: RunningSubscription[] = [];
    try {
      subscriptions = email ? await endOverPeriods(ctx, webhookSecret, email) : [];
    } catch (error) {
      return failed(error);
    }
    return page(
      res,
      200,
      'Test portal: your subscriptions',
      `<p class="banner" role="note"><strong>Test portal.</strong> Nothing real is billed or refunded here. This page stands in for Stripe's customer portal while Stripe is not configured.</p>
<main><h1>Your Offerpilot subscriptions</h1><p>Account: ${escapeHtml(email || 'unknown')}</p>
${changeNote(url.searchParams.get('changed'), url.searchParams.get('change'), url.searchParams.get('until'))}
${subscriptions.length > 0 ? subscriptions.map((subscription) => subscriptionCard(subscription, email)).join('\n') : '<p>No running subscription.</p>'}
${backToApp}</main>`,
    );
  }
  if (req.method !== 'POST') return page(res, 405, 'Method not allowed', '<h1>Method not allowed</h1>');
  const form = await readForm(req);
  const email = form.get('email') ?? '';
  const change = form.get('change') === 'renew' ? 'renew' : 'cancel';
  const subscription = (await runningSubscriptions(ctx, email)).find((running) => running.stripe_subscription_id === form.get('subscription'));
  if (!subscription) return page(res, 404, 'Unknown subscription', `<h1>This subscription is not running on this account</h1>${backToApp}`);
  try {
    await deliverSigned(ctx, webhookSecret, changeEvent(subscription, change));
  } catch (error) {
    return failed(error);
  }
  const back = new URLSearchParams({ prefilled_email: email, changed: subscription.plan_type, change });
  if (subscription.current_period_end) back.set('until', dayOf(subscription.current_period_end));
  res.writeHead(303, { location: `${ctx.publicUrl}/checkout/test/portal?${back}` });
  res.end();
}
