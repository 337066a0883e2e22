import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { DashboardShell, isDashboardPath } from '@/app/layout/dashboard-shell';
import { preloadFirstScreen } from '@/app/router';
import { startI18n, startingLanguage } from '@/i18n/i18n';
import { hasStoredSession } from '@/lib/supabase';
import { listenBeforeRouter } from '@/lib/navigation-hold';
import '@/index.css';

// Before the router listens: a live session asked before leaving sees Back and Forward first (useLeaveWarning).
listenBeforeRouter();
const root = createRoot(document.getElementById('root') as HTMLElement);
const isSignedInStart = hasStoredSession();

/**
 * The first render waits for the first screen's chunks and catalogues, all downloading side by side (i18next starts
 * first, so the screen's catalogues are asked for at once rather than once `common` has arrived).
 */
function start() {
  const i18nReady = startI18n();
  const screenReady = preloadFirstScreen(window.location.pathname, isSignedInStart);
  // A transition: React renders the first screen in slices that leave the page responsive, not in one long task.
  void Promise.allSettled([i18nReady, screenReady]).then(() => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}

if (isSignedInStart && isDashboardPath(window.location.pathname)) {
  // A signed-in start on the dashboard paints its heading and tiles' skeleton from this script alone: on a slow phone
  // the chunks, catalogues and session took seconds more (issue 44: the heading painted 3.5 s in). The shell renders in
  // a task of its own (added to this script's evaluation it would lengthen a long task), and the downloads start right
  // after its paint, so no chunk that arrives first is evaluated ahead of it. A hidden tab paints nothing and throttles
  // timers: it starts them at once.
  const renderShell = () => flushSync(() => root.render(<DashboardShell language={startingLanguage()} />));
  if (document.visibilityState === 'visible') {
    setTimeout(() => {
      renderShell();
      requestAnimationFrame(() => setTimeout(start));
    });
  } else {
    renderShell();
    start();
  }
} else {
  start();
}
