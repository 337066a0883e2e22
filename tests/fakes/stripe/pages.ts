// Shared by the offline test checkout and test portal: their clearly labelled HTML page, and delivering a signed event
// to the stripe-webhook function the way Stripe does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { signPayload, type PaidPlan, type StripeTestEvent } from './events.ts';

/** What the fake's pages need: their own address, the Supabase they send events to, the app to send people back to. */
export interface StripeFakeContext {
  publicUrl: string;
  supabaseUrl: string;
  siteUrl: string;
  pool: pg.Pool;
}

export const PLANS: Record<PaidPlan, { name: string; price: string }> = {
  plus: { name: 'Plus', price: '9.99 EUR / month' },
  flash: { name: 'Flash', price: '5.99 EUR / week' },
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem;color:#1f2937}.banner{background:#fef3c7;border:1px solid #f59e0b;color:#78350f;padding:.75rem 1rem;border-radius:8px}
button{background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:.75rem 1.25rem;font-size:1rem;cursor:pointer}button:focus-visible{outline:3px solid #1e1b4b;outline-offset:2px}button.danger{background:#b91c1c}.card{border:1px solid #e5e7eb;border-radius:12px;padding:1.25rem;margin:1.5rem 0}a{color:#3730a3}</style></head>
<body>${body}</body></html>`);
}

export async function deliverSigned(ctx: StripeFakeContext, webhookSecret: string, event: StripeTestEvent): Promise<void> {
  const payload = JSON.stringify(event);
  const response = await fetch(`${ctx.supabaseUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, webhookSecret) },
    body: payload,
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}: ${await response.text()}`);
}

/** A posted HTML form, at most 16 KB. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += (chunk as Buffer).toString('utf8');
    if (text.length > 16 * 1024) throw new Error('form too large');
  }
  return new URLSearchParams(text);
}
