// Shared by integration tests: a fresh local Supabase per test file and supabase-js clients against it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '../../local-supabase/src/index.ts';

export type { LocalSupabase };

/**
 * Every test signs in from 127.0.0.1, so test backends lift the per-IP request limits of supabase/config.toml
 * (the per-address and per-code guessing limits stay). tests/integration/auth-throttling.test.ts uses the config's own.
 */
export const LIFTED_RATE_LIMITS = { tokenRateLimit: 1_000_000, signInSignUpsRateLimit: 1_000_000, tokenVerificationsRateLimit: 1_000_000 };

export async function startBackend(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  return startLocalSupabase({
    log: process.env.LOCAL_SUPABASE_VERBOSE === '1' ? console.log : undefined,
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
