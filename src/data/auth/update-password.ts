// Set a new password for the signed-in (or just-recovered) user.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { MIN_PASSWORD_LENGTH } from '@/data/auth/sign-up';

export const updatePasswordSchema = z
  .object({
    password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)),
    confirmPassword: z.string().check(z.minLength(1, 'Confirm your new password')),
  })
  .check(z.refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' }));
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

export async function updatePassword(input: UpdatePasswordInput) {
  const { data, error } = await supabase.auth.updateUser({ password: input.password });
  if (error) throw error;
  return data.user;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
