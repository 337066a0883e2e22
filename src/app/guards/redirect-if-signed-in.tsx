// /login and /signup: with a session, go to the last visited path, else the dashboard.
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/data/auth/auth-context';
import { lastVisitedPath } from '@/app/guards/last-visited-path';

export function RedirectIfSignedIn() {
  const { isReady, session } = useAuth();
  if (!isReady) return <PageSpinner label="Restoring your session" />;
  if (session) return <Navigate to={lastVisitedPath()} replace />;
  return <Outlet />;
}
