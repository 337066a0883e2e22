// The session, from supabase-js's auth events: INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT…
import type { Session, User } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { supabase } from '@/lib/supabase';
import { claimKeptDrafts, clearStorageAfterSignOut, isSignOutRequested } from '@/data/auth/session-end';

/** The session ended by itself (expired, revoked elsewhere), not through Log Out. */
export interface EndedSession {
  /** Unsaved drafts were kept: they come back after signing in again. */
  hasKeptDrafts: boolean;
}

export interface AuthState {
  /** False until supabase-js has recovered (or failed to recover) the stored session. */
  isReady: boolean;
  session: Session | null;
  user: User | null;
  /** Set from a session that ended by itself until the next sign-in, so the login screen can say why. */
  endedSession: EndedSession | null;
}

export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ isReady: boolean; session: Session | null; endedSession: EndedSession | null }>({
    isReady: false,
    session: null,
    endedSession: null,
  });
  const userIdRef = useRef<string | null>(null);

  useEffect(() => {
    // The callback stays synchronous: awaiting supabase calls inside it can deadlock the auth lock.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') {
        // Spec §4: signing out (here, or in another tab, or a refresh that failed for good) clears local storage.
        // When the session ended by itself, what the person was typing stays for them.
        const endedUserId = isSignOutRequested() ? null : userIdRef.current;
        const hasKeptDrafts = clearStorageAfterSignOut(window.localStorage, endedUserId);
        queryClient.clear();
        userIdRef.current = null;
        setState({ isReady: true, session: null, endedSession: endedUserId ? { hasKeptDrafts } : null });
        return;
      }
      if (session) {
        claimKeptDrafts(window.localStorage, session.user.id);
        userIdRef.current = session.user.id;
      }
      // The first session makes the whole signed-in screen render: a transition slices that work.
      const update = () => setState((previous) => ({ isReady: true, session, endedSession: session ? null : previous.endedSession }));
      if (event === 'INITIAL_SESSION') startTransition(update);
      else update();
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({ isReady: state.isReady, session: state.session, user: state.session?.user ?? null, endedSession: state.endedSession }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user's first name from user metadata (docs/product.md#entities: firstname). */
export function firstNameOf(user: User | null | undefined): string {
  const raw = user?.user_metadata?.firstname;
  return typeof raw === 'string' ? raw : '';
}
