// Upload a profile photo to avatars/<user id>/<timestamp>.<ext>, store that path in user_profiles.photo_url (the URL is
// built when it is read: photo-url.ts), remove older files.
import { t } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@/config/constants';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { profileKeys } from '@/data/profile/keys';
import { AVATARS_BUCKET } from '@/data/profile/photo-url';

export const PHOTO_ERRORS = {
  notImage: () => t('profile:photo.notImage'),
  tooBig: () => t('profile:photo.tooBig'),
  notAuthenticated: () => t('profile:errors.notSignedIn'),
  fallback: () => t('profile:photo.uploadFailed'),
} as const;

/** Spec §5: an image type, under 2 MB. Returns the message to show, or null when the file is acceptable. */
export function validateProfilePhoto(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_ERRORS.notImage();
  if (file.size >= LIMITS.profilePhotoBytes) return PHOTO_ERRORS.tooBig();
  return null;
}

function extensionOf(file: File): string {
  const fromName = file.name.includes('.') ? file.name.split('.').pop() : undefined;
  const ext = (fromName || file.type.split('/')[1] || 'png').toLowerCase();
  return ext.replace(/[^a-z0-9]/g, '') || 'png';
}

/** Removes every file of the person's avatar folder except `keep`. */
export async function removeOldPhotos(userId: string, keep?: string) {
  const { data: files, error } = await supabase.storage.from(AVATARS_BUCKET).list(userId);
  if (error) throw new DataError(error, t('profile:errors.oldPhotosNotRemoved'));
  const stale = (files ?? []).map((f) => `${userId}/${f.name}`).filter((path) => path !== keep);
  if (stale.length > 0) {
    const { error: removeError } = await supabase.storage.from(AVATARS_BUCKET).remove(stale);
    if (removeError) throw new DataError(removeError, t('profile:errors.oldPhotosNotRemoved'));
  }
}

async function uploadProfilePhoto(file: File): Promise<string> {
  const problem = validateProfilePhoto(file);
  if (problem) throw new Error(problem);
  const { data: userData } = await supabase.auth.getUser();
  const user = userData.user;
  if (!user) throw new Error(PHOTO_ERRORS.notAuthenticated());

  const path = `${user.id}/${Date.now()}.${extensionOf(file)}`;
  const { error: uploadError } = await supabase.storage.from(AVATARS_BUCKET).upload(path, file, { cacheControl: '3600', upsert: true, contentType: file.type });
  if (uploadError) throw new DataError(uploadError, t('profile:errors.photoNotUploaded'));
  const { error: updateError } = await supabase.from('user_profiles').update({ photo_url: path }).eq('id', user.id);
  if (updateError) throw new DataError(updateError, t('profile:errors.photoNotSaved'));
  // The new photo is saved; a failed clean-up only leaves an unused file behind.
  await removeOldPhotos(user.id, path).catch(() => undefined);
  return path;
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
