// The production build served on 127.0.0.1 against a given backend: what the e2e tests and the benches run. The
// backend's address is baked into the bundle, so the build happens here, per backend; it is served the way
// `npm start` serves it (scripts/static-app.ts).
import { rmSync } from 'node:fs';
import { buildApp } from './app-build.ts';
import { serveStaticApp } from './static-app.ts';

export interface ProductionAppOptions {
  /** The port to serve on (known before the backend starts, which needs the app's URL for its email links). */
  port: number;
  outDir: string;
  /** VITE_* values baked into the build (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, payment links). */
  env: Record<string, string>;
  /** Off only for profiling. */
  minify?: boolean;
}

export interface ProductionApp {
  url: string;
  /** Stops serving and removes the build. */
  close(): Promise<void>;
}

export async function startProductionApp({ port, outDir, env, minify = true }: ProductionAppOptions): Promise<ProductionApp> {
  await buildApp({ outDir, env, minify });
  const app = await serveStaticApp({ root: outDir, port, host: '127.0.0.1' });
  return {
    url: app.url,
    async close() {
      await app.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
