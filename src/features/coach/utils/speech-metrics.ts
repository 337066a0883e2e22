// What the transcript says about how the person speaks: filler words and pace. Pure and unit-tested; the
// end-of-session summary uses it without spending a credit.

/** Filler words and phrases, counted as whole words, case-insensitive ("so" in "also" does not count). */
const FILLER_WORDS = ['um', 'uh', 'like', 'you know', 'basically', 'actually', 'so'] as const;

export interface FillerCount {
  total: number;
  counts: Record<string, number>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const FILLER_PATTERNS = FILLER_WORDS.map((word) => ({
  word,
  // Letters (any script) and apostrophes are word characters; "you  know" may span several spaces.
  pattern: new RegExp(`(?<![\\p{L}\\p{N}'])${word.split(' ').map(escapeRegExp).join('\\s+')}(?![\\p{L}\\p{N}'])`, 'giu'),
}));

export function countFillerWords(text: string): FillerCount {
  const counts: Record<string, number> = {};
  let total = 0;
  for (const { word, pattern } of FILLER_PATTERNS) {
    const n = text.match(pattern)?.length ?? 0;
    if (n > 0) {
      counts[word] = n;
      total += n;
    }
  }
  return { total, counts };
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Words per minute, rounded; null without a usable duration. */
export function wordsPerMinute(words: number, durationMs: number): number | null {
  if (!Number.isFinite(durationMs) || durationMs < 1000 || words === 0) return null;
  return Math.round(words / (durationMs / 60_000));
}

export interface AnswerForMetrics {
  answer: string;
  durationMs?: number;
  source: 'voice' | 'text';
}

export interface SessionMetrics {
  answers: number;
  voiceAnswers: number;
  totalWords: number;
  fillerCount: number;
  fillerCounts: Record<string, number>;
  /** Over the spoken answers only (typed answers have no pace). */
  wordsPerMinute: number | null;
}

export function sessionMetrics(answers: ReadonlyArray<AnswerForMetrics>): SessionMetrics {
  const fillerCounts: Record<string, number> = {};
  let fillerCount = 0;
  let totalWords = 0;
  let voiceWords = 0;
  let voiceMs = 0;
  let voiceAnswers = 0;
  for (const { answer, durationMs, source } of answers) {
    const words = countWords(answer);
    totalWords += words;
    const fillers = countFillerWords(answer);
    fillerCount += fillers.total;
    for (const [word, n] of Object.entries(fillers.counts)) fillerCounts[word] = (fillerCounts[word] ?? 0) + n;
    if (source === 'voice' && durationMs && durationMs > 0) {
      voiceAnswers += 1;
      voiceWords += words;
      voiceMs += durationMs;
    }
  }
  return { answers: answers.length, voiceAnswers, totalWords, fillerCount, fillerCounts, wordsPerMinute: wordsPerMinute(voiceWords, voiceMs) };
}

/** A rough 1–10 score from the answer alone, used when the model does not score (no credits, or it failed). */
export function localAnswerScore(answer: string): number {
  const words = countWords(answer);
  if (words === 0) return 1;
  let score = words < 15 ? 3 : words < 40 ? 5 : words <= 250 ? 7 : 6;
  if (/\d/.test(answer)) score += 1; // a figure: a measurable result
  if (/\b(result|resulted|outcome|so that|which led|reduced|increased|improved|saved|delivered)\b/i.test(answer)) score += 1;
  const fillerRate = countFillerWords(answer).total / words;
  if (fillerRate > 0.08) score -= 2;
  else if (fillerRate > 0.04) score -= 1;
  return Math.max(1, Math.min(10, score));
}
