// The dashboard's numbers (spec §4 Summary tiles): progress per application, most advanced application, next interview.
import type { ApplicationWithInterviews } from '@/data/applications/types';

/** round(100 × interviews recorded / expected); null when no expected number is set ('-' on screen). */
export function progressPercent(interviewCount: number, expectedInterviews: number | null | undefined): number | null {
  if (expectedInterviews == null || expectedInterviews < 1) return null;
  return Math.round((100 * interviewCount) / expectedInterviews);
}

export function formatProgress(percent: number | null): string {
  return percent === null ? '-' : `${percent}%`;
}

const ADVANCED_STATUSES = new Set(['Succeeded', 'In progress']);

/** The first application (in the list's order) whose status is Succeeded or In progress. */
export function mostAdvancedApplication<T extends { status: string }>(applications: readonly T[]): T | null {
  return applications.find((application) => ADVANCED_STATUSES.has(application.status)) ?? null;
}

export interface NextInterview {
  id: string;
  name: string;
  date: string;
  applicationId: string;
  companyName: string;
  jobTitle: string;
}

function startOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

/** The earliest interview dated today (local day) or later. */
export function nextInterview(applications: readonly ApplicationWithInterviews[], now: Date = new Date()): NextInterview | null {
  const from = startOfDay(now);
  let best: NextInterview | null = null;
  let bestTime = Number.POSITIVE_INFINITY;
  for (const application of applications) {
    for (const interview of application.interviews ?? []) {
      const time = new Date(interview.date).getTime();
      if (Number.isNaN(time) || time < from || time >= bestTime) continue;
      bestTime = time;
      best = {
        id: interview.id,
        name: interview.name,
        date: interview.date,
        applicationId: application.id,
        companyName: application.company_name,
        jobTitle: application.job_title,
      };
    }
  }
  return best;
}
