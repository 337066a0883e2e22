// Row shape of public.interviews.
export interface Interview {
  id: string;
  application_id: string;
  name: string;
  interviewer_names: string;
  date: string;
  duration: number;
  additional_info: string | null;
  created_at: string;
  updated_at: string;
}
