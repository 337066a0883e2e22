// The connected session's controls: state, timer, level, Listen/Stop, the typing box toggle and close.
import { Keyboard, Mic, MicOff, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatElapsed } from '@/lib/format-elapsed';
import { LevelMeter } from '@/components/level-meter';

export interface SessionToolbarProps {
  isListening: boolean;
  level: number;
  elapsedSeconds: number;
  isTypingBoxOpen: boolean;
  typingBoxId: string;
  onToggleListening: () => void;
  onToggleTypingBox: () => void;
  onClose: () => void;
  hasSpaceShortcut: boolean;
  /** v3 extras (settings, side panel toggle). */
  children?: ReactNode;
}

export function SessionToolbar({
  isListening,
  level,
  elapsedSeconds,
  isTypingBoxOpen,
  typingBoxId,
  onToggleListening,
  onToggleTypingBox,
  onClose,
  hasSpaceShortcut,
  children,
}: SessionToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <p role="status" className={cn('flex items-center gap-2 text-sm font-semibold', isListening ? 'text-green-800' : 'text-slate-700')}>
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', isListening ? 'bg-green-500 ring-4 ring-green-100' : 'bg-slate-400')} />
        {isListening ? 'Listening' : 'Paused'}
      </p>
      <span role="timer" aria-label="Session time" className="font-mono text-sm tabular-nums text-slate-700">
        {formatElapsed(elapsedSeconds)}
      </span>
      <LevelMeter level={level} isActive={isListening} />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button
          variant={isListening ? 'secondary' : 'primary'}
          size="sm"
          onClick={onToggleListening}
          aria-keyshortcuts={hasSpaceShortcut ? 'Space' : undefined}
          title={hasSpaceShortcut ? 'Space bar toggles listening' : undefined}
        >
          {isListening ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
          {isListening ? 'Stop' : 'Listen'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onToggleTypingBox} aria-expanded={isTypingBoxOpen} aria-controls={isTypingBoxOpen ? typingBoxId : undefined}>
          <Keyboard aria-hidden="true" className="size-4" /> {isTypingBoxOpen ? 'Hide typing' : 'Type'}
        </Button>
        {children}
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" className="size-4" /> Close session
        </Button>
      </div>
    </div>
  );
}
