// v3's typewriter effect over a streamed answer: a 15 ms tick reveals the text the stream has delivered,
// paced by nextVisibleLength (never far behind the stream, finishing quickly when it ends). The first word
// shows as soon as it arrives.
// With reduced motion, or when disabled, the text is shown as it arrives.
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { firstWordLength, nextVisibleLength, TYPEWRITER_TICK_MS } from '@/features/copilot/utils/typewriter';

export function useTypewriter(text: string, isStreamDone: boolean, isEnabled = true): string {
  const prefersReducedMotion = usePrefersReducedMotion();
  const isAnimated = isEnabled && !prefersReducedMotion;
  const [visible, setVisible] = useState(0);
  const [source, setSource] = useState(text);

  // A new answer (not a continuation of the one shown) starts from the beginning.
  if (source !== text) {
    setSource(text);
    if (!text.startsWith(source)) setVisible(0);
  }

  const arrived = text.length;
  const shown = Math.min(Math.max(visible, firstWordLength(text)), arrived);
  const isBehind = isAnimated && shown < arrived;
  const target = useRef({ arrived, isStreamDone, firstWord: firstWordLength(text) });
  useEffect(() => {
    target.current = { arrived, isStreamDone, firstWord: firstWordLength(text) };
  });

  // One steady tick while behind: new deltas do not restart it, so a fast stream cannot starve the effect.
  useEffect(() => {
    if (!isBehind) return;
    const timer = setInterval(
      () => setVisible((current) => nextVisibleLength(Math.max(current, target.current.firstWord), target.current.arrived, target.current.isStreamDone)),
      TYPEWRITER_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [isBehind]);

  if (!isAnimated) return text;
  return text.slice(0, shown);
}
