// Content that can float over the meeting: rendered in place, or, while `popOut` is open, portalled into that window
// (same React tree: state, handlers and streaming carry on) with a note in its place to bring it back.
import { PictureInPicture2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { PopOutWindow } from '@/lib/pop-out-window';

export interface PopOutProps {
  popOut: PopOutWindow | null;
  onBringBack: () => void;
  children: ReactNode;
  /** Shown only in the window, above the content (e.g. the controls the page shows elsewhere). */
  windowHeader?: ReactNode;
}

export function PopOut({ popOut, onBringBack, children, windowHeader }: PopOutProps) {
  const { t } = useTranslation('applications');
  if (!popOut) return <>{children}</>;
  return (
    <>
      <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
        <PictureInPicture2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <p className="min-w-0 flex-1">{t(popOut.kind === 'picture-in-picture' ? 'liveSession.poppedOut' : 'liveSession.poppedOutPopup')}</p>
        <Button variant="secondary" size="sm" onClick={onBringBack}>
          {t('liveSession.bringBack')}
        </Button>
      </div>
      {createPortal(
        <div className="space-y-3">
          {windowHeader}
          {children}
        </div>,
        popOut.container,
      )}
    </>
  );
}
