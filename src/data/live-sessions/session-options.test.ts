import type { ApplicationWithInterviews } from '@/data/applications/types';
import { buildSessionOptions } from '@/data/live-sessions/session-options';

const application = (id: string, company: string, title: string, interviews: ApplicationWithInterviews['interviews'] = []): ApplicationWithInterviews => ({
  id,
  user_id: 'u1',
  company_name: company,
  job_title: title,
  application_date: '2026-11-01',
  status: 'Applied',
  job_link: null,
  resume_file: null,
  resume_name: null,
  job_offer_content: null,
  expected_interviews: null,
  follow_up_on: null,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  interviews,
});

describe('buildSessionOptions', () => {
  it('lists applications, then their interviews, then demo mode, with the spec labels and values', () => {
    const options = buildSessionOptions([
      application('a1', 'Initech', 'Product Owner', [
        { id: 'i2', name: 'Final round', date: '2026-12-02T10:00:00Z' },
        { id: 'i1', name: 'HR call', date: '2026-11-30T10:00:00Z' },
      ]),
      application('a2', 'Globex', 'Analyst'),
    ]);
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['app_a1', 'Initech - Product Owner'],
      ['int_i1', 'Initech - HR call'],
      ['int_i2', 'Initech - Final round'],
      ['app_a2', 'Globex - Analyst'],
      ['demo', 'Enter Demo Mode'],
    ]);
    expect(options[1]).toMatchObject({ type: 'interview', applicationId: 'a1', interviewId: 'i1' });
  });

  it('offers demo mode when there is no application', () => {
    expect(buildSessionOptions([])).toEqual([expect.objectContaining({ value: 'demo', type: 'demo' })]);
  });
});
