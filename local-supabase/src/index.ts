// startLocalSupabase(): the embedded Supabase — Postgres, PostgREST, auth, storage, Deno functions — behind one URL.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { parse as parseToml } from 'smol-toml';
import { createAuthHandler } from './auth/index.js';
import type { AuthSettings } from './auth/settings.js';
import type { BackendContext } from './context.js';
import { startFunctions } from './functions.js';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.js';
import { Mailbox } from './mailbox.js';
import { assertPortFree, portInUse } from './postgres-checks.js';
import { cloneTemplate, keepAsTemplate, startPostgres, type TemplateDatabase } from './postgres.js';
import { startPostgrest } from './postgrest.js';
import { createRouter } from './router.js';
import { createStorageHandler } from './storage/index.js';

export { LOCAL_ANON_KEY } from './keys.js';
export type { TemplateDatabase } from './postgres.js';

const DEFAULT_PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LocalSupabaseOptions {
  /** Router port; 0 (the default) picks a free one. The CLI uses 54321. */
  port?: number;
  /** Where data lives. Omitted: a fresh temporary folder, deleted on stop. */
  dataDir?: string;
  /** Folder holding `supabase/` (migrations, seed.sql, functions, config.toml). */
  projectDir?: string;
  /**
   * Commits survive a crash (fsync, synchronous_commit, full_page_writes on). Default: on for a data folder you
   * name, off for the temporary one (deleted on stop anyway), which is what tests use.
   */
  durable?: boolean;
  /** Apply supabase/seed.sql when the database is new. Default false for tests, true for the CLI. */
  seed?: boolean;
  /** Where auth emails send people back to. */
  siteUrl?: string;
  /** Extra environment for Edge Functions (OPENAI_BASE_URL, STRIPE_WEBHOOK_SECRET…). */
  functionsEnv?: Record<string, string>;
  /** Auth settings over supabase/config.toml's [auth] keys, for this backend only (tests lift the rate limits). */
  auth?: Partial<AuthSettings>;
  /**
   * Whose [auth] settings: the project's supabase/config.toml (default) or the ones `supabase init` writes
   * ('cli-defaults'), for running Supabase's own client suites, which expect the CLI's defaults.
   */
  authConfig?: 'project' | 'cli-defaults';
  /**
   * Run on a fresh clone of this migrated template (see `startTemplateCluster`) instead of a Postgres cluster of its
   * own; `stop` drops the clone. Not with `dataDir`: a clone is always throwaway.
   */
  template?: TemplateDatabase;
  log?: (line: string) => void;
}

export interface LocalSupabase {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Superuser connection string, for tests and tools. */
  dbUrl: string;
  dataDir: string;
  mailbox: Mailbox;
  /** True when this start created the database. */
  isNewDatabase: boolean;
  stop(): Promise<void>;
}

interface ProjectConfig {
  /** Function names whose JWT the gateway does not verify (`[functions.<name>] verify_jwt = false`). */
  functionsWithoutJwt: Set<string>;
  /** `[storage] file_size_limit`, in bytes. */
  storageMaxFileSize?: number;
}

const SIZE_UNITS: Record<string, number> = { B: 1, KB: 1000, MB: 1000 ** 2, GB: 1000 ** 3, KIB: 1024, MIB: 1024 ** 2, GIB: 1024 ** 3 };

function parseSize(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)\s*([KMG]i?B|B)$/i.exec(value.trim()) : null;
  return match ? Math.floor(Number(match[1]) * SIZE_UNITS[match[2].toUpperCase()]) : undefined;
}

/** Reads what local-supabase honours from supabase/config.toml. */
async function readProjectConfig(projectDir: string): Promise<ProjectConfig> {
  const file = path.join(projectDir, 'supabase', 'config.toml');
  if (!existsSync(file)) return { functionsWithoutJwt: new Set() };
  const config = parseToml(await readFile(file, 'utf8')) as {
    functions?: Record<string, { verify_jwt?: boolean }>;
    storage?: { file_size_limit?: string };
  };
  return {
    functionsWithoutJwt: new Set(
      Object.entries(config.functions ?? {})
        .filter(([, f]) => f.verify_jwt === false)
        .map(([name]) => name),
    ),
    storageMaxFileSize: parseSize(config.storage?.file_size_limit),
  };
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const log = options.log ?? (() => undefined);
  const projectDir = options.projectDir ?? DEFAULT_PROJECT_DIR;
  const isTemporary = !options.dataDir;
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : await mkdtemp(path.join(os.tmpdir(), 'local-supabase-'));
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e: unknown) => log(`[stop] ${String(e)}`));
    cleanups.length = 0;
    if (isTemporary) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // Say at once that the port is taken, before Postgres and the rest start for nothing.
    if (options.port) await assertPortFree(options.port, 'LOCAL_SUPABASE_PORT');
    if (options.template && !isTemporary) throw new Error('startLocalSupabase: `template` and `dataDir` exclude each other');
    const seedFile = options.seed ? path.join(projectDir, 'supabase', 'seed.sql') : undefined;
    const postgres = options.template
      ? await cloneTemplate(options.template, seedFile)
      : await startPostgres({
          dataDir,
          durable: options.durable ?? !isTemporary,
          migrationsDir: path.join(projectDir, 'supabase', 'migrations'),
          seedFile,
          log,
        });
    cleanups.push(() => postgres.stop());

    const pool = new pg.Pool({ connectionString: postgres.superuserUrl, max: 10 });
    pool.on('error', (error) => log(`[pool] ${error.message}`));
    cleanups.push(() => pool.end());

    const postgrest = await startPostgrest(postgres.authenticatorUrl, LOCAL_JWT_SECRET, log);
    cleanups.push(() => postgrest.stop());

    let functionsUrl = '';
    const mailbox = new Mailbox();
    const ctx: BackendContext = {
      pool,
      jwtSecret: LOCAL_JWT_SECRET,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      publicUrl: '',
      siteUrl: options.siteUrl ?? 'http://localhost:5173',
      dataDir,
      mailbox,
    };

    const projectConfig = await readProjectConfig(projectDir);
    const router = createRouter({
      ctx,
      postgrestUrl: postgrest.url,
      functionsUrl: () => functionsUrl,
      auth: createAuthHandler(ctx, { projectDir, authConfig: options.authConfig, settings: options.auth }),
      storage: createStorageHandler(ctx, { maxFileSize: projectConfig.storageMaxFileSize }),
      functionsWithoutJwt: projectConfig.functionsWithoutJwt,
      log,
    });
    await new Promise<void>((resolve, reject) => {
      router.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portInUse(options.port ?? 0, 'LOCAL_SUPABASE_PORT') : error));
      router.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          router.close(() => resolve());
          router.closeAllConnections();
        }),
    );
    const port = (router.address() as AddressInfo).port;
    ctx.publicUrl = `http://127.0.0.1:${port}`;

    const functions = await startFunctions({
      functionsDir: path.join(projectDir, 'supabase', 'functions'),
      projectDir,
      env: {
        SUPABASE_URL: ctx.publicUrl,
        SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
        SUPABASE_DB_URL: postgres.superuserUrl,
        ...options.functionsEnv,
      },
      log,
    });
    cleanups.push(() => functions.stop());
    functionsUrl = functions.url;

    return {
      url: ctx.publicUrl,
      port,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwtSecret: LOCAL_JWT_SECRET,
      dbUrl: postgres.superuserUrl,
      dataDir,
      mailbox,
      isNewDatabase: postgres.isNew,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * One throwaway Postgres cluster with the platform and every migration applied once, kept as a template: backends
 * started with `{ template }` each get their own clone of it (a test runner's workers share one cluster).
 */
export async function startTemplateCluster(options: { projectDir?: string; log?: (line: string) => void } = {}): Promise<{
  template: TemplateDatabase;
  stop(): Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-template-'));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  const postgres = await startPostgres({
    dataDir,
    durable: false,
    migrationsDir: path.join(options.projectDir ?? DEFAULT_PROJECT_DIR, 'supabase', 'migrations'),
    log: options.log,
  }).catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  const stop = async () => {
    await postgres.stop();
    await remove();
  };
  const template = await keepAsTemplate(postgres).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { template, stop };
}
