// One QueryClient factory: the app's defaults, and a retry-free variant for tests.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(options: { isTest?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: options.isTest ? false : 1, refetchOnWindowFocus: !options.isTest },
      mutations: { retry: false },
    },
  });
}
