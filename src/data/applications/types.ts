// Row shapes of public.applications as the SPA reads them, from the generated database types.
import type { Tables } from '@/types/database';

export type Application = Tables<'applications'>;

/** The few interview fields the dashboard needs (progress, next interview), embedded in one query. */
type ApplicationInterviewSummary = Pick<Tables<'interviews'>, 'id' | 'name' | 'date'>;

export type ApplicationWithInterviews = Application & { interviews: ApplicationInterviewSummary[] };

export type ApplicationRowInput = Pick<
  Application,
  'company_name' | 'job_title' | 'application_date' | 'status' | 'job_link' | 'job_offer_content' | 'expected_interviews'
> &
  Partial<Pick<Application, 'resume_file' | 'resume_name'>>;
