// Sign out of this browser; the SIGNED_OUT event then clears local storage and the query cache.
import { t } from 'i18next';
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { whileSigningOut } from '@/data/auth/session-end';

export async function signOut() {
  const { error } = await whileSigningOut(() => supabase.auth.signOut({ scope: 'local' }));
  if (error) throw new DataError(error, t('common:errors.signOutFailed'));
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
