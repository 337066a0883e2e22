// On /login after a session ended by itself (expired, or revoked elsewhere): why the person is here, and that
// the application they were editing is kept for them.
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/data/auth/auth-context';

export function SessionEndedNotice() {
  const { t } = useTranslation('auth');
  const { endedSession } = useAuth();
  if (!endedSession) return null;
  return (
    <div role="alert" className="mb-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{t('sessionEnded.title')}</p>
        <p>
          {t('sessionEnded.signInAgain')}
          {endedSession.hasKeptDrafts && t('sessionEnded.draftsKept')}
        </p>
      </div>
    </div>
  );
}
