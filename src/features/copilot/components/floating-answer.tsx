// The live answer that can float over the meeting (issue #27): the answer panel in place, or, once popped out, in a
// Picture-in-Picture window (a popup where the browser has none) with what the Copilot hears, Answer now and
// Listen/Stop, so the person never switches tabs while someone watches. Same session, same state: closing the
// window brings the answer back.
import { Mic, MicOff, MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PopOut } from '@/components/live-session/pop-out';
import { Button } from '@/components/ui/button';
import type { PopOutWindow } from '@/lib/pop-out-window';
import type { CopilotController } from '@/features/copilot/hooks/use-copilot-controller';

export function FloatingAnswer({
  copilot,
  popOut,
  onBringBack,
  extraControls,
  children,
}: {
  copilot: CopilotController;
  popOut: PopOutWindow | null;
  onBringBack: () => void;
  /** More buttons for the window's bar ("What's on screen"). */
  extraControls?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('copilot');
  const { listening } = copilot.turn;
  const controls = copilot.isConnected && (
    <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm font-semibold text-slate-700">{listening.isListening ? t('toolbar.listening') : t('toolbar.paused')}</p>
        <Button size="sm" onClick={listening.answerNow} disabled={!listening.isListening}>
          <MessageSquareReply aria-hidden="true" className="size-4" /> {t('toolbar.answerNow')}
        </Button>
        <Button variant="secondary" size="sm" onClick={listening.toggleListening} aria-pressed={listening.isListening}>
          {listening.isListening ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
          {listening.isListening ? t('toolbar.stop') : t('toolbar.listen')}
        </Button>
        {extraControls}
      </div>
      {listening.transcript && (
        <p className="line-clamp-3 text-sm text-slate-700">
          <span className="font-medium">{t('popOut.heard')}</span> {listening.transcript}
        </p>
      )}
    </div>
  );
  return (
    <PopOut popOut={popOut} onBringBack={onBringBack} windowHeader={controls}>
      {children}
    </PopOut>
  );
}
