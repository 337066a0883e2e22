// What signing out leaves in browser storage (docs/product.md#auth-session: signing out clears local storage).
// A sign-out the person asked for clears everything. A session that ended by itself (the access token expired and
// the refresh token was refused: revoked, signed out everywhere) keeps the unsaved drafts, tagged with their owner,
// so signing in again brings back what was being typed; when someone else signs in, the drafts are removed.
import { DRAFT_OWNER_STORAGE_KEY, UNSAVED_DRAFT_STORAGE_KEYS } from '@/config/storage-keys';

let pendingSignOuts = 0;

/** Runs a sign-out the person asked for: the SIGNED_OUT event it causes clears all local storage. */
export async function whileSigningOut<T>(signOut: () => Promise<T>): Promise<T> {
  pendingSignOuts += 1;
  try {
    return await signOut();
  } finally {
    pendingSignOuts -= 1;
  }
}

export function isSignOutRequested(): boolean {
  return pendingSignOuts > 0;
}

/**
 * Clears local storage after a sign-out. With `keepDraftsOf` (the user whose session ended by itself), the unsaved
 * drafts stay, marked as that user's. Returns true when a draft was kept.
 */
export function clearStorageAfterSignOut(storage: Storage, keepDraftsOf: string | null): boolean {
  try {
    const kept = keepDraftsOf
      ? UNSAVED_DRAFT_STORAGE_KEYS.flatMap((key) => {
          const value = storage.getItem(key);
          return value === null ? [] : [[key, value] as const];
        })
      : [];
    storage.clear();
    for (const [key, value] of kept) storage.setItem(key, value);
    if (keepDraftsOf && kept.length > 0) storage.setItem(DRAFT_OWNER_STORAGE_KEY, keepDraftsOf);
    return kept.length > 0;
  } catch {
    // Storage blocked: nothing was kept there.
    return false;
  }
}

/** On sign-in: drafts kept for this user come back; drafts kept for anyone else are removed. */
export function claimKeptDrafts(storage: Storage, userId: string): void {
  try {
    const owner = storage.getItem(DRAFT_OWNER_STORAGE_KEY);
    if (owner === null) return;
    if (owner !== userId) for (const key of UNSAVED_DRAFT_STORAGE_KEYS) storage.removeItem(key);
    storage.removeItem(DRAFT_OWNER_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing to claim.
  }
}
