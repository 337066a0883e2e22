// Turns PostgREST / Storage errors into sentences a person can act on (CHECK violations, RLS, network).
const CONSTRAINT_MESSAGES: Record<string, string> = {
  applications_company_name_length: 'Company must be between 1 and 200 characters.',
  applications_job_title_length: 'Job title must be between 1 and 200 characters.',
  applications_application_date_range: 'Application date must be between 1970 and 2999.',
  applications_status_check: 'Status must be one of Saved, Applied, No Reply, In progress, Succeeded or Missed.',
  applications_job_link_url: 'Job link must be a web address starting with http:// or https://.',
  applications_resume_file_path: 'The resume file name was refused. Please upload the PDF again.',
  applications_resume_name_length: 'The resume file name is too long (255 characters at most).',
  applications_job_offer_content_length: 'The job offer text is too long (50,000 characters at most).',
  applications_expected_interviews_range: 'Expected interviews must be a whole number between 1 and 50.',
  interviews_name_length: 'Interview name must be between 1 and 200 characters.',
  interviews_interviewer_names_length: 'Interviewer names must be between 1 and 500 characters.',
  interviews_date_range: 'Interview date must be between 1970 and 2999.',
  interviews_duration_range: 'Duration must be between 1 and 1440 minutes.',
  interviews_additional_info_length: 'Additional info is too long (10,000 characters at most).',
  experiences_company_length: 'Company must be between 1 and 200 characters.',
  experiences_job_title_length: 'Job title must be between 1 and 200 characters.',
  experiences_start_date_range: 'Start date must be between 1900 and 2999.',
  experiences_missions_length: 'Missions are too long (20,000 characters at most).',
  experiences_end_date_required: 'End date is required unless you still work here.',
  experiences_current_job_has_no_end_date: 'A current job has no end date.',
  experiences_end_date_after_start: 'End date must be on or after the start date.',
};

/** A string field of a PostgREST / Storage / Auth error object, or '' when it has none. */
function stringField(error: object, name: 'message' | 'code' | 'details'): string {
  const value: unknown = name in error ? Reflect.get(error, name) : undefined;
  return typeof value === 'string' ? value : '';
}

export function toReadableMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!error || typeof error !== 'object') return fallback;
  const message = stringField(error, 'message');
  const code = stringField(error, 'code');
  const haystack = `${message} ${stringField(error, 'details')}`;
  for (const [constraint, readable] of Object.entries(CONSTRAINT_MESSAGES)) {
    if (haystack.includes(constraint)) return readable;
  }
  if (code === '42501' || /row-level security/i.test(haystack)) {
    return 'You are not allowed to change this record. It may belong to another account or your session may have expired.';
  }
  if (code === '23514') return 'One of the values was refused by the database. Please check the form.';
  if (code === '23503') return 'This record no longer exists. Refresh the page and try again.';
  if (code === 'PGRST116') return 'This record was not found.';
  if (/failed to fetch|networkerror|load failed|fetch failed/i.test(haystack)) {
    return 'Could not reach the server. Check your connection and try again.';
  }
  if (/mime type|invalid_mime_type/i.test(haystack)) return 'Only PDF files can be uploaded as a resume.';
  if (/payload too large|exceeded the maximum allowed size|entity too large/i.test(haystack)) {
    return 'The file is too large (10 MB at most).';
  }
  return message || fallback;
}

/** An Error whose message is already readable; thrown by every fetcher and mutation in src/data. */
export class DataError extends Error {
  readonly cause: unknown;
  constructor(error: unknown, fallback?: string) {
    super(toReadableMessage(error, fallback));
    this.name = 'DataError';
    this.cause = error;
  }
}
