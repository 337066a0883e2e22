// The signed-in layout: the sidebar, an offline notice and the current screen in one page container, with a page transition that honours reduced motion.
// The transition is a CSS animation (index.css, `page-in`): re-keyed per path, skipped under prefers-reduced-motion.
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineBanner } from '@/app/layout/offline-banner';
import { Sidebar } from '@/app/layout/sidebar';

export function AppLayout() {
  const location = useLocation();
  return (
    <div className="flex min-h-full">
      <Sidebar />
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
        {/* The one page container: every screen gets the same width (up to max-w-6xl, centred on wide screens). */}
        <div data-testid="page-container" className="mx-auto w-full max-w-6xl">
          <OfflineBanner />
          <div key={location.pathname} data-page-transition className="animate-page-in motion-reduce:animate-none">
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
