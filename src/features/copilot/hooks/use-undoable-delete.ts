// A delete that waits a few seconds for "Undo": nothing is deleted until the time is up. Leaving earlier (closing the
// panel or the session) deletes at once, so a pending deletion is never lost.
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@/hooks/use-latest';

const UNDO_WINDOW_MS = 5_000;

export function useUndoableDelete(commit: () => void, undoWindowMs = UNDO_WINDOW_MS) {
  const [isPending, setIsPending] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useLatest(commit);

  const finish = () => {
    if (timerRef.current === null) return;
    clearTimeout(timerRef.current);
    timerRef.current = null;
    latest.current();
  };
  const flush = useLatest(finish);
  useEffect(() => () => flush.current(), [flush]);

  return {
    /** Deleted, waiting for Undo. */
    isPending,
    request: () => {
      setIsPending(true);
      timerRef.current = setTimeout(() => {
        setIsPending(false);
        finish();
      }, undoWindowMs);
    },
    undo: () => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      timerRef.current = null;
      setIsPending(false);
    },
  };
}
