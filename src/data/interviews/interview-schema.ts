// The interview form (docs/product.md#interview-form): name, interviewer names and date required; duration an integer ≥ 1, default 30.
import { t } from 'i18next';
import * as z from 'zod/mini';
import type applicationDetail from '@/i18n/locales/en/application-detail.json';
import { LIMITS } from '@/config/constants';
import type { Interview } from './types';

/** A validation message read when the check fails, so it is in the language of that moment. */
const says = (key: `application-detail:validation.${keyof (typeof applicationDetail)['validation']}`, values: Record<string, number> = {}) => ({
  error: () => t(key, values),
});

const INTERVIEW_DURATION_MAX = 1440;

export const interviewFormSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, says('application-detail:validation.nameRequired')), z.maxLength(200, says('application-detail:validation.nameTooLong'))),
  interviewer_names: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, says('application-detail:validation.interviewersRequired')),
      z.maxLength(500, says('application-detail:validation.interviewersTooLong')),
    ),
  date: z.string().check(
    z.minLength(1, says('application-detail:validation.dateRequired')),
    z.refine((value) => !Number.isNaN(new Date(value).getTime()), says('application-detail:validation.dateInvalid')),
  ),
  duration: z.string().check(
    z.trim(),
    z.minLength(1, says('application-detail:validation.durationRequired')),
    z.refine((value) => /^\d+$/.test(value), says('application-detail:validation.durationWhole')),
    z.refine(
      (value) => Number(value) >= LIMITS.interviewDurationMin && Number(value) <= INTERVIEW_DURATION_MAX,
      says('application-detail:validation.durationRange', { min: LIMITS.interviewDurationMin, max: INTERVIEW_DURATION_MAX }),
    ),
  ),
  additional_info: z.string().check(z.maxLength(10_000, says('application-detail:validation.additionalInfoTooLong'))),
});

export type InterviewFormValues = z.input<typeof interviewFormSchema>;

export function emptyInterviewForm(): InterviewFormValues {
  return { name: '', interviewer_names: '', date: '', duration: String(LIMITS.interviewDurationDefault), additional_info: '' };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A stored interview as the form shows it: its instant as a local `datetime-local` value, to the minute. */
export function interviewToForm(interview: Pick<Interview, 'name' | 'interviewer_names' | 'date' | 'duration' | 'additional_info'>): InterviewFormValues {
  const date = new Date(interview.date);
  const local = Number.isNaN(date.getTime())
    ? ''
    : `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return {
    name: interview.name,
    interviewer_names: interview.interviewer_names,
    date: local,
    duration: String(interview.duration),
    additional_info: interview.additional_info ?? '',
  };
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
