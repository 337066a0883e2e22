// Signed in, the language saved with the profile wins over this browser's: it is applied as soon as the profile loads.
// A profile without one (an account from before languages, or made elsewhere) gets the language in use now.
import { useEffect } from 'react';
import { useProfile } from '@/data/profile/get-profile';
import { useUpdateProfileLanguage } from '@/data/profile/update-profile-language';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';

export function useProfileLanguage(userId: string | undefined): void {
  const profile = useProfile(userId);
  const { mutate: saveLanguage } = useUpdateProfileLanguage();
  const isLoaded = profile.isSuccess;
  const saved = profile.data?.language;

  useEffect(() => {
    if (!userId || !isLoaded) return;
    if (!saved) saveLanguage({ userId, language: currentLanguage(), ifUnset: true });
    else if (saved !== currentLanguage()) void changeLanguage(saved);
  }, [userId, isLoaded, saved, saveLanguage]);
}
