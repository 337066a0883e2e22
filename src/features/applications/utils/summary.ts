// The dashboard's numbers (docs/product.md#summary-tiles): progress per application, most advanced application, next interview.
import type { ApplicationWithInterviews } from '@/data/applications/types';

/** round(100 × interviews recorded / expected); null when no expected number is set ('-' on screen). */
export function progressPercent(interviewCount: number, expectedInterviews: number | null | undefined): number | null {
  if (expectedInterviews == null || expectedInterviews < 1) return null;
  return Math.round((100 * interviewCount) / expectedInterviews);
}

export function formatProgress(percent: number | null): string {
  return percent === null ? '-' : `${percent}%`;
}

/**
 * Statuses that count as advanced, furthest first: an offer, interviews, then sent (answered or not yet, then no reply).
 * Saved (not sent yet) and Missed (over) are not ahead of anything: "None" is only for those (issue #37: an Applied
 * application beside Saved and No Reply ones showed "None").
 */
const ADVANCED_STATUSES = ['Succeeded', 'In progress', 'Applied', 'No Reply'];

/** The first application (in the list's order) of the furthest status of ADVANCED_STATUSES present. */
export function mostAdvancedApplication<T extends { status: string }>(applications: readonly T[]): T | null {
  for (const status of ADVANCED_STATUSES) {
    const found = applications.find((application) => application.status === status);
    if (found) return found;
  }
  return null;
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
