// `npm start`: the embedded Supabase, then the app's production build (made once, reused while the sources do not
// change) served against it. No Vite server runs: for hot reload while developing, `npm run backend` + `npm run dev`.
import { loadDotEnv, runBackend } from '../local-supabase/src/cli.ts';
import { assertPortFree } from '../local-supabase/src/postgres-checks.ts';
import { aiStatusLines } from './ai-status.ts';
import { cachedAppBuild } from './app-build.ts';
import { serveStaticApp } from './static-app.ts';

const DEMO_EMAIL = 'demo@offerpilot.local';
const DEMO_PASSWORD = 'offerpilot-demo';

loadDotEnv();
const started = Date.now();
const appPort = Number(process.env.APP_PORT ?? 5173);
const backend = await assertPortFree(appPort, 'APP_PORT')
  .then(() => runBackend())
  .catch((error: unknown) => {
    // One sentence that says what to do (StartupError), not a stack.
    console.error(`Offerpilot could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
// No Stripe payment links configured: plans use the backend's clearly labelled offline test checkout.
const viteEnv = {
  VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || backend.url,
  VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || backend.anonKey,
  VITE_PAYMENT_LINK_PLUS: process.env.VITE_PAYMENT_LINK_PLUS || `${backend.url}/checkout/test/plus`,
  VITE_PAYMENT_LINK_FLASH: process.env.VITE_PAYMENT_LINK_FLASH || `${backend.url}/checkout/test/flash`,
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
  Mailbox:  ${backend.url}/mailbox
  Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}
  ${aiStatusLines((name) => process.env[name]).join('\n  ')}
Press Ctrl+C to stop.`);

const stop = async () => {
  await app.close();
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
