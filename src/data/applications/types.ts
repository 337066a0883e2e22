// Row shapes of public.applications as the SPA reads them, from the generated database types.
import type { Tables } from '@/types/database';

export type Application = Tables<'applications'>;

/** The few interview fields the dashboard and the session picker need (progress, next interview, past or upcoming), embedded in one query. */
type ApplicationInterviewSummary = Pick<Tables<'interviews'>, 'id' | 'name' | 'date'> & Partial<Pick<Tables<'interviews'>, 'duration'>>;

export type ApplicationWithInterviews = Application & { interviews: ApplicationInterviewSummary[] };

export type ApplicationRowInput = Pick<
  Application,
  'company_name' | 'job_title' | 'application_date' | 'status' | 'job_link' | 'job_offer_content' | 'expected_interviews'
> &
  Partial<Pick<Application, 'resume_file' | 'resume_name' | 'source'>>;
