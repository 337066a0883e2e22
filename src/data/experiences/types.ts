// Row shape of public.experiences.
export interface Experience {
  id: string;
  user_id: string;
  company: string;
  job_title: string;
  start_date: string;
  end_date: string | null;
  current_job: boolean;
  missions: string | null;
  created_at: string;
  updated_at: string;
}
