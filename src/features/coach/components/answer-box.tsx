// The answer, in one box with one Send: what the microphone hears lands in it (editable, the words being heard shown
// below it), and the person may type instead. Ctrl/⌘+Enter sends a typed answer; while answering by voice it is
// "I'm done" (useDoneKey), which ends the spoken answer and sends it.
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textAreaClass } from '@/components/live-session/typed-text-box';
import { Button } from '@/components/ui/button';

export interface AnswerBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Words being heard, not yet in the box. */
  interim?: string;
  isMicOn: boolean;
  isSending: boolean;
  onSend: () => void;
}

export function AnswerBox({ value, onChange, interim, isMicOn, isSending, onSend }: AnswerBoxProps) {
  const { t } = useTranslation(['coach', 'applications']);
  const id = useId();
  return (
    <form
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
          {t('composer.answer')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {isMicOn ? t('composer.hintMicOn') : t('composer.hintMicOff')}
        </p>
        <textarea
          id={id}
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // While the microphone is on, the page's "I'm done" shortcut takes it.
            if (isMicOn || event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
            event.preventDefault();
            onSend();
          }}
          rows={4}
          placeholder={t('composer.placeholder')}
          className={textAreaClass}
        />
        {interim && (
          <p className="text-sm italic text-slate-600" aria-live="off" data-testid="live-session-interim">
            {interim}…
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" isPending={isSending} pendingLabel={t('applications:liveSession.sending')}>
          <Send aria-hidden="true" className="size-4" /> {t('applications:liveSession.send')}
        </Button>
      </div>
    </form>
  );
}
