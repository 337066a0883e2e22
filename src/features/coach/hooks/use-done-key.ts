// "I'm done" from the keyboard: Ctrl+Enter (⌘+Enter on a Mac) ends a spoken answer now, from anywhere on the page,
// text fields included (a modified Enter types nothing), while the person answers by voice.
import { useEffect } from 'react';
import { useLatest } from '@/hooks/use-latest';

export const DONE_KEY_SHORTCUTS = 'Control+Enter Meta+Enter';

export function useDoneKey(isEnabled: boolean, onDone: () => void): void {
  const latest = useLatest(onDone);
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.repeat || event.defaultPrevented) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isEnabled, latest]);
}
