// The connected session's controls: state, timer, level, Listen/Stop, the typing box toggle and close.
import { Mic, MicOff, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { LiveSessionBar, TypingBoxToggle } from '@/components/live-session/live-session-bar';
import { Button } from '@/components/ui/button';
import type { LevelStore } from '@/lib/level-store';

export interface SessionToolbarProps {
  isListening: boolean;
  levelStore: LevelStore;
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
  levelStore,
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
    <LiveSessionBar
      status={isListening ? 'Listening' : 'Paused'}
      statusTone={isListening ? 'text-green-800' : 'text-slate-700'}
      dotTone={isListening ? 'bg-green-500 ring-4 ring-green-100' : 'bg-slate-400'}
      elapsedSeconds={elapsedSeconds}
      levelStore={levelStore}
      isLevelActive={isListening}
    >
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
      <TypingBoxToggle isOpen={isTypingBoxOpen} typingBoxId={typingBoxId} onToggle={onToggleTypingBox} />
      {children}
      <Button variant="ghost" size="sm" onClick={onClose}>
        <X aria-hidden="true" className="size-4" /> Close session
      </Button>
    </LiveSessionBar>
  );
}
