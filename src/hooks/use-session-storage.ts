// A JSON value in sessionStorage under one key (this tab only).
import { useBrowserStorage } from '@/hooks/use-browser-storage';

export function useSessionStorage<T>(key: string, initialValue: T) {
  return useBrowserStorage('session', key, initialValue);
}
