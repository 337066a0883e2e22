// "What's on screen" in the live Copilot: the button (S key), its dialog, what went wrong, and the credit-limit modal.
import { ScanText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreditLimitModal } from '@/components/credit-limit-modal';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useShortcutKey } from '@/features/copilot/hooks/use-shortcut-key';
import type { ScreenQuestion } from '../hooks/use-screen-question';
import { ScreenQuestionDialog } from './screen-question-dialog';

export function ScreenQuestionButton({ screen, onPress, size = 'sm' }: { screen: ScreenQuestion; onPress?: () => void; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('copilot');
  return (
    <Button
      variant="secondary"
      size={size}
      onClick={onPress ?? (() => void screen.open())}
      disabled={screen.isSending}
      aria-keyshortcuts="S"
      title={t('onScreen.buttonTitle')}
    >
      <ScanText aria-hidden="true" className="size-4" /> {t('onScreen.button')}
    </Button>
  );
}

export function ScreenQuestionBar({ screen, isEnabled, monthlyLimit }: { screen: ScreenQuestion; isEnabled: boolean; monthlyLimit?: number }) {
  const { t } = useTranslation('copilot');
  useShortcutKey('KeyS', isEnabled && !screen.isSending && !screen.capture, () => void screen.open());
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
      <CreditLimitModal open={screen.isCreditLimitOpen} onOpenChange={(open) => !open && screen.closeCreditLimit()} monthlyLimit={monthlyLimit} />
    </>
  );
}
