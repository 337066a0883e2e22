// The signed-in layout: the sidebar, an offline notice and the current screen in one page container, with a page transition that honours reduced motion.
// The transition is a CSS animation (index.css, `page-in`): re-keyed per path, skipped under prefers-reduced-motion,
// and not played for the first page: fading in what the person came for only delays it (and its largest paint).
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineBanner } from '@/app/layout/offline-banner';
import { Sidebar } from '@/app/layout/sidebar';
import { useProfileLanguage } from '@/app/layout/use-profile-language';
import { useAuth } from '@/data/auth/auth-context';

export function AppLayout() {
  useProfileLanguage(useAuth().user?.id);
  const location = useLocation();
  const [firstPath] = useState(location.pathname);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && location.pathname !== firstPath) setHasNavigated(true);
  return (
    <div className="flex min-h-full">
      <Sidebar />
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
        {/* The one page container: every screen gets the same width (up to max-w-6xl, centred on wide screens). */}
        <div data-testid="page-container" className="mx-auto w-full max-w-6xl">
          <OfflineBanner />
          <div key={location.pathname} data-page-transition className={hasNavigated ? 'animate-page-in motion-reduce:animate-none' : undefined}>
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
