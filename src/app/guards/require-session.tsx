// Protected routes: without a session, go to /login (remembering where the person was going).
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/data/auth/auth-context';
import { rememberVisitedPath } from '@/app/guards/last-visited-path';

export function RequireSession() {
  const { t } = useTranslation();
  const { isReady, session } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  const userId = session?.user.id ?? null;

  useEffect(() => {
    if (isReady) rememberVisitedPath(here, userId);
  }, [isReady, here, userId]);

  if (!isReady) return <PageSpinner label={t('restoringSession')} />;
  if (!session) return <Navigate to={paths.login.href()} replace />;
  return <Outlet />;
}
