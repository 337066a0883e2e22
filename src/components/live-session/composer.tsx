// What the person sends in a live session (Copilot question, Coach answer): what the microphone heard (editable,
// interim words shown live) and the optional typing box, in one form with one Send. Both keep their text on failure.
// Without a microphone only the typing box shows: questions and answers can still be typed and sent.
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TypedTextBox, textAreaClass } from './typed-text-box';

interface TextInput {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

export interface ComposerProps {
  /** What the microphone heard; null without a microphone. */
  heard: (TextInput & { placeholder?: string; interim?: string }) | null;
  typing: TextInput & { id: string; isOpen: boolean; rows?: number; /** A second submit button beside the box. */ sendLabel?: string };
  isSending: boolean;
  onSend: () => void;
}

export function Composer({ heard, typing, isSending, onSend }: ComposerProps) {
  const { t } = useTranslation('applications');
  const heardId = useId();
  const typingBox = (
    <div id={typing.id} className="space-y-1.5">
      <TypedTextBox id={`${typing.id}-input`} label={typing.label} value={typing.value} onChange={typing.onChange} onSend={onSend} rows={typing.rows ?? 2} />
      {typing.hint && <p className="text-xs text-slate-500">{typing.hint}</p>}
      {typing.sendLabel && (
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" isPending={isSending} pendingLabel={t('liveSession.sending')}>
            <Send aria-hidden="true" className="size-4" /> {typing.sendLabel}
          </Button>
        </div>
      )}
    </div>
  );
  return (
    <form
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {heard ? (
        <>
          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={heardId} className="text-sm font-semibold text-slate-700">
                {heard.label}
              </label>
              {heard.hint && <span className="text-xs text-slate-600">{heard.hint}</span>}
            </div>
            <textarea
              id={heardId}
              value={heard.value}
              onChange={(event) => heard.onChange(event.target.value)}
              rows={3}
              placeholder={heard.placeholder}
              className={textAreaClass}
            />
            {heard.interim && (
              <p className="text-sm italic text-slate-600" aria-live="off" data-testid="live-session-interim">
                {heard.interim}…
              </p>
            )}
          </div>
          {typing.isOpen && typingBox}
        </>
      ) : (
        typingBox
      )}
      <div className="flex justify-end">
        <Button type="submit" isPending={isSending} pendingLabel={t('liveSession.sending')}>
          <Send aria-hidden="true" className="size-4" /> {t('liveSession.send')}
        </Button>
      </div>
    </form>
  );
}
