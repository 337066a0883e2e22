// The transcript (editable) and the optional typing box, with Send. On failure both keep their text.
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

export interface QuestionComposerProps {
  transcript: string;
  onTranscriptChange: (value: string) => void;
  typedText: string;
  onTypedTextChange: (value: string) => void;
  isTypingBoxOpen: boolean;
  typingBoxId: string;
  isListening: boolean;
  isSending: boolean;
  onSend: () => void;
  autoSendNote?: string;
}

export function QuestionComposer({
  transcript,
  onTranscriptChange,
  typedText,
  onTypedTextChange,
  isTypingBoxOpen,
  typingBoxId,
  isListening,
  isSending,
  onSend,
  autoSendNote,
}: QuestionComposerProps) {
  const transcriptId = useId();
  return (
    <form
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={transcriptId} className="text-sm font-semibold text-slate-700">
            Transcript
          </label>
          <span className="text-xs text-slate-500">{isListening ? (autoSendNote ?? 'Edit it if needed, then send.') : 'Paused: press Listen to hear the interviewer.'}</span>
        </div>
        <textarea
          id={transcriptId}
          value={transcript}
          onChange={(event) => onTranscriptChange(event.target.value)}
          rows={3}
          placeholder={isListening ? 'The interviewer’s words appear here…' : ''}
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500"
        />
      </div>
      {isTypingBoxOpen && (
        <div id={typingBoxId} className="space-y-1.5">
          <label htmlFor={`${typingBoxId}-input`} className="text-sm font-semibold text-slate-700">
            Typed text
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
            rows={2}
            placeholder="Type your response here..."
            className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500"
          />
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" isPending={isSending} pendingLabel="Sending…">
          <Send aria-hidden="true" className="size-4" /> Send
        </Button>
      </div>
    </form>
  );
}
