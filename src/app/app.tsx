// The app's providers: query client, auth session, toasts, and the router (motion settings live in the signed-in layout).
// The toaster loads after the first screen: no toast can be raised before the person has done something.
import '@/lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ScreenErrorBoundary } from '@/components/screen-error-boundary';
import { AuthProvider } from '@/data/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from '@/app/router';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function App() {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <ScreenErrorBoundary isFullPage>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Suspense fallback={null}>
            {/* Bottom right: at the top they covered the page headers' actions ("+ Experience", "Add application") for seconds. */}
            <Toaster position="bottom-right" richColors closeButton />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </ScreenErrorBoundary>
  );
}
