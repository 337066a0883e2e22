// The answer: what the microphone heard (editable, interim words shown live) with Send, and the typing box
// with its own Send. Both keep their text when sending fails.
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TypedTextBox, textAreaClass } from '@/components/live-session/typed-text-box';

export interface AnswerComposerProps {
  answer: string;
  onAnswerChange: (value: string) => void;
  interim: string;
  typedText: string;
  onTypedTextChange: (value: string) => void;
  isTypingBoxOpen: boolean;
  typingBoxId: string;
  isMicOn: boolean;
  isProcessing: boolean;
  onSend: () => void;
}

export function AnswerComposer({ answer, onAnswerChange, interim, typedText, onTypedTextChange, isTypingBoxOpen, typingBoxId, isMicOn, isProcessing, onSend }: AnswerComposerProps) {
  const answerId = useId();
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={answerId} className="text-sm font-semibold text-slate-700">
            Your answer
          </label>
          <span className="text-xs text-slate-600">{isMicOn ? 'Sent automatically after 5 s of quiet, or press Send.' : 'Press “Answer by voice” to speak, or type.'}</span>
        </div>
        <textarea id={answerId} value={answer} onChange={(event) => onAnswerChange(event.target.value)} rows={3} className={textAreaClass} />
        {interim && (
          <p className="text-sm italic text-slate-600" aria-live="off" data-testid="coach-interim">
            {interim}…
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" isPending={isProcessing} pendingLabel="Processing…">
            <Send aria-hidden="true" className="size-4" /> Send
          </Button>
        </div>
      </form>
      {isTypingBoxOpen && (
        <form
          id={typingBoxId}
          className="space-y-2 border-t border-slate-200 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          <TypedTextBox id={`${typingBoxId}-input`} label="Typed answer" value={typedText} onChange={onTypedTextChange} onSend={onSend} rows={3} />
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" isPending={isProcessing} pendingLabel="Processing…">
              <Send aria-hidden="true" className="size-4" /> Send typed answer
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
