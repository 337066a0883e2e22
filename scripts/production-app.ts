// The production build served by `vite preview` on 127.0.0.1, against a given backend: what the e2e tests and the
// benches run. The backend's address is baked into the bundle, so the build happens here, per backend.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, preview } from 'vite';

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
  const configFile = path.resolve('vite.config.ts');
  Object.assign(process.env, env);
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true, minify } });
  const server = await preview({
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
