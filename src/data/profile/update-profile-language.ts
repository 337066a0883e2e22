// Save the app language with the profile (user_profiles.language), so it follows the person to every browser, and in
// the auth user metadata, so the emails Supabase Auth sends them are in it too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from 'i18next';
import type { AppLanguage } from '@/i18n/languages';
import { supabase } from '@/lib/supabase';
import { inAuthOrder } from '@/data/auth/auth-order';
import { DataError } from '@/data/applications/database-error';
import type { Profile } from '@/data/profile/get-profile';
import { profileKeys } from '@/data/profile/keys';

interface LanguageChange {
  userId: string;
  language: AppLanguage;
  /** Only fill a profile that has no language yet: a choice made meanwhile elsewhere (another tab, device) stays. */
  ifUnset?: boolean;
}

/** Whether the profile took the language (false: `ifUnset` and the profile already had one). */
async function updateProfileLanguage({ userId, language, ifUnset = false }: LanguageChange): Promise<boolean> {
  let update = supabase.from('user_profiles').update({ language }).eq('id', userId);
  if (ifUnset) update = update.is('language', null);
  const { data, error } = await update.select('language');
  if (error) throw new DataError(error, t('profile:errors.languageNotSaved'));
  if (data.length === 0) return false;
  // Also in the user metadata, where Supabase Auth's email templates can read it (password reset in this language).
  const { error: userError } = await inAuthOrder(() => supabase.auth.updateUser({ data: { language } }));
  if (userError) throw new DataError(userError, t('profile:errors.languageNotSaved'));
  return true;
}

export function useUpdateProfileLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileLanguage,
    // The cached profile follows at once, so the signed-in layout does not switch back to the old language meanwhile.
    onMutate: ({ userId, language }) => {
      const previous = queryClient.getQueryData<Profile>(profileKeys.detail(userId));
      if (previous) queryClient.setQueryData<Profile>(profileKeys.detail(userId), { ...previous, language });
      return { previous };
    },
    // Not taken: a language was chosen elsewhere meanwhile, and the profile is read again to apply it.
    onSuccess: (taken, { userId }) => {
      if (!taken) void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
    },
    onError: (_error, { userId }, context) => {
      if (context?.previous) queryClient.setQueryData(profileKeys.detail(userId), context.previous);
    },
  });
}
