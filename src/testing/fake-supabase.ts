// The one stand-in for the supabase client in unit and component tests: tables kept in memory and queried through the
// same chain the data layer uses, answered the way PostgREST and postgrest-js answer (checked 2026-11-26 against
// supabase-js 2.109's PostgrestBuilder and PostgREST's PGRST116/PGRST202 bodies). Install it with
//   vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
// then call resetFakeSupabase() before each test, and read or program `fakeSupabase` from the test.
import type { Profile } from '@/data/profile/get-profile';
import { fakeProfile } from '@/testing/fake-profile';
import { FakeQuery, type Answer, type Row } from '@/testing/fake-query';

export interface FakeCredits {
  plan_type: string;
  monthly_limit: number;
  used: number;
  remaining: number | null;
}

const FREE_CREDITS: FakeCredits = { plan_type: 'free', monthly_limit: 10, used: 3, remaining: 7 };

/** The functions the app calls with rpc(), answered from the fake's state. Any other name is unknown, as PostgREST says. */
const rpcs: Record<string, () => Row[]> = {
  ai_credits: () => [fakeSupabase.credits],
  ensure_profile: () => rowsOf('user_profiles').slice(0, 1),
};

function unknownFunction(name: string): Answer {
  const error = {
    code: 'PGRST202',
    message: `Could not find the function public.${name} without parameters in the schema cache`,
    details: `Searched for the function public.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: null,
  };
  return { data: null, error, count: null, status: 404, statusText: 'Not Found' };
}

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

const client = {
  from: vi.fn((table: string) => new FakeQuery({ table, rows: rowsOf(table), gate: () => fakeSupabase.gates[table], log: fakeSupabase.log, newId })),
  rpc: vi.fn((name: string) => {
    const rows = rpcs[name]?.();
    return new FakeQuery({
      table: name,
      rows: rows ?? [],
      gate: () => undefined,
      log: fakeSupabase.log,
      newId,
      answer: rows ? undefined : unknownFunction(name),
    });
  }),
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
  log: [] as Array<{ table: string; operation: 'insert' | 'update' | 'delete'; rows: Row[] }>,
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
