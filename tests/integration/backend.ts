// Shared by integration tests: a fresh local Supabase per test file (or an external one, see below) and supabase-js
// clients against it. Its database is a clone of the run's migrated template (tests/setup/integration.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import ws from 'ws';
import { describe, inject } from 'vitest';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '../../local-supabase/src/index.ts';
import { startFakeUpstream, type FakeUpstream, type FakeUpstreamOptions } from '../fakes/openai-upstream.ts';

export type { LocalSupabase };

/**
 * Every test signs in from 127.0.0.1, so test backends lift the per-IP request limits of supabase/config.toml
 * (the per-address and per-code guessing limits stay). tests/integration/auth-throttling.test.ts uses the config's own.
 */
export const LIFTED_RATE_LIMITS = { tokenRateLimit: 1_000_000, signInSignUpsRateLimit: 1_000_000, tokenVerificationsRateLimit: 1_000_000 };

/**
 * Set `SUPABASE_TEST_URL`, `SUPABASE_TEST_ANON_KEY` and `SUPABASE_TEST_SERVICE_ROLE_KEY` (plus `SUPABASE_TEST_DB_URL`
 * for tests that use SQL, `SUPABASE_TEST_JWT_SECRET` for tests that mint tokens) to run the suite against an
 * existing Supabase, such as `supabase start`, instead of starting local-supabase.
 */
const EXTERNAL_URL = process.env.SUPABASE_TEST_URL;
export const usesExternalBackend = Boolean(EXTERNAL_URL);

/** A `describe` for behaviour only local-supabase has (its mailbox, its files, restarts, stricter checks). */
export function describeLocalOnly(reason: string, name: string, body: () => void): void {
  describe.skipIf(usesExternalBackend)(`${name} [local-supabase only: ${reason}]`, body);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`SUPABASE_TEST_URL is set, so ${name} must be set too (see docs/testing.md, "Integration tests against another Supabase")`);
  return value;
}

function localOnly(feature: string): never {
  throw new Error(`This test uses ${feature}, which only local-supabase has; unset SUPABASE_TEST_URL to run it`);
}

/** The external backend, shaped like a LocalSupabase; what it cannot offer throws a message naming the feature. */
function externalBackend(options: LocalSupabaseOptions): LocalSupabase {
  const localOptions = Object.keys(options).filter((key) => key !== 'log');
  if (localOptions.length > 0) localOnly(`startBackend options (${localOptions.join(', ')})`);
  const url = new URL(EXTERNAL_URL as string);
  return {
    url: url.origin,
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    anonKey: required('SUPABASE_TEST_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_TEST_SERVICE_ROLE_KEY'),
    get jwtSecret() {
      return required('SUPABASE_TEST_JWT_SECRET');
    },
    get dbUrl() {
      return required('SUPABASE_TEST_DB_URL');
    },
    get dataDir(): string {
      return localOnly("local-supabase's data folder (object files on disk)");
    },
    get mailbox(): LocalSupabase['mailbox'] {
      return localOnly("local-supabase's mailbox (read auth emails without an SMTP server)");
    },
    isNewDatabase: false,
    stop: async () => undefined,
  };
}

/**
 * A backend of the file's own: its router, PostgREST and Deno with the options asked for, on a fresh clone of the
 * run's migrated template. Options about the cluster itself (a data folder, durability, another project's migrations)
 * get a cluster of their own, as does a run without the integration project's global setup.
 */
export async function startBackend(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  if (usesExternalBackend) return externalBackend(options);
  const needsOwnCluster = options.dataDir !== undefined || options.durable !== undefined || options.projectDir !== undefined;
  return startLocalSupabase({
    log: process.env.LOCAL_SUPABASE_VERBOSE === '1' ? console.log : undefined,
    template: needsOwnCluster ? undefined : (inject('localSupabaseTemplate') ?? undefined),
    ...options,
    auth: { ...LIFTED_RATE_LIMITS, ...options.auth },
  });
}

/** A supabase-js client as the SPA builds it, with an in-memory session store. */
export function clientFor(backend: LocalSupabase, key = backend.anonKey): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(backend.url, key, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => memory.get(k) ?? null,
        setItem: (k, v) => void memory.set(k, v),
        removeItem: (k) => void memory.delete(k),
      },
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export function serviceClient(backend: LocalSupabase): SupabaseClient {
  return clientFor(backend, backend.serviceRoleKey);
}

export interface TestUser {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
}

/** Signs a new user up through /auth/v1/signup and returns a client signed in as them. */
export async function signUpUser(backend: LocalSupabase, firstname = 'Test'): Promise<TestUser> {
  const client = clientFor(backend);
  const email = `${firstname.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct-horse-battery';
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { firstname } } });
  if (error) throw error;
  if (!data.user || !data.session) throw new Error('sign-up returned no session');
  return { client, id: data.user.id, email, password };
}

/** A superuser connection to the backend's database, for arranging and checking rows behind the API's back. */
export async function connectDatabase(backend: LocalSupabase): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: backend.dbUrl });
  await client.connect();
  return client;
}

/** The AI gateway's test bed: a fake upstream, a backend whose functions call it, and a database connection. */
export interface GatewayBed {
  backend: LocalSupabase;
  upstream: FakeUpstream;
  db: pg.Client;
  stop(): Promise<void>;
}

/** `env`: more gateway settings (model choices); `upstream`: the fake's options (another provider's models). */
export async function startGatewayBed({
  upstreamTimeoutMs = 1500,
  env = {},
  upstream: upstreamOptions,
}: { upstreamTimeoutMs?: number; env?: Record<string, string>; upstream?: FakeUpstreamOptions } = {}): Promise<GatewayBed> {
  const upstream = await startFakeUpstream(upstreamOptions);
  const backend = await startBackend({
    functionsEnv: { OPENAI_API_KEY: upstream.apiKey, OPENAI_BASE_URL: upstream.url, AI_UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs), ...env },
  }).catch(async (error: unknown) => {
    await upstream.close();
    throw error;
  });
  const db = await connectDatabase(backend);
  return {
    backend,
    upstream,
    db,
    stop: async () => {
      await db.end();
      await backend.stop();
      await upstream.close();
    },
  };
}
