// A JSON value in localStorage under one key (shared with other tabs through storage events).
import { useBrowserStorage } from '@/hooks/use-browser-storage';

export function useLocalStorage<T>(key: string, initialValue: T) {
  return useBrowserStorage('local', key, initialValue);
}
