// Delete my account: the delete-account Edge Function removes every row, file and the auth user; then this browser
// signs out (the session no longer exists on the server).
import { useMutation } from '@tanstack/react-query';
import { signOut } from '@/data/auth/sign-out';
import { edgeFunctionErrorMessage } from '@/lib/edge-function-error';
import { supabase } from '@/lib/supabase';

const FALLBACK = 'Your account could not be deleted. Try again in a moment.';

async function deleteAccount(confirmation: string): Promise<void> {
  const { error } = await supabase.functions.invoke('delete-account', { body: { confirmation } });
  if (error) {
    throw new Error((await edgeFunctionErrorMessage(error)) ?? FALLBACK);
  }
  await signOut().catch(() => undefined);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
