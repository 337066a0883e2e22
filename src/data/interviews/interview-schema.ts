// The interview form (spec §5): name, interviewer names and date required; duration an integer ≥ 1, default 30.
import * as z from 'zod/mini';
import { LIMITS } from '@/config/constants';

const INTERVIEW_DURATION_MAX = 1440;

export const interviewFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Interview name is required.'), z.maxLength(200, 'Interview name must be 200 characters or fewer.')),
  interviewer_names: z
    .string()
    .check(z.trim(), z.minLength(1, 'Interviewer names are required.'), z.maxLength(500, 'Interviewer names must be 500 characters or fewer.')),
  date: z
    .string()
    .check(
      z.minLength(1, 'Interview date is required.'),
      z.refine((value) => !Number.isNaN(new Date(value).getTime()), 'Enter a valid date and time.'),
    ),
  duration: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Duration is required.'),
      z.refine((value) => /^\d+$/.test(value), 'Duration must be a whole number of minutes.'),
      z.refine(
        (value) => Number(value) >= LIMITS.interviewDurationMin && Number(value) <= INTERVIEW_DURATION_MAX,
        `Duration must be between ${LIMITS.interviewDurationMin} and ${INTERVIEW_DURATION_MAX} minutes.`,
      ),
    ),
  additional_info: z.string().check(z.maxLength(10_000, 'Additional info must be 10,000 characters or fewer.')),
});

export type InterviewFormValues = z.input<typeof interviewFormSchema>;

export function emptyInterviewForm(): InterviewFormValues {
  return { name: '', interviewer_names: '', date: '', duration: String(LIMITS.interviewDurationDefault), additional_info: '' };
}

/** `datetime-local` values are local wall-clock times; the database stores an instant. */
export function toInterviewRow(applicationId: string, values: InterviewFormValues) {
  const parsed = interviewFormSchema.parse(values);
  return {
    application_id: applicationId,
    name: parsed.name,
    interviewer_names: parsed.interviewer_names,
    date: new Date(parsed.date).toISOString(),
    duration: Number(parsed.duration),
    additional_info: parsed.additional_info.trim() === '' ? null : parsed.additional_info,
  };
}

const acceptsEmpty = (schema: z.ZodMiniType) => schema.safeParse('').success;

export const interviewFieldAttributes = {
  name: { required: !acceptsEmpty(interviewFormSchema.shape.name), maxLength: 200 },
  interviewer_names: { required: !acceptsEmpty(interviewFormSchema.shape.interviewer_names), maxLength: 500 },
  date: { required: !acceptsEmpty(interviewFormSchema.shape.date), type: 'datetime-local' },
  duration: {
    required: !acceptsEmpty(interviewFormSchema.shape.duration),
    type: 'number',
    min: LIMITS.interviewDurationMin,
    max: INTERVIEW_DURATION_MAX,
    step: 1,
  },
  additional_info: { required: false, maxLength: 10_000 },
} as const;
