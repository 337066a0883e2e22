// A channel's level (0–1 average amplitude) as a bar with an accessible name and value. It reads the level from its
// store, so a level update re-renders this bar alone.
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import type { LevelStore } from '@/lib/level-store';

/** Speech is about 0.03–0.12: scale so normal speech fills most of the bar. */
function levelToPercent(level: number): number {
  return Math.max(0, Math.min(100, Math.round((level / 0.12) * 100)));
}

export function LevelMeter({ label, levelStore, isActive, className }: { label: string; levelStore: LevelStore; isActive: boolean; className?: string }) {
  const percent = levelToPercent(useSyncExternalStore(levelStore.subscribe, levelStore.get));
  return (
    <div
      role="meter"
      aria-label={label}
      title={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2.5 w-16 shrink-0 overflow-hidden rounded-full bg-slate-200 sm:w-28', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-100 motion-reduce:transition-none', isActive ? 'bg-green-500' : 'bg-slate-400')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
