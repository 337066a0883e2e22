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
const COUNTED = String.raw`(?:main |key |big |important |grands? |principa(?:les|ux) )?(?:things?|ways?|reasons?|steps?|points?|parts?|lessons?|options?|areas?|examples?|phases?|stages?|priorities|questions?|strengths?|weaknesses?|ideas?|problems?|issues?|goals?|changes?|approaches|layers?|levels?|habits?|pillars?|principles?|aspects?|factors?|sides?|words?|rules?|stories|story|choses?|raisons?|étapes?|points?|parties?|leçons?|façons?|manières?|exemples?|phases?|axes?|priorités?|questions?|qualités?|défauts?|idées?|problèmes?|objectifs?|changements?|approches?|niveaux?|habitudes?|piliers?|principes?|aspects?|facteurs?|volets?|mots?|règles?|histoires?)`;

/** Words a sentence may open with before its first step: "so, first of all", "alors, tout d'abord". */
const DISCOURSE = String.raw`(?:(?:so|well|okay|ok|right|and|alors|bon|bah|ben|et|donc)[, ]+)*`;

/** Words that announce a first step, a list or a plan: more is coming. */
const OPENERS: RegExp[] = [
  // A count of things still to be said: "there are two things", "I'd do three things", "deux raisons".
  new RegExp(String.raw`\b(?:${COUNT_WORD}) ${COUNTED}${WORD_END}`),
  /\ba (?:few|couple of) (?:things|ways|reasons|steps|points|lessons|ideas)\b/,
  /\bquelques (?:choses|raisons|étapes|points|leçons|idées)\b/,
  // A first step: "first, …" opening a sentence, "to start", "I would start by", "step one", "the first thing". A "first"
  // inside a sentence is an adverb ("do that first", "I listened first"), not a list begun.
  new RegExp(String.raw`(?:^|[.!?;:] )${DISCOURSE}(?:first(?:ly)?|first of all|to (?:start|begin)(?: with)?)\b`),
  /\b(?:(?:start|begin|starting|beginning) (?:by|with)|step one|number one|the first (?:thing|step|one))\b/,
  new RegExp(String.raw`(?:^|[.!?;:] )${DISCOURSE}(?:d'abord|tout d'abord|premièrement|en premier|pour commencer)\b`),
  // The first stretch of a span of time asked about: "in the first month", "le premier mois" (the rest is to come).
  new RegExp(String.raw`(?:^|[.!?;:] )${DISCOURSE}(?:in|during|for) the first (?:month|weeks?|days|year|quarter|phase)\b`),
  new RegExp(
    String.raw`(?:^|[.!?;:] )${DISCOURSE}(?:le premier (?:mois|trimestre|temps)|les premi(?:ers jours|ères semaines)|la première (?:année|semaine|phase))\b`,
  ),
  /(?:\bcommencer(?:ais|ait|ai|ons)? par\b|\bcommence par\b|\bla première (?:chose|étape)?\b|\ble premier (?:point|pas)\b|\bd'une part\b)/,
  /\bon (?:the )?one hand\b/,
  // A first point said as such ("for one, …", "short term, …", « déjà, … », « à court terme, … »): its second is to come.
  new RegExp(String.raw`(?:^|[.!?;:] )${DISCOURSE}(?:for one|for starters|for a start|(?:in the )?short term|premier point|déjà,|primo|à court terme)`),
  // The question worked out before its answer: "the key question is …", « la vraie question, c'est … ».
  /\bthe (?:key|real|main|first|big|important|right) question is\b|\b(?:la|une) (?:vraie|grande|première|bonne|question) question(?:,? c'est| est)\b/,
  // A story or an explanation announced, not told yet: "here is what happened", "let me explain", "voici ce qui…".
  /\b(?:here is|here's|let me (?:explain|walk you through|think|see|tell you|give you|share)|i'll give you an example|the situation was this|it went like this|what happened was)\b/,
  /(?:\bvoici\b|\blaissez-moi\b|\blaisse-moi\b|\bvoilà ce qui s'est passé\b|\bla situation était la suivante\b|\bje vous explique\b|\bje vais vous (?:donner|raconter|expliquer|présenter)\b)/,
];

/** A count of things to come, anywhere in the answer ("I would do three things."). */
const COUNT_OPENER = new RegExp(String.raw`\b(${COUNT_WORD}) ${COUNTED}${WORD_END}`, 'g');

/** The openers, each able to find every match (compiled once: the judge runs at every frame of a pause). */
const GLOBAL_OPENERS = OPENERS.map((opener) => new RegExp(opener.source, 'g'));
const ASKED_COUNT = new RegExp(String.raw`\b(${COUNT_WORD}) ${COUNTED}`);

/** Words that go on from an opener: "second", "then", "finally", "ensuite", "enfin". */
const FOLLOWERS =
  /\b(?:second(?:ly)?|third(?:ly)?|then|next|after that|afterwards|finally|lastly|last of all|on the other hand|and also|long term|longer term|in the long run|the other (?:one|thing)|deuxièmement|troisièmement|ensuite|puis|après|enfin|finalement|pour finir|d'autre part|d’autre part|en second|à (?:moyen|long) terme|la deuxième|le deuxième|l'autre|l’autre)\b/g;

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

/** A question that asks for a story (behavioural, or "the hardest bug you fixed"): it is answered by what happened. */
const STORY_QUESTION =
  /\b(?:tell me about (?:a|an|the|one) |describe (?:a|an|the) (?:time|situation|project|moment|challenge|conflict|mistake)|give me an example|walk me through|talk me through|(?:hardest|toughest|most difficult|biggest (?:challenge|mistake|failure|achievement)|greatest achievement|proudest|accomplishment)\b|racontez|parlez-moi d'(?:une|un)|décrivez (?:une|un) (?:situation|fois|projet|moment|conflit)|donnez-moi un exemple|une fois où|(?:le|la) plus (?:difficile|dur)|plus grand échec|plus grande? (?:réussite|succès|fierté)|dont vous êtes (?:le plus )?fier)/;
/** A scene set, the story not told: "last year, at my previous job, …", "il y a deux ans, …". */
const SCENE_ONLY =
  /^(?:(?:last|one|a few|two|three) (?:year|years|month|months|time)(?: ago)?|at my (?:last|previous) (?:job|company|role)|il y a (?:deux|trois|quelques) (?:ans|mois)|l'année dernière|dans mon (?:dernier|précédent) (?:poste|emploi))\b[^.!?]*[.!?]?$/;
/** A story reaches its result in as many stretches of words as situation, action and result: fewer is a story begun. */
const STORY_CLAUSES = 3;
/** Where one stretch of a spoken sentence ends: punctuation, or a conjunction that chains what happened. */
const CLAUSE_BREAK = /[.;:!?,]+| (?:and|but|so|then|et|mais|donc|puis) /;
/** A story's result or its lesson: "I learned", "since then", "now I", "j'ai appris", "depuis". */
const STORY_RESULT =
  /\b(?:i learned|i've learned|i learnt|we learned|the lesson|since then|from then on|now i|now we|i now|we now|these days i|j'ai appris|nous avons appris|on a appris|la leçon|depuis|désormais|maintenant je|maintenant on)\b/;
/** A stretch of a story that sets its scene (a state in the past), not what happened: "morale was low", « il voulait partir ». */
const SCENE_STATE = /\b(?:was|were|had|had been|was about to|were about to|wanted|used to)\b|\b[a-zà-ÿ']+(?:ait|aient)(?![a-zà-ÿ])/;
/** A state that is the story's result: "the client was happy", « le projet était livré ». */
const RESULT_STATE =
  /\b(?:happy|pleased|satisfied|a success|delivered|shipped|solved|fixed|resolved|on time|content|contente?s?|satisfaite?s?|ravie?s?|réussi|livrée?s?|résolue?|à temps)\b/;
/** Questions the candidate asks themselves mid-answer ("What did I learn?"); closing checks are finished. */
const SELF_QUESTION = /^(?:what|why|how|who|which|and what|so what|qu'est-ce|pourquoi|comment|quoi|que)\b/;
const CLOSING_CHECK = /\b(?:does that (?:answer|make sense)|is that (?:clear|ok|okay)|est-ce que (?:ça|cela) répond|est-ce clair|ça répond)\b/;
/** A last sentence that says the answer is over: "That's about it.", "So, yeah.", "Voilà.", "C'est tout." */
const CLOSING_SENTENCE =
  /^(?:(?:so|and|yeah|well|alors|bon|et|donc|en gros)[, ]+)*(?:that's (?:really |about |basically |pretty much )?it|that is (?:really |about |basically )?it|yeah|that's all|that's the story|voilà(?:,? (?:en gros )?c'(?:était|est) (?:ça|tout))?|c'est tout|en gros c'(?:était|est) ça)[.!]?$/;

/** Words said while thinking, dropped before the words are read ("um, so, firstly" is "so, firstly"). */
const FILLERS = new RegExp(
  String.raw`(?:^|(?<=[ ,.]))(?:${HESITATIONS.join('|')}|you know|vous voyez|tu vois|basically|i mean|enfin bref)(?:[,.]+|(?= |$)) ?`,
  'g',
);
/** A sentence that only acknowledges the question ("Sure.", "Okay.", "D'accord.") or stalls for time ("Good question."). */
const ACKNOWLEDGEMENT = /^(?:(?:sure|okay|ok|right|alright|well|so|oh|ah|honestly|d'accord|alors|bon|bah|ben|eh bien|très bien|honnêtement)[,.!]? ?)+$/;
const STALL =
  /^(?:(?:oh|ah|well|hmm|so|alors|bon|ah|oui)[, ]+)*(?:(?:that's |that is |it's |it is )?(?:a |an )?(?:good|great|tricky|tough|hard|difficult|interesting) (?:question|one)|let me (?:see|think)(?: about (?:it|that))?|(?:c'est )?(?:une )?(?:bonne|excellente|vraie) question|c'est une question (?:délicate|difficile|intéressante)|voyons(?: voir)?|attendez|je réfléchis|laissez-moi réfléchir|hard to say|difficile à dire)[.!]?$/;
/** A whole answer of one word that answers a yes/no question ("Yes.", "Non."): finished, unlike "Sure." to "Tell me…". */
const YES_NO = /^(?:yes|no|yeah|yep|nope|oui|non|absolutely|of course|bien sûr|tout à fait|exactement)[.!]?$/;

/** "It depends …": the conditions and what the person would do in each are still to come. */
const DEPENDS =
  /^(?:(?:well|honestly|so|really|i think|alors|bon|honnêtement|je pense que)[, ]+)*(?:it (?:really |all |always )?depends|that depends|(?:ça|cela) dépend|tout dépend)\b/;
/** "The reason is simple." / "I have a simple rule." / "La réponse est simple.": the reason itself is still to come. */
const ANNOUNCED_SIMPLE =
  /\b(?:(?:the|my) (?:[a-z]+ )?(?:reason|answer|rule|idea|secret|logic) is (?:pretty |quite |really |very )?(?:simple|easy|straightforward)|(?:a|one) (?:very |pretty )?simple (?:rule|reason|principle|idea)|(?:la|ma) (?:[a-zà-ÿ]+ )?(?:raison|réponse|règle|logique|idée)(?: [a-zà-ÿ]+)? est (?:assez |très |plutôt |vraiment )?simple|une règle (?:très |assez )?simple|un principe (?:très |assez )?simple)\b/;
/** Things announced by a vague count at the end of a short last sentence: "a few things motivate me", "il y a une raison principale". */
const VAGUE_COUNT = new RegExp(
  String.raw`\b(?:a few|a couple of|several|many|a lot of|lots of|various|quelques|plusieurs|plein de|beaucoup de|différent(?:e)?s) (?:[a-zà-ÿ]+ )?${COUNTED}${WORD_END}`,
);
const ONE_ANNOUNCED =
  /\b(?:one|une?) (?:main |big |key |simple |other |principal(?:e)? )?(?:reason|thing|question|idea|example|story|rule|raison|chose|question|idée|exemple|histoire|règle)(?: (?:principale|importante|simple))?\b/;
/** A count with no noun after it: "I have two, actually", "j'en ai deux", "il y en a trois". */
const BARE_COUNT = new RegExp(
  String.raw`\b(?:i (?:have|see|'ve got|got)|i'd say|there are|j'en (?:ai|vois)|il y en a|y en a|je dirais) (?:[a-zà-ÿ]+ )?(?:${COUNT_WORD})(?:,? (?:actually|really|i think|en fait|vraiment|je crois))?[.!]?$`,
);
/** A last sentence this short is an announcement when it carries one (a long one is the thing itself). */
const ANNOUNCEMENT_WORDS = 12;
/** A habit told in the past ("I used to …", "avant, je …") with no "now" after it: what changed is still to come. */
// French says it with the imperfect of a main clause ("je disais", "c'est que je disais"; not "un problème que j'avais"), told from
// the conditional by its ending ("je dirais") and from the few present tenses that end alike ("je vais", "je sais").
const USED_TO =
  /\b(?:used to|at first|in the beginning|avant,? (?:je|j')|au début,? (?:je|j'))|(?<!\b(?:quand|où|si|lorsque) )(?<!(?<!c'est )\bque )(?<!\bqu')(?:\bje (?:ne )?|\bj')(?!(?:vais|fais|sais|tais|plais|refais)\b)(?:[a-zà-ÿ]*[^r]ais|[a-zà-ÿ]*érais)(?![a-zà-ÿ])/;
const NOW = /\b(?:now|today|these days|nowadays|since then|since|so now|but then|maintenant|aujourd'hui|désormais|depuis|mais (?:j'ai|je))\b/;
/** A connective heard last, before a full stop ("…, so." / "…, donc."): the transcriber closed a sentence the person has not. */
const TRAILING_CONNECTIVE = /(?:^|[ ,])(?:so|and|but|because|or|donc|et|mais|car|parce que)[.]$/;
/** "I think so." "I hope so.": "so" standing for the answer, not leading to more. */
const SO_AS_ANSWER = /\b(?:think|hope|guess|believe|suppose|say|said|imagine) so[.]$/;

/** Where a question asks a second thing: ", and what …", "et lequel …" or a short "… and weaknesses?" at its end. */
const SECOND_QUESTION =
  /,? (?:and|et) (?=(?:what|which|how|why|where|who|when|would|do|did|quel|quelle|quels|quelles|lequel|laquelle|que|qu'|comment|pourquoi|où)\b)/;
const SECOND_NOUN = /,? (?:and|et) (?=(?:[a-zà-ÿ'-]+ ){0,3}[a-zà-ÿ'-]+ ?\?$)/;
/** A question asked in the past ("What was your role?", "Quel était votre rôle ?"): an answer in the past is the answer. */
const PAST_QUESTION = new RegExp(String.raw`(?:^|[^a-zà-ÿ])(?:was|were|did|used to|était|étiez|aviez|faisiez)${WORD_END}`);
/** A question answered by yes or no ("Can you start in January?", "Êtes-vous disponible ?"): "Sure." answers it. */
const YES_NO_QUESTION = /^(?:are|is|do|does|did|can|could|would|will|have|has|should|may|est-ce que|[a-zà-ÿ]+-(?:vous|tu|il|elle))(?![a-zà-ÿ])/;
/** Words after "it depends" that give the answer anyway ("It depends on the team, but usually two weeks."). */
const DEPENDS_ANSWERED = /\b(?:but|usually|generally|mostly|typically|mais|en général|généralement|souvent|surtout)\b/;

/** A contrast that says the second of two things without its word: "I'm thorough, but I can be slow". */
const CONTRAST = /\b(?:but|however|although|though|mais|cependant|par contre|en revanche|même si)\b [a-zà-ÿ']+ [a-zà-ÿ']+ [a-zà-ÿ']+/;

/** Question words and others too common to say which thing a two-part question asks for. */
const COMMON_WORDS = new Set(
  'what which would could should about there where their your yours with have does tell these those then that this like most more current quelle quels quelles lequel laquelle lesquels comment pourquoi votre dans avez aimez vous pensez faites quel sont est-ce'.split(
    ' ',
  ),
);
const wordsOf = (text: string) => text.split(/[^a-zà-ÿ]+/).filter((word) => word.length >= 5 && !COMMON_WORDS.has(word));
const stemOf = (word: string) => word.slice(0, 5);

const normalise = (text: string) => text.toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
const sentencesOf = (text: string) => text.split(/(?<=[.!?…])\s+/).filter(Boolean);

/** The item count the question asks for ("Name two strengths", "Citez trois qualités"), or 0. */
function countAsked(question: string): number {
  const match = ASKED_COUNT.exec(question);
  return match ? (COUNTS[match[1]] ?? 0) : 0;
}

/**
 * What the second of two things asked is named by ("What is your strength, and what is your weakness?" → weakness;
 * "Quels langages connaissez-vous, et lequel préférez-vous ?" → préférez): its words the first part does not say, as
 * stems. Empty when the question asks one thing.
 */
function secondThingAsked(question: string): string[] {
  const split = SECOND_QUESTION.exec(question) ?? SECOND_NOUN.exec(question);
  if (!split) return [];
  const first = new Set(wordsOf(question.slice(0, split.index)).map(stemOf));
  return [...new Set(wordsOf(question.slice(split.index + split[0].length)).map(stemOf))].filter((stem) => !first.has(stem));
}

/** The answer without the thinking sounds and without sentences that only acknowledge the question. */
function contentOf(text: string): string[] {
  const sentences = sentencesOf(
    text
      .replace(FILLERS, '')
      .replace(/^[, ]+/, '')
      .trim(),
  );
  const firstContent = sentences.findIndex((sentence) => !ACKNOWLEDGEMENT.test(sentence));
  return firstContent < 0 ? [] : sentences.slice(firstContent);
}

/**
 * Whether the answer heard so far is finished or open, given the question it answers. Open: it stops mid-sentence (a
 * trailing comma, conjunction, article or hesitation), only acknowledges or stalls ("Good question."), announces more
 * than it has said (a count, a first step, a plan, a story, "the reason is simple", "it depends") with nothing after
 * it, asks itself a question, tells a habit in the past with no "now", gives fewer items or fewer things than the
 * question asked for, or answers a story question before the story reaches what happened. A last sentence that
 * closes ("That's about it.", "Voilà.") is finished.
 */
export function judgeAnswerEnd(answer: string, question = ''): AnswerEnd {
  const text = normalise(answer);
  if (!text) return 'open';
  const bare = text.replace(/[.!?…]+$/, '');
  if (/[,;:\-–—]$/.test(bare) || /(\.\.\.|…)$/.test(text)) return 'open';
  const lastWord = bare.split(' ').at(-1) ?? '';
  if (!/[.!?]$/.test(text) && (TRAILING_WORDS.has(lastWord) || TRAILING_HESITATIONS.has(lastWord))) return 'open';
  if (TRAILING_CONNECTIVE.test(text) && !SO_AS_ANSWER.test(text)) return 'open';
  const asked = normalise(question);
  const sentences = contentOf(text);
  const last = sentences.at(-1);
  if (!last) return YES_NO.test(text) || YES_NO_QUESTION.test(asked) ? 'finished' : 'open';
  if (CLOSING_SENTENCE.test(last) && sentences.length > 1) return 'finished';
  if (STALL.test(last)) return 'open';
  if (last.endsWith('?')) return SELF_QUESTION.test(last) && !CLOSING_CHECK.test(last) ? 'open' : 'finished';
  const content = sentences.join(' ');
  if (isAnnouncing(content, last)) return 'open';
  const isStory = STORY_QUESTION.test(asked);
  if (!isStory && !PAST_QUESTION.test(asked) && isPastHabit(content)) return 'open';
  if (fewerThanAsked(content, asked)) return 'open';
  if (isStory && !CLOSERS.test(content) && !STORY_RESULT.test(content) && !isStoryTold(content)) return 'open';
  return 'finished';
}

/** Whether the answer announces more than it has said: a first step, a count, a reason or a condition still to come. */
function isAnnouncing(content: string, last: string): boolean {
  // An opener with nothing after it: the list or plan it announces is still to come.
  const openerAt = lastOpener(content);
  if (openerAt >= 0) {
    const rest = content.slice(openerAt);
    if ((rest.match(FOLLOWERS)?.length ?? 0) === 0 && !CLOSERS.test(rest)) return true;
  }
  // A count of three or more: each item after the first comes with a follower, or a last one closes the list.
  const count = [...content.matchAll(COUNT_OPENER)].at(-1);
  if (count) {
    const announced = COUNTS[count[1]] ?? 0;
    const rest = content.slice(count.index);
    const isClosed = /\b(?:finally|lastly|enfin|pour finir|finalement)\b/.test(rest);
    if (announced > 2 && (rest.match(FOLLOWERS)?.length ?? 0) < announced - 1 && !isClosed) return true;
  }
  const isShort = last.split(' ').length <= ANNOUNCEMENT_WORDS;
  if (isShort && DEPENDS.test(last) && !DEPENDS_ANSWERED.test(last)) return true;
  return isShort && (ANNOUNCED_SIMPLE.test(last) || VAGUE_COUNT.test(last) || ONE_ANNOUNCED.test(last) || BARE_COUNT.test(last));
}

/** Whether the answer gives fewer items than a count asked for, or only the first of two things asked. */
function fewerThanAsked(content: string, asked: string): boolean {
  const count = countAsked(asked);
  if (count > 1 && /\b(?:first|one is|the first|d'abord|premièrement|la première|le premier)\b/.test(content)) {
    if ((content.match(FOLLOWERS)?.length ?? 0) < count - 1) return true;
  }
  const second = secondThingAsked(asked);
  if (second.length === 0 || STORY_QUESTION.test(asked)) return false;
  if (CONTRAST.test(content)) return false;
  const said = new Set(wordsOf(content).map(stemOf));
  return !second.some((stem) => said.has(stem));
}

/** A habit told in the past with no "now" after it ("I used to say yes to everything.", "je disais oui à tout"). */
function isPastHabit(content: string): boolean {
  const habit = USED_TO.exec(content);
  return habit !== null && !NOW.test(content.slice(habit.index));
}

/** Whether a story has got past its situation: enough stretches of words for what happened, or a scene alone. */
function isStoryTold(content: string): boolean {
  if (SCENE_ONLY.test(content) && content.split(' ').length <= 8) return false;
  const clauses = content.split(CLAUSE_BREAK).filter((clause) => clause.trim().split(' ').length >= 3);
  const lastClause = clauses.at(-1) ?? '';
  return clauses.length >= STORY_CLAUSES && !(SCENE_STATE.test(lastClause) && !RESULT_STATE.test(lastClause));
}

/** Where the last opener starts, or -1. */
function lastOpener(text: string): number {
  let at = -1;
  for (const opener of GLOBAL_OPENERS) for (const match of text.matchAll(opener)) at = Math.max(at, match.index);
  return at;
}
