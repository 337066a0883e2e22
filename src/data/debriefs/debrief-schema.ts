// What a debrief holds, checked the same way when the model writes it and when the person edits it; the limits are the
// table's (supabase/migrations/20261125004000_interview_debriefs.sql).
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

/** The model's answer (prompts/debrief.ts asks for it), as debrief content; null when it is not that shape. */
const modelDebriefSchema = z.object({
  questions: z.array(z.object({ question: z.string(), suggested: z.string().default(''), note: z.string().default('') })),
  wentWell: z.array(z.string()).default([]),
  toWorkOn: z.array(z.string()).default([]),
  toSend: z.array(z.string()).default([]),
  thankYou: z.object({ subject: z.string().default(''), body: z.string().default('') }),
});

const clip = (text: string, max: number) => text.trim().slice(0, max);
const clipItems = (list: string[]) =>
  list
    .map((entry) => clip(entry, DEBRIEF_LIMITS.item))
    .filter(Boolean)
    .slice(0, DEBRIEF_LIMITS.items);

export function parseModelDebrief(reply: string): DebriefContent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(reply);
  } catch {
    return null;
  }
  const parsed = modelDebriefSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { questions, wentWell, toWorkOn, toSend, thankYou } = parsed.data;
  const content = {
    questions: questions
      .filter((entry) => entry.question.trim())
      .slice(0, DEBRIEF_LIMITS.questions)
      .map((entry) => ({
        question: clip(entry.question, DEBRIEF_LIMITS.question),
        suggested: clip(entry.suggested, DEBRIEF_LIMITS.suggested),
        note: clip(entry.note, DEBRIEF_LIMITS.note),
      })),
    went_well: clipItems(wentWell),
    to_work_on: clipItems(toWorkOn),
    to_send: clipItems(toSend),
    thank_you_subject: clip(thankYou.subject, DEBRIEF_LIMITS.subject),
    thank_you_body: clip(thankYou.body, DEBRIEF_LIMITS.body),
  };
  return debriefContentSchema.safeParse(content).success ? content : null;
}
