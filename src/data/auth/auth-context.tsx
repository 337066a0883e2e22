// The session, from supabase-js's auth events: INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT…
import type { Session, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { supabase } from '@/lib/supabase';

export interface AuthState {
  /** False until supabase-js has recovered (or failed to recover) the stored session. */
  isReady: boolean;
  session: Session | null;
  user: User | null;
}

export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ isReady: boolean; session: Session | null }>({ isReady: false, session: null });

  useEffect(() => {
    // The callback stays synchronous: awaiting supabase calls inside it can deadlock the auth lock.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') {
        // Spec §4: signing out (here, or in another tab, or a refresh that failed for good) clears all local storage.
        window.localStorage.clear();
        queryClient.clear();
      }
      setState({ isReady: true, session });
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);

  const value = useMemo<AuthState>(() => ({ isReady: state.isReady, session: state.session, user: state.session?.user ?? null }), [state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user's first name from user metadata (spec §3: firstname). */
export function firstNameOf(user: User | null | undefined): string {
  const raw = user?.user_metadata?.firstname;
  return typeof raw === 'string' ? raw : '';
}
