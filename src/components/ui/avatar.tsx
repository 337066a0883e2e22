// A round avatar: the photo when there is one, else the first-name initial on its derived colour.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarColor, avatarInitial } from '@/lib/avatar';
import { cn } from '@/lib/cn';

export function Avatar({ photoUrl, firstName, className }: { photoUrl?: string | null; firstName?: string | null; className?: string }) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = avatarInitial(firstName);
  const showPhoto = Boolean(photoUrl) && failedUrl !== photoUrl;
  if (showPhoto && photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={firstName ? t('photoOf', { name: firstName }) : t('profilePhoto')}
        onError={() => setFailedUrl(photoUrl)}
        className={cn('size-9 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={firstName ? t('avatarOf', { name: firstName }) : t('avatar')}
      data-testid="avatar-initial"
      style={{ backgroundColor: avatarColor(initial) }}
      className={cn('flex size-9 shrink-0 select-none items-center justify-center rounded-full text-sm font-semibold text-white', className)}
    >
      {initial}
    </span>
  );
}
