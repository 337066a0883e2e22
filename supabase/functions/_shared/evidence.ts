// Answers held to the evidence (issue #39). The gateway gives each piece of the person's record a short ref ([E1]…)
// in the prompt and asks the model to put the refs right after each specific; the first event of the stream carries
// the catalogue (ref → stable id, kind, title, text). This module is the deterministic check the SPA runs on the
// answer as it streams: the markers are taken out, and every specific (a number, a capitalised proper noun, a tool
// name) is held to the text of the pieces cited for it. One that none of them holds is "not in your record", even when
// the model cited something; an answer without markers (an upstream that ignores the instruction) has every specific
// marked. English and French (number formats, accented capitals). Pure: no imports, so Deno and Vite read it as is.

/** The most characters of the person's "facts about me" (public.user_profiles' user_profiles_facts_about_me_length). */
export const FACTS_ABOUT_ME_CHARS = 1_000;

const EVIDENCE_KINDS = ['experience', 'resume', 'application', 'interview', 'note', 'fact'] as const;
type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** One piece of the person's record, as offered to the model and shown as a source. */
export interface EvidencePiece {
  /** The short ref the prompt and the answer use: `E1`, `E2`… */
  ref: string;
  /** Stable across answers: `experience:<uuid>#<line>`, `resume:<line>`, `application:<uuid>#offer:<line>`, `fact:<line>`… */
  id: string;
  kind: EvidenceKind;
  /** What the piece belongs to, from the record ("Acme — Data lead"); the SPA adds the kind in the person's language. */
  title: string;
  /** The line itself, shown as the source. */
  text: string;
}

/**
 * The field of the stream's first chunk (an OpenAI `chat.completion.chunk` with no choices, as the API's usage chunk
 * is) that carries the catalogue: consumers of the OpenAI format read past it.
 */
export const EVIDENCE_CHUNK_FIELD = 'offerpilot_evidence';

type SpecificStatus = 'cited' | 'not-in-record' | 'pending';

/** A specific found in the answer, with offsets into the clean text (markers removed). */
export interface AnswerSpecific {
  start: number;
  end: number;
  text: string;
  /** `pending`: its sentence is still streaming and no marker came yet (shown plain until it is settled). */
  status: SpecificStatus;
  /** The pieces cited for it that hold it (cited), or the pieces cited that do not (not-in-record). */
  sources: EvidencePiece[];
}

export interface CheckedAnswer {
  /** The answer without its markers (and, while streaming, without a marker cut in half at its end). */
  text: string;
  specifics: AnswerSpecific[];
}

const MARKER = / ?\[(E\d{1,3}(?:\s*[,;]\s*E\d{1,3})*)\]/g;
/** A marker still arriving at the end of a streaming answer: `[`, `[E`, `[E1`, `[E1, E`. */
const PARTIAL_MARKER = / ?\[(?:E\d{0,3}(?:\s*[,;]\s*(?:E\d{0,3})?)*)?$/;
const SENTENCE_END = /[.!?。]\s|\n/;

/**
 * Words that start a sentence or a line without naming anything (and "I", capitalised anywhere). A capitalised word at
 * a sentence start outside this list counts only with a second signal that it names something (findSpecifics): any
 * list of ordinary openers ("Led", "Collaborating", "Honestly"…) would miss most of them.
 */
const COMMON_WORDS = new Set(
  (
    "i i'm i've i'd i'll a an the this that these those my our we it in at on for from with as by to of and but or so if when while " +
    'after before during then also first next finally yes no absolutely sure well overall today currently recently there here ' +
    'star situation task action result results approach example summary key answer suggested question ' +
    "je j'ai j'avais j'étais le la les un une des du de d'abord mon ma mes notre nos nous il elle on en dans chez pour avec " +
    "par sur lors pendant après avant ensuite puis enfin oui non bien aujourd'hui actuellement récemment c'est ce cette ces " +
    'situation tâche résultat résultats exemple réponse'
  ).split(' '),
);

/** Tools people often write in lower case (a capitalised or camel-case one is found as a name anyway). */
const LOWERCASE_TOOLS = new Set(
  (
    'sql python excel tableau looker dbt pandas numpy spark airflow kafka docker kubernetes terraform git jira figma react angular vue ' +
    'typescript javascript java golang rust scala postgres postgresql mysql mongodb redis snowflake bigquery salesforce hubspot notion ' +
    'powerbi sap aws gcp azure linux pytorch tensorflow'
  ).split(' '),
);

/** Lower case, no accents, one kind of apostrophe, single spaces. */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase().replace(/\s+/g, ' ');
}

/** `1,200`, `1 200`, `1.200` → `1200`; `3,5` and `3.5` → `3.5`: one form for a number in either language. */
export function canonicalNumber(number: string): string {
  const grouped = number
    .replace(/[\p{L}]+$/u, '')
    .replace(/[\s\u00A0\u202F]/g, '')
    .replace(/[.,](?=\d{3}(?!\d))/g, '');
  return grouped.replace(',', '.').replace(/^0+(?=\d)/, '');
}

// A number, with a unit glued to it ("30k", "2M", "10x"); not the digits that start a word or an id ("72c23c…").
const NUMBER = /(?<![\p{L}\p{N}_.,])\d+(?:(?:[.,]|[ \u00A0\u202F])\d{3}(?!\d))*(?:[.,]\d+)?(?:[kKmMbBx](?![\p{L}\p{N}]))?(?![\p{L}\p{N}_])/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.+#&-]*/gu;

function numbersIn(text: string): Set<string> {
  return new Set([...text.matchAll(NUMBER)].map((match) => canonicalNumber(match[0])));
}

/** Text ranges that are not prose, or not to be marked: code spans and blocks, links, web addresses. */
function proseGaps(text: string): Array<[number, number]> {
  const gaps: Array<[number, number]> = [];
  for (const pattern of [/```[\s\S]*?(?:```|$)/g, /`[^`\n]*`/g, /\[[^\]\n]*\]\([^)]*\)/g, /https?:\/\/\S+/g]) {
    for (const match of text.matchAll(pattern)) gaps.push([match.index, match.index + match[0].length]);
  }
  return gaps;
}

function isSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).replace(/[\s*_#>"“«(\-–•]+$/u, '');
  if (before === '') return true;
  if (/(?:^|\n)\s*(?:[-*+]|\d+[.)])$/.test(before)) return true;
  return /[.!?:;。\n]$/.test(before) || /\n\s*$/.test(text.slice(0, index));
}

/** Trims what clings to a word in prose: a closing full stop, a possessive. */
function cleanWord(word: string): string {
  return word.replace(/['’]s$/u, '').replace(/[.'’&+-]+$/u, '');
}

function isNameLike(word: string): boolean {
  return /^\p{Lu}/u.test(word) || /^\p{Ll}+\p{Lu}/u.test(word) || /\p{L}\d|\d\p{L}/u.test(word) || /\p{L}\.(?:js|ts|io|net|py)$/iu.test(word);
}

interface Found {
  start: number;
  end: number;
  text: string;
  kind: 'number' | 'name';
}

/** What else tells a capitalised word opening a sentence names something: the record, or a citation right after it. */
interface OpenerSignals {
  /** Whether the record holds this (normalised) word. */
  recordWords?: (word: string) => boolean;
  /** Whether a citation marker stood right after the word ending here (the model took it for a specific). */
  isCitedAt?: (end: number) => boolean;
}

/** The specifics of a text: numbers (not a list's own numbering), names and tools, with their offsets. */
export function findSpecifics(text: string, { recordWords, isCitedAt }: OpenerSignals = {}): Found[] {
  const gaps = proseGaps(text);
  const inGap = (index: number) => gaps.some(([from, to]) => index >= from && index < to);
  const found: Found[] = [];
  for (const match of text.matchAll(NUMBER)) {
    if (inGap(match.index)) continue;
    const end = match.index + match[0].length;
    // "1. " or "2) " opening a line numbers a list.
    if (/(?:^|\n)[ \t]*$/.test(text.slice(0, match.index)) && /^[.)]\s/.test(text.slice(end))) continue;
    found.push({ start: match.index, end, text: match[0], kind: 'number' });
  }
  // Capitalised words one space apart make one name ("Northwind Analytics"); anything else between them parts them.
  const names: Found[] = [];
  const possessives = new Set<number>();
  let isGroupOpen = false;
  for (const match of text.matchAll(WORD)) {
    const word = cleanWord(match[0]);
    const start = match.index;
    const end = start + word.length;
    const lower = normalise(word);
    const isTool = LOWERCASE_TOOLS.has(lower);
    const isCommon = COMMON_WORDS.has(lower) || /^i'/u.test(lower);
    // A unit after a number ("1,2 M€", "30 K") is part of the number.
    const isUnit = word.length <= 2 && /\d[\s\u00A0\u202F]?$/u.test(text.slice(0, start));
    if (!word || inGap(start) || /^\d/u.test(word) || isUnit || (!isTool && (!isNameLike(word) || isCommon))) {
      isGroupOpen = false;
      continue;
    }
    const previous = names.at(-1);
    if (isGroupOpen && previous && text.slice(previous.end, start) === ' ') {
      names[names.length - 1] = { ...previous, end, text: text.slice(previous.start, end) };
    } else {
      names.push({ start, end, text: word, kind: 'name' });
    }
    if (/['’]s$/u.test(match[0])) possessives.add(names[names.length - 1].start);
    // A word followed by a full stop or a possessive ends its name.
    isGroupOpen = match[0] === word;
  }
  found.push(...names);
  // Capitalised where no sentence starts: a name wherever else it is written.
  const namedInside = new Set(names.filter((name) => !isSentenceStart(text, name.start)).flatMap((name) => name.text.split(' ').map(normalise)));
  // A capitalised word opening a sentence ("Led", "Collaborating") is a name only with a second signal: the record
  // names it, it is written like a tool, another capitalised word follows it ("Globex Corporation"), the text writes
  // it capitalised mid-sentence too, it takes a possessive ("Contoso's"), or a citation marker follows it.
  return found
    .filter((specific) => {
      if (specific.kind === 'number' || !isSentenceStart(text, specific.start)) return true;
      if (specific.text.includes(' ') || !/^\p{Lu}\p{Ll}*$/u.test(specific.text)) return true;
      const word = normalise(specific.text);
      return (
        LOWERCASE_TOOLS.has(word) ||
        (recordWords?.(word) ?? false) ||
        namedInside.has(word) ||
        possessives.has(specific.start) ||
        (isCitedAt?.(specific.end) ?? false)
      );
    })
    .sort((a, b) => a.start - b.start);
}

function holdsWord(evidence: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(evidence);
}

/** Whether this text holds the specific: its number, or each of its words. */
function isHeldByText(specific: Pick<Found, 'kind' | 'text'>, evidence: string): boolean {
  if (specific.kind === 'number') return numbersIn(evidence).has(canonicalNumber(specific.text));
  const normalised = normalise(evidence);
  return specific.text.split(' ').every((word) => holdsWord(normalised, normalise(cleanWord(word))));
}

const recordText = (pieces: ReadonlyArray<EvidencePiece>) => pieces.map((piece) => `${piece.title}\n${piece.text}`).join('\n');

/** Whether these pieces hold the specific. */
function isHeldBy(specific: Found, pieces: EvidencePiece[]): boolean {
  return pieces.length > 0 && isHeldByText(specific, recordText(pieces));
}

/** The pieces the markers of these texts name, in the catalogue's order: what a saved answer keeps to show its sources. */
export function citedPieces(texts: ReadonlyArray<string>, catalogue: ReadonlyArray<EvidencePiece>): EvidencePiece[] {
  const refs = new Set(texts.flatMap((text) => [...text.matchAll(MARKER)].flatMap((match) => match[1].split(/\s*[,;]\s*/))));
  return catalogue.filter((piece) => refs.has(piece.ref));
}

/** The answer without its markers: what is saved in the history and read by the debrief. */
export function withoutMarkers(answer: string): string {
  return answer.replace(MARKER, '');
}

/**
 * Checks an answer (whole or still streaming) against the catalogue the gateway sent with it. `isFinished` false: a
 * marker cut at the end is hidden, and a specific whose sentence is still open without a marker stays `pending`.
 */
export function checkAnswer(answer: string, catalogue: ReadonlyArray<EvidencePiece>, isFinished: boolean): CheckedAnswer {
  const raw = isFinished ? answer : answer.replace(PARTIAL_MARKER, '');
  const byRef = new Map(catalogue.map((piece) => [piece.ref, piece]));
  const markers: Array<{ at: number; refs: string[] }> = [];
  let text = '';
  let last = 0;
  for (const match of raw.matchAll(MARKER)) {
    text += raw.slice(last, match.index);
    const refs = match[1].split(/\s*[,;]\s*/);
    // `[E1][E2]` is one marker: both refs stand for what precedes it.
    if (markers.at(-1)?.at === text.length) markers.at(-1)?.refs.push(...refs);
    else markers.push({ at: text.length, refs });
    last = match.index + match[0].length;
  }
  text += raw.slice(last);

  const record = normalise(recordText(catalogue));
  const markedEnds = new Set(markers.map((marker) => marker.at));
  const signals = { recordWords: (word: string) => holdsWord(record, word), isCitedAt: (end: number) => markedEnds.has(end) };
  const specifics = findSpecifics(text, signals).map((specific): AnswerSpecific => {
    const rest = text.slice(specific.end);
    const sentenceEnd = rest.search(SENTENCE_END);
    const marker = markers.find((candidate) => candidate.at >= specific.end && (sentenceEnd < 0 || candidate.at <= specific.end + sentenceEnd + 1));
    if (!marker) {
      const isOpen = !isFinished && sentenceEnd < 0;
      return { ...specific, status: isOpen ? 'pending' : 'not-in-record', sources: [] };
    }
    const cited = marker.refs.map((ref) => byRef.get(ref)).filter((piece): piece is EvidencePiece => piece !== undefined);
    const holding = cited.filter((piece) => isHeldBy(specific, [piece]));
    return holding.length > 0 ? { ...specific, status: 'cited', sources: holding } : { ...specific, status: 'not-in-record', sources: cited };
  });
  return { text, specifics };
}

/** Reads the catalogue out of a stream chunk, or null when the chunk carries none (or a malformed one). */
export function catalogueOf(chunk: unknown): EvidencePiece[] | null {
  const value = (chunk as Record<string, unknown> | null)?.[EVIDENCE_CHUNK_FIELD];
  if (!Array.isArray(value)) return null;
  const pieces = value.filter(
    (piece): piece is EvidencePiece =>
      typeof piece === 'object' &&
      piece !== null &&
      ['ref', 'id', 'title', 'text'].every((key) => typeof (piece as Record<string, unknown>)[key] === 'string') &&
      (EVIDENCE_KINDS as readonly string[]).includes((piece as { kind?: unknown }).kind as string),
  );
  return pieces;
}

/**
 * A specific the candidate's own answer claims that their whole record does not hold (the Coach's feedback, issue
 * #39): an interviewer's follow-up could catch it, or it is true and belongs in the "facts about me".
 */
export interface UnheldClaim {
  /** As the answer says it: `40%`, `Kubernetes`, `Northwind Analytics`. */
  text: string;
  /** The answer's sentence that says it (cut around it when long): what "add to facts about me" adds. */
  sentence: string;
}

/** The field of the stream's first chunk (beside the catalogue) that carries the answer's claims the record does not hold. */
export const CLAIMS_CHUNK_FIELD = 'offerpilot_not_in_record';

const MOST_CLAIMS = 12;
const SENTENCE_CHARS = 200;
/** A percent sign after a number, glued or after a (no-break) space as French writes it: part of the claim. */
const PERCENT = /^[ \u00A0\u202F]?%/;

/** The sentence of `text` around [start, end), on one line; a long one is cut to the words around the claim. */
function sentenceAround(text: string, start: number, end: number): string {
  const ends = [...text.slice(0, start).matchAll(/[.!?。]\s|\n/g)];
  const from = ends.length > 0 ? (ends.at(-1)?.index ?? 0) + (ends.at(-1)?.[0].length ?? 0) : 0;
  const stop = text.slice(end).search(/[.!?。](?:\s|$)|\n/);
  const to = stop < 0 ? text.length : end + stop + 1;
  const sentence = text.slice(from, to).replace(/\s+/g, ' ').trim();
  if (sentence.length <= SENTENCE_CHARS) return sentence;
  const margin = Math.max(0, (SENTENCE_CHARS - (end - start)) / 2);
  const head = text.slice(Math.max(from, start - margin), start).replace(/^\S*\s/, '');
  const tail = text.slice(end, Math.min(to, end + margin)).replace(/\s\S*$/, '');
  return `…${head}${text.slice(start, end)}${tail}…`.replace(/\s+/g, ' ');
}

/**
 * The specifics of the candidate's answer (numbers, names, tools) that no piece of their record holds, each once, in
 * the answer's order: the same check as a cited answer's, held to the whole record since an answer cites nothing.
 * `named`: what the answer may name without claiming anything about the candidate (the question asked, the
 * interviewers, the demo's sample role).
 */
export function claimsNotInRecord(answer: string, record: ReadonlyArray<EvidencePiece>, named: ReadonlyArray<string> = []): UnheldClaim[] {
  const evidence = [recordText(record), ...named].join('\n');
  const normalised = normalise(evidence);
  const seen = new Set<string>();
  const claims: UnheldClaim[] = [];
  for (const specific of findSpecifics(answer, { recordWords: (word) => holdsWord(normalised, word) })) {
    if (isHeldByText(specific, evidence)) continue;
    const percent = specific.kind === 'number' ? (PERCENT.exec(answer.slice(specific.end))?.[0] ?? '') : '';
    const text = answer.slice(specific.start, specific.end + percent.length);
    const key = specific.kind === 'number' ? canonicalNumber(specific.text) : normalise(text);
    if (seen.has(key)) continue;
    seen.add(key);
    claims.push({ text, sentence: sentenceAround(answer, specific.start, specific.end + percent.length) });
    if (claims.length === MOST_CLAIMS) break;
  }
  return claims;
}

/** Whether a text (the facts about me, once a claim was added) holds a claim. */
export function holdsClaim(text: string, claim: string): boolean {
  const isNumber = /^\d/.test(claim);
  return isHeldByText({ kind: isNumber ? 'number' : 'name', text: isNumber ? claim.replace(/[ \u00A0\u202F]?%$/, '') : claim }, text);
}

/** Reads the claims out of a stream chunk, or null when the chunk carries none. */
export function claimsOf(chunk: unknown): UnheldClaim[] | null {
  const value = (chunk as Record<string, unknown> | null)?.[CLAIMS_CHUNK_FIELD];
  if (!Array.isArray(value)) return null;
  return value.filter(
    (claim): claim is UnheldClaim =>
      typeof claim === 'object' && claim !== null && typeof (claim as UnheldClaim).text === 'string' && typeof (claim as UnheldClaim).sentence === 'string',
  );
}
