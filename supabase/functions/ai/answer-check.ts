// A JSON answer nothing can be made of is not charged: for a purpose whose answer the SPA saves as it is (the debrief),
// the gateway reads the completion by the SPA's own rule (_shared/debrief-answer.ts) before relaying it, and an answer
// that is not that shape gives its question back and is refused, so "nothing was saved" never costs a question.
import type { AiPurpose } from '../_shared/ai-contract.ts';
import { readModelDebrief } from '../_shared/debrief-answer.ts';

const READERS: Partial<Record<AiPurpose, (reply: string) => unknown>> = { debrief: readModelDebrief };

export const UNREADABLE_ANSWER = 'The AI’s answer could not be read. Nothing was saved and no question was spent: try again.';

/** Whether this purpose's answer is read before it is relayed (and charged). */
export const isAnswerChecked = (purpose: AiPurpose) => purpose in READERS;

/** Whether an upstream chat completion (its JSON text) holds an answer this purpose can use. */
export function isUsableAnswer(purpose: AiPurpose, completion: string): boolean {
  const read = READERS[purpose];
  if (!read) return true;
  try {
    const content = (JSON.parse(completion) as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message?.content;
    return typeof content === 'string' && read(content) !== null;
  } catch {
    return false;
  }
}
