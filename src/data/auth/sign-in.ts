// Sign in with email and password.
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { emailProblem, type FieldProblems } from '@/lib/form-checks';

interface SignInInput {
  email: string;
  password: string;
}

export function checkSignIn(input: SignInInput): FieldProblems<SignInInput> {
  return { email: emailProblem(input.email), password: input.password ? undefined : 'Password is required' };
}

async function signIn(input: SignInInput) {
  const { data, error } = await supabase.auth.signInWithPassword({ email: input.email.trim(), password: input.password });
  if (error) throw new DataError(error, 'You could not be signed in. Please try again.');
  return data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
