// What a debrief holds, checked the same way when the model writes it and when the person edits it; the limits are the
// table's (supabase/migrations/20261125004000_interview_debriefs.sql).
import { readModelDebrief, signThankYou } from '@shared/debrief-answer.ts';
import { withoutMarkers } from '@shared/evidence.ts';
import { z } from 'zod';

export const DEBRIEF_LIMITS = { questions: 30, question: 1000, suggested: 3000, note: 1000, items: 5, item: 500, subject: 200, body: 5000 } as const;
export const DEBRIEF_OUTCOMES = ['next_round', 'offer', 'rejection'] as const;
export type DebriefOutcome = (typeof DEBRIEF_OUTCOMES)[number];

const item = z.string().trim().min(1).max(DEBRIEF_LIMITS.item);
const items = z.array(item).max(DEBRIEF_LIMITS.items);

export const debriefContentSchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().trim().min(1).max(DEBRIEF_LIMITS.question),
        suggested: z.string().trim().max(DEBRIEF_LIMITS.suggested),
        note: z.string().trim().max(DEBRIEF_LIMITS.note),
      }),
    )
    .max(DEBRIEF_LIMITS.questions),
  went_well: items,
  to_work_on: items,
  to_send: items,
  thank_you_subject: z.string().trim().max(DEBRIEF_LIMITS.subject),
  thank_you_body: z.string().trim().max(DEBRIEF_LIMITS.body),
});
export type DebriefContent = z.infer<typeof debriefContentSchema>;

/** Only the suggested answers cite the record (issue #39): a marker anywhere else is taken out. */
const clip = (text: string, max: number) => withoutMarkers(text).trim().slice(0, max);
const clipItems = (list: string[]) =>
  list
    .map((entry) => clip(entry, DEBRIEF_LIMITS.item))
    .filter(Boolean)
    .slice(0, DEBRIEF_LIMITS.items);

/**
 * The model's answer (read by the gateway's own rule, @shared/debrief-answer.ts) as debrief content, its thank-you
 * signed `signature` (the person's first name, or a placeholder when none is known); null when it is not that shape.
 */
export function parseModelDebrief(reply: string, signature: string): DebriefContent | null {
  const model = readModelDebrief(reply);
  if (!model) return null;
  const { questions, wentWell, toWorkOn, toSend, thankYou } = model;
  const content = {
    questions: questions
      .filter((entry) => entry.question.trim())
      .slice(0, DEBRIEF_LIMITS.questions)
      .map((entry) => ({
        question: clip(entry.question, DEBRIEF_LIMITS.question),
        suggested: entry.suggested.trim().slice(0, DEBRIEF_LIMITS.suggested),
        note: clip(entry.note, DEBRIEF_LIMITS.note),
      })),
    went_well: clipItems(wentWell),
    to_work_on: clipItems(toWorkOn),
    to_send: clipItems(toSend),
    thank_you_subject: clip(thankYou.subject, DEBRIEF_LIMITS.subject),
    thank_you_body: clip(signThankYou(thankYou.body, signature), DEBRIEF_LIMITS.body),
  };
  return debriefContentSchema.safeParse(content).success ? content : null;
}
