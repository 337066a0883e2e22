// Where the complete sentences of a streamed text end, so each can be spoken as soon as it is written: after a full
// stop, question or exclamation mark followed by a space (the next word has begun), or at a line break (a list item).
// "3.5" or "e.g.x" do not end a sentence: the mark must be followed by white space.

const SENTENCE_END = /[.!?…。！？]["'”’)\]]*(?=\s)|\n/g;

/** The index just past the last complete sentence of `text` (0 when none is complete yet). */
export function completeSentencesEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) end = (match.index ?? 0) + match[0].length;
  return end;
}

/** The index just past the first complete sentence of `text` (0 when none is complete yet). */
export function firstSentenceEnd(text: string): number {
  const [match] = text.matchAll(SENTENCE_END);
  return match ? (match.index ?? 0) + match[0].length : 0;
}
