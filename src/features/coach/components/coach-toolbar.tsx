// The running session's controls: whose turn it is, timer, level, microphone, typing box and End session.
import { Keyboard, Mic, MicOff, Square, VolumeX } from 'lucide-react';
import { LevelMeter } from '@/components/level-meter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatElapsed } from '@/lib/format-elapsed';
import type { CoachActivity } from '@/features/coach/hooks/use-coach-interview';

export interface CoachToolbarProps {
  activity: CoachActivity;
  isMicOn: boolean;
  level: number;
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
  processing: { text: 'Processing...', dot: 'bg-amber-500', tone: 'text-amber-900' },
};

export function CoachToolbar(props: CoachToolbarProps) {
  const { activity, isMicOn, level, elapsedSeconds, isTypingBoxOpen, typingBoxId, onToggleMic, onToggleTypingBox, onStopSpeaking, onEnd, isEnding } = props;
  const status = STATUS[activity];
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <p role="status" className={cn('flex items-center gap-2 text-sm font-semibold', status.tone)}>
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', status.dot)} />
        {activity === 'answering' && isMicOn ? 'Your turn: speak now' : status.text}
      </p>
      <span role="timer" aria-label="Session time" className="font-mono text-sm tabular-nums text-slate-700">
        {formatElapsed(elapsedSeconds)}
      </span>
      <LevelMeter level={level} isActive={isMicOn && activity === 'answering'} />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {activity === 'speaking' && (
          <Button variant="ghost" size="sm" onClick={onStopSpeaking}>
            <VolumeX aria-hidden="true" className="size-4" /> Skip audio
          </Button>
        )}
        <Button variant={isMicOn ? 'secondary' : 'primary'} size="sm" onClick={onToggleMic} aria-pressed={isMicOn}>
          {isMicOn ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
          {isMicOn ? 'Stop microphone' : 'Answer by voice'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onToggleTypingBox} aria-expanded={isTypingBoxOpen} aria-controls={isTypingBoxOpen ? typingBoxId : undefined}>
          <Keyboard aria-hidden="true" className="size-4" /> {isTypingBoxOpen ? 'Hide typing' : 'Type'}
        </Button>
        <Button variant="danger" size="sm" onClick={onEnd} isPending={isEnding} pendingLabel="Ending...">
          <Square aria-hidden="true" className="size-3.5" /> End session
        </Button>
      </div>
    </div>
  );
}
