// Renders only the items of a long list near the viewport (the page or a scrolling box), measuring the item stride.
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { computeWindow, type WindowRange } from '../utils/windowing';

export interface WindowedListOptions {
  count: number;
  /** Used until an item has been measured. */
  estimatedStride: number;
  /** Lists this short are rendered whole. */
  threshold?: number;
  overscan?: number;
  /** The element holding the items (each item carries `data-window-item`). */
  listRef: RefObject<HTMLElement | null>;
  /** The box that scrolls; the page when omitted. */
  scrollRef?: RefObject<HTMLElement | null>;
}

export interface WindowedList extends WindowRange {
  isWindowed: boolean;
  /** Space standing for the items before `start` and after `end`, in px. */
  paddingTop: number;
  paddingBottom: number;
}

export function useWindowedList({ count, estimatedStride, threshold = 120, overscan = 8, listRef, scrollRef }: WindowedListOptions): WindowedList {
  const strideRef = useRef(estimatedStride);
  const isWindowed = count > threshold;
  const [range, setRange] = useState<WindowRange & { stride: number }>(() => ({ start: 0, end: Math.min(count, 40), stride: estimatedStride }));

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const items = list.querySelectorAll<HTMLElement>('[data-window-item]');
    if (items.length > 1) {
      const measured = (items[items.length - 1].getBoundingClientRect().top - items[0].getBoundingClientRect().top) / (items.length - 1);
      if (measured > 0) strideRef.current = measured;
    }
    const scroller = scrollRef?.current;
    const viewportTop = scroller ? scroller.getBoundingClientRect().top : 0;
    const viewportHeight = scroller ? scroller.clientHeight : window.innerHeight;
    // The list's own top padding stands for the skipped items, so measure from where item 0 would be.
    const listTop = scroller === list ? -list.scrollTop : list.getBoundingClientRect().top - viewportTop;
    const next = computeWindow({ count, listTop, viewportHeight, stride: strideRef.current, overscan });
    const stride = strideRef.current;
    setRange((previous) => (previous.start === next.start && previous.end === next.end && previous.stride === stride ? previous : { ...next, stride }));
  }, [count, overscan, listRef, scrollRef]);

  useLayoutEffect(() => {
    if (!isWindowed) return;
    update();
    const target: HTMLElement | Window = scrollRef?.current ?? window;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [isWindowed, update, scrollRef]);

  if (!isWindowed) return { isWindowed, start: 0, end: count, paddingTop: 0, paddingBottom: 0 };
  const start = Math.min(range.start, count);
  const end = Math.min(Math.max(range.end, start), count);
  return { isWindowed, start, end, paddingTop: start * range.stride, paddingBottom: (count - end) * range.stride };
}
