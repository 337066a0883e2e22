// The route table (spec §2), built from the one route map. Screens are lazy-loaded.
// Declarative routing (`useRoutes` under a BrowserRouter): no loaders or actions are used, and the data router
// would add about 17 KB gzip to every page.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn } from '@/app/guards/redirect-if-signed-in';
import { RequireSession } from '@/app/guards/require-session';

// The signed-in layout is its own chunk too, so /login does not download the sidebar and its dialogs.
const AppLayout = lazy(() => import('@/app/layout/app-layout').then((module) => ({ default: module.AppLayout })));
const LoginRoute = lazy(() => import('@/app/routes/login'));
const SignupRoute = lazy(() => import('@/app/routes/signup'));
const ForgotPasswordRoute = lazy(() => import('@/app/routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('@/app/routes/reset-password'));
const DashboardRoute = lazy(() => import('@/app/routes/dashboard'));
const ExperienceRoute = lazy(() => import('@/app/routes/experience'));
const ApplicationDetailRoute = lazy(() => import('@/app/routes/application-detail'));
const Copilot2Route = lazy(() => import('@/app/routes/copilot2'));
const Copilot3Route = lazy(() => import('@/app/routes/copilot3'));
const CoachRoute = lazy(() => import('@/app/routes/coach'));
const SubscriptionRoute = lazy(() => import('@/app/routes/subscription'));
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

export const appRoutes: RouteObject[] = [
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
        children: [
          { path: paths.dashboard.path, element: screen(DashboardRoute) },
          { path: paths.experience.path, element: screen(ExperienceRoute) },
          { path: paths.application.path, element: screen(ApplicationDetailRoute) },
          { path: paths.copilot2.path, element: screen(Copilot2Route) },
          { path: paths.copilot3.path, element: screen(Copilot3Route) },
          { path: paths.coach.path, element: screen(CoachRoute) },
          { path: paths.subscription.path, element: screen(SubscriptionRoute) },
        ],
      },
    ],
  },
  { path: '*', element: screen(NotFoundRoute) },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
