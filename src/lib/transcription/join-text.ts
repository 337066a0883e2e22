// Appends newly heard text to what is already in the box, with one space between.
export function joinText(previous: string, addition: string): string {
  if (!previous.trim()) return addition;
  return `${previous.replace(/\s+$/, '')} ${addition}`;
}
