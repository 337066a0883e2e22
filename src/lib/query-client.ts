// One QueryClient factory: the app's defaults, and a retry-free variant for tests.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(options: { isTest?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: options.isTest ? false : 1, refetchOnWindowFocus: !options.isTest },
      // Saves run even when the browser says it is offline: they fail at once with a clear message and the form kept,
      // instead of TanStack Query's default of pausing them silently and sending stale values when the network returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
