// The Analyzer's result as the model must return it and as it is stored (application_analyses.result), checked with zod.
import * as z from 'zod/mini';

const REQUIREMENT_MARKS = ['met', 'partly_met', 'missing'] as const;
export type RequirementMark = (typeof REQUIREMENT_MARKS)[number];

const REQUIREMENT_IMPORTANCE = ['must_have', 'nice_to_have'] as const;

const EVIDENCE_SOURCES = ['resume', 'experience', 'none'] as const;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

const requirementSchema = z
  .object({
    requirement: text(300),
    importance: z._default(z.enum(REQUIREMENT_IMPORTANCE), 'must_have'),
    mark: z.enum(REQUIREMENT_MARKS),
    /** The resume line or experience the mark rests on, quoted; empty only when the requirement is missing. */
    evidence: z._default(z.string().check(z.trim(), z.maxLength(600)), ''),
    source: z._default(z.enum(EVIDENCE_SOURCES), 'none'),
  })
  .check(
    z.superRefine((requirement, context) => {
      if (requirement.mark !== 'missing' && requirement.evidence === '') {
        context.addIssue({ code: 'custom', path: ['evidence'], message: 'A met or partly met requirement needs quoted evidence.' });
      }
    }),
  );

export const analysisResultSchema = z.object({
  requirements: z.array(requirementSchema).check(z.minLength(1), z.maxLength(25)),
  missing_keywords: z.array(text(80)).check(z.maxLength(30)),
  talking_points: z.pipe(
    z.array(text(600)).check(z.minLength(3), z.maxLength(6)),
    z.transform((points: string[]) => points.slice(0, 3)),
  ),
  likely_questions: z.array(text(400)).check(z.minLength(3), z.maxLength(12)),
});

export type Requirement = z.infer<typeof requirementSchema>;
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** The model's reply was not JSON, or not JSON of the expected shape. */
export class AnalysisReplyError extends Error {
  constructor(
    readonly reason: 'malformed' | 'invalid',
    readonly detail: string,
  ) {
    super("The AI's answer could not be read. Try again.");
    this.name = 'AnalysisReplyError';
  }
}

/** Parses and validates a reply; throws AnalysisReplyError, so nothing half-parsed ever comes out. */
export function parseAnalysisReply(reply: string): AnalysisResult {
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch (error) {
    throw new AnalysisReplyError('malformed', error instanceof Error ? error.message : 'not JSON');
  }
  const parsed = analysisResultSchema.safeParse(json);
  if (!parsed.success) throw new AnalysisReplyError('invalid', z.prettifyError(parsed.error));
  return parsed.data;
}
