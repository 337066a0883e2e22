// The standing rules a machine can check (issue #39): a banned phrase ("never say I managed people", "ne jamais dire
// …") and a length ("answer in under 45 seconds", "en moins de 100 mots"). The gateway tells the model the length in
// words; the SPA checks the finished answer and flags a breach. Any other rule is left to the model. Pure.

/** At most this many rules a person keeps, each at most this many characters (public.standing_rules' checks). */
export const STANDING_RULE_LIMITS = { count: 20, chars: 200 } as const;

/** A calm speaking pace, 150 words a minute: "under 45 seconds" is about 112 words. */
const WORDS_PER_SECOND = 2.5;

export type MechanicalRule = { kind: 'banned-phrase'; phrase: string } | { kind: 'max-words'; words: number };

export interface RuleBreach {
  /** The rule as the person wrote it. */
  rule: string;
  check: MechanicalRule;
  /** How many words the answer has, for a length rule. */
  words?: number;
}

const BANNED = [
  /^(?:never|do not|don['’]t|dont|avoid)\s+(?:ever\s+)?say(?:ing)?\s*:?\s+(.+)$/i,
  /^(?:ne\s+(?:jamais|pas)\s+dire|ne\s+dis\s+(?:jamais|pas)|jamais\s+dire|éviter\s+de\s+dire|évite\s+de\s+dire)\s*:?\s+(.+)$/i,
];
const LENGTH = [
  /\b(?:under|less than|fewer than|at most|no more than|within|max(?:imum)?|up to)\s+(\d{1,4})\s*(seconds?|secs?|s|minutes?|mins?|words?)\b/i,
  /(?:moins de|au plus|pas plus de|maximum|max|au maximum)\s+(\d{1,4})\s*(secondes?|s|minutes?|min|mots?)(?![\p{L}])/iu,
];

/** Lower case, no accents, one kind of apostrophe and quote, no Markdown emphasis, single spaces. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .replace(/[*_#>]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The phrase of a banned-phrase rule, without its quotes and final full stop. */
function cleanPhrase(phrase: string): string {
  return phrase
    .trim()
    .replace(/[.!;]+$/, '')
    .replace(/^["“«'‘\s]+|["”»'’\s]+$/g, '')
    .trim();
}

/** What a machine can check of a rule, or null when only the model can follow it. */
export function mechanicalRule(rule: string): MechanicalRule | null {
  const text = rule.trim();
  for (const pattern of BANNED) {
    const phrase = pattern.exec(text)?.[1];
    if (phrase && cleanPhrase(phrase)) return { kind: 'banned-phrase', phrase: cleanPhrase(phrase) };
  }
  for (const pattern of LENGTH) {
    const match = pattern.exec(text);
    if (!match) continue;
    const amount = Number(match[1]);
    const unit = match[2].toLowerCase();
    if (amount <= 0) return null;
    if (unit.startsWith('w') || unit.startsWith('mot')) return { kind: 'max-words', words: amount };
    const seconds = unit.startsWith('m') ? amount * 60 : amount;
    return { kind: 'max-words', words: Math.floor(seconds * WORDS_PER_SECOND) };
  }
  return null;
}

/** The words of an answer as said out loud: Markdown marks and list bullets are not words. */
export function spokenWordCount(answer: string): number {
  return normalise(answer)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function containsPhrase(answer: string, phrase: string): boolean {
  const needle = normalise(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!needle) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${needle}(?![\\p{L}\\p{N}])`, 'u').test(normalise(answer));
}

/** The rules a finished answer breaks, among those a machine can check. */
export function standingRuleBreaches(rules: ReadonlyArray<string>, answer: string): RuleBreach[] {
  const breaches: RuleBreach[] = [];
  for (const rule of rules) {
    const check = mechanicalRule(rule);
    if (check?.kind === 'banned-phrase' && containsPhrase(answer, check.phrase)) breaches.push({ rule, check });
    if (check?.kind === 'max-words') {
      const words = spokenWordCount(answer);
      if (words > check.words) breaches.push({ rule, check, words });
    }
  }
  return breaches;
}
