// "What's on screen" in the live Copilot: the button (S key), its dialog and what went wrong taking the picture. Its
// answer and the credit-limit modal are the answer desk's (useAskCopilot), like every other question's.
import { ScanText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useShortcutKey } from '@/features/copilot/hooks/use-shortcut-key';
import type { ScreenQuestion } from '../hooks/use-screen-question';
import { ScreenQuestionDialog } from './screen-question-dialog';

export function ScreenQuestionButton({ screen, onPress, size = 'sm' }: { screen: ScreenQuestion; onPress?: () => void; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('copilot');
  return (
    <Button variant="secondary" size={size} onClick={onPress ?? (() => void screen.open())} aria-keyshortcuts="S" title={t('onScreen.buttonTitle')}>
      <ScanText aria-hidden="true" className="size-4" /> {t('onScreen.button')}
    </Button>
  );
}

export function ScreenQuestionBar({ screen, isEnabled }: { screen: ScreenQuestion; isEnabled: boolean }) {
  const { t } = useTranslation('copilot');
  // A screen question while an answer streams is the newest question: it is answered, the older answer stops.
  useShortcutKey('KeyS', isEnabled && !screen.capture, () => void screen.open());
  if (!isEnabled) return null;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ScreenQuestionButton screen={screen} />
        <p className="text-xs text-slate-500">{screen.hasTabVideo ? t('onScreen.tabHint') : t('onScreen.pasteFallback')}</p>
      </div>
      {screen.problem && !screen.capture && (
        <ErrorAlert title={screen.problem.detail ? screen.problem.title : undefined}>{screen.problem.detail ?? screen.problem.title}</ErrorAlert>
      )}
      <ScreenQuestionDialog screen={screen} />
    </>
  );
}
