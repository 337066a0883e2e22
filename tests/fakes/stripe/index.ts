// The offline stand-in for Stripe (Payment Links, customer portal, signed webhook events) on its own port, as Stripe
// is its own origin. `npm start` serves it when no payment links are set, so people can try the paid plans without a
// Stripe account; the integration and e2e tests use it too. It is not part of local-supabase: hosted Supabase has no
// Stripe pages either.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createTestCheckout } from './checkout.ts';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from './events.ts';
import type { StripeFakeContext } from './pages.ts';

export interface StripeTestCheckout {
  /** This server's origin. */
  url: string;
  paymentLinks: { plus: string; flash: string };
  /** What the Edge Functions need: the secret its events are signed with, and its portal for billing-portal. */
  functionsEnv: { STRIPE_WEBHOOK_SECRET: string; STRIPE_CUSTOMER_PORTAL_URL: string };
  /** Points it at a started backend (its functions and database); pages answer 503 until then. */
  connect(backend: { url: string; dbUrl: string }): void;
  close(): Promise<void>;
}

export async function startStripeTestCheckout({ port = 0, siteUrl }: { port?: number; siteUrl: string }): Promise<StripeTestCheckout> {
  let ctx: StripeFakeContext | null = null;
  let handler: ReturnType<typeof createTestCheckout> | null = null;
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (!handler || !url.startsWith('/checkout/test/')) {
      res.writeHead(handler ? 404 : 503, { 'content-type': 'text/plain' }).end(handler ? 'Not found' : 'Not connected to a backend yet');
      return;
    }
    handler.handle(req, res, url.slice('/checkout/test'.length)).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    paymentLinks: { plus: `${origin}/checkout/test/plus`, flash: `${origin}/checkout/test/flash` },
    functionsEnv: { STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET, STRIPE_CUSTOMER_PORTAL_URL: `${origin}/checkout/test/portal` },
    connect(backend) {
      const pool = new pg.Pool({ connectionString: backend.dbUrl, max: 2 });
      // The backend may stop first (Ctrl+C, a test's teardown): an idle connection it ends is no error of ours.
      pool.on('error', () => undefined);
      ctx = { publicUrl: origin, supabaseUrl: backend.url, siteUrl, pool };
      handler = createTestCheckout(ctx, LOCAL_STRIPE_WEBHOOK_SECRET);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx?.pool.end();
    },
  };
}
