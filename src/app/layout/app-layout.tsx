// The signed-in layout: the sidebar, an offline notice and the current screen in one page container, with a page transition that honours reduced motion.
// The transition is a CSS animation (index.css, `page-in`): re-keyed per path, skipped under prefers-reduced-motion,
// and not played for the first page: fading in what the person came for only delays it (and its largest paint).
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MAIN_CLASS, PAGE_CONTAINER_CLASS } from '@/app/layout/layout-classes';
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
      <main className={MAIN_CLASS}>
        <div data-testid="page-container" className={PAGE_CONTAINER_CLASS}>
          <OfflineBanner />
          <div key={location.pathname} data-page-transition className={hasNavigated ? 'animate-page-in motion-reduce:animate-none' : undefined}>
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
