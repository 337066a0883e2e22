// The route table (docs/product.md#routes), built from the one route map. Screens are lazy-loaded.
// Declarative routing (`useRoutes` under a BrowserRouter): no loaders or actions are used, and the data router
// would add about 17 KB gzip to every page.
import i18next from 'i18next';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
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

interface ScreenModule {
  default: ComponentType;
}

interface LazyScreen {
  Screen: ComponentType;
  /** Downloads the screen (once; again after a failure). */
  preload: () => Promise<ScreenModule>;
}

/**
 * A screen in its own chunk that renders at once when the chunk is already here (preloaded as the app started).
 * React's `lazy` suspends on its first render even then, and a Suspense boundary revealed after its fallback waits for
 * React's fallback throttle (300 ms): on the dashboard, half a second of idle page before its data was even asked for.
 * Each mount decides once, so a screen never switches from the lazy wrapper to the module mid-life (it would remount).
 */
function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Screen() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, preload };
}

/** The signed-in screens, each its own chunk, with the catalogue namespaces they read. */
const SIGNED_IN_SCREENS: ReadonlyArray<{ path: string } & LazyScreen> = [
  { path: paths.dashboard.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/dashboard'), ['applications'])) },
  { path: paths.experience.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/experience'), ['experience'])) },
  { path: paths.search.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/search'), ['search', 'applications'])) },
  {
    path: paths.application.path,
    ...lazyScreen(withCatalogues(() => import('@/app/routes/application-detail'), ['application-detail', 'applications', 'analyzer'])),
  },
  { path: paths.copilot2.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/copilot2'), ['copilot', 'applications'])) },
  { path: paths.copilot3.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/copilot3'), ['copilot', 'applications'])) },
  { path: paths.coach.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/coach'), ['coach', 'applications'])) },
  { path: paths.subscription.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/subscription'), ['subscription'])) },
];

// The signed-in layout is its own chunk too, so /login does not download the sidebar and its dialogs. Its sidebar reads
// the profile (settings) and subscription (plan promo, credits) catalogues.
const appLayout = lazyScreen(
  withCatalogues(() => import('@/app/layout/app-layout').then((module) => ({ default: module.AppLayout })), ['profile', 'subscription']),
);

const loginScreen = { path: paths.login.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/login'), ['auth'])) };
/** Login and signup send a signed-in person on to the app. */
const SIGNED_OUT_SCREENS: ReadonlyArray<{ path: string } & LazyScreen> = [
  loginScreen,
  { path: paths.signup.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/signup'), ['auth'])) },
];
/** Anyone can open these. */
const OPEN_SCREENS: ReadonlyArray<{ path: string } & LazyScreen> = [
  { path: paths.forgotPassword.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/forgot-password'), ['auth'])) },
  { path: paths.resetPassword.path, ...lazyScreen(withCatalogues(() => import('@/app/routes/reset-password'), ['auth'])) },
];
const notFoundScreen = lazyScreen(() => import('@/app/routes/not-found'));

/**
 * Downloads the first screen (with a session stored, a signed-in path's layout and screen; without, the login screen it
 * will redirect to) and its catalogues, in parallel, as the app starts: while supabase-js restores the session rather
 * than after it, and not one after the other. Settles when they are here or have failed (the screen's error boundary
 * then says so): the first render then needs no Suspense fallback.
 */
export function preloadFirstScreen(pathname: string, hasStoredSession: boolean): Promise<void> {
  const signedIn = SIGNED_IN_SCREENS.find(({ path }) => matchPath(path, pathname));
  const open = [...SIGNED_OUT_SCREENS, ...OPEN_SCREENS].find(({ path }) => matchPath(path, pathname));
  const screens = signedIn ? (hasStoredSession ? [appLayout, signedIn] : [loginScreen]) : open ? [open] : [];
  return Promise.all(screens.map((first) => first.preload())).then(
    () => undefined,
    () => undefined,
  );
}

/** A failed chunk or a render crash in one screen says so there, and moving to another page tries again. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>;
}

function screen({ Screen }: LazyScreen) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const appRoutes: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: SIGNED_OUT_SCREENS.map((signedOut) => ({ path: signedOut.path, element: screen(signedOut) })),
  },
  ...OPEN_SCREENS.map((open) => ({ path: open.path, element: screen(open) })),
  {
    element: <RequireSession />,
    children: [
      {
        element: screen(appLayout),
        children: SIGNED_IN_SCREENS.map((signedIn) => ({ path: signedIn.path, element: screen(signedIn) })),
      },
    ],
  },
  { path: '*', element: screen(notFoundScreen) },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
