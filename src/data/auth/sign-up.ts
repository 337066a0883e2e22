// Create an account: first name (user metadata), email and password.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { newPasswordSchema } from '@/data/auth/password-policy';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';

export const signUpSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100, 'First name is too long')),
  email: z.email('Enter a valid email address'),
  password: newPasswordSchema,
});
type SignUpInput = z.infer<typeof signUpSchema>;

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
