// Send a password-reset email whose link comes back to /reset-password?code=… (PKCE).
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { paths } from '@/config/paths';
import { t } from 'i18next';
import { supabase } from '@/lib/supabase';
import { authError } from '@/data/auth/auth-error';
import { says } from '@/data/auth/password-policy';

export const requestPasswordResetSchema = z.object({ email: z.email(says('auth:validation.emailInvalid')) });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

async function requestPasswordReset(input: RequestPasswordResetInput) {
  const { error } = await supabase.auth.resetPasswordForEmail(input.email.trim(), {
    redirectTo: `${window.location.origin}${paths.resetPassword.href()}`,
  });
  if (error) throw authError(error, t('auth:errors.resetEmailFailed'));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
