// The route table (spec §2), built from the one route map. Screens are lazy-loaded.
// Declarative routing (`useRoutes` under a BrowserRouter): no loaders or actions are used, and the data router
// would add about 17 KB gzip to every page.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchPath, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn } from '@/app/guards/redirect-if-signed-in';
import { RequireSession } from '@/app/guards/require-session';

/** The signed-in screens, each its own chunk. */
const SIGNED_IN_SCREENS: ReadonlyArray<{ path: string; load: () => Promise<{ default: ComponentType }> }> = [
  { path: paths.dashboard.path, load: () => import('@/app/routes/dashboard') },
  { path: paths.experience.path, load: () => import('@/app/routes/experience') },
  { path: paths.application.path, load: () => import('@/app/routes/application-detail') },
  { path: paths.copilot2.path, load: () => import('@/app/routes/copilot2') },
  { path: paths.copilot3.path, load: () => import('@/app/routes/copilot3') },
  { path: paths.coach.path, load: () => import('@/app/routes/coach') },
  { path: paths.subscription.path, load: () => import('@/app/routes/subscription') },
];

// The signed-in layout is its own chunk too, so /login does not download the sidebar and its dialogs.
const loadAppLayout = () => import('@/app/layout/app-layout');
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

/**
 * Starts downloading the layout and the screen of a signed-in path, in parallel, as the app starts: while supabase-js
 * restores the session rather than after it, and not one after the other (on a slow phone, over a second sooner).
 * A signed-out visitor of such a path downloads them for nothing before being sent to /login; /login itself loads neither.
 */
export function preloadSignedInPage(pathname: string): void {
  const screen = SIGNED_IN_SCREENS.find(({ path }) => matchPath(path, pathname));
  if (!screen) return;
  void loadAppLayout();
  void screen.load();
}
const LoginRoute = lazy(() => import('@/app/routes/login'));
const SignupRoute = lazy(() => import('@/app/routes/signup'));
const ForgotPasswordRoute = lazy(() => import('@/app/routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('@/app/routes/reset-password'));
const NotFoundRoute = lazy(() => import('@/app/routes/not-found'));

/** A failed chunk or a render crash in one screen says so there, and moving to another page tries again. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>;
}

function screen(Component: LazyExoticComponent<ComponentType>) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const appRoutes: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: paths.login.path, element: screen(LoginRoute) },
      { path: paths.signup.path, element: screen(SignupRoute) },
    ],
  },
  { path: paths.forgotPassword.path, element: screen(ForgotPasswordRoute) },
  { path: paths.resetPassword.path, element: screen(ResetPasswordRoute) },
  {
    element: <RequireSession />,
    children: [
      {
        element: screen(AppLayout),
        children: SIGNED_IN_SCREENS.map(({ path, load }) => ({ path, element: screen(lazy(load)) })),
      },
    ],
  },
  { path: '*', element: screen(NotFoundRoute) },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
