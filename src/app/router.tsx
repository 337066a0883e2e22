// The route table (spec §2), built from the one route map. Screens are lazy-loaded.
// Declarative routing (`useRoutes` under a BrowserRouter): no loaders or actions are used, and the data router
// would add about 17 KB gzip to every page.
import i18next from 'i18next';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchPath, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn } from '@/app/guards/redirect-if-signed-in';
import { RequireSession } from '@/app/guards/require-session';

type Namespace = Parameters<typeof i18next.loadNamespaces>[0] & string;

/** A screen's chunk and the catalogues it reads, downloaded side by side (not the catalogues after the code). */
function withCatalogues<T>(load: () => Promise<T>, namespaces: readonly Namespace[]): () => Promise<T> {
  return () => Promise.all([load(), i18next.loadNamespaces([...namespaces])]).then(([module]) => module);
}

/** The signed-in screens, each its own chunk, with the catalogue namespaces they read. */
const SIGNED_IN_SCREENS: ReadonlyArray<{ path: string; load: () => Promise<{ default: ComponentType }> }> = [
  { path: paths.dashboard.path, load: withCatalogues(() => import('@/app/routes/dashboard'), ['applications']) },
  { path: paths.experience.path, load: withCatalogues(() => import('@/app/routes/experience'), ['experience']) },
  { path: paths.application.path, load: withCatalogues(() => import('@/app/routes/application-detail'), ['application-detail', 'applications', 'analyzer']) },
  { path: paths.copilot2.path, load: withCatalogues(() => import('@/app/routes/copilot2'), ['copilot', 'applications']) },
  { path: paths.copilot3.path, load: withCatalogues(() => import('@/app/routes/copilot3'), ['copilot', 'applications']) },
  { path: paths.coach.path, load: withCatalogues(() => import('@/app/routes/coach'), ['coach', 'applications']) },
  { path: paths.subscription.path, load: withCatalogues(() => import('@/app/routes/subscription'), ['subscription']) },
];

// The signed-in layout is its own chunk too, so /login does not download the sidebar and its dialogs. Its sidebar reads
// the profile (settings) and subscription (plan promo, credits) catalogues.
const loadAppLayout = withCatalogues(() => import('@/app/layout/app-layout'), ['profile', 'subscription']);
const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

/**
 * Starts downloading the layout and the screen of a signed-in path, and their catalogues, in parallel, as the app starts: while supabase-js
 * restores the session rather than after it, and not one after the other (on a slow phone, over a second sooner).
 * A signed-out visitor of such a path downloads them for nothing before being sent to /login; /login itself loads neither.
 */
export function preloadSignedInPage(pathname: string): void {
  const screen = SIGNED_IN_SCREENS.find(({ path }) => matchPath(path, pathname));
  if (!screen) return;
  void loadAppLayout();
  void screen.load();
}
const LoginRoute = lazy(withCatalogues(() => import('@/app/routes/login'), ['auth']));
const SignupRoute = lazy(withCatalogues(() => import('@/app/routes/signup'), ['auth']));
const ForgotPasswordRoute = lazy(withCatalogues(() => import('@/app/routes/forgot-password'), ['auth']));
const ResetPasswordRoute = lazy(withCatalogues(() => import('@/app/routes/reset-password'), ['auth']));
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
