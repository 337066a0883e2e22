// The last visited protected path, kept in session storage (docs/product.md#routes) and used as the target after sign-in. It belongs
// to the person who visited it: after Log Out, the next account signed in or created in the tab starts on the
// dashboard, not on the previous person's page (an application of theirs would read "Application not found"). A path
// opened while signed out (a link followed before signing in) belongs to no one and is honoured for whoever signs in.
import { LAST_VISITED_PATH_KEY, paths } from '@/config/paths';

const SIGNED_OUT_PATHS = new Set<string>([paths.login.path, paths.signup.path, paths.forgotPassword.path, paths.resetPassword.path]);

interface VisitedPath {
  path: string;
  /** The signed-in user who visited it; null when nobody was signed in. */
  userId: string | null;
}

function isSafeProtectedPath(path: string): boolean {
  // Same-origin absolute paths only (no '//host' or 'https:'), never a signed-out screen (that would loop).
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return !SIGNED_OUT_PATHS.has(path.split(/[?#]/)[0]);
}

function readVisited(): VisitedPath | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(LAST_VISITED_PATH_KEY) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { path, userId } = parsed as Record<string, unknown>;
    if (typeof path !== 'string' || !(typeof userId === 'string' || userId === null)) return null;
    return { path, userId };
  } catch {
    return null;
  }
}

export function rememberVisitedPath(path: string, userId: string | null): void {
  if (!isSafeProtectedPath(path)) return;
  // Signing out re-renders the page just left with no one signed in: it stays its visitor's.
  if (userId === null && readVisited()?.path === path) return;
  try {
    window.sessionStorage.setItem(LAST_VISITED_PATH_KEY, JSON.stringify({ path, userId } satisfies VisitedPath));
  } catch {
    // Storage blocked: the redirect falls back to the dashboard.
  }
}

/** Where `userId` goes after signing in: their own last page, or one opened before anyone signed in, else the dashboard. */
export function lastVisitedPath(userId: string): string {
  const visited = readVisited();
  const isTheirs = visited !== null && (visited.userId === null || visited.userId === userId);
  return isTheirs && isSafeProtectedPath(visited.path) ? visited.path : paths.dashboard.href();
}
