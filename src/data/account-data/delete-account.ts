// Delete my account: the delete-account Edge Function removes every row, file and the auth user; then this browser
// signs out (the session no longer exists on the server). Before anything is typed, the same function says what a
// deletion would do with the person's running paid plans (`preview`), so the dialog says one true thing about them.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { signOut } from '@/data/auth/sign-out';
import { edgeFunctionErrorMessage } from '@/lib/edge-function-error';
import { supabase } from '@/lib/supabase';
import { accountDataKeys } from './keys';

const FALLBACK = 'Your account could not be deleted. Try again in a moment.';

export interface DeletionPreview {
  /** Plan types (plus, flash) still billed or billable. */
  runningPlans: string[];
  /** Whether the server can cancel them itself (Stripe configured); if not, the person must cancel first. */
  canCancel: boolean;
}

async function previewDeletion(): Promise<DeletionPreview> {
  const { data, error } = await supabase.functions.invoke('delete-account', { body: { preview: true } });
  if (error) throw new Error((await edgeFunctionErrorMessage(error)) ?? FALLBACK);
  const answer = (data ?? {}) as { running_plans?: unknown; can_cancel?: unknown };
  const plans = Array.isArray(answer.running_plans) ? answer.running_plans.filter((plan): plan is string => typeof plan === 'string') : [];
  return { runningPlans: plans, canCancel: answer.can_cancel === true };
}

const deletionPreviewQueryOptions = (userEmail: string) =>
  queryOptions({ queryKey: accountDataKeys.deletionPreview(userEmail), queryFn: previewDeletion, staleTime: 0 });

export function useDeletionPreview(userEmail: string, isOpen: boolean) {
  return useQuery({ ...deletionPreviewQueryOptions(userEmail), enabled: isOpen });
}

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
