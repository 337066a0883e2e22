// The end-of-turn judge (issue #40): at a pause, is the answer heard so far finished (it answers and closes) or open (a
// plan announced, a list begun, a story set up, a sentence stopped mid-way)? Rules over the words and the question, in
// English and French: no model, no request, a few microseconds a call (docs/end-of-turn.md compares it with a chat
// model asked yes/no and with OpenAI's semantic_vad, on the labelled set in tests/fixtures/end-of-turn.ts).
// turn-config.ts chooses each pause's wait from it. Relative imports only, so node-side tests and benches load it.
import { HESITATIONS } from '../../../supabase/functions/_shared/same-question.ts';

export type AnswerEnd = 'finished' | 'open';

/** The end of a word, accented letters included (JavaScript's \\b knows only ASCII letters: "priorité" would not end). */
const WORD_END = String.raw`(?![a-z0-9à-ÿ])`;
/** How many items a number word announces ("two things", "trois raisons"). */
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, deux: 2, trois: 3, quatre: 4, cinq: 5, '2': 2, '3': 3, '4': 4, '5': 5 };
const COUNT_WORD = Object.keys(COUNTS).join('|');
/** What a count announces: "two things", "three reasons", "deux choses", "trois étapes". */
const COUNTED = String.raw`(?:main |key |big |important |grands? |principa(?:les|ux) )?(?:things?|ways?|reasons?|steps?|points?|parts?|lessons?|options?|areas?|examples?|phases?|stages?|priorities|questions?|strengths?|weaknesses?|ideas?|problems?|issues?|goals?|changes?|approaches|choses?|raisons?|étapes?|points?|parties?|leçons?|façons?|manières?|exemples?|phases?|axes?|priorités?|questions?|qualités?|défauts?|idées?|problèmes?|objectifs?|changements?|approches?)`;

/** Words that announce a first step, a list or a plan: more is coming. */
const OPENERS: RegExp[] = [
  // A count of things still to be said: "there are two things", "I'd do three things", "deux raisons".
  new RegExp(String.raw`\b(?:${COUNT_WORD}) ${COUNTED}${WORD_END}`),
  /\ba (?:few|couple of) (?:things|ways|reasons|steps|points|lessons|ideas)\b/,
  /\bquelques (?:choses|raisons|étapes|points|leçons|idées)\b/,
  // A first step: "first, …" opening a sentence, "to start", "I would start by", "step one", "the first thing". A "first"
  // inside a sentence is an adverb ("do that first", "I listened first"), not a list begun.
  /(?:^|[.!?;:] )(?:first(?:ly)?|first of all|to (?:start|begin)(?: with)?)\b/,
  /\b(?:(?:start|begin|starting|beginning) (?:by|with)|step one|number one|the first (?:thing|step|one))\b/,
  /(?:^|[.!?;:] )(?:d'abord|tout d'abord|premièrement|en premier|pour commencer)\b/,
  /(?:\bcommencer(?:ais|ait|ai|ons)? par\b|\bcommence par\b|\bla première (?:chose|étape)?\b|\ble premier (?:point|pas)\b|\bd'une part\b)/,
  /\bon (?:the )?one hand\b/,
  // A story or an explanation announced, not told yet: "here is what happened", "let me explain", "voici ce qui…".
  /\b(?:here is|here's|let me (?:explain|walk you through|think|tell you)|the situation was this|it went like this|what happened was)\b/,
  /(?:\bvoici\b|\blaissez-moi\b|\blaisse-moi\b|\bvoilà ce qui s'est passé\b|\bla situation était la suivante\b|\bje vous explique\b)/,
];

/** A count of things to come, anywhere in the answer ("I would do three things."). */
const COUNT_OPENER = new RegExp(String.raw`\b(${COUNT_WORD}) ${COUNTED}${WORD_END}`, 'g');

/** The openers, each able to find every match (compiled once: the judge runs at every frame of a pause). */
const GLOBAL_OPENERS = OPENERS.map((opener) => new RegExp(opener.source, 'g'));
const ASKED_COUNT = new RegExp(String.raw`\b(${COUNT_WORD}) ${COUNTED}`);

/** Words that go on from an opener: "second", "then", "finally", "ensuite", "enfin". */
const FOLLOWERS =
  /\b(?:second(?:ly)?|third(?:ly)?|then|next|after that|afterwards|finally|lastly|last of all|on the other hand|and also|the other (?:one|thing)|deuxièmement|troisièmement|ensuite|puis|après|enfin|finalement|pour finir|d'autre part|d’autre part|en second|la deuxième|le deuxième|l'autre|l’autre)\b/g;

/** Words a closing sentence carries: "in the end", "as a result", "au final", "bref" (the answer lands). */
const CLOSERS =
  /\b(?:in the end|as a result|overall|in short|that's why|that is why|so that|which meant|the result|au final|finalement|en résumé|bref|c'est pourquoi|c’est pourquoi|résultat|du coup|au bout du compte)\b/;

/** Conjunctions, articles and possessives a sentence does not end on (as turn-config.ts's isUnfinished). */
const TRAILING_WORDS = new Set(
  'and or but because so then the a an your my our their with to of for like that which who when if since while et ou mais parce car donc puis le la les un une votre vos mon ma mes notre nos leur leurs du des de avec pour comme que qui quand si alors'.split(
    ' ',
  ),
);
/** Heard last, a hesitation says the person is not done (the one list, with the comparison of questions). */
const TRAILING_HESITATIONS = new Set(HESITATIONS);

/** A question that asks for a story (behavioural): an answer that only sets its scene is not over. */
const STORY_QUESTION =
  /\b(?:tell me about a time|describe a (?:time|situation)|give me an example|walk me through|talk me through|racontez|parlez-moi d'une|parlez-moi d’une|décrivez une situation|donnez-moi un exemple|une fois où)/;
/** A scene set, the story not told: "last year, at my previous job, …", "il y a deux ans, …". */
const SCENE_ONLY =
  /^(?:(?:last|one|a few|two|three) (?:year|years|month|months|time)(?: ago)?|at my (?:last|previous) (?:job|company|role)|il y a (?:deux|trois|quelques) (?:ans|mois)|l'année dernière|l’année dernière|dans mon (?:dernier|précédent) (?:poste|emploi))\b[^.!?]*[.!?]?$/;
/** Questions the candidate asks themselves mid-answer ("What did I learn?"); closing checks are finished. */
const SELF_QUESTION = /^(?:what|why|how|who|which|and what|so what|qu'est-ce|qu’est-ce|pourquoi|comment|quoi|que)\b/;
const CLOSING_CHECK = /\b(?:does that (?:answer|make sense)|is that (?:clear|ok|okay)|est-ce que (?:ça|cela) répond|est-ce clair|ça répond)\b/;

const normalise = (text: string) => text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
const sentencesOf = (text: string) => text.split(/(?<=[.!?…])\s+/).filter(Boolean);

/** The item count the question asks for ("Name two strengths", "Citez trois qualités"), or 0. */
function countAsked(question: string): number {
  const match = ASKED_COUNT.exec(question);
  return match ? (COUNTS[match[1]] ?? 0) : 0;
}

/**
 * Whether the answer heard so far is finished or open, given the question it answers. Open: it stops mid-sentence (a
 * trailing comma, conjunction, article or hesitation), announces more than it has said (a count, a first step, a plan,
 * a story) with nothing after it, asks itself a question, or gives fewer items than the question asked for.
 */
export function judgeAnswerEnd(answer: string, question = ''): AnswerEnd {
  const text = normalise(answer);
  if (!text) return 'open';
  const bare = text.replace(/[.!?…]+$/, '');
  if (/[,;:\-–—]$/.test(bare) || /(\.\.\.|…)$/.test(text)) return 'open';
  const lastWord = bare.split(' ').at(-1) ?? '';
  if (!/[.!?]$/.test(text) && (TRAILING_WORDS.has(lastWord) || TRAILING_HESITATIONS.has(lastWord))) return 'open';
  const sentences = sentencesOf(text);
  const last = sentences.at(-1) ?? text;
  if (last.endsWith('?')) return SELF_QUESTION.test(last) && !CLOSING_CHECK.test(last) ? 'open' : 'finished';
  // An opener with nothing after it: the list or plan it announces is still to come.
  const openerAt = lastOpener(text);
  if (openerAt >= 0) {
    const rest = text.slice(openerAt);
    if ((rest.match(FOLLOWERS)?.length ?? 0) === 0 && !CLOSERS.test(rest)) return 'open';
  }
  // A count of three or more: each item after the first comes with a follower, or a last one closes the list.
  const count = [...text.matchAll(COUNT_OPENER)].at(-1);
  if (count) {
    const announced = COUNTS[count[1]] ?? 0;
    const rest = text.slice(count.index);
    const isClosed = /\b(?:finally|lastly|enfin|pour finir|finalement)\b/.test(rest);
    if (announced > 2 && (rest.match(FOLLOWERS)?.length ?? 0) < announced - 1 && !isClosed) return 'open';
  }
  const asked = countAsked(normalise(question));
  if (asked > 1 && /\b(?:first|one is|the first|d'abord|premièrement|la première|le premier)\b/.test(text)) {
    const followers = text.match(FOLLOWERS)?.length ?? 0;
    if (followers < asked - 1) return 'open';
  }
  if (STORY_QUESTION.test(normalise(question)) && sentences.length === 1 && text.split(' ').length <= 8 && SCENE_ONLY.test(text)) return 'open';
  return 'finished';
}

/** Where the last opener starts, or -1. */
function lastOpener(text: string): number {
  let at = -1;
  for (const opener of GLOBAL_OPENERS) for (const match of text.matchAll(opener)) at = Math.max(at, match.index);
  return at;
}
