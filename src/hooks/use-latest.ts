// The latest value of something a long-lived callback reads (engine and speaker callbacks, timers), without
// re-creating the callback on every render. Written after each render, read only in event handlers and effects.
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
