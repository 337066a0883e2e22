// One fake backend for the live-session screens' tests (Copilot, Coach): the credits, the profile, and what was
// inserted or deleted. Install it with
//   vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-live-session')).fakeSupabaseModule());
// and read or set `live` from the test.
import type { Profile } from '@/data/profile/get-profile';
import { fakeProfile } from '@/testing/fake-profile';

export interface FakeCredits {
  plan_type: string;
  monthly_limit: number;
  used: number;
  remaining: number | null;
}

export const live = {
  credits: { plan_type: 'free', monthly_limit: 10, used: 3, remaining: 7 } as FakeCredits,
  profile: fakeProfile(),
  isAiConfigured: true,
  /** While set, reading the profile waits for it (a slow load). */
  profileGate: null as Promise<void> | null,
  /** Rows inserted, by table. */
  inserts: {} as Record<string, Array<Record<string, unknown>>>,
  /** Ids deleted from chat_messages, one list a call. */
  deletes: [] as string[][],
};

export function resetLive(profile: Partial<Profile> = {}) {
  live.credits = { plan_type: 'free', monthly_limit: 10, used: 3, remaining: 7 };
  live.profile = fakeProfile(profile);
  live.isAiConfigured = true;
  live.profileGate = null;
  live.inserts = {};
  live.deletes = [];
}

export const insertsInto = (table: string) => (live.inserts[table] ??= []);

/** A read query: every filter returns itself, awaiting it gives `rows`, maybeSingle gives the profile. */
function listQuery(rows: unknown[]) {
  const query = {
    select: () => query,
    eq: () => query,
    in: () => query,
    order: () => query,
    limit: () => query,
    range: () => query,
    abortSignal: () => query,
    maybeSingle: async () => {
      await live.profileGate;
      return { data: live.profile, error: null };
    },
    then: (resolve: (value: unknown) => unknown) => resolve({ data: rows, error: null }),
  };
  return query;
}

export function fakeSupabaseModule() {
  return {
    supabase: {
      // Awaited directly, or after .abortSignal(signal) as the data layer's fetchers do.
      rpc: () => {
        const answer = { data: [live.credits], error: null };
        return { abortSignal: async () => answer, then: (resolve: (value: unknown) => unknown) => resolve(answer) };
      },
      from: (table: string) => ({
        ...listQuery([]),
        insert: (row: Record<string, unknown>) => {
          insertsInto(table).push(row);
          const saved = { id: `m${insertsInto(table).length}`, ...row };
          return { select: () => ({ single: async () => ({ data: saved, error: null }) }) };
        },
        update: (row: Record<string, unknown>) => {
          if (table === 'user_profiles') Object.assign(live.profile, row);
          return listQuery([]);
        },
        delete: () => ({ in: async (_column: string, ids: string[]) => (live.deletes.push(ids), { error: null }) }),
      }),
      auth: { getSession: async () => ({ data: { session: null } }) },
    },
  };
}
