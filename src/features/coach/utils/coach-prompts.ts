// What the Coach does with the gateway's answers (the prompts themselves are built by the gateway,
// supabase/functions/ai/prompts/coach.ts): the fallbacks, the languages, and the question as said. Pure, unit-tested.
import type { LanguageCode } from '@/config/constants';

export const COACH_FALLBACKS = {
  question: 'Could you tell me about your experience?',
  feedback: 'Thank you for your response.',
} as const;

export interface CoachLanguages {
  /** The language of the interview: questions are asked in it. */
  interviewLanguage: LanguageCode;
  /** The language of the feedback and the summary. */
  responseLanguage: LanguageCode;
}

/** The question as said: the first non-empty line, without list markers, emphasis or quotes. */
export function cleanQuestion(text: string): string {
  const line = text
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part.length > 0);
  if (!line) return '';
  return line
    .replace(/^(\d+[.)]|[-*•])\s+/, '')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/^(question\s*\d*\s*:)\s*/i, '')
    .replace(/^["“]|["”]$/g, '')
    .trim();
}
