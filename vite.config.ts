import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { contentSecurityPolicy, FRAMING_HEADERS, headerPolicy } from './src/config/content-security-policy.ts';
import { backendUrlOf, LOCAL_SUPABASE_URL } from './src/config/local-backend.ts';
import { realtimeOrigin } from './scripts/ai-status.ts';
import { readSettings } from './supabase/functions/_shared/settings.ts';

/** Opens the connection to the backend while the scripts download: its origin is only known at build time. */
function preconnectToBackend(backendUrl: string): Plugin {
  return {
    name: 'offerpilot:preconnect-backend',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(backendUrl).origin, crossorigin: '' }, injectTo: 'head' }],
  };
}

/** The production build carries its Content-Security-Policy in index.html (the dev server's HMR needs inline code). */
function contentSecurityPolicyMeta(policy: string): Plugin {
  return {
    name: 'offerpilot:content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  };
}

/** auth-js modules that its client constructs but Offerpilot never calls, resolved to src/lib/auth-unused-apis.ts. */
const UNUSED_AUTH_MODULES = new Set(['./lib/webauthn', './lib/web3/ethereum']);

/** Leaves Supabase Auth's passkeys and Web3 sign-in out of the bundle (about 5 KB gzip on every page). */
function authWithoutUnusedApis(): Plugin {
  const standIn = fileURLToPath(new URL('./src/lib/auth-unused-apis.ts', import.meta.url));
  const authJs = `${path.sep}@supabase${path.sep}auth-js${path.sep}`;
  return {
    name: 'offerpilot:auth-without-unused-apis',
    enforce: 'pre',
    resolveId: (source, importer) => (importer?.includes(authJs) && UNUSED_AUTH_MODULES.has(source) ? standIn : null),
  };
}

/** Vite's own deny list (secrets it never serves), kept when ours is added. */
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

/**
 * The local backend's data folder holds the database files (emails, password hashes) and stored resumes: the dev
 * server never serves it, whether it is the default `.local-supabase` or wherever LOCAL_SUPABASE_DIR points.
 */
function dataFolderDeny(localSupabaseDir: string | undefined): string[] {
  const folders = new Set([path.resolve('.local-supabase'), ...(localSupabaseDir ? [path.resolve(localSupabaseDir)] : [])]);
  const publicDir = path.resolve('public');
  for (const folder of folders) {
    // public/ is served as is (no deny list applies there) and copied into every build.
    if (`${folder}${path.sep}`.startsWith(`${publicDir}${path.sep}`)) {
      throw new Error(
        `LOCAL_SUPABASE_DIR (${folder}) is inside public/, which Vite serves to anyone and copies into every build: choose a folder outside public/.`,
      );
    }
  }
  return ['**/.local-supabase/**', ...[...folders].flatMap((folder) => [folder, `${folder}/**`])];
}

export default defineConfig(({ mode }) => {
  // Every variable of .env and the environment (the environment wins), as `npm start` reads them.
  const all = loadEnv(mode, process.cwd(), '');
  // No VITE_SUPABASE_URL: the local backend on LOCAL_SUPABASE_PORT, so changing that one port is enough. Set in
  // process.env because Vite reads the VITE_* values it builds in after this function, and those win over .env.
  if (!all.VITE_SUPABASE_URL && all.LOCAL_SUPABASE_PORT) process.env.VITE_SUPABASE_URL = backendUrlOf(all);
  // No VITE_REALTIME_ORIGIN: the origin the gateway's own settings lead to (OPENAI_REALTIME_URL, else OPENAI_BASE_URL),
  // as `npm start` derives it, so a plain OpenAI key needs no extra line for the page to open live transcription.
  const origin = all.VITE_REALTIME_ORIGIN?.trim() ? undefined : realtimeOrigin(readSettings((name) => all[name]).text);
  if (origin) process.env.VITE_REALTIME_ORIGIN = origin;
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const supabaseUrl = env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL;
  const csp = contentSecurityPolicy({
    supabaseUrl,
    paymentLinks: [env.VITE_PAYMENT_LINK_PLUS, env.VITE_PAYMENT_LINK_FLASH].filter(Boolean),
    realtimeOrigin: env.VITE_REALTIME_ORIGIN,
  });
  return {
    plugins: [react(), tailwindcss(), authWithoutUnusedApis(), preconnectToBackend(supabaseUrl), contentSecurityPolicyMeta(csp)],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The AI gateway's contract and other pure modules shared with the Edge Functions.
        { find: '@shared', replacement: fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)) },
        // No Realtime channel is used: ship a stand-in instead of the WebSocket client (src/lib/realtime-disabled.ts).
        { find: /^@supabase\/realtime-js$/, replacement: fileURLToPath(new URL('./src/lib/realtime-disabled.ts', import.meta.url)) },
        // Storage's client downloads on the first file action, not with every page (src/lib/storage-deferred.ts).
        { find: /^@supabase\/storage-js$/, replacement: fileURLToPath(new URL('./src/lib/storage-deferred.ts', import.meta.url)) },
        // Likewise the Edge Functions client, on the first call (src/lib/functions-deferred.ts).
        { find: /^@supabase\/functions-js$/, replacement: fileURLToPath(new URL('./src/lib/functions-deferred.ts', import.meta.url)) },
      ],
    },
    server: {
      port: Number(all.APP_PORT || 5173),
      strictPort: true,
      host: 'localhost',
      headers: { 'content-security-policy': headerPolicy(null), ...FRAMING_HEADERS },
      fs: { deny: [...VITE_DEFAULT_DENY, ...dataFolderDeny(all.LOCAL_SUPABASE_DIR)] },
    },
    preview: {
      port: Number(all.APP_PORT || 4173),
      strictPort: true,
      host: 'localhost',
      headers: { 'content-security-policy': headerPolicy(csp), ...FRAMING_HEADERS },
    },
    // The manifest says which chunks each route loads: the per-route JavaScript budgets are read from it
    // (bench/route-budgets.ts, checked by the e2e suite on its build and by `npm run bench -- bundle`).
    build: { sourcemap: false, target: 'es2022', manifest: true },
  };
});
