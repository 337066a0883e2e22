// The JSON columns of public.coach_sessions (turns, summary) as the SPA writes them and checks them on read with zod.
// The SQL checks (private.coach_turns_are_valid, coach_sessions_summary_shape) hold the same shape in the database.
import * as z from 'zod/mini';

/** A number the SQL check also lets be null; read back as absent. */
const optionalNumber = z.optional(
  z.pipe(
    z.nullable(z.number()),
    z.transform((value) => value ?? undefined),
  ),
);

/** How a spoken answer was delivered: words the microphone heard, timed by the audio clock (speech only). */
const answerDeliverySchema = z.object({
  speechMs: z.number(),
  words: z.number(),
  fillerCounts: z.record(z.string(), z.number()),
  longPauses: z.number(),
});
export type AnswerDelivery = z.output<typeof answerDeliverySchema>;

const coachTurnSchema = z.object({
  question: z.string(),
  answer: z.string(),
  feedback: z.string(),
  /** 1–10, from the end-of-session summary. */
  score: optionalNumber,
  /** Older rows only: wall-clock time of a voice answer (replaced by delivery, which the audio clock times). */
  durationMs: optionalNumber,
  /** Spoken answers timed by the audio clock; typed answers have none. */
  delivery: z.optional(answerDeliverySchema),
  source: z._default(z.enum(['voice', 'text']), 'text'),
});
export type CoachTurn = z.output<typeof coachTurnSchema>;

const metric = z.optional(z.nullable(z.number()));

/** Saved summaries may miss fields (older or interrupted sessions); what is there has the right type. */
const storedCoachSummarySchema = z.object({
  answers: metric,
  voiceAnswers: metric,
  totalWords: metric,
  fillerCount: metric,
  fillerCounts: z.optional(z.record(z.string(), z.number())),
  /** Null when no answer was spoken. */
  wordsPerMinute: metric,
  fillersPerMinute: metric,
  longPauses: metric,
  averageScore: metric,
  strengths: z.optional(z.array(z.string())),
  practice: z.optional(z.array(z.string())),
  /** 'ai' when the model wrote the scores and advice, 'local' when they were computed here. */
  source: z.optional(z.enum(['ai', 'local'])),
});

export type StoredCoachSummary = z.output<typeof storedCoachSummarySchema>;

/** The row with its JSON columns checked, or null when they do not have the saved shape. */
export function parseCoachSession<Row extends { turns: unknown; summary: unknown }>(
  row: Row,
): (Omit<Row, 'turns' | 'summary'> & { turns: CoachTurn[]; summary: StoredCoachSummary }) | null {
  const turns = z.array(coachTurnSchema).safeParse(row.turns);
  const summary = storedCoachSummarySchema.safeParse(row.summary);
  if (!turns.success || !summary.success) return null;
  return { ...row, turns: turns.data, summary: summary.data };
}
