// Whether the browser has been idle once since `isReady` became true: what the first screen does not need renders then.
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function useIsIdle(isReady = true): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (!isReady || isIdle) return;
    return whenIdle(() => setIsIdle(true));
  }, [isReady, isIdle]);
  return isIdle;
}
