// What the transcript says about how the person speaks: filler words and pace. Pure and unit-tested; the
// end-of-session summary uses it without spending a credit. Delivery (pace, fillers per minute, long pauses) comes
// from spoken answers only, timed by the audio clock: a typed answer has none.

import type { AnswerDelivery } from '@/data/coach-sessions/types';

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

/** Below this much speaking time a pace means nothing. */
const MIN_SPEECH_MS = 1_000;

/** The delivery of what the microphone heard (timed by delivery-clock.ts), or undefined when it heard no words or too little audio to time. */
export function answerDelivery(heardText: string, audio: { speechMs: number; longPauses: number }): AnswerDelivery | undefined {
  const words = countWords(heardText);
  if (words === 0 || audio.speechMs < MIN_SPEECH_MS) return undefined;
  return { speechMs: Math.round(audio.speechMs), words, fillerCounts: countFillerWords(heardText).counts, longPauses: audio.longPauses };
}

export interface AnswerForMetrics {
  answer: string;
  source: 'voice' | 'text';
  /** Spoken and timed answers only: typed answers have no delivery. */
  delivery?: AnswerDelivery;
}

export interface SessionMetrics {
  answers: number;
  /** Answers given by voice (timed or not). */
  voiceAnswers: number;
  totalWords: number;
  /** Filler words heard in the timed spoken answers (typed text is not delivery). */
  fillerCount: number;
  fillerCounts: Record<string, number>;
  /** Delivery figures: over the timed spoken answers only, null without one. */
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  longPauses: number | null;
}

function perMinute(count: number, durationMs: number): number | null {
  if (durationMs < MIN_SPEECH_MS) return null;
  return Math.round((count / (durationMs / 60_000)) * 10) / 10;
}

export function sessionMetrics(answers: ReadonlyArray<AnswerForMetrics>): SessionMetrics {
  const fillerCounts: Record<string, number> = {};
  let fillerCount = 0;
  let spokenWords = 0;
  let speechMs = 0;
  let longPauses = 0;
  let timed = 0;
  for (const { delivery } of answers) {
    if (!delivery) continue;
    timed += 1;
    spokenWords += delivery.words;
    speechMs += delivery.speechMs;
    longPauses += delivery.longPauses;
    for (const [word, n] of Object.entries(delivery.fillerCounts)) {
      fillerCounts[word] = (fillerCounts[word] ?? 0) + n;
      fillerCount += n;
    }
  }
  return {
    answers: answers.length,
    voiceAnswers: answers.filter((answer) => answer.source === 'voice').length,
    totalWords: answers.reduce((sum, { answer }) => sum + countWords(answer), 0),
    fillerCount,
    fillerCounts,
    wordsPerMinute: timed > 0 ? wordsPerMinute(spokenWords, speechMs) : null,
    fillersPerMinute: timed > 0 ? perMinute(fillerCount, speechMs) : null,
    longPauses: timed > 0 ? longPauses : null,
  };
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
