// Saves the copilot settings (response length, both languages, answer timing) on user_profiles, so they follow the person.
import { t } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode, ResponseLength } from '@/config/constants';
import type { AnswerTiming } from '@/lib/hearing/turn-config';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import type { Profile } from '@/data/profile/get-profile';
import { profileKeys } from '@/data/profile/keys';

export interface CopilotSettings {
  ai_response_length: ResponseLength;
  interview_language: LanguageCode;
  ai_response_language: LanguageCode;
  /** When a heard question is answered: at once, after a 2 s pause, or only on "Answer now". */
  answer_timing: AnswerTiming;
}

async function updateCopilotSettings({ userId, settings }: { userId: string; settings: Partial<CopilotSettings> }): Promise<void> {
  const { error } = await supabase.from('user_profiles').update(settings).eq('id', userId);
  if (error) throw new DataError(error, t('profile:errors.copilotSettingsNotSaved'));
}

export function useUpdateCopilotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCopilotSettings,
    // The popup shows the new value at once; a failure puts the saved one back.
    onMutate: async ({ userId, settings }) => {
      const key = profileKeys.detail(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Profile>(key);
      if (previous) queryClient.setQueryData<Profile>(key, { ...previous, ...settings });
      return { previous };
    },
    onError: (_error, { userId }, context) => {
      if (context?.previous) queryClient.setQueryData(profileKeys.detail(userId), context.previous);
    },
    onSettled: (_data, error, { userId }) => refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) })),
  });
}
