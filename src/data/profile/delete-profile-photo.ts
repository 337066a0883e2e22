// Delete the profile photo: clear user_profiles.photo_url and remove the files of the person's avatar folder.
import { t } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { profileKeys } from '@/data/profile/keys';
import { PHOTO_ERRORS, removeOldPhotos } from '@/data/profile/upload-profile-photo';

async function deleteProfilePhoto(): Promise<void> {
  const { data: userData } = await supabase.auth.getUser();
  const user = userData.user;
  if (!user) throw new Error(PHOTO_ERRORS.notAuthenticated());
  const { error } = await supabase.from('user_profiles').update({ photo_url: null }).eq('id', user.id);
  if (error) throw new DataError(error, t('profile:errors.photoNotRemoved'));
  await removeOldPhotos(user.id);
}

export function useDeleteProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfilePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
