// Waits for supabase-js to finish start-up, including exchanging a PKCE `code` from the URL for a session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authKeys } from '@/data/auth/keys';

async function recoverSessionFromUrl(): Promise<{ hasSession: boolean; errorMessage: string | null }> {
  const { error } = await supabase.auth.initialize();
  const { data } = await supabase.auth.getSession();
  return { hasSession: Boolean(data.session), errorMessage: error?.message ?? null };
}

function recoverSessionQueryOptions() {
  // A one-off wait for the client's start-up: never retried, refetched or kept.
  return queryOptions({ queryKey: authKeys.recovery(), queryFn: recoverSessionFromUrl, retry: false, staleTime: Infinity, gcTime: 0 });
}

export function useRecoverSession() {
  return useQuery(recoverSessionQueryOptions());
}
