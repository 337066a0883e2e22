// The experience form (spec §5): Company, Job Title and Start Date required; End Date required unless 'I still work here'.
import * as z from 'zod/mini';
import type { Experience } from './types';

export const experienceFormSchema = z
  .object({
    company: z.string().check(z.trim(), z.minLength(1, 'Company is required.'), z.maxLength(200, 'Company must be 200 characters or fewer.')),
    job_title: z.string().check(z.trim(), z.minLength(1, 'Job title is required.'), z.maxLength(200, 'Job title must be 200 characters or fewer.')),
    start_date: z.iso.date('Start date is required.'),
    end_date: z.string(),
    current_job: z.boolean(),
    missions: z.string().check(z.maxLength(20_000, 'Missions must be 20,000 characters or fewer.')),
  })
  .check(z.superRefine((values, context) => {
    if (values.current_job) return;
    if (values.end_date === '') {
      context.addIssue({ code: 'custom', path: ['end_date'], message: "End date is required unless you still work here." });
      return;
    }
    if (!z.iso.date().safeParse(values.end_date).success) {
      context.addIssue({ code: 'custom', path: ['end_date'], message: 'Enter a valid end date.' });
      return;
    }
    if (values.start_date && values.end_date < values.start_date) {
      context.addIssue({ code: 'custom', path: ['end_date'], message: 'End date must be on or after the start date.' });
    }
  }));

export type ExperienceFormValues = z.input<typeof experienceFormSchema>;

export function emptyExperienceForm(): ExperienceFormValues {
  return { company: '', job_title: '', start_date: '', end_date: '', current_job: false, missions: '' };
}

export function experienceToForm(experience: Experience): ExperienceFormValues {
  return {
    company: experience.company,
    job_title: experience.job_title,
    start_date: experience.start_date,
    end_date: experience.end_date ?? '',
    current_job: experience.current_job,
    missions: experience.missions ?? '',
  };
}

export function toExperienceRow(values: ExperienceFormValues) {
  const parsed = experienceFormSchema.parse(values);
  return {
    company: parsed.company,
    job_title: parsed.job_title,
    start_date: parsed.start_date,
    end_date: parsed.current_job ? null : parsed.end_date,
    current_job: parsed.current_job,
    missions: parsed.missions.trim() === '' ? null : parsed.missions,
  };
}

const shape = experienceFormSchema.shape;
const acceptsEmpty = (schema: z.ZodMiniType) => schema.safeParse('').success;

export const experienceFieldAttributes = {
  company: { required: !acceptsEmpty(shape.company), maxLength: 200 },
  job_title: { required: !acceptsEmpty(shape.job_title), maxLength: 200 },
  start_date: { required: !acceptsEmpty(shape.start_date), type: 'date' },
  /** Required unless the person still works there: decided per render from `current_job`. */
  end_date: (isCurrentJob: boolean) => ({ required: !isCurrentJob, type: 'date', disabled: isCurrentJob }),
  missions: { required: false, maxLength: 20_000 },
} as const;
