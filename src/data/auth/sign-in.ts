// Sign in with email and password.
import { useMutation } from '@tanstack/react-query';
import { t } from 'i18next';
import { supabase } from '@/lib/supabase';
import { authError } from '@/data/auth/auth-error';
import { emailProblem, type FieldProblems } from '@/lib/form-checks';

interface SignInInput {
  email: string;
  password: string;
}

export function checkSignIn(input: SignInInput): FieldProblems<SignInInput> {
  return { email: emailProblem(input.email), password: input.password ? undefined : t('auth:validation.passwordRequired') };
}

async function signIn(input: SignInInput) {
  const { data, error } = await supabase.auth.signInWithPassword({ email: input.email.trim(), password: input.password });
  if (error) throw authError(error, t('auth:errors.signInFailed'));
  return data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
