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
  source: null,
  status_changed_at: '2026-11-01T10:00:00Z',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  interviews,
});

const NOW = new Date('2026-11-25T12:00:00Z');

describe('buildSessionOptions', () => {
  it('lists upcoming interviews first (soonest first, dated), then applications, then past interviews (marked, latest first), then demo mode', () => {
    const options = buildSessionOptions(
      [
        application('a1', 'Initech', 'Product Owner', [
          { id: 'i2', name: 'Final round', date: '2026-12-02T10:00:00Z' },
          { id: 'i1', name: 'HR call', date: '2026-11-30T10:00:00Z' },
          { id: 'i0', name: 'Screen', date: '2026-11-20T10:00:00Z' },
        ]),
        application('a2', 'Globex', 'Analyst', [{ id: 'i3', name: 'Intro', date: '2026-11-10T10:00:00Z' }]),
      ],
      NOW,
    );
    expect(options.map((o) => [o.value, o.group])).toEqual([
      ['int_i1', 'upcoming'],
      ['int_i2', 'upcoming'],
      ['app_a1', 'application'],
      ['app_a2', 'application'],
      ['int_i0', 'past'],
      ['int_i3', 'past'],
      ['demo', 'demo'],
    ]);
    expect(options.find((o) => o.value === 'app_a1')?.label).toBe('Initech - Product Owner');
    expect(options[0]?.label).toMatch(/^Initech - HR call · Mon, Nov 30, \d/);
    expect(options.find((o) => o.value === 'int_i0')?.label).toMatch(/\(past\)$/);
    expect(options[0]).toMatchObject({ type: 'interview', applicationId: 'a1', interviewId: 'i1' });
    expect(options.at(-1)?.label).toBe('Enter Demo Mode');
  });

  it('keeps an interview in progress among the upcoming ones until its duration is over', () => {
    const started = (duration: number) =>
      buildSessionOptions([application('a1', 'Initech', 'PO', [{ id: 'i1', name: 'Live', date: '2026-11-25T11:30:00Z', duration }])], NOW).find(
        (o) => o.value === 'int_i1',
      );
    expect(started(45)?.group).toBe('upcoming');
    expect(started(20)?.group).toBe('past');
  });

  it('offers demo mode when there is no application', () => {
    expect(buildSessionOptions([])).toEqual([expect.objectContaining({ value: 'demo', type: 'demo' })]);
  });
});
