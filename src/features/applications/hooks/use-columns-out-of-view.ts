// The board's status columns that are not fully inside the board's scrolling area, kept up to date on scroll and resize.
import { useEffect, useState, type RefObject } from 'react';
import type { ApplicationStatus } from '@/config/constants';

export function useColumnsOutOfView(boardRef: RefObject<HTMLElement | null>): ApplicationStatus[] {
  const [hidden, setHidden] = useState<ApplicationStatus[]>([]);
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    function update() {
      if (!board) return;
      const box = board.getBoundingClientRect();
      const columns = board.querySelectorAll<HTMLElement>('[data-testid="board-column"]');
      const next = [...columns]
        .filter((column) => {
          const rect = column.getBoundingClientRect();
          return rect.right > box.right + 1 || rect.left < box.left - 1;
        })
        .map((column) => column.dataset.status as ApplicationStatus);
      setHidden((previous) => (previous.join() === next.join() ? previous : next));
    }
    update();
    const observer = new ResizeObserver(update);
    observer.observe(board);
    board.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      board.removeEventListener('scroll', update);
    };
  }, [boardRef]);
  return hidden;
}
