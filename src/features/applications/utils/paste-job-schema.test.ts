import { applicationFormSchema } from '@/data/applications/application-schema';
import { emptyApplicationForm } from '@/data/applications/application-values';
import { pasteJobSchema } from './paste-job-schema';

describe('a job link typed without https:// (issue 37 #24)', () => {
  const application = { ...emptyApplicationForm(), company_name: 'Stripe', job_title: 'Engineer' };

  it('is saved with https:// by the application form and read so by "Paste a job"', () => {
    expect(applicationFormSchema.parse({ ...application, job_link: ' www.example.com/jobs/1 ' }).job_link).toBe('https://www.example.com/jobs/1');
    expect(pasteJobSchema.parse({ link: 'www.example.com/jobs/1', page: 'x' }).link).toBe('https://www.example.com/jobs/1');
  });

  it('is still refused when it is not a link', () => {
    expect(applicationFormSchema.safeParse({ ...application, job_link: 'not a link' }).success).toBe(false);
    expect(pasteJobSchema.safeParse({ link: 'Stripe', page: 'x' }).success).toBe(false);
  });
});
