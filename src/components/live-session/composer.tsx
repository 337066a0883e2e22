// What the person sends in a live session: one box and one Send (Ctrl/⌘+Enter too). The Copilot's holds the
// interviewer's question, the Coach's the person's answer: once the session hears, the box holds the words as they
// come and takes the person's typing and corrections; without hearing the person types into it. It keeps its text on
// failure.
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TypedTextBox } from './typed-text-box';

export interface ComposerProps {
  /** What the box is for ("Interviewer's question"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Beside the label: what happens to the text (the answer timing, paused, still hearing). */
  hint?: string;
  placeholder?: string;
  rows?: number;
  /** Words being heard, not yet in the box. */
  interim?: string;
  /** False while the page has given Ctrl/⌘+Enter to something else (the Coach's "I'm done"). */
  sendsOnCtrlEnter?: boolean;
  isSending: boolean;
  onSend: () => void;
}

export function Composer({ label, value, onChange, hint, placeholder, rows = 3, interim, sendsOnCtrlEnter, isSending, onSend }: ComposerProps) {
  const { t } = useTranslation('applications');
  const boxId = useId();
  return (
    <form
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="space-y-1.5">
        <TypedTextBox
          id={boxId}
          label={label}
          labelAside={hint && <span className="text-xs text-slate-600">{hint}</span>}
          value={value}
          onChange={onChange}
          onSend={onSend}
          sendsOnCtrlEnter={sendsOnCtrlEnter}
          rows={rows}
          placeholder={placeholder}
        />
        {interim && (
          <p className="text-sm italic text-slate-600" aria-live="off" data-testid="live-session-interim">
            {interim}…
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" isPending={isSending} pendingLabel={t('liveSession.sending')}>
          <Send aria-hidden="true" className="size-4" /> {t('liveSession.send')}
        </Button>
      </div>
    </form>
  );
}
