// Asks before leaving a live session (the Coach's mock interview, the Copilot's): the browser's own prompt on a reload
// or a closed tab (beforeunload), and the app's question (LeaveWarningDialog) on a move inside the app: a link,
// navigate(), Back or Forward, held until the person chooses (holdNavigation).
import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { holdNavigation } from '@/lib/navigation-hold';

export interface LeaveWarning {
  /** A move is waiting for the person's answer. */
  isAsking: boolean;
  /** Stay: the move is dropped. */
  stay: () => void;
  /** Leave: the move goes ahead. */
  leave: () => void;
}

export function useLeaveWarning(isActive: boolean): LeaveWarning {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [heldMove, setHeldMove] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!isActive) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    const release = holdNavigation(navigator, (move) => setHeldMove(() => move));
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      release();
    };
  }, [isActive, navigator]);

  return {
    isAsking: heldMove !== null,
    stay: () => setHeldMove(null),
    leave: () => {
      setHeldMove(null);
      heldMove?.();
    },
  };
}
