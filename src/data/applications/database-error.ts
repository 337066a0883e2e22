// Turns PostgREST / Storage errors into sentences a person can act on (CHECK violations, RLS, network), in their language.
import { t } from 'i18next';

/** The CHECK constraints with a sentence of their own (common:dbErrors.<constraint>). */
const CONSTRAINTS = [
  'applications_company_name_length',
  'applications_job_title_length',
  'applications_application_date_range',
  'applications_status_check',
  'applications_job_link_url',
  'applications_resume_file_path',
  'applications_resume_name_length',
  'applications_job_offer_content_length',
  'applications_expected_interviews_range',
  'applications_follow_up_on_range',
  'interviews_name_length',
  'interviews_interviewer_names_length',
  'interviews_date_range',
  'interviews_duration_range',
  'interviews_additional_info_length',
  'experiences_company_length',
  'experiences_job_title_length',
  'experiences_start_date_range',
  'experiences_missions_length',
  'experiences_end_date_required',
  'experiences_current_job_has_no_end_date',
  'experiences_end_date_after_start',
] as const;

/** A string field of a PostgREST / Storage / Auth error object, or '' when it has none. */
function stringField(error: object, name: 'message' | 'code' | 'details'): string {
  const value: unknown = name in error ? Reflect.get(error, name) : undefined;
  return typeof value === 'string' ? value : '';
}

export function toReadableMessage(error: unknown, fallback = t('common:dbErrors.fallback')): string {
  if (!error || typeof error !== 'object') return fallback;
  const message = stringField(error, 'message');
  const code = stringField(error, 'code');
  const haystack = `${message} ${stringField(error, 'details')}`;
  for (const constraint of CONSTRAINTS) {
    if (haystack.includes(constraint)) return t(`common:dbErrors.${constraint}`);
  }
  if (code === '42501' || /row-level security/i.test(haystack)) {
    return t('common:dbErrors.rls');
  }
  if (code === '23514') return t('common:dbErrors.refused');
  if (code === '23503') return t('common:dbErrors.gone');
  if (code === 'PGRST116') return t('common:dbErrors.notFound');
  if (/failed to fetch|networkerror|load failed|fetch failed/i.test(haystack)) {
    return t('common:dbErrors.offline');
  }
  if (/mime type|invalid_mime_type/i.test(haystack)) return t('common:dbErrors.pdfOnly');
  if (/payload too large|exceeded the maximum allowed size|entity too large/i.test(haystack)) {
    return t('common:dbErrors.tooLarge');
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
