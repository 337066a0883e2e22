// An offline stand-in for Stripe's no-code customer portal (development and tests only): the billing-portal function
// links here with ?prefilled_email=, the page lists that person's running subscriptions, and cancelling one sends the
// signed customer.subscription.deleted event Stripe would send when a subscription is cancelled immediately.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { subscriptionEvent, type PaidPlan } from './events.ts';
import { deliverSigned, escapeHtml, page, PLANS, readForm, type StripeFakeContext } from './pages.ts';

interface RunningSubscription {
  stripe_subscription_id: string;
  stripe_customer_id: string;
  plan_type: PaidPlan;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
}

async function runningSubscriptions(ctx: StripeFakeContext, email: string): Promise<RunningSubscription[]> {
  const { rows } = await ctx.pool.query<RunningSubscription>(
    `select s.stripe_subscription_id, s.stripe_customer_id, s.plan_type, s.current_period_end, s.cancel_at_period_end
     from public.subscriptions s join auth.users u on u.id = s.user_id
     where lower(u.email) = lower($1) and s.stripe_subscription_id is not null and s.stripe_customer_id is not null
       and s.status in ('active', 'trialing', 'past_due') order by s.created_at`,
    [email],
  );
  return rows;
}

function subscriptionCard(subscription: RunningSubscription, email: string): string {
  const plan = PLANS[subscription.plan_type];
  const end = subscription.current_period_end ? subscription.current_period_end.toISOString().slice(0, 10) : null;
  return `<section class="card" aria-label="Offerpilot ${plan.name}"><h2>Offerpilot ${plan.name}</h2><p><strong>${plan.price}</strong></p>
${end ? `<p>${subscription.cancel_at_period_end ? 'Ends' : 'Renews'} on ${end}</p>` : ''}
<form method="post"><input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="subscription" value="${escapeHtml(subscription.stripe_subscription_id)}">
<button type="submit" class="danger">Cancel ${plan.name} (test)</button></form></section>`;
}

export async function handleTestPortal(ctx: StripeFakeContext, webhookSecret: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const backToApp = `<p><a href="${escapeHtml(ctx.siteUrl)}/subscription">Return to Offerpilot</a></p>`;
  if (req.method === 'GET') {
    const email = url.searchParams.get('prefilled_email') ?? '';
    const cancelled = url.searchParams.get('cancelled');
    const subscriptions = email ? await runningSubscriptions(ctx, email) : [];
    return page(
      res,
      200,
      'Test portal: your subscriptions',
      `<p class="banner" role="note"><strong>Test portal.</strong> Nothing real is billed or refunded here. This page stands in for Stripe's customer portal while Stripe is not configured.</p>
<main><h1>Your Offerpilot subscriptions</h1><p>Account: ${escapeHtml(email || 'unknown')}</p>
${cancelled && cancelled in PLANS ? `<p role="status">Your ${PLANS[cancelled as PaidPlan].name} subscription is cancelled.</p>` : ''}
${subscriptions.length > 0 ? subscriptions.map((subscription) => subscriptionCard(subscription, email)).join('\n') : '<p>No running subscription.</p>'}
${backToApp}</main>`,
    );
  }
  if (req.method !== 'POST') return page(res, 405, 'Method not allowed', '<h1>Method not allowed</h1>');
  const form = await readForm(req);
  const email = form.get('email') ?? '';
  const subscription = (await runningSubscriptions(ctx, email)).find((running) => running.stripe_subscription_id === form.get('subscription'));
  if (!subscription) return page(res, 404, 'Unknown subscription', `<h1>This subscription is not running on this account</h1>${backToApp}`);
  try {
    await deliverSigned(
      ctx,
      webhookSecret,
      subscriptionEvent('customer.subscription.deleted', {
        subscriptionId: subscription.stripe_subscription_id,
        customerId: subscription.stripe_customer_id,
        plan: subscription.plan_type,
      }),
    );
  } catch (error) {
    return page(
      res,
      502,
      'Cancellation failed',
      `<h1>The test cancellation could not be recorded</h1><p>${escapeHtml((error as Error).message)}</p>${backToApp}`,
    );
  }
  const back = new URLSearchParams({ prefilled_email: email, cancelled: subscription.plan_type });
  res.writeHead(303, { location: `${ctx.publicUrl}/checkout/test/portal?${back}` });
  res.end();
}
