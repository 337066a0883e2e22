// Small pure helpers of the debrief's panel: the thank-you email as a `mailto:` link, and the Coach's latest score of a
// question heard in the interview (the same question by isSameQuestion).
import { isSameQuestion } from '@shared/same-question.ts';
import type { CoachSessionRow } from '@/data/coach-sessions/types';

/**
 * A `mailto:` link with the draft's subject and body and no address (the interview holds names, not addresses): the
 * person's mail app opens a new message to fill in. RFC 6068: every value percent-encoded, line breaks as %0D%0A.
 */
export function thankYouMailto(subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The latest score the Coach gave an answer to this question (sessions newest first), or null. */
export function latestCoachScore(question: string, sessions: ReadonlyArray<CoachSessionRow>): number | null {
  for (const session of sessions) {
    const turns = [...session.turns].reverse();
    const scored = turns.find((turn) => typeof turn.score === 'number' && isSameQuestion(turn.question, question));
    if (scored) return scored.score ?? null;
  }
  return null;
}
