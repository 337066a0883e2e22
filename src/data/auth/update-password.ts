// Set a new password for the signed-in (or just-recovered) user: Supabase Auth's PUT /user with `password`.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/data/auth/password-policy';

const newPasswordSchema = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

export const updatePasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().check(z.minLength(1, 'Confirm your new password')),
  })
  .check(z.refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' }));
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

async function updatePassword(input: UpdatePasswordInput) {
  const { data, error } = await supabase.auth.updateUser({ password: input.password });
  if (error) throw new DataError(error, 'Your password could not be changed.');
  return data.user;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
