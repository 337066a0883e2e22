// The experience form (docs/product.md#experience-form): Company, Job Title and Start Date required; End Date required unless 'I still work here'.
import { t } from 'i18next';
import * as z from 'zod/mini';
import type experience from '@/i18n/locales/en/experience.json';
import type { Experience } from './types';

/** A validation message read when the check fails, so it is in the language of that moment. */
const says = (key: `experience:validation.${keyof (typeof experience)['validation']}`, values: Record<string, number> = {}) => ({
  error: () => t(key, values),
});

export const experienceFormSchema = z
  .object({
    company: z
      .string()
      .check(z.trim(), z.minLength(1, says('experience:validation.companyRequired')), z.maxLength(200, says('experience:validation.companyTooLong'))),
    job_title: z
      .string()
      .check(z.trim(), z.minLength(1, says('experience:validation.jobTitleRequired')), z.maxLength(200, says('experience:validation.jobTitleTooLong'))),
    start_date: z.iso.date(says('experience:validation.startRequired')),
    end_date: z.string(),
    current_job: z.boolean(),
    missions: z.string().check(z.maxLength(20_000, says('experience:validation.missionsTooLong'))),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.current_job) return;
      if (values.end_date === '') {
        context.addIssue({ code: 'custom', path: ['end_date'], message: t('experience:validation.endRequired') });
        return;
      }
      if (!z.iso.date().safeParse(values.end_date).success) {
        context.addIssue({ code: 'custom', path: ['end_date'], message: t('experience:validation.endInvalid') });
        return;
      }
      if (values.start_date && values.end_date < values.start_date) {
        context.addIssue({ code: 'custom', path: ['end_date'], message: t('experience:validation.endBeforeStart') });
      }
    }),
  );

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
