// The Copilot's live bar: listening or paused, a meter for the meeting tab (when it is heard) and the microphone,
// Check hearing, Answer now (A key), Listen/Stop (Space in v3) and Close session. Questions are typed into the one
// question box, so there is no Type toggle.
import { MessageSquareReply, Stethoscope, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LiveSessionBar } from '@/components/live-session/live-session-bar';
import { Button } from '@/components/ui/button';
import type { CopilotController } from '@/features/copilot/hooks/use-copilot-controller';

export function SessionToolbar({ copilot, onCheckHearing }: { copilot: CopilotController; onCheckHearing: () => void }) {
  const { t } = useTranslation('copilot');
  const { listening } = copilot.turn;
  const meters = [
    ...(listening.isTabHeard ? [{ label: t('toolbar.tabLevel'), caption: t('toolbar.interviewer'), levelStore: listening.levels.tab }] : []),
    { label: t('toolbar.micLevel'), caption: listening.isTabHeard ? t('toolbar.you') : undefined, levelStore: listening.levels.mic },
  ];
  return (
    <LiveSessionBar
      status={listening.isListening ? t('toolbar.listening') : t('toolbar.paused')}
      statusTone={listening.isListening ? 'text-green-800' : 'text-slate-700'}
      dotTone={listening.isListening ? 'bg-green-500 ring-4 ring-green-100' : 'bg-slate-400'}
      elapsedSeconds={copilot.elapsedSeconds}
      meters={meters}
      isLevelActive={listening.isListening}
      microphone={{
        isOn: listening.isListening,
        onToggle: listening.toggleListening,
        onLabel: t('toolbar.stop'),
        offLabel: t('toolbar.listen'),
        hasSpaceShortcut: copilot.variant.hasSpaceShortcut,
      }}
      end={
        <Button variant="ghost" size="sm" onClick={copilot.close}>
          <X aria-hidden="true" className="size-4" /> {t('toolbar.close')}
        </Button>
      }
    >
      <Button variant="ghost" size="icon" className="size-8" aria-label={t('hearingCheck.open')} title={t('hearingCheck.open')} onClick={onCheckHearing}>
        <Stethoscope aria-hidden="true" className="size-4" />
      </Button>
      <Button size="sm" onClick={listening.answerNow} disabled={!listening.isListening} aria-keyshortcuts="A" title={t('toolbar.answerNowTitle')}>
        <MessageSquareReply aria-hidden="true" className="size-4" /> {t('toolbar.answerNow')}
      </Button>
    </LiveSessionBar>
  );
}
