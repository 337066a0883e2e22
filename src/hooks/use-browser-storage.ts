// A JSON value kept in localStorage or sessionStorage under one key, in sync across components and tabs.
import { useCallback, useEffect, useState } from 'react';

type StorageKind = 'local' | 'session';
const SAME_TAB_EVENT = 'offerpilot:storage';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read<T>(kind: StorageKind, key: string, fallback: T): T {
  const raw = storageOf(kind)?.getItem(key);
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Sets the stored value; the function form receives the current stored value (typed even when T is unknown). */
export interface SetStoredValue<T> {
  (update: (previous: T) => T): void;
  (value: T): void;
}

export function useBrowserStorage<T>(kind: StorageKind, key: string, initialValue: T): [T, SetStoredValue<T>, () => void] {
  const [value, setValue] = useState<T>(() => read(kind, key, initialValue));

  useEffect(() => {
    const sync = () => setValue(read(kind, key, initialValue));
    const handleStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) sync();
    };
    const handleSameTab = (event: Event) => {
      if ((event as CustomEvent<string>).detail === key) sync();
    };
    window.addEventListener('storage', handleStorage);
    window.addEventListener(SAME_TAB_EVENT, handleSameTab);
    return () => {
      window.removeEventListener('storage', handleStorage);
      window.removeEventListener(SAME_TAB_EVENT, handleSameTab);
    };
    // initialValue is a fallback only; re-subscribing on its identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, key]);

  const update = useCallback(
    (next: T | ((previous: T) => T)): void => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(read(kind, key, initialValue)) : next;
      try {
        storageOf(kind)?.setItem(key, JSON.stringify(resolved));
      } catch {
        // Storage full or blocked: keep the value in memory only.
      }
      setValue(resolved);
      window.dispatchEvent(new CustomEvent(SAME_TAB_EVENT, { detail: key }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, key],
  );

  const setStored = update as SetStoredValue<T>;

  const remove = useCallback(() => {
    storageOf(kind)?.removeItem(key);
    setValue(initialValue);
    window.dispatchEvent(new CustomEvent(SAME_TAB_EVENT, { detail: key }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, key]);

  return [value, setStored, remove];
}
