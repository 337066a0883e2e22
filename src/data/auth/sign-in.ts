// Sign in with email and password.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { t } from 'i18next';
import { supabase } from '@/lib/supabase';
import { authError } from '@/data/auth/auth-error';
import { says } from '@/data/auth/password-policy';

export const signInSchema = z.object({
  email: z.email(says('auth:validation.emailInvalid')),
  password: z.string().check(z.minLength(1, says('auth:validation.passwordRequired'))),
});
type SignInInput = z.infer<typeof signInSchema>;

async function signIn(input: SignInInput) {
  const { data, error } = await supabase.auth.signInWithPassword({ email: input.email.trim(), password: input.password });
  if (error) throw authError(error, t('auth:errors.signInFailed'));
  return data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
