// `npm start`: the embedded Supabase, then the app's production build (made once, reused while the sources do not
// change) served against it. No Vite server runs: for hot reload while developing, `npm run backend` + `npm run dev`.
import { loadDotEnv, PORT_SETTINGS, processSettings, runBackend } from '../local-supabase/src/cli.ts';
import { assertPortFree } from '../local-supabase/src/postgres-checks.ts';
import { startStripeTestCheckout, type StripeTestCheckout } from '../tests/fakes/stripe/index.ts';
import { aiStatusLines, probeUpstream, realtimeOrigin } from './ai-status.ts';
import { cachedAppBuild } from './app-build.ts';
import { serveStaticApp } from './static-app.ts';

const DEMO_EMAIL = 'demo@offerpilot.local';
const DEMO_PASSWORD = 'offerpilot-demo';

loadDotEnv();
const started = Date.now();
const problems = processSettings.problems(PORT_SETTINGS);
if (problems.length > 0) {
  console.error(`Offerpilot could not start: ${problems.join(' ')}`);
  process.exit(1);
}
const appPort = processSettings.number('APP_PORT', PORT_SETTINGS.APP_PORT);
// No Stripe payment links configured: plans use a clearly labelled offline test checkout, on its own fixed port (the
// links are baked into the build, so a new port would mean a new build). It lives with the test fakes: it is a
// stand-in for Stripe, not part of Supabase, and the tests use the same one.
const hasPaymentLinks = Boolean(processSettings.text('VITE_PAYMENT_LINK_PLUS') && processSettings.text('VITE_PAYMENT_LINK_FLASH'));
const checkoutPort = processSettings.number('TEST_CHECKOUT_PORT', {
  ...PORT_SETTINGS.APP_PORT,
  fallback: processSettings.number('LOCAL_SUPABASE_PORT', PORT_SETTINGS.LOCAL_SUPABASE_PORT) + 3,
});
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
// The realtime WebSocket's origin, for the page's Content-Security-Policy: VITE_REALTIME_ORIGIN, or the one the gateway's
// own settings lead to (OPENAI_REALTIME_URL, else OPENAI_BASE_URL), so a plain OpenAI key needs no extra line.
const realtimeOriginForBuild = processSettings.text('VITE_REALTIME_ORIGIN') ?? realtimeOrigin(processSettings.text);
const viteEnv = {
  VITE_SUPABASE_URL: processSettings.text('VITE_SUPABASE_URL') ?? backend.url,
  VITE_SUPABASE_ANON_KEY: processSettings.text('VITE_SUPABASE_ANON_KEY') ?? backend.anonKey,
  VITE_PAYMENT_LINK_PLUS: processSettings.text('VITE_PAYMENT_LINK_PLUS') ?? checkout?.paymentLinks.plus ?? '',
  VITE_PAYMENT_LINK_FLASH: processSettings.text('VITE_PAYMENT_LINK_FLASH') ?? checkout?.paymentLinks.flash ?? '',
  ...(realtimeOriginForBuild ? { VITE_REALTIME_ORIGIN: realtimeOriginForBuild } : {}),
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
  ${aiStatusLines((name) => (name === 'VITE_REALTIME_ORIGIN' ? realtimeOriginForBuild : processSettings.text(name))).join('\n  ')}
Press Ctrl+C to stop.`);

// One cheap request to the upstream (its model list), so a wrong key, base URL or time-out shows now, not at the first
// interview. It runs after the app is up and only prints.
void probeUpstream(processSettings.text).then((line) => {
  if (line) console.log(`  ${line}`);
});

const stop = async () => {
  await app.close();
  await checkout?.close();
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
