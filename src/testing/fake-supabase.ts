// A tiny stand-in for the supabase client in component tests: every call is a vi.fn you can program.
import { vi } from 'vitest';
import type { Profile } from '@/data/profile/get-profile';
import { fakeProfile } from '@/testing/fake-profile';

export function createFakeSupabase(profile: Partial<Profile> = {}) {
  const row = fakeProfile({ ai_response_language: 'en', ...profile });
  const query = {
    select: vi.fn(() => query),
    eq: vi.fn(() => query),
    abortSignal: vi.fn(() => query),
    update: vi.fn(() => query),
    insert: vi.fn(() => query),
    maybeSingle: vi.fn(async () => ({ data: row, error: null })),
    single: vi.fn(async () => ({ data: row, error: null })),
    then: (resolve: (value: { data: null; error: null }) => unknown) => resolve({ data: null, error: null }),
  };
  const bucket = {
    upload: vi.fn(async () => ({ data: { path: 'x' }, error: null })),
    list: vi.fn(async () => ({ data: [], error: null })),
    remove: vi.fn(async () => ({ data: [], error: null })),
    getPublicUrl: vi.fn(() => ({ data: { publicUrl: 'http://127.0.0.1/storage/v1/object/public/avatars/user-1/1.png' } })),
  };
  return {
    row,
    query,
    bucket,
    client: {
      from: vi.fn(() => query),
      rpc: vi.fn(() => rpcAnswer({ data: [{ plan_type: 'free', monthly_limit: 10, used: 3, remaining: 7 }], error: null })),
      storage: { from: vi.fn(() => bucket) },
      auth: {
        signInWithPassword: vi.fn(async () => ({ data: { user: null, session: null }, error: null })),
        signUp: vi.fn(async () => ({ data: { user: null, session: null }, error: null })),
        signOut: vi.fn(async () => ({ error: null })),
        getUser: vi.fn(async () => ({ data: { user: { id: row.id } }, error: null })),
        updateUser: vi.fn(async () => ({ data: { user: null }, error: null })),
        resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null })),
        onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } })),
      },
    },
  };
}

/** What `supabase.rpc(...)` returns in these fakes: the fetchers chain `.abortSignal(signal)` before awaiting it. */
export function rpcAnswer<T>(answer: T) {
  return { abortSignal: async () => answer };
}
