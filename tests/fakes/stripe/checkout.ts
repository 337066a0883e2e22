// An offline stand-in for Stripe Payment Links, for development and tests only: a clearly labelled page that
// "pays" by sending correctly signed webhook events to the stripe-webhook function, like Stripe would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkoutCompleted, newTestSubscription, subscriptionEvent, type PaidPlan } from './events.ts';
import { deliverSigned, escapeHtml, page, PLANS, readForm, type StripeFakeContext } from './pages.ts';
import { handleTestPortal } from './portal.ts';

export interface TestCheckout {
  handle(req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void>;
}

/** Answers /checkout/test/<plan> and the test portal at /checkout/test/portal (`subpath` is what follows /checkout/test). */
export function createTestCheckout(ctx: StripeFakeContext, webhookSecret: string): TestCheckout {
  return {
    async handle(req, res, subpath) {
      const url = new URL(subpath, 'http://local');
      if (url.pathname === '/portal') return handleTestPortal(ctx, webhookSecret, req, res, url);
      const plan = url.pathname.replace(/^\//, '') as PaidPlan;
      if (!(plan in PLANS)) return page(res, 404, 'Unknown plan', '<h1>Unknown plan</h1>');
      if (req.method === 'GET') {
        const reference = url.searchParams.get('client_reference_id') ?? '';
        const email = url.searchParams.get('prefilled_email') ?? '';
        return page(
          res,
          200,
          `Test checkout: ${PLANS[plan].name}`,
          `<p class="banner" role="note"><strong>Test checkout.</strong> No real payment happens here. This page stands in for Stripe while payment links are not configured.</p>
<main><h1>Offerpilot ${PLANS[plan].name}</h1><div class="card"><p><strong>${PLANS[plan].price}</strong></p><p>Account: ${escapeHtml(email || 'unknown')}</p>
<form method="post"><input type="hidden" name="client_reference_id" value="${escapeHtml(reference)}"><input type="hidden" name="email" value="${escapeHtml(email)}">
<button type="submit">Pay ${PLANS[plan].price.split(' /')[0]} (test)</button></form></div><p><a href="${escapeHtml(ctx.siteUrl)}/subscription">Cancel and go back</a></p></main>`,
        );
      }
      if (req.method !== 'POST') return page(res, 405, 'Method not allowed', '<h1>Method not allowed</h1>');
      const form = await readForm(req);
      const reference = form.get('client_reference_id') ?? '';
      const email = form.get('email') ?? '';
      const subscription = newTestSubscription(plan);
      try {
        const now = Math.floor(Date.now() / 1000);
        await deliverSigned(ctx, webhookSecret, checkoutCompleted(subscription, reference, email, now));
        await deliverSigned(ctx, webhookSecret, subscriptionEvent('customer.subscription.created', subscription, { created: now }));
      } catch (error) {
        return page(res, 502, 'Payment failed', `<h1>The test payment could not be recorded</h1><p>${escapeHtml((error as Error).message)}</p>`);
      }
      res.writeHead(303, { location: `${ctx.siteUrl}/subscription?checkout=success` });
      res.end();
    },
  };
}
