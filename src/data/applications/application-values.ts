// The application form's values without its validation: empty, from a stored row, and the link check. The dashboard
// needs these on its first render (the drawer's draft); the zod schema (application-schema.ts) loads with the form.
import { DEFAULT_APPLICATION_STATUS } from '@/config/constants';
import type { ApplicationFormValues } from './application-schema';
import type { Application } from './types';

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

export function todayIsoDate(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function emptyApplicationForm(now: Date = new Date()): ApplicationFormValues {
  return {
    company_name: '',
    job_title: '',
    application_date: todayIsoDate(now),
    status: DEFAULT_APPLICATION_STATUS,
    source: '',
    job_link: '',
    job_offer_content: '',
    expected_interviews: '',
    resume: null,
  };
}

export function applicationToForm(application: Application): ApplicationFormValues {
  return {
    company_name: application.company_name,
    job_title: application.job_title,
    application_date: application.application_date,
    status: application.status,
    source: application.source ?? '',
    job_link: application.job_link ?? '',
    job_offer_content: application.job_offer_content ?? '',
    expected_interviews: application.expected_interviews == null ? '' : String(application.expected_interviews),
    resume: null,
  };
}
