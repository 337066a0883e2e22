// The session timer's text (docs/product.md#copilot): minutes and seconds, each on two digits ("04:07"; "75:00" after an hour and a quarter).
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
