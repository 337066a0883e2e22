// Create an account: first name and language (user metadata), email and password.
import { useMutation } from '@tanstack/react-query';
import { t } from 'i18next';
import { newPasswordProblem } from '@/data/auth/password-policy';
import { currentLanguage } from '@/i18n/i18n';
import { supabase } from '@/lib/supabase';
import { authError } from '@/data/auth/auth-error';
import { emailProblem, type FieldProblems } from '@/lib/form-checks';

interface SignUpInput {
  firstName: string;
  email: string;
  password: string;
}

function firstNameProblem(firstName: string): string | undefined {
  const name = firstName.trim();
  if (!name) return t('auth:validation.firstNameRequired');
  return name.length > 100 ? t('auth:validation.firstNameTooLong') : undefined;
}

export function checkSignUp(input: SignUpInput): FieldProblems<SignUpInput> {
  return { firstName: firstNameProblem(input.firstName), email: emailProblem(input.email), password: newPasswordProblem(input.password) };
}

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
