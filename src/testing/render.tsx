// Custom render for component tests: a fresh QueryClient without retries and a memory router.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';

export function renderWithProviders(ui: ReactElement, options: RenderOptions & { route?: string } = {}) {
  const queryClient = createQueryClient({ isTest: true });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
