// The transcript (editable) and the optional typing box, with Send. On failure both keep their text.
// Without a microphone (it failed to start) only the typing box shows: questions can still be typed and sent.
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TypedTextBox, textAreaClass } from '@/components/live-session/typed-text-box';

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
  /** No microphone or recorder: no transcript, the typing box is the question. */
  isMicrophoneOff?: boolean;
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
  isMicrophoneOff = false,
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
      {isMicrophoneOff ? (
        <div id={typingBoxId} className="space-y-1.5">
          <TypedTextBox id={`${typingBoxId}-input`} label="Typed question" value={typedText} onChange={onTypedTextChange} onSend={onSend} rows={3} />
          <p className="text-xs text-slate-500">Without the microphone, type the interviewer’s question and send it.</p>
        </div>
      ) : (
        <>
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
              className={textAreaClass}
            />
          </div>
          {isTypingBoxOpen && (
            <div id={typingBoxId} className="space-y-1.5">
              <TypedTextBox id={`${typingBoxId}-input`} label="Typed text" value={typedText} onChange={onTypedTextChange} onSend={onSend} rows={2} />
            </div>
          )}
        </>
      )}
      <div className="flex justify-end">
        <Button type="submit" isPending={isSending} pendingLabel="Sending…">
          <Send aria-hidden="true" className="size-4" /> Send
        </Button>
      </div>
    </form>
  );
}
