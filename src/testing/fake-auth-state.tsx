// Test helper: provides a fixed auth state to components under test (no supabase events).
import type { Session, User } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { AuthContext, type AuthState } from '@/data/auth/auth-context';

function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'zoe@example.test',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: { firstname: 'Zoe' },
    created_at: new Date(0).toISOString(),
    ...overrides,
  };
}

export function fakeSession(user: User = fakeUser()): Session {
  return { access_token: 'a', refresh_token: 'r', expires_in: 3600, expires_at: 9_999_999_999, token_type: 'bearer', user };
}

export function WithAuth({ state, children }: { state: Partial<AuthState>; children: ReactNode }) {
  const session = state.session ?? null;
  const value: AuthState = { isReady: state.isReady ?? true, session, user: state.user ?? session?.user ?? null, endedSession: state.endedSession ?? null };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
