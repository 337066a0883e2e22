// `npm start`: the embedded Supabase, then the app on the Vite dev server pointed at it.
import { createServer } from 'vite';
import { runBackend } from '../local-supabase/src/cli.ts';
import { assertPortFree } from '../local-supabase/src/postgres-checks.ts';

const DEMO_EMAIL = 'demo@offerpilot.local';
const DEMO_PASSWORD = 'offerpilot-demo';

const started = Date.now();
const appPort = Number(process.env.APP_PORT ?? 5173);
const backend = await assertPortFree(appPort, 'APP_PORT')
  .then(() => runBackend())
  .catch((error: unknown) => {
    // One sentence that says what to do (StartupError), not a stack.
    console.error(`Offerpilot could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
process.env.VITE_SUPABASE_URL ||= backend.url;
process.env.VITE_SUPABASE_ANON_KEY ||= backend.anonKey;
// No Stripe payment links configured: plans use the backend's clearly labelled offline test checkout.
process.env.VITE_PAYMENT_LINK_PLUS ||= `${backend.url}/checkout/test/plus`;
process.env.VITE_PAYMENT_LINK_FLASH ||= `${backend.url}/checkout/test/flash`;

const vite = await createServer({ server: { port: appPort, strictPort: true } })
  .then((server) => server.listen())
  .catch(async (error: unknown) => {
    console.error(`Offerpilot could not start the app: ${error instanceof Error ? error.message : String(error)}`);
    await backend.stop();
    process.exit(1);
  });
const appUrl = vite.resolvedUrls?.local[0] ?? `http://localhost:${appPort}/`;

console.log(`
Offerpilot is running (ready in ${Date.now() - started} ms)
  App:      ${appUrl}
  Backend:  ${backend.url}
  Mailbox:  ${backend.url}/mailbox
  Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}
Press Ctrl+C to stop.`);

const stop = async () => {
  await vite.close();
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
