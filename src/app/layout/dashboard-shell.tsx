// A signed-in start on the dashboard, before the session is restored and the layout's and dashboard's code are here:
// the sidebar's frame, the page's heading and the tiles' skeleton where the dashboard will draw them. Drawn from the
// app's first script (main.tsx, RequireSession), so on a slow phone the page says what it is after one download rather
// than after four (script, chunks and catalogues, session, then the screen), and nothing moves when the dashboard
// takes over. No router, no query, no catalogue: its words are src/i18n/first-screen.ts's.
import { matchPath } from 'react-router-dom';
import { LAYOUT, NARROW_SCREEN_QUERY } from '@/config/constants';
import { paths } from '@/config/paths';
import { SIDEBAR_COLLAPSED_KEY } from '@/config/storage-keys';
import { firstScreenText } from '@/i18n/first-screen';
import { cn } from '@/lib/cn';
import { DashboardHeading, SummaryTilesSkeleton } from '@/features/applications/components/dashboard-first-screen';
import {
  MAIN_CLASS,
  PAGE_CONTAINER_CLASS,
  SIDEBAR_BRAND_CLASS,
  SIDEBAR_BRAND_ROW_CLASS,
  SIDEBAR_BRAND_ROW_COLLAPSED_CLASS,
  SIDEBAR_CLASS,
} from '@/app/layout/layout-classes';

/** Whether a path is the dashboard's, the one screen with a first paint of its own. */
export function isDashboardPath(pathname: string): boolean {
  return matchPath(paths.dashboard.path, pathname) !== null;
}

/** As the sidebar decides it: folded on a phone, else as the person left it on this browser. */
function isSidebarCollapsed(): boolean {
  if (typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches) return true;
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** `language`: the app's, as i18next has it or, before i18next has started, as it will open in. */
export function DashboardShell({ language }: { language: string }) {
  const isCollapsed = isSidebarCollapsed();
  const width = isCollapsed ? LAYOUT.sidebarCollapsed : LAYOUT.sidebarExpanded;
  return (
    <div className="flex min-h-full" aria-busy="true" data-testid="dashboard-shell">
      <div style={{ width, minWidth: width }} className={SIDEBAR_CLASS}>
        <div className={cn(SIDEBAR_BRAND_ROW_CLASS, isCollapsed && SIDEBAR_BRAND_ROW_COLLAPSED_CLASS)}>
          <p className={SIDEBAR_BRAND_CLASS}>
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
              O
            </span>
            <span className={cn(isCollapsed && 'sr-only')}>
              Offer<span className="text-slate-900">pilot</span>
            </span>
          </p>
        </div>
      </div>
      <main className={MAIN_CLASS}>
        <div className={PAGE_CONTAINER_CLASS}>
          <div className="space-y-6">
            <DashboardHeading title={firstScreenText(language).dashboardTitle} />
            <SummaryTilesSkeleton />
          </div>
        </div>
      </main>
    </div>
  );
}
