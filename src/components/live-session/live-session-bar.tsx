// The bar above a running voice session (Copilot, Coach): a status with its dot, the session timer, the microphone
// level, and the session's buttons (the typing-box toggle is shared too).
import { Keyboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { LevelMeter } from '@/components/live-session/level-meter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatElapsed } from '@/lib/format-elapsed';
import type { LevelStore } from '@/lib/level-store';

export interface LiveSessionBarProps {
  status: string;
  /** Tailwind classes of the status text and of its dot. */
  statusTone: string;
  dotTone: string;
  elapsedSeconds: number;
  levelStore: LevelStore;
  isLevelActive: boolean;
  /** The session's buttons, right-aligned. */
  children: ReactNode;
}

export function LiveSessionBar({ status, statusTone, dotTone, elapsedSeconds, levelStore, isLevelActive, children }: LiveSessionBarProps) {
  return (
    <div data-testid="live-session-bar" className="sticky top-0 z-20 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <p role="status" className={cn('flex items-center gap-2 text-sm font-semibold', statusTone)}>
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', dotTone)} />
        {status}
      </p>
      <span role="timer" aria-label="Session time" className="font-mono text-sm tabular-nums text-slate-700">
        {formatElapsed(elapsedSeconds)}
      </span>
      <LevelMeter levelStore={levelStore} isActive={isLevelActive} />
      <div className="ml-auto flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}

/** Shows or hides the typing box (TypedTextBox) the bar's session offers next to the microphone. */
export function TypingBoxToggle({ isOpen, typingBoxId, onToggle }: { isOpen: boolean; typingBoxId: string; onToggle: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onToggle} aria-expanded={isOpen} aria-controls={isOpen ? typingBoxId : undefined}>
      <Keyboard aria-hidden="true" className="size-4" /> {isOpen ? 'Hide typing' : 'Type'}
    </Button>
  );
}
