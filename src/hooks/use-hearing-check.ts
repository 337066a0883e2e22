// The hearing check for a dialog: start (the tab picker, then the microphone), a level store per channel for the
// meters (back to zero when it stops), a verdict per channel, stop. Stops by itself when the component using it goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { startHearingCheck, type ChannelName, type ChannelVerdict, type HearingCheck } from '@/lib/hearing/hearing-check';
import { createLevelStore } from '@/lib/level-store';

type Verdicts = Record<ChannelName, ChannelVerdict>;
const IDLE: Verdicts = { tab: { status: 'idle' }, mic: { status: 'idle' } };

export function useHearingCheck(start: typeof startHearingCheck = startHearingCheck) {
  const [levels] = useState(() => ({ tab: createLevelStore(), mic: createLevelStore() }));
  const [verdicts, setVerdicts] = useState<Verdicts>(IDLE);
  const [isRunning, setIsRunning] = useState(false);
  const checkRef = useRef<HearingCheck | null>(null);
  /** Counts runs: a run that resolves after it was stopped (or replaced) stops itself. */
  const runRef = useRef(0);

  const stop = useCallback(() => {
    runRef.current += 1;
    checkRef.current?.stop();
    checkRef.current = null;
    setIsRunning(false);
    // The stopped run's own zero levels come after it stopped counting: the meters go back to zero here.
    levels.tab.set(0);
    levels.mic.set(0);
  }, [levels]);

  const run = useCallback(async () => {
    stop();
    const run = runRef.current;
    setVerdicts(IDLE);
    setIsRunning(true);
    const isCurrent = () => runRef.current === run;
    const check = await start({
      onLevel: (channel, level) => isCurrent() && levels[channel].set(level),
      onVerdict: (channel, verdict) => isCurrent() && setVerdicts((previous) => ({ ...previous, [channel]: verdict })),
    });
    if (!isCurrent()) return check.stop();
    checkRef.current = check;
  }, [levels, start, stop]);

  useEffect(() => stop, [stop]);

  return { levels, verdicts, isRunning, run: () => void run(), stop };
}
