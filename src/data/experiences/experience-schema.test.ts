import { emptyExperienceForm, experienceFieldAttributes, experienceFormSchema, toExperienceRow, type ExperienceFormValues } from './experience-schema';

const valid: ExperienceFormValues = {
  ...emptyExperienceForm(),
  company: 'Deezer',
  job_title: 'Web Developer',
  start_date: '2018-06-01',
  end_date: '2021-08-31',
};
const messageFor = (values: Partial<ExperienceFormValues>, field: string) =>
  experienceFormSchema.safeParse({ ...valid, ...values }).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('experience form schema (docs/product.md#experience-form)', () => {
  it('requires company, job title and start date', () => {
    expect(messageFor({ company: '' }, 'company')).toBe('Company is required.');
    expect(messageFor({ job_title: ' ' }, 'job_title')).toBe('Job title is required.');
    expect(messageFor({ start_date: '' }, 'start_date')).toBeDefined();
  });

  it("requires an end date unless 'I still work here' is ticked", () => {
    expect(messageFor({ end_date: '' }, 'end_date')).toBe('End date is required unless you still work here.');
    expect(experienceFormSchema.safeParse({ ...valid, end_date: '', current_job: true }).success).toBe(true);
  });

  it('refuses an end date before the start date', () => {
    expect(messageFor({ end_date: '2018-05-31' }, 'end_date')).toBe('End date must be on or after the start date.');
    expect(messageFor({ end_date: '2018-06-01' }, 'end_date')).toBeUndefined();
  });

  it('sends no end date for a current job', () => {
    expect(toExperienceRow({ ...valid, current_job: true }).end_date).toBeNull();
    expect(experienceFieldAttributes.end_date(true)).toMatchObject({ disabled: true, required: false });
    expect(experienceFieldAttributes.end_date(false)).toMatchObject({ disabled: false, required: true });
  });
});
