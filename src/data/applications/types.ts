// Row shapes of public.applications as the SPA reads them (supabase/migrations/20261121000100_tracker.sql).
import type { ApplicationStatus } from '@/config/constants';

export interface Application {
  id: string;
  user_id: string;
  company_name: string;
  job_title: string;
  application_date: string;
  status: ApplicationStatus;
  job_link: string | null;
  resume_file: string | null;
  resume_name: string | null;
  job_offer_content: string | null;
  expected_interviews: number | null;
  created_at: string;
  updated_at: string;
}

/** The few interview fields the dashboard needs (progress, next interview), embedded in one query. */
export interface ApplicationInterviewSummary {
  id: string;
  name: string;
  date: string;
}

export interface ApplicationWithInterviews extends Application {
  interviews: ApplicationInterviewSummary[];
}

export type ApplicationRowInput = Pick<
  Application,
  'company_name' | 'job_title' | 'application_date' | 'status' | 'job_link' | 'job_offer_content' | 'expected_interviews'
> &
  Partial<Pick<Application, 'resume_file' | 'resume_name'>>;
