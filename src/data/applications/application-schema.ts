// The application form (docs/product.md#application-form): one zod schema for validation, the row sent to the database and the inputs' attributes.
// The form's values without validation (empty, from a row) are in application-values.ts, which the dashboard loads.
import { t } from 'i18next';
import * as z from 'zod/mini';
import type applications from '@/i18n/locales/en/applications.json';
import { APPLICATION_SOURCES, APPLICATION_STATUSES, LIMITS } from '@/config/constants';
import { completeJobLink } from '@/lib/job-posting/job-link';
import { isHttpUrl } from './application-values';
import type { ApplicationRowInput } from './types';

/** A validation message read when the check fails, so it is in the language of that moment. */
const says = (key: `applications:validation.${keyof (typeof applications)['validation']}`, values: Record<string, number> = {}) => ({
  error: () => t(key, values),
});

const EXPECTED_INTERVIEWS_MAX = 50;

const resumeFileSchema = z
  .custom<File | null>((value) => value === null || (typeof File !== 'undefined' && value instanceof File), says('applications:validation.chooseFile'))
  .check(
    z.refine((file) => !file || /\.pdf$/i.test(file.name), says('applications:validation.resumePdf')),
    z.refine((file) => !file || file.type === '' || file.type === 'application/pdf', says('applications:validation.resumePdf')),
    z.refine((file) => !file || file.size <= LIMITS.resumeBytes, says('applications:validation.resumeSize')),
  );

export const applicationFormSchema = z.object({
  company_name: z
    .string()
    .check(z.trim(), z.minLength(1, says('applications:validation.companyRequired')), z.maxLength(200, says('applications:validation.companyTooLong'))),
  job_title: z
    .string()
    .check(z.trim(), z.minLength(1, says('applications:validation.jobTitleRequired')), z.maxLength(200, says('applications:validation.jobTitleTooLong'))),
  application_date: z.iso
    .date(says('applications:validation.dateRequired'))
    .check(z.refine((value) => value >= '1970-01-01' && value <= '2999-12-31', says('applications:validation.dateRange'))),
  status: z.enum(APPLICATION_STATUSES, says('applications:validation.statusRequired')),
  /** Where the job was found; '' when not said (the form always gives it; a CSV row, which has no such column, does not). */
  source: z.optional(z.enum(['', ...APPLICATION_SOURCES])),
  job_link: z.string().check(
    // "www.example.com/jobs/1" is completed to https://…, as "Paste a job" does.
    z.overwrite(completeJobLink),
    z.maxLength(2048, says('applications:validation.jobLinkTooLong')),
    z.refine((value) => value === '' || isHttpUrl(value), says('applications:validation.jobLinkUrl')),
  ),
  job_offer_content: z.string().check(z.maxLength(50_000, says('applications:validation.jobOfferTooLong'))),
  expected_interviews: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^\d+$/.test(value), says('applications:validation.expectedWhole')),
    z.refine(
      (value) => value === '' || (Number(value) >= LIMITS.expectedInterviewsMin && Number(value) <= EXPECTED_INTERVIEWS_MAX),
      says('applications:validation.expectedRange', { min: LIMITS.expectedInterviewsMin, max: EXPECTED_INTERVIEWS_MAX }),
    ),
  ),
  resume: resumeFileSchema,
});

export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

/** Everything but the file, which browsers cannot keep in storage. */
export type ApplicationDraftValues = Omit<ApplicationFormValues, 'resume'>;

export function toApplicationRow(values: ApplicationFormOutput): ApplicationRowInput {
  return {
    company_name: values.company_name,
    job_title: values.job_title,
    application_date: values.application_date,
    status: values.status,
    ...(values.source !== undefined && { source: values.source === '' ? null : values.source }),
    job_link: values.job_link === '' ? null : values.job_link,
    job_offer_content: values.job_offer_content.trim() === '' ? null : values.job_offer_content,
    expected_interviews: values.expected_interviews === '' ? null : Number(values.expected_interviews),
  };
}

const acceptsEmpty = (schema: z.ZodMiniType) => schema.safeParse('').success;

/** The browser attributes the schema implies, so markup and validation never disagree. */
export const applicationFieldAttributes = {
  company_name: { required: !acceptsEmpty(applicationFormSchema.shape.company_name), maxLength: 200 },
  job_title: { required: !acceptsEmpty(applicationFormSchema.shape.job_title), maxLength: 200 },
  application_date: { required: !acceptsEmpty(applicationFormSchema.shape.application_date), type: 'date', min: '1970-01-01', max: '2999-12-31' },
  status: { required: !acceptsEmpty(applicationFormSchema.shape.status) },
  source: { required: false },
  job_link: { required: !acceptsEmpty(applicationFormSchema.shape.job_link), type: 'url', maxLength: 2048 },
  job_offer_content: { required: false, maxLength: 50_000 },
  expected_interviews: {
    required: !acceptsEmpty(applicationFormSchema.shape.expected_interviews),
    type: 'number',
    min: LIMITS.expectedInterviewsMin,
    max: EXPECTED_INTERVIEWS_MAX,
    step: 1,
  },
  resume: { accept: '.pdf,application/pdf' },
} as const;
