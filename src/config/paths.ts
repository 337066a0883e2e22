// The route map: every link and redirect in the app is built from here.
export const paths = {
  login: { path: '/login', href: () => '/login' },
  signup: { path: '/signup', href: () => '/signup' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', href: () => '/reset-password' },
  dashboard: { path: '/', href: () => '/' },
  experience: { path: '/experience', href: () => '/experience' },
  search: { path: '/search', href: () => '/search' },
  copilot2: { path: '/copilot2', href: () => '/copilot2' },
  copilot3: { path: '/copilot3', href: () => '/copilot3' },
  coach: { path: '/coach', href: () => '/coach' },
  application: { path: '/application/:id', href: (id: string) => `/application/${encodeURIComponent(id)}` },
  subscription: { path: '/subscription', href: () => '/subscription' },
} as const;

/** Session-storage key of the last visited protected path, used as the target after sign-in. */
export const LAST_VISITED_PATH_KEY = 'offerpilot.lastVisitedPath';
