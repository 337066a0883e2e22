// Sign in with email and password.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';

export const signInSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
type SignInInput = z.infer<typeof signInSchema>;

async function signIn(input: SignInInput) {
  const { data, error } = await supabase.auth.signInWithPassword({ email: input.email.trim(), password: input.password });
  if (error) throw new DataError(error, 'You could not be signed in. Please try again.');
  return data;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
