// /login and /signup: with a session, go to the person's last visited path, else the dashboard.
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/data/auth/auth-context';
import { lastVisitedPath } from '@/app/guards/last-visited-path';

export function RedirectIfSignedIn() {
  const { t } = useTranslation();
  const { isReady, session } = useAuth();
  if (!isReady) return <PageSpinner label={t('restoringSession')} />;
  if (session) return <Navigate to={lastVisitedPath(session.user.id)} replace />;
  return <Outlet />;
}
