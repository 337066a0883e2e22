// Profile photo: preview, upload (validated before anything is sent) and delete; its error is said once, under the field.
import { useTranslation } from 'react-i18next';
import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useDeleteProfilePhoto } from '@/data/profile/delete-profile-photo';
import { PHOTO_ERRORS, useUploadProfilePhoto, validateProfilePhoto } from '@/data/profile/upload-profile-photo';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function ProfilePhotoField({ photoUrl, firstName }: { photoUrl: string | null; firstName: string }) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const upload = useUploadProfilePhoto();
  const remove = useDeleteProfilePhoto();

  // One place for the photo's error: the line under the field (a toast repeating it would pile up beside it).
  const showError = setPhotoError;

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    const problem = validateProfilePhoto(file);
    if (problem) return showError(problem);
    setPhotoError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('photo.updated')),
      onError: (error) => showError(messageOf(error, PHOTO_ERRORS.fallback())),
    });
  }

  function handleDelete() {
    setPhotoError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('photo.removed')),
      onError: (error) => showError(messageOf(error, t('photo.deleteFailed'))),
    });
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{t('photo.legend')}</legend>
      <div className="flex items-center gap-4">
        <Avatar photoUrl={photoUrl} firstName={firstName} className="size-16 text-2xl" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={t('photo.upload')}
            className="sr-only"
            tabIndex={-1}
            onChange={handleFileChange}
          />
          <Button variant="secondary" size="sm" isPending={upload.isPending} pendingLabel={t('photo.uploading')} onClick={() => inputRef.current?.click()}>
            <Upload aria-hidden="true" className="size-4" />
            {photoUrl ? t('photo.change') : t('photo.add')}
          </Button>
          {photoUrl && (
            <Button
              variant="ghost"
              size="sm"
              isPending={remove.isPending}
              pendingLabel={t('photo.deleting')}
              onClick={handleDelete}
              className="text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('photo.delete')}
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-500">{t('photo.formats')}</p>
      {photoError && (
        <p role="alert" data-testid="photo-error" className="text-sm text-red-700">
          {photoError}
        </p>
      )}
    </fieldset>
  );
}
