// Runs `task` when the browser is idle (requestIdleCallback; a short timeout where it is missing, as in Safari).
// Returns the cancel function, so it can be an effect's cleanup.
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
