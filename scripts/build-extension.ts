// Builds the browser extension (extension/) into extension/dist, ready to load unpacked or to zip for the stores.
// One IIFE per entry (content scripts cannot be ES modules), the app's job-posting reader bundled in, and the app's
// and backend's public addresses baked in like the app's own VITE_* values:
//   OFFERPILOT_APP_URL (default http://localhost:$APP_PORT), VITE_SUPABASE_URL (default: the local backend on
//   LOCAL_SUPABASE_PORT, as the app's build derives it), VITE_SUPABASE_ANON_KEY (default: local).
// `--out-dir <dir>` builds elsewhere; `--test-hosts <match pattern>` grants host access the e2e needs in place of the
// toolbar click that grants activeTab (headless Chromium has no toolbar).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { backendUrlOf, LOCAL_ANON_KEY } from '../src/config/local-backend.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const EXTENSION = path.join(ROOT, 'extension');
const ENTRIES = ['popup', 'background', 'read-page', 'app-bridge'] as const;

/** The match pattern of the app's pages, for the sign-out bridge. */
function appPattern(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol}//${url.host}/*`;
}

interface ExtensionBuildOptions {
  outDir?: string;
  testHosts?: string[];
  /** Override the environment's values (the e2e passes its own backend and app). */
  env?: Record<string, string | undefined>;
}

/** The public addresses baked into the extension: the app on APP_PORT and the backend on LOCAL_SUPABASE_PORT by default. */
export function extensionConfig(env: Record<string, string | undefined>) {
  return {
    appUrl: (env.OFFERPILOT_APP_URL || `http://localhost:${env.APP_PORT || 5173}`).replace(/\/$/, ''),
    supabaseUrl: backendUrlOf(env),
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
}

export async function buildExtension({
  outDir = path.join(EXTENSION, 'dist'),
  testHosts = [],
  env = process.env,
}: ExtensionBuildOptions = {}): Promise<string> {
  const config = extensionConfig(env);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const entry of ENTRIES) {
    await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      resolve: { alias: { '@': path.join(ROOT, 'src') } },
      define: { __OFFERPILOT_EXTENSION__: JSON.stringify(config), 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2022',
        minify: true,
        lib: {
          entry: path.join(EXTENSION, 'src', `${entry}.ts`),
          formats: ['iife'],
          name: `offerpilot_${entry.replace('-', '_')}`,
          fileName: () => `${entry}.js`,
        },
      },
    });
  }
  for (const file of ['popup.html', 'popup.css', '_locales']) cpSync(path.join(EXTENSION, file), path.join(outDir, file), { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(EXTENSION, 'manifest.json'), 'utf8'));
  manifest.content_scripts[0].matches = [appPattern(config.appUrl)];
  manifest.host_permissions = testHosts;
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // .env as `npm start` reads it; a variable set in the environment wins.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, 'test-hosts': { type: 'string', multiple: true } } });
  const outDir = await buildExtension({ outDir: values['out-dir'] && path.resolve(values['out-dir']), testHosts: values['test-hosts'] ?? [] });
  console.log(`Extension built in ${path.relative(process.cwd(), outDir) || '.'}: load it unpacked from there.`);
}
