// The one stand-in for the supabase client in unit and component tests: the real supabase-js client, its queries built
// by the real postgrest-js, over an in-memory PostgREST (in-memory-postgrest.ts) that keeps the tables; auth and storage
// are mocks. Install it with
//   vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
// then call resetFakeSupabase() before each test, and read or program `fakeSupabase` from the test.
import { createClient } from '@supabase/supabase-js';
import type { Profile } from '@/data/profile/get-profile';
import { fakeProfile } from '@/testing/fake-profile';
import { inMemoryPostgrest, type InMemoryBackend, type Row } from '@/testing/in-memory-postgrest';

export interface FakeCredits {
  plan_type: string;
  monthly_limit: number;
  used: number;
  remaining: number | null;
}

const FREE_CREDITS: FakeCredits = { plan_type: 'free', monthly_limit: 10, used: 3, remaining: 7 };

/** The functions the app calls with rpc(), answered from the fake's state. Any other name is unknown, as PostgREST says. */
const rpcs: Record<string, () => Row[]> = {
  ai_credits: () => [fakeSupabase.credits as unknown as Row],
  ensure_profile: () => rowsOf('user_profiles').slice(0, 1),
};

let rowsAdded = 0;
const newId = () => `row-${++rowsAdded}`;

function rowsOf(table: string): Row[] {
  return (fakeSupabase.tables[table] ??= []);
}

const bucket = {
  upload: vi.fn(async (path: string) => ({ data: { id: 'object-1', path, fullPath: `avatars/${path}` }, error: null })),
  list: vi.fn(async () => ({ data: [], error: null })),
  remove: vi.fn(async () => ({ data: [], error: null })),
  getPublicUrl: vi.fn((path: string) => ({ data: { publicUrl: `http://127.0.0.1/storage/v1/object/public/avatars/${path}` } })),
};

const backend: InMemoryBackend = {
  rows: (table) => rowsOf(table),
  gate: (table) => fakeSupabase.gates[table],
  log: [],
  newId: () => newId(),
  rpcs,
};

// Untyped like the tables it keeps: tests write rows of any shape, the data layer reads them through its own types.
const real = createClient('http://in-memory.test', 'anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: inMemoryPostgrest(backend) },
});

const client = {
  from: vi.fn((table: string) => real.from(table)),
  rpc: vi.fn((name: string, args?: Row) => real.rpc(name, args)),
  storage: { from: vi.fn(() => bucket) },
  auth: {
    getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
    getUser: vi.fn(async () => ({ data: { user: { id: rowsOf('user_profiles')[0]?.id ?? 'user-1' } }, error: null })),
    signInWithPassword: vi.fn(async () => ({ data: { user: null, session: null }, error: null })),
    signUp: vi.fn(async () => ({ data: { user: null, session: null }, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    updateUser: vi.fn(async () => ({ data: { user: null }, error: null })),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null })),
    onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } })),
  },
};

export const fakeSupabase = {
  client,
  bucket,
  /** Rows by table; `user_profiles` starts with the signed-in person's profile. */
  tables: {} as Record<string, Row[]>,
  /** What the ai_credits() function answers. */
  credits: { ...FREE_CREDITS },
  /** While a table has a gate, reading it waits for the promise (a slow load). */
  gates: {} as Record<string, Promise<void> | undefined>,
  /** Every write, in order: what the app sent, and which rows a delete removed. */
  log: backend.log,
  /** The rows the app inserted into `table`, as it sent them. */
  inserted: (table: string) => fakeSupabase.log.filter((entry) => entry.table === table && entry.operation === 'insert').flatMap((entry) => entry.rows),
  /** The ids each delete from `table` removed, one list a call. */
  deleted: (table: string) =>
    fakeSupabase.log.filter((entry) => entry.table === table && entry.operation === 'delete').map((entry) => entry.rows.map((row) => row.id)),
};

/** A fresh backend: the profile (with `profile`'s overrides), free credits, no other rows, no writes yet, ids from row-1. */
export function resetFakeSupabase(profile: Partial<Profile> = {}) {
  fakeSupabase.tables = { user_profiles: [{ ...fakeProfile(profile) }] };
  fakeSupabase.credits = { ...FREE_CREDITS };
  fakeSupabase.gates = {};
  fakeSupabase.log.length = 0;
  rowsAdded = 0;
}

resetFakeSupabase();

export function fakeSupabaseModule() {
  return { supabase: client };
}
