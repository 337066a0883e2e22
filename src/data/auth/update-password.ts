// Set a new password for the signed-in (or just-recovered) user: Supabase Auth's PUT /user with `password`.
import { useMutation } from '@tanstack/react-query';
import { t } from 'i18next';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { inAuthOrder } from '@/data/auth/auth-order';
import { authError } from '@/data/auth/auth-error';
import { newPasswordProblem, says } from '@/data/auth/password-policy';

export const updatePasswordSchema = z
  .object({
    password: z.string().check(
      z.superRefine((password, context) => {
        const problem = newPasswordProblem(password);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: password });
      }),
    ),
    confirmPassword: z.string().check(z.minLength(1, says('auth:validation.confirmRequired'))),
  })
  .check(z.refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], error: () => t('auth:validation.passwordsDiffer') }));
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

async function updatePassword(input: UpdatePasswordInput) {
  const { data, error } = await inAuthOrder(() => supabase.auth.updateUser({ password: input.password }));
  if (error) throw authError(error, t('auth:errors.passwordChangeFailed'));
  return data.user;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
