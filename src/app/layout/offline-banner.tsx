// Says so, app-wide, while the browser is offline: saves fail until the connection is back.
// The live region stays mounted (aria-live keeps it exposed while a modal dialog is open), so the change is announced.
import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useIsOnline } from '@/hooks/use-is-online';

export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  return (
    <div role="status" aria-live="polite" className="sticky top-0 z-30">
      {!isOnline && (
        <p className="mb-4 flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 shadow-sm">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t('offline.title')}</strong>
            {t('offline.detail')}
          </span>
        </p>
      )}
    </div>
  );
}
