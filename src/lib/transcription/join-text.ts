// Appends newly heard text to what is already in the box, with one space between; and takes back words heard again.
export function joinText(previous: string, addition: string): string {
  if (!previous.trim()) return addition;
  return `${previous.replace(/\s+$/, '')} ${addition}`;
}

/** `text` without `ending` at its end (the words of a turn heard again, whole, when it went on), else `text` as it is. */
export function withoutEnding(text: string, ending: string): string {
  const kept = text.trimEnd();
  const said = ending.trim();
  return said && kept.endsWith(said) ? kept.slice(0, -said.length).trimEnd() : text;
}
