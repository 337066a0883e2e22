// The bar above a running live session (Copilot, Coach): a status with its dot, the session timer, a level meter per
// channel heard (the microphone; in the Copilot also the meeting tab), and one set of controls: the microphone and the
// end of the session (text is typed into the screen's one box). It stays on screen (sticky) however long the
// conversation grows.
import { Mic, MicOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatElapsed } from '@/lib/format-elapsed';
import type { LevelStore } from '@/lib/level-store';
import { LevelMeter } from './level-meter';

export interface LiveSessionBarProps {
  status: string;
  /** Tailwind classes of the status text and of its dot. */
  statusTone: string;
  dotTone: string;
  elapsedSeconds: number;
  /** One meter per channel heard, named for it ("Microphone level", "Meeting tab level"); `caption` shows beside it. */
  meters: ReadonlyArray<{ label: string; caption?: string; levelStore: LevelStore }>;
  isLevelActive: boolean;
  microphone: { isOn: boolean; onToggle: () => void; onLabel: string; offLabel: string; hasSpaceShortcut?: boolean };
  /** Ends the session (Close session, End session). */
  end: ReactNode;
  /** Controls before the microphone (e.g. Skip audio). */
  children?: ReactNode;
}

export function LiveSessionBar({ status, statusTone, dotTone, elapsedSeconds, meters, isLevelActive, microphone, end, children }: LiveSessionBarProps) {
  const { t } = useTranslation('applications');
  return (
    <div
      data-testid="live-session-bar"
      className="sticky top-0 z-20 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
    >
      <p role="status" className={cn('flex items-center gap-2 text-sm font-semibold', statusTone)}>
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', dotTone)} />
        {status}
      </p>
      <span role="timer" aria-label={t('liveSession.sessionTime')} className="font-mono text-sm tabular-nums text-slate-700">
        {formatElapsed(elapsedSeconds)}
      </span>
      {meters.map((meter) => (
        <span key={meter.label} className="flex items-center gap-1.5">
          {meter.caption && (
            <span aria-hidden="true" className="text-xs font-medium text-slate-600">
              {meter.caption}
            </span>
          )}
          <LevelMeter label={meter.label} levelStore={meter.levelStore} isActive={isLevelActive} />
        </span>
      ))}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {children}
        <Button
          variant={microphone.isOn ? 'secondary' : 'primary'}
          size="sm"
          onClick={microphone.onToggle}
          aria-pressed={microphone.isOn}
          aria-keyshortcuts={microphone.hasSpaceShortcut ? 'Space' : undefined}
          title={microphone.hasSpaceShortcut ? t('liveSession.spaceShortcut') : undefined}
        >
          {microphone.isOn ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
          {microphone.isOn ? microphone.onLabel : microphone.offLabel}
        </Button>
        {end}
      </div>
    </div>
  );
}
