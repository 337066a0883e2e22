// The running session's controls: whose turn it is, timer, level, microphone, typing box and End session.
import { Mic, MicOff, Square, VolumeX } from 'lucide-react';
import { LiveSessionBar, TypingBoxToggle } from '@/components/live-session/live-session-bar';
import { Button } from '@/components/ui/button';
import type { LevelStore } from '@/lib/level-store';
import type { CoachActivity } from '@/features/coach/utils/mock-interview-machine';

export interface CoachToolbarProps {
  activity: CoachActivity;
  isMicOn: boolean;
  levelStore: LevelStore;
  elapsedSeconds: number;
  isTypingBoxOpen: boolean;
  typingBoxId: string;
  onToggleMic: () => void;
  onToggleTypingBox: () => void;
  onStopSpeaking: () => void;
  onEnd: () => void;
  isEnding: boolean;
}

const STATUS: Record<CoachActivity, { text: string; dot: string; tone: string }> = {
  speaking: { text: 'Coach is speaking: listen', dot: 'bg-brand-500', tone: 'text-brand-800' },
  answering: { text: 'Your turn: answer now', dot: 'bg-green-500 ring-4 ring-green-100', tone: 'text-green-800' },
  processing: { text: 'Processing…', dot: 'bg-amber-500', tone: 'text-amber-900' },
};

export function CoachToolbar(props: CoachToolbarProps) {
  const { activity, isMicOn, levelStore, elapsedSeconds, isTypingBoxOpen, typingBoxId, onToggleMic, onToggleTypingBox, onStopSpeaking, onEnd, isEnding } = props;
  const status = STATUS[activity];
  return (
    <LiveSessionBar
      status={activity === 'answering' && isMicOn ? 'Your turn: speak now' : status.text}
      statusTone={status.tone}
      dotTone={status.dot}
      elapsedSeconds={elapsedSeconds}
      levelStore={levelStore}
      isLevelActive={isMicOn && activity === 'answering'}
    >
      {activity === 'speaking' && (
        <Button variant="ghost" size="sm" onClick={onStopSpeaking}>
          <VolumeX aria-hidden="true" className="size-4" /> Skip audio
        </Button>
      )}
      <Button variant={isMicOn ? 'secondary' : 'primary'} size="sm" onClick={onToggleMic} aria-pressed={isMicOn}>
        {isMicOn ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
        {isMicOn ? 'Stop microphone' : 'Answer by voice'}
      </Button>
      <TypingBoxToggle isOpen={isTypingBoxOpen} typingBoxId={typingBoxId} onToggle={onToggleTypingBox} />
      <Button variant="danger" size="sm" onClick={onEnd} isPending={isEnding} pendingLabel="Ending…">
        <Square aria-hidden="true" className="size-3.5" /> End session
      </Button>
    </LiveSessionBar>
  );
}
