// One pop-out window's life for a component: open it from a click, know when the person closed it (the content comes
// back to the page), close it when the component goes away or the page unloads.
import { useCallback, useEffect, useRef, useState } from 'react';
import { openPopOutWindow, type PopOutWindow } from '@/lib/pop-out-window';

export function usePopOut({ title, width = 420, height = 560 }: { title: string; width?: number; height?: number }) {
  const [popOut, setPopOut] = useState<PopOutWindow | null>(null);
  const [isRefused, setIsRefused] = useState(false);
  const current = useRef<PopOutWindow | null>(null);

  const close = useCallback(() => {
    const open = current.current;
    current.current = null;
    setPopOut(null);
    if (open && !open.window.closed) open.window.close();
  }, []);

  const open = useCallback(async () => {
    if (current.current) return current.current.window.focus();
    const opened = await openPopOutWindow({ title, width, height });
    setIsRefused(!opened);
    if (!opened) return;
    current.current = opened;
    setPopOut(opened);
    // The person closed it (or it navigated away): the content returns to the page.
    opened.window.addEventListener('pagehide', () => current.current === opened && close(), { once: true });
  }, [close, height, title, width]);

  useEffect(() => {
    window.addEventListener('pagehide', close);
    return () => {
      window.removeEventListener('pagehide', close);
      close();
    };
  }, [close]);

  return { popOut, isOpen: Boolean(popOut), isRefused, open: () => void open(), close };
}
