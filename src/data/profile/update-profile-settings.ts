// Save the profile settings: first name (auth user metadata) and the AI settings (user_profiles).
import { t } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { LANGUAGE_CODES, RESPONSE_LENGTHS } from '@/config/constants';
import { says } from '@/data/auth/password-policy';
import { supabase } from '@/lib/supabase';
import { inAuthOrder } from '@/data/auth/auth-order';
import { DataError } from '@/data/applications/database-error';
import { profileKeys } from '@/data/profile/keys';

export const profileSettingsSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, says('auth:validation.firstNameRequired')), z.maxLength(100, says('auth:validation.firstNameTooLong'))),
  aiResponseLength: z.enum(RESPONSE_LENGTHS.map((r) => r.value)),
  interviewLanguage: z.enum(LANGUAGE_CODES),
  aiResponseLanguage: z.enum(LANGUAGE_CODES),
});
export type ProfileSettingsInput = z.infer<typeof profileSettingsSchema>;

async function updateProfileSettings({ userId, input }: { userId: string; input: ProfileSettingsInput }) {
  const { error: profileError } = await supabase
    .from('user_profiles')
    .update({
      ai_response_length: input.aiResponseLength,
      interview_language: input.interviewLanguage,
      ai_response_language: input.aiResponseLanguage,
    })
    .eq('id', userId);
  if (profileError) throw new DataError(profileError, t('profile:errors.settingsNotSaved'));
  const { error: userError } = await inAuthOrder(() => supabase.auth.updateUser({ data: { firstname: input.firstName.trim() } }));
  if (userError) throw new DataError(userError, t('profile:errors.firstNameNotSaved'));
}

export function useUpdateProfileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileSettings,
    onSuccess: (_data, { userId }) => queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  });
}
