// An offline stand-in for Stripe Payment Links, for development and tests only: a clearly labelled page that
// "pays" by sending correctly signed webhook events to the stripe-webhook function, like Stripe would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from './context.js';
import { readBody } from './http.js';
import { checkoutCompleted, newTestSubscription, signPayload, subscriptionEvent, type PaidPlan, type StripeTestEvent } from './stripe-events.js';

const PLANS: Record<PaidPlan, { name: string; price: string }> = {
  plus: { name: 'Plus', price: '9.99 EUR / month' },
  flash: { name: 'Flash', price: '5.99 EUR / week' },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem;color:#1f2937}.banner{background:#fef3c7;border:1px solid #f59e0b;color:#78350f;padding:.75rem 1rem;border-radius:8px}
button{background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:.75rem 1.25rem;font-size:1rem;cursor:pointer}button:focus-visible{outline:3px solid #1e1b4b;outline-offset:2px}.card{border:1px solid #e5e7eb;border-radius:12px;padding:1.25rem;margin:1.5rem 0}</style></head>
<body>${body}</body></html>`);
}

export interface TestCheckout {
  handle(req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void>;
}

/** Mounted at /checkout/test/<plan> by the router when payment links are not configured. */
export function createTestCheckout(ctx: BackendContext, webhookSecret: string): TestCheckout {
  async function deliver(event: StripeTestEvent): Promise<void> {
    const payload = JSON.stringify(event);
    const response = await fetch(`${ctx.publicUrl}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, webhookSecret) },
      body: payload,
    });
    if (!response.ok) throw new Error(`the webhook answered ${response.status}: ${await response.text()}`);
  }

  return {
    async handle(req, res, subpath) {
      const url = new URL(subpath, 'http://local');
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
      const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
      const reference = form.get('client_reference_id') ?? '';
      const email = form.get('email') ?? '';
      const subscription = newTestSubscription(plan);
      try {
        const now = Math.floor(Date.now() / 1000);
        await deliver(checkoutCompleted(subscription, reference, email, now));
        await deliver(subscriptionEvent('customer.subscription.created', subscription, { created: now }));
      } catch (error) {
        return page(res, 502, 'Payment failed', `<h1>The test payment could not be recorded</h1><p>${escapeHtml((error as Error).message)}</p>`);
      }
      res.writeHead(303, { location: `${ctx.siteUrl}/subscription?checkout=success` });
      res.end();
    },
  };
}
