// The one rule on whether two texts ask the same question, shared by the SPA and the gateway (@shared/same-question.ts):
// - "Is the draft kept?": whether an answer started on a draft's text still answers the question as finally heard
//   (docs/realtime.md, "Drafts"), asked by the answer desk (answer-desk.ts) and the turn machine (turn-pause.ts);
// - whether a question heard twice is one question: the desk's repeats ("Asked before"), the debrief's questions
//   (supabase/functions/ai/prompts/debrief.ts), the Coach's practice lists and the questions practised before an
//   interview;
// - whether words heard just after a question go on with it ("… your manager. [0.8 s] And how did you resolve it?"):
//   the turn machine (src/lib/hearing/turn-taking.ts) then answers the whole as one question, on one charge;
// - whether a draft asked again is the same draft: the turn machine spends none of the turn's drafts on it
//   (turn-pause.ts), nor does the gateway's metering (questionKey, supabase/functions/ai/meter.ts).
// Pure: no imports.
//
// The same question when the two differ only in what changes no answer, in English and French: punctuation, case,
// accents and apostrophes; fillers and hesitations said first or last ("So, um, tell me about…", "Alors, parlez-moi…",
// "…, right?", "… euh"); politeness around the question ("Could you…", "Pouvez-vous…", "…, please", "…, s'il vous
// plaît"). Any other word, even one more at the end ("Tell me about" → "Tell me about a failure"), is another question,
// and a draft's answer would answer the wrong one.

/**
 * Sounds of someone searching for the next word (English and French). The hearing reads them as a question not yet
 * over (src/lib/hearing/turn-config.ts, isUnfinished); here, said first or last, they change no question.
 */
export const HESITATIONS = ['um', 'uh', 'erm', 'hmm', 'euh', 'heu'];

/** Words said before a question that do not change it (English and French): the hesitations and openers. */
const LEADING_FILLERS = new Set([
  ...HESITATIONS,
  'so',
  'ok',
  'okay',
  'right',
  'alright',
  'well',
  'now',
  'and',
  'alors',
  'bon',
  'bien',
  'donc',
  'eh',
  'et',
  'ben',
  'bah',
  'maintenant',
]);

/** Words said at the end of a question that do not change it (English and French): the hesitations and tags. */
const TRAILING_FILLERS = new Set([...HESITATIONS, 'so', 'right', 'okay', 'ok', 'then', 'hein', 'alors', 'bon', 'quoi', 'donc']);

/** Politeness before a question (as words, apostrophes and hyphens already spaces): "Could you tell me…" is "Tell me…". */
const LEADING_POLITENESS = [
  'could you please',
  'can you please',
  'would you please',
  'could you',
  'can you',
  'would you',
  'please',
  'pourriez vous',
  'pouvez vous',
  'pourrais tu',
  'peux tu',
  'est ce que vous pourriez',
  'est ce que vous pouvez',
  'est ce que tu peux',
].map((phrase) => phrase.split(' '));

/** Politeness after a question: "…, please", "…, s'il vous plaît". */
const TRAILING_POLITENESS = ['please', 's il vous plait', 's il te plait'].map((phrase) => phrase.split(' '));

const startsWith = (all: string[], phrase: string[]) => phrase.length < all.length && phrase.every((word, i) => all[i] === word);
const endsWith = (all: string[], phrase: string[]) => phrase.length < all.length && phrase.every((word, i) => all[all.length - phrase.length + i] === word);

/** The words said: lower case, no accents or punctuation. */
const plainWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** The words that carry the question: plain words, no fillers or politeness around them. */
function questionWords(text: string): string[] {
  const all = plainWords(text);
  let isTrimming = true;
  while (isTrimming) {
    isTrimming = false;
    while (all.length > 1 && LEADING_FILLERS.has(all[0])) all.shift();
    while (all.length > 1 && TRAILING_FILLERS.has(all[all.length - 1])) all.pop();
    const leading = LEADING_POLITENESS.find((phrase) => startsWith(all, phrase));
    if (leading) all.splice(0, leading.length);
    const trailing = TRAILING_POLITENESS.find((phrase) => endsWith(all, phrase));
    if (trailing) all.splice(all.length - trailing.length);
    isTrimming = Boolean(leading || trailing);
  }
  return all;
}

export function isSameQuestion(oneText: string, otherText: string): boolean {
  const one = questionWords(oneText);
  const other = questionWords(otherText);
  return one.length > 0 && one.length === other.length && one.every((word, i) => word === other[i]);
}

/**
 * The words that carry the question, as one string: two texts have the same key exactly when they ask the same
 * question (the gateway meters a draft asked again on the same question as the same draft, by this key's hash).
 */
export const questionKey = (text: string) => questionWords(text).join(' ');

/**
 * Words that open a continuation of the question before rather than a new one (English and French): "And how…", "But
 * why…", "Et comment…", "Mais pourquoi…". Not "so", "also" or "alors", which open new questions as often as not.
 */
const CONTINUATIONS = new Set(['and', 'but', 'or', 'et', 'mais', 'ou', 'puis']);

/**
 * Whether `text`, heard just after a question, goes on with it: it opens (hesitations aside) with a conjunction and says
 * something after it ("And how?", not "And?", which asks the candidate to go on). Null while too few words are heard to
 * tell (the first word may still be growing: "An" → "And").
 */
export function continuesQuestion(text: string): boolean | null {
  const words = plainWords(text).filter((word) => !HESITATIONS.includes(word));
  return words.length < 2 ? null : CONTINUATIONS.has(words[0]);
}
