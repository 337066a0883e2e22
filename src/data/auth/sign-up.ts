// Create an account: first name and language (user metadata), email and password.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { t } from 'i18next';
import { newPasswordSchema, says } from '@/data/auth/password-policy';
import { currentLanguage } from '@/i18n/i18n';
import { supabase } from '@/lib/supabase';
import { authError } from '@/data/auth/auth-error';

export const signUpSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, says('auth:validation.firstNameRequired')), z.maxLength(100, says('auth:validation.firstNameTooLong'))),
  email: z.email(says('auth:validation.emailInvalid')),
  password: newPasswordSchema,
});
type SignUpInput = z.infer<typeof signUpSchema>;

async function signUp(input: SignUpInput) {
  const { data, error } = await supabase.auth.signUp({
    email: input.email.trim(),
    password: input.password,
    // The language goes into user_metadata: the local mailbox writes this person's emails in it.
    options: { data: { firstname: input.firstName.trim(), language: currentLanguage() } },
  });
  if (error) throw authError(error, t('auth:errors.signUpFailed'));
  return data;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
