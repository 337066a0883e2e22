import { applicationFieldAttributes, applicationFormSchema, toApplicationRow, type ApplicationFormValues } from './application-schema';
import { emptyApplicationForm, todayIsoDate } from './application-values';

const valid: ApplicationFormValues = { ...emptyApplicationForm(new Date(2026, 10, 21)), company_name: 'Doctolib', job_title: 'Engineer' };

function errorsOf(values: Partial<ApplicationFormValues>) {
  const result = applicationFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('application form schema (docs/product.md#application-form)', () => {
  it('defaults to today and Saved', () => {
    const empty = emptyApplicationForm(new Date(2026, 10, 21, 23, 30));
    expect(empty.application_date).toBe('2026-11-21');
    expect(empty.status).toBe('Saved');
    expect(todayIsoDate(new Date(2026, 0, 2, 0, 5))).toBe('2026-01-02');
  });

  it('saves where the job was found, clears it when not said, and refuses a source outside the list (issue #42)', () => {
    const row = (source: string | undefined) => toApplicationRow(applicationFormSchema.parse({ ...valid, source }));
    expect(row('referral').source).toBe('referral');
    expect(row('').source).toBeNull();
    // A CSV row gives no source: the row leaves the column to the database.
    expect(row(undefined)).not.toHaveProperty('source');
    expect(errorsOf({ source: 'carrier pigeon' as never })).toHaveProperty('source');
  });

  it('accepts a minimal valid application', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('requires company, job title, date and status', () => {
    expect(errorsOf({ company_name: '   ' })).toHaveProperty('company_name', 'Company is required.');
    expect(errorsOf({ job_title: '' })).toHaveProperty('job_title', 'Job title is required.');
    expect(errorsOf({ application_date: '' })).toHaveProperty('application_date');
    expect(errorsOf({ status: '' as never })).toHaveProperty('status');
  });

  it('keeps the application date within the database range', () => {
    expect(errorsOf({ application_date: '1969-12-31' })).toHaveProperty('application_date', 'Application date must be between 1970 and 2999.');
    expect(errorsOf({ application_date: '3000-01-01' })).toHaveProperty('application_date');
    expect(errorsOf({ application_date: '2026-02-30' })).toHaveProperty('application_date');
    expect(errorsOf({ application_date: '1970-01-01' })).toEqual({});
  });

  it('requires the job link to be an http(s) URL when given', () => {
    expect(errorsOf({ job_link: 'not a url' })).toHaveProperty('job_link');
    expect(errorsOf({ job_link: 'ftp://example.com/job' })).toHaveProperty('job_link');
    expect(errorsOf({ job_link: 'https://example.com/jobs/1' })).toEqual({});
    expect(errorsOf({ job_link: '' })).toEqual({});
  });

  it('accepts expected interviews as a whole number ≥ 1, empty meaning not set', () => {
    expect(errorsOf({ expected_interviews: '0' })).toHaveProperty('expected_interviews');
    expect(errorsOf({ expected_interviews: '-2' })).toHaveProperty('expected_interviews');
    expect(errorsOf({ expected_interviews: '1.5' })).toHaveProperty('expected_interviews');
    expect(errorsOf({ expected_interviews: '51' })).toHaveProperty('expected_interviews');
    expect(errorsOf({ expected_interviews: '3' })).toEqual({});
    const parsed = applicationFormSchema.parse({ ...valid, expected_interviews: '' });
    expect(toApplicationRow(parsed).expected_interviews).toBeNull();
    expect(toApplicationRow(applicationFormSchema.parse({ ...valid, expected_interviews: '4' })).expected_interviews).toBe(4);
  });

  it('accepts only PDF resumes', () => {
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const word = new File(['doc'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const renamed = new File(['png'], 'cv.pdf', { type: 'image/png' });
    expect(errorsOf({ resume: pdf })).toEqual({});
    expect(errorsOf({ resume: word })).toHaveProperty('resume', 'The resume must be a PDF file (.pdf).');
    expect(errorsOf({ resume: renamed })).toHaveProperty('resume');
  });

  it('drives the browser attributes', () => {
    expect(applicationFieldAttributes.company_name.required).toBe(true);
    expect(applicationFieldAttributes.job_title.required).toBe(true);
    expect(applicationFieldAttributes.application_date.required).toBe(true);
    expect(applicationFieldAttributes.job_link.required).toBe(false);
    expect(applicationFieldAttributes.expected_interviews).toMatchObject({ required: false, type: 'number', min: 1 });
  });

  it('maps empty optional fields to null for the database', () => {
    expect(toApplicationRow(applicationFormSchema.parse({ ...valid, job_link: ' ', job_offer_content: '  ' }))).toMatchObject({
      job_link: null,
      job_offer_content: null,
    });
  });
});
