// `npm start`: the embedded Supabase, then the app's production build (made once, reused while the sources do not
// change) served against it. No Vite server runs: for hot reload while developing, `npm run backend` + `npm run dev`.
import { loadDotEnv, runBackend } from '../local-supabase/src/cli.ts';
import { assertPortFree } from '../local-supabase/src/postgres-checks.ts';
import { startStripeTestCheckout, type StripeTestCheckout } from '../tests/fakes/stripe/index.ts';
import { aiStatusLines } from './ai-status.ts';
import { cachedAppBuild } from './app-build.ts';
import { serveStaticApp } from './static-app.ts';

const DEMO_EMAIL = 'demo@offerpilot.local';
const DEMO_PASSWORD = 'offerpilot-demo';

loadDotEnv();
const started = Date.now();
const appPort = Number(process.env.APP_PORT ?? 5173);
// No Stripe payment links configured: plans use a clearly labelled offline test checkout, on its own fixed port (the
// links are baked into the build, so a new port would mean a new build). It lives with the test fakes: it is a
// stand-in for Stripe, not part of Supabase, and the tests use the same one.
const hasPaymentLinks = Boolean(process.env.VITE_PAYMENT_LINK_PLUS && process.env.VITE_PAYMENT_LINK_FLASH);
const checkoutPort = Number(process.env.TEST_CHECKOUT_PORT ?? Number(process.env.LOCAL_SUPABASE_PORT ?? 54321) + 3);
let checkout = null as StripeTestCheckout | null;
const backend = await assertPortFree(appPort, 'APP_PORT')
  .then(async () => {
    if (!hasPaymentLinks)
      checkout = await assertPortFree(checkoutPort, 'TEST_CHECKOUT_PORT').then(() =>
        startStripeTestCheckout({ port: checkoutPort, siteUrl: `http://localhost:${appPort}` }),
      );
    const started = await runBackend(undefined, { functionsEnv: checkout?.functionsEnv });
    checkout?.connect(started);
    return started;
  })
  .catch((error: unknown) => {
    // One sentence that says what to do (StartupError), not a stack.
    console.error(`Offerpilot could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
const viteEnv = {
  VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || backend.url,
  VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || backend.anonKey,
  VITE_PAYMENT_LINK_PLUS: process.env.VITE_PAYMENT_LINK_PLUS || (checkout?.paymentLinks.plus ?? ''),
  VITE_PAYMENT_LINK_FLASH: process.env.VITE_PAYMENT_LINK_FLASH || (checkout?.paymentLinks.flash ?? ''),
  ...(process.env.VITE_REALTIME_ORIGIN ? { VITE_REALTIME_ORIGIN: process.env.VITE_REALTIME_ORIGIN } : {}),
};

const app = await cachedAppBuild(viteEnv)
  .then(({ dir, isReused }) => {
    if (!isReused) console.log('Built the app (it is reused until its sources change).');
    return serveStaticApp({ root: dir, port: appPort, host: 'localhost' });
  })
  .catch(async (error: unknown) => {
    console.error(`Offerpilot could not start the app: ${error instanceof Error ? error.message : String(error)}`);
    await backend.stop();
    process.exit(1);
  });
const appUrl = `http://localhost:${appPort}/`;

console.log(`
Offerpilot is running (ready in ${Date.now() - started} ms)
  App:      ${appUrl}
  Backend:  ${backend.url}
  Mailbox:  ${backend.url}/mailbox${checkout ? `\n  Payments: offline test checkout at ${checkout.url} (no Stripe payment links set)` : ''}
  Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}
  ${aiStatusLines((name) => process.env[name]).join('\n  ')}
Press Ctrl+C to stop.`);

const stop = async () => {
  await app.close();
  await checkout?.close();
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
