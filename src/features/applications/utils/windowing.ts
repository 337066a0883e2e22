// The core of list windowing: which items of a long list are near the viewport. Pure numbers, no DOM.
export interface WindowInput {
  count: number;
  /** Distance from the top of the visible area to the top of the list (negative once the list is scrolled past). */
  listTop: number;
  viewportHeight: number;
  /** Distance from one item's top to the next one's (height plus gap). */
  stride: number;
  /** Items rendered above and below the visible ones, so scrolling and Tab never meet a gap. */
  overscan: number;
}

export interface WindowRange {
  start: number;
  end: number;
}

export function computeWindow({ count, listTop, viewportHeight, stride, overscan }: WindowInput): WindowRange {
  if (count <= 0) return { start: 0, end: 0 };
  if (!(stride > 0)) return { start: 0, end: count };
  const first = Math.floor(Math.max(0, -listTop) / stride);
  const last = Math.ceil((viewportHeight - listTop) / stride);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, Math.max(start, last + overscan));
  return { start, end };
}
