// Create an account: first name (user metadata), email and password.
import { useMutation } from '@tanstack/react-query';
import { newPasswordProblem } from '@/data/auth/password-policy';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { emailProblem, type FieldProblems } from '@/lib/form-checks';

interface SignUpInput {
  firstName: string;
  email: string;
  password: string;
}

function firstNameProblem(firstName: string): string | undefined {
  const name = firstName.trim();
  if (!name) return 'First name is required';
  return name.length > 100 ? 'First name is too long' : undefined;
}

export function checkSignUp(input: SignUpInput): FieldProblems<SignUpInput> {
  return { firstName: firstNameProblem(input.firstName), email: emailProblem(input.email), password: newPasswordProblem(input.password) };
}

async function signUp(input: SignUpInput) {
  const { data, error } = await supabase.auth.signUp({
    email: input.email.trim(),
    password: input.password,
    options: { data: { firstname: input.firstName.trim() } },
  });
  if (error) throw new DataError(error, 'Your account could not be created.');
  return data;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
