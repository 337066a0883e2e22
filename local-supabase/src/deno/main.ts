// Runs under Deno: serves every function in FUNCTIONS_DIR on PORT, the way Supabase's edge runtime does.
// Each `supabase/functions/<name>/index.ts` calls `Deno.serve(handler)`; we capture that handler
// instead of binding a port, load the module on its first request, and route `/<name>/...` to it.
import { portSetting, readSettings } from '../../../supabase/functions/_shared/settings.ts';

type Handler = (request: Request, info?: unknown) => Response | Promise<Response>;

const settings = readSettings((name) => Deno.env.get(name));
const functionsDir = settings.text('FUNCTIONS_DIR') ?? '';
// Always set by local-supabase (functions.ts) to a free port it picked.
const port = settings.number('PORT', portSetting(0));
const handlers = new Map<string, Handler>();
const loading = new Map<string, Promise<Handler>>();
const originalServe = Deno.serve.bind(Deno);
let captured: Handler | null = null;

function fakeServer(): unknown {
  return {
    finished: new Promise(() => undefined),
    addr: { hostname: '127.0.0.1', port, transport: 'tcp' },
    shutdown: () => Promise.resolve(),
    ref() {},
    unref() {},
  };
}

// deno-lint-ignore no-explicit-any
(Deno as any).serve = (...args: unknown[]) => {
  const handler = args.find((a) => typeof a === 'function') as Handler | undefined;
  const options = args.find((a) => a && typeof a === 'object') as { handler?: Handler } | undefined;
  captured = handler ?? options?.handler ?? null;
  return fakeServer();
};

async function load(name: string): Promise<Handler> {
  const ready = handlers.get(name);
  if (ready) return ready;
  let pending = loading.get(name);
  if (!pending) {
    pending = (async () => {
      captured = null;
      await import(`file://${functionsDir}/${name}/index.ts`);
      if (!captured) throw new Error(`Function ${name} did not call Deno.serve`);
      handlers.set(name, captured);
      return captured;
    })();
    loading.set(name, pending);
    pending.catch(() => loading.delete(name));
  }
  return pending;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

originalServe({ hostname: '127.0.0.1', port, onListen: () => console.log(`functions listening on ${port}`) }, async (request) => {
  const name = new URL(request.url).pathname.split('/')[1] ?? '';
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  try {
    await Deno.stat(`${functionsDir}/${name}/index.ts`);
  } catch {
    return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  let handler: Handler;
  try {
    handler = await load(name);
  } catch (error) {
    console.error(`boot error in ${name}:`, error);
    return json(503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
  }
  try {
    return await handler(request);
  } catch (error) {
    console.error(`uncaught error in ${name}:`, error);
    return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
  }
});
