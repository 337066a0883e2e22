// The extension's own Supabase client: supabase-js with its session in chrome.storage.local (never the password),
// refreshed by supabase-js exactly as in the app. Row level security decides what it may read and write.
import { createClient, isAuthApiError } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { extensionConfig } from './config.ts';

const sessionStorage = {
  async getItem(key: string): Promise<string | null> {
    const stored = (await chrome.storage.local.get(key))[key];
    return typeof stored === 'string' ? stored : null;
  },
  setItem: (key: string, value: string) => chrome.storage.local.set({ [key]: value }),
  removeItem: (key: string) => chrome.storage.local.remove(key),
};

export const supabase = createClient<Database>(extensionConfig.supabaseUrl, extensionConfig.supabaseAnonKey, {
  auth: { storage: sessionStorage, storageKey: 'offerpilot-extension-auth', persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
});

/** The signed-in person's email, after asking Auth whether the session still exists (a revoked one signs out here). */
export async function currentAccount(): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) return null;
  const { data: user, error } = await supabase.auth.getUser();
  if (isAuthApiError(error)) {
    await supabase.auth.signOut({ scope: 'local' });
    return null;
  }
  // Offline or Auth unreachable: keep the session, saving will say what went wrong.
  return user.user?.email ?? data.session.user.email ?? '';
}
