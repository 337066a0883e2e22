// The last visited protected path, kept in session storage (docs/product.md#routes) and used as the target after sign-in.
import { LAST_VISITED_PATH_KEY, paths } from '@/config/paths';

const SIGNED_OUT_PATHS = new Set<string>([paths.login.path, paths.signup.path, paths.forgotPassword.path, paths.resetPassword.path]);

function isSafeProtectedPath(path: string): boolean {
  // Same-origin absolute paths only (no '//host' or 'https:'), never a signed-out screen (that would loop).
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  return !SIGNED_OUT_PATHS.has(path.split(/[?#]/)[0]);
}

export function rememberVisitedPath(path: string): void {
  if (!isSafeProtectedPath(path)) return;
  try {
    window.sessionStorage.setItem(LAST_VISITED_PATH_KEY, path);
  } catch {
    // Storage blocked: the redirect falls back to the dashboard.
  }
}

export function lastVisitedPath(): string {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(LAST_VISITED_PATH_KEY);
  } catch {
    stored = null;
  }
  return stored && isSafeProtectedPath(stored) ? stored : paths.dashboard.href();
}
