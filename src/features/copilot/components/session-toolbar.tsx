// The Copilot's live bar: listening or paused, a meter for the meeting tab (when it is heard) and the microphone,
// Answer now (A key), Listen/Stop (Space in v3), the typing box and Close session.
import { MessageSquareReply, X } from 'lucide-react';
import { LiveSessionBar } from '@/components/live-session/live-session-bar';
import { Button } from '@/components/ui/button';
import type { CopilotController } from '@/features/copilot/hooks/use-copilot-controller';

export function SessionToolbar({ copilot }: { copilot: CopilotController }) {
  const { listening } = copilot.turn;
  const meters = [
    ...(listening.isTabHeard ? [{ label: 'Meeting tab level', caption: 'Interviewer', levelStore: listening.levels.tab }] : []),
    { label: 'Microphone level', caption: listening.isTabHeard ? 'You' : undefined, levelStore: listening.levels.mic },
  ];
  return (
    <LiveSessionBar
      status={listening.isListening ? 'Listening' : 'Paused'}
      statusTone={listening.isListening ? 'text-green-800' : 'text-slate-700'}
      dotTone={listening.isListening ? 'bg-green-500 ring-4 ring-green-100' : 'bg-slate-400'}
      elapsedSeconds={copilot.elapsedSeconds}
      meters={meters}
      isLevelActive={listening.isListening}
      microphone={{ isOn: listening.isListening, onToggle: listening.toggleListening, onLabel: 'Stop', offLabel: 'Listen', hasSpaceShortcut: copilot.variant.hasSpaceShortcut }}
      typingBox={copilot.typingBox}
      end={
        <Button variant="ghost" size="sm" onClick={copilot.close}>
          <X aria-hidden="true" className="size-4" /> Close session
        </Button>
      }
    >
      <Button size="sm" onClick={listening.answerNow} disabled={!listening.isListening} aria-keyshortcuts="A" title="Answer the interviewer’s question now (A key)">
        <MessageSquareReply aria-hidden="true" className="size-4" /> Answer now
      </Button>
    </LiveSessionBar>
  );
}
