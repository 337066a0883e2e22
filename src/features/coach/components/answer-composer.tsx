// The answer: what the microphone heard (editable, interim words shown live) with Send, and the typing box
// with its own Send. Both keep their text when sending fails.
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

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

const fieldClass =
  'block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500';

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
        <textarea id={answerId} value={answer} onChange={(event) => onAnswerChange(event.target.value)} rows={3} className={fieldClass} />
        {interim && (
          <p className="text-sm italic text-slate-600" aria-live="off" data-testid="coach-interim">
            {interim}…
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" isPending={isProcessing} pendingLabel="Processing...">
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
          <label htmlFor={`${typingBoxId}-input`} className="text-sm font-semibold text-slate-700">
            Typed answer
          </label>
          <textarea
            id={`${typingBoxId}-input`}
            value={typedText}
            onChange={(event) => onTypedTextChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                onSend();
              }
            }}
            rows={3}
            placeholder="Type your response here..."
            className={fieldClass}
          />
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" isPending={isProcessing} pendingLabel="Processing...">
              <Send aria-hidden="true" className="size-4" /> Send typed answer
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
