// An application as the dashboard reads it, for this feature's tests: override only what a test is about.
import type { ApplicationWithInterviews } from '@/data/applications/types';

export function makeApplication(overrides: Partial<ApplicationWithInterviews> = {}): ApplicationWithInterviews {
  return {
    id: 'a1',
    user_id: 'u1',
    company_name: 'Doctolib',
    job_title: 'Engineer',
    application_date: '2026-11-01',
    status: 'Saved',
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
    interviews: [],
    ...overrides,
  };
}
