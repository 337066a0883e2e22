// A form's unsaved draft in browser storage, under one key: written on every change, read back through a guard (not
// zod: a page restores it on its first render, before any form code has loaded), removed once saved or discarded.
// Storage that is full or blocked leaves the draft in memory only.

export function writeStoredDraft(storage: Storage, key: string, draft: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives only in memory.
  }
}

export function readStoredDraft<T>(storage: Storage, key: string, isDraft: (value: unknown) => value is T): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearStoredDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** True when any of the baseline's fields was changed: closing would lose typed work. */
export function isChangedFrom<T extends object>(values: T, baseline: T): boolean {
  return (Object.keys(baseline) as Array<keyof T>).some((key) => values[key] !== baseline[key]);
}
