// `npm run backend`: the embedded Supabase on LOCAL_SUPABASE_PORT (54321), data in LOCAL_SUPABASE_DIR.
import { existsSync } from 'node:fs';
import { FUNCTION_NUMBER_SETTINGS, portSetting, readSettings } from '../../supabase/functions/_shared/settings.ts';
import { startLocalSupabase, type LocalSupabase } from './index.js';

/** This process's settings (the environment, and `.env` once loaded), read the one way: empty means the default. */
export const processSettings = readSettings((name) => process.env[name]);
const DEFAULT_BACKEND_PORT = 54321;
const DEFAULT_APP_PORT = 5173;
/** The ports `npm start` and `npm run backend` use, each `.env` line empty or absent meaning its default. */
export const PORT_SETTINGS = {
  LOCAL_SUPABASE_PORT: portSetting(DEFAULT_BACKEND_PORT),
  APP_PORT: portSetting(DEFAULT_APP_PORT),
};

/** The server-side settings the Edge Functions get from the environment (or `.env`). */
const FUNCTION_SETTINGS = [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_CHAT_MODEL',
  'OPENAI_COACH_MODEL',
  'OPENAI_ANALYSIS_MODEL',
  'OPENAI_TRANSCRIPTION_MODEL',
  'OPENAI_SPEECH_MODEL',
  'OPENAI_SPEECH_VOICE',
  'OPENAI_CHAT_PARAMETERS',
  'OPENAI_REALTIME_URL',
  'OPENAI_REALTIME_MODEL',
  'AI_UPSTREAM_TIMEOUT_MS',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CUSTOMER_PORTAL_URL',
];

/** Reads `.env` of the folder npm runs in, as README says; a variable already set in the environment wins. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** `--config defaults` (or LOCAL_SUPABASE_CONFIG=defaults): the CLI's default auth settings instead of config.toml's. */
export function authConfigFrom(argv: readonly string[], env: NodeJS.ProcessEnv): 'project' | 'cli-defaults' {
  const flag = argv.indexOf('--config');
  const value = (flag >= 0 ? argv[flag + 1] : undefined) ?? env.LOCAL_SUPABASE_CONFIG ?? 'project';
  if (value === 'defaults') return 'cli-defaults';
  if (value === 'project') return 'project';
  throw new Error(`--config takes "project" (supabase/config.toml, the default) or "defaults" (the Supabase CLI's), not ${JSON.stringify(value)}`);
}

/** `functionsEnv`: more settings for the Edge Functions over the environment's (npm start's Stripe stand-in). */
export async function runBackend(
  argv: readonly string[] = process.argv.slice(2),
  { functionsEnv = {} }: { functionsEnv?: Record<string, string> } = {},
): Promise<LocalSupabase> {
  const authConfig = authConfigFrom(argv, process.env);
  const problems = processSettings.problems({ ...PORT_SETTINGS, ...FUNCTION_NUMBER_SETTINGS });
  if (problems.length > 0) throw new Error(problems.join(' '));
  const port = processSettings.number('LOCAL_SUPABASE_PORT', PORT_SETTINGS.LOCAL_SUPABASE_PORT);
  const dataDir = processSettings.text('LOCAL_SUPABASE_DIR') ?? '.local-supabase';
  const verbose = processSettings.text('LOCAL_SUPABASE_VERBOSE') === '1';
  const started = Date.now();
  const backend = await startLocalSupabase({
    port,
    dataDir,
    seed: true,
    authConfig,
    siteUrl: processSettings.text('SITE_URL') ?? `http://localhost:${processSettings.number('APP_PORT', PORT_SETTINGS.APP_PORT)}`,
    functionsEnv: {
      ...functionsEnv,
      ...Object.fromEntries(
        FUNCTION_SETTINGS.flatMap((name) => {
          const value = processSettings.text(name);
          return value === undefined ? [] : [[name, value] as const];
        }),
      ),
    },
    log: (line) => {
      if (verbose || /error|fatal|panic/i.test(line)) console.error(line);
    },
  });
  console.log(`Local Supabase ready in ${Date.now() - started} ms at ${backend.url}${backend.isNewDatabase ? ' (new database, seeded)' : ''}`);
  console.log(`  data:     ${backend.dataDir}`);
  if (authConfig === 'cli-defaults') console.log("  auth:     the Supabase CLI's default settings (--config defaults), not supabase/config.toml's");
  console.log(`  mailbox:  ${backend.url}/mailbox`);
  console.log(`  anon key: ${backend.anonKey}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping local Supabase…`);
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return backend;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  loadDotEnv();
  runBackend().catch((error: unknown) => {
    console.error(`Local Supabase failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
