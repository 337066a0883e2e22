// "Is the draft kept?": whether an answer started on a draft's text still answers the question as finally heard
// (docs/realtime.md, "Drafts"), asked by the answer desk (answer-desk.ts); and whether a question heard twice is one
// question, asked by the debrief (supabase/functions/ai/prompts/debrief.ts) and the interview page. Pure: no imports.
//
// Kept when the two differ only in punctuation, case or a trailing filler ("…, right?", "… euh"): those change no
// answer. Any other word, even one more at the end ("Tell me about" → "Tell me about a failure"), is another question,
// and the draft's answer would answer the wrong one.

/**
 * Sounds of someone searching for the next word (English and French). The hearing reads them as a question not yet
 * over (src/lib/hearing/turn-config.ts, isUnfinished); here, said last, they change no question.
 */
export const HESITATIONS = ['um', 'uh', 'erm', 'hmm', 'euh', 'heu'];

/** Words said at the end of a question that do not change it (English and French): the hesitations and tags. */
const TRAILING_FILLERS = new Set([...HESITATIONS, 'so', 'right', 'okay', 'ok', 'then', 'hein', 'alors', 'bon', 'quoi', 'donc']);

function words(text: string): string[] {
  const all = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (all.length > 1 && TRAILING_FILLERS.has(all[all.length - 1])) all.pop();
  return all;
}

export function isSameQuestion(draftText: string, finalText: string): boolean {
  const draft = words(draftText);
  const final = words(finalText);
  return draft.length > 0 && draft.length === final.length && draft.every((word, i) => word === final[i]);
}
