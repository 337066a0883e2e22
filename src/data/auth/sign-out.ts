// Sign out of this browser (and of the browser extension); the SIGNED_OUT event then clears local storage and the query cache.
import { t } from 'i18next';
import { useMutation } from '@tanstack/react-query';
import { SIGNED_OUT_MESSAGE } from '@/config/constants';
import { supabase } from '@/lib/supabase';
import { inAuthOrder } from '@/data/auth/auth-order';
import { DataError } from '@/data/applications/database-error';
import { whileSigningOut } from '@/data/auth/session-end';

export async function signOut() {
  const { error } = await whileSigningOut(() => inAuthOrder(() => supabase.auth.signOut({ scope: 'local' })));
  if (error) throw new DataError(error, t('common:errors.signOutFailed'));
  // The browser extension's bridge (extension/src/app-bridge.ts) hears this on Offerpilot's pages and signs out too.
  window.postMessage({ type: SIGNED_OUT_MESSAGE }, window.location.origin);
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
