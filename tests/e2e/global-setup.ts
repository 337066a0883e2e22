// Starts ONE local backend (fresh temp data, seeded), builds the app against it once, serves it with vite preview.
// Returns the teardown that stops both, so nothing is left running.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build, preview } from 'vite';
import { startLocalSupabase } from '../../local-supabase/src/index.ts';
import { E2E_ENV_FILE, type E2eEnv } from './e2e-env.ts';

const DIST_DIR = path.resolve('tmp/e2e-dist');
const VITE_CONFIG = path.resolve('vite.config.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const backend = await startLocalSupabase({ seed: true, siteUrl: appUrl, log: process.env.LOCAL_SUPABASE_VERBOSE === '1' ? console.log : undefined });
  try {
    process.env.VITE_SUPABASE_URL = backend.url;
    process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
    await build({ configFile: VITE_CONFIG, logLevel: 'warn', build: { outDir: DIST_DIR, emptyOutDir: true } });
    const server = await preview({
      configFile: VITE_CONFIG,
      logLevel: 'warn',
      build: { outDir: DIST_DIR },
      preview: { port: appPort, strictPort: true, host: '127.0.0.1', open: false },
    });

    const env: E2eEnv = { appUrl, backendUrl: backend.url, anonKey: backend.anonKey };
    mkdirSync(path.dirname(E2E_ENV_FILE), { recursive: true });
    writeFileSync(E2E_ENV_FILE, JSON.stringify(env, null, 2));
    process.env.E2E_APP_URL = appUrl;
    process.env.E2E_BACKEND_URL = backend.url;

    return async () => {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await backend.stop();
      rmSync(E2E_ENV_FILE, { force: true });
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
