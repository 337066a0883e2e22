// Send a password-reset email whose link comes back to /reset-password?code=… (PKCE).
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';

export const requestPasswordResetSchema = z.object({ email: z.email('Enter a valid email address') });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

async function requestPasswordReset(input: RequestPasswordResetInput) {
  const { error } = await supabase.auth.resetPasswordForEmail(input.email.trim(), {
    redirectTo: `${window.location.origin}${paths.resetPassword.href()}`,
  });
  if (error) throw new DataError(error, 'The reset email could not be sent.');
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
