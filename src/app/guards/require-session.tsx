// Protected routes: without a session, go to /login (remembering where the person was going). While the stored session
// is restored, the dashboard keeps the first paint's heading and tiles (DashboardShell) rather than a spinner.
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { DashboardShell, isDashboardPath } from '@/app/layout/dashboard-shell';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/data/auth/auth-context';
import { rememberVisitedPath } from '@/app/guards/last-visited-path';

export function RequireSession() {
  const { t, i18n } = useTranslation();
  const { isReady, session } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  const userId = session?.user.id ?? null;

  useEffect(() => {
    if (isReady) rememberVisitedPath(here, userId);
  }, [isReady, here, userId]);

  if (!isReady) return isDashboardPath(location.pathname) ? <DashboardShell language={i18n.language} /> : <PageSpinner label={t('restoringSession')} />;
  if (!session) return <Navigate to={paths.login.href()} replace />;
  return <Outlet />;
}
