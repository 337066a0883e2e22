// The signed-in layout: the sidebar, an offline notice and the current screen, with a page transition that honours reduced motion.
// The transition is a CSS animation (index.css, `page-in`): re-keyed per path, skipped under prefers-reduced-motion.
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineBanner } from '@/app/layout/offline-banner';
import { Sidebar } from '@/app/layout/sidebar';

export function AppLayout() {
  const location = useLocation();
  return (
    <div className="flex min-h-full">
      <Sidebar />
      <main className="min-w-0 flex-1 px-6 py-8 lg:px-10">
        <OfflineBanner />
        <div key={location.pathname} data-page-transition className="animate-page-in motion-reduce:animate-none">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
