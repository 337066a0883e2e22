// What the person sends in the live Copilot: one question box and one Send (Ctrl/⌘+Enter too). Once the session hears,
// the box holds the interviewer's words as they come and takes the person's typing and corrections; without hearing
// (before Start, or when nothing can be heard) the person types the question into it. It keeps its text on failure.
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
  isSending: boolean;
  onSend: () => void;
}

export function Composer({ label, value, onChange, hint, placeholder, rows = 3, isSending, onSend }: ComposerProps) {
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
          rows={rows}
          placeholder={placeholder}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" isPending={isSending} pendingLabel={t('liveSession.sending')}>
          <Send aria-hidden="true" className="size-4" /> {t('liveSession.send')}
        </Button>
      </div>
    </form>
  );
}
