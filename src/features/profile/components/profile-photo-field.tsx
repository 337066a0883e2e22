// Profile photo: preview, upload (validated before anything is sent) and delete; its error is said once, under the field.
import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useDeleteProfilePhoto } from '@/data/profile/delete-profile-photo';
import { PHOTO_ERRORS, useUploadProfilePhoto, validateProfilePhoto } from '@/data/profile/upload-profile-photo';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function ProfilePhotoField({ photoUrl, firstName }: { photoUrl: string | null; firstName: string }) {
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
      onSuccess: () => toast.success('Profile photo updated'),
      onError: (error) => showError(messageOf(error, PHOTO_ERRORS.fallback)),
    });
  }

  function handleDelete() {
    setPhotoError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Profile photo removed'),
      onError: (error) => showError(messageOf(error, 'Failed to delete photo')),
    });
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Profile Photo</legend>
      <div className="flex items-center gap-4">
        <Avatar photoUrl={photoUrl} firstName={firstName} className="size-16 text-2xl" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label="Upload profile photo"
            className="sr-only"
            tabIndex={-1}
            onChange={handleFileChange}
          />
          <Button variant="secondary" size="sm" isPending={upload.isPending} pendingLabel="Uploading…" onClick={() => inputRef.current?.click()}>
            <Upload aria-hidden="true" className="size-4" />
            {photoUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {photoUrl && (
            <Button variant="ghost" size="sm" isPending={remove.isPending} pendingLabel="Deleting…" onClick={handleDelete} className="text-red-700 hover:bg-red-50">
              <Trash2 aria-hidden="true" className="size-4" />
              Delete photo
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-500">PNG, JPEG, GIF or WebP, under 2 MB.</p>
      {photoError && (
        <p role="alert" data-testid="photo-error" className="text-sm text-red-700">
          {photoError}
        </p>
      )}
    </fieldset>
  );
}
