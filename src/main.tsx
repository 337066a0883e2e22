import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadSignedInPage } from '@/app/router';
import { startI18n } from '@/i18n/i18n';
import '@/index.css';

preloadSignedInPage(window.location.pathname);

// The first screen renders once its catalogues are here (they download alongside the screen's own chunk).
void startI18n().finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
