// The microphone level (0–1 average amplitude) as a bar with an accessible name and value.
import { cn } from '@/lib/cn';

/** Speech is about 0.03–0.12: scale so normal speech fills most of the bar. */
export function levelToPercent(level: number): number {
  return Math.max(0, Math.min(100, Math.round((level / 0.12) * 100)));
}

export function LevelMeter({ level, isActive }: { level: number; isActive: boolean }) {
  const percent = levelToPercent(level);
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-28 overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-100 motion-reduce:transition-none', isActive ? 'bg-green-500' : 'bg-slate-400')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
