import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/router';
import { startI18n } from '@/i18n/i18n';
import { hasStoredSession } from '@/lib/supabase';
import { listenBeforeRouter } from '@/lib/navigation-hold';
import '@/index.css';

// Before the router listens: a live session asked before leaving sees Back and Forward first (useLeaveWarning).
listenBeforeRouter();
// The first render waits for the first screen's chunks and catalogues, all downloading side by side (i18next starts
// first, so the screen's catalogues are asked for at once rather than once `common` has arrived).
const i18nReady = startI18n();
const screenReady = preloadFirstScreen(window.location.pathname, hasStoredSession());
// A transition: React renders the first screen in slices that leave the page responsive, not in one long task.
void Promise.allSettled([i18nReady, screenReady]).then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
