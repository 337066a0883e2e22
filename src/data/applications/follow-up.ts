// Follow-up reminders (issue #30): "follow up if no reply by…" on an application. Pure date rules, in the local day.
import type { ApplicationWithInterviews } from './types';

/** Days after the latest interview the form suggests following up. */
const FOLLOW_UP_DELAY_DAYS = 7;

/** Statuses that have had their answer: no follow-up is due on them. */
const ANSWERED_STATUSES: readonly string[] = ['Succeeded', 'Missed'];

/** A Date's local calendar day as YYYY-MM-DD (what a `date` column and `<input type="date">` hold). */
export function toLocalIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A week after the latest interview (in the person's local day), or null when the application has none. */
export function suggestedFollowUp(interviews: readonly { date: string }[]): string | null {
  let latest = Number.NEGATIVE_INFINITY;
  for (const interview of interviews) {
    const time = new Date(interview.date).getTime();
    if (!Number.isNaN(time) && time > latest) latest = time;
  }
  if (latest === Number.NEGATIVE_INFINITY) return null;
  const day = new Date(latest);
  return toLocalIsoDate(new Date(day.getFullYear(), day.getMonth(), day.getDate() + FOLLOW_UP_DELAY_DAYS));
}

/** Overdue once the day has passed; due on the day itself. */
export function isFollowUpOverdue(followUpOn: string, now: Date = new Date()): boolean {
  return followUpOn < toLocalIsoDate(now);
}

export interface FollowUpSummary {
  /** The earliest follow-up still waiting for an answer. */
  next: { applicationId: string; companyName: string; followUpOn: string; isOverdue: boolean } | null;
  overdueCount: number;
}

/** The dashboard tile: the earliest follow-up on applications not yet answered, and how many are overdue. */
export function summarizeFollowUps(applications: readonly ApplicationWithInterviews[], now: Date = new Date()): FollowUpSummary {
  let next: FollowUpSummary['next'] = null;
  let overdueCount = 0;
  for (const application of applications) {
    const followUpOn = application.follow_up_on;
    if (!followUpOn || ANSWERED_STATUSES.includes(application.status)) continue;
    const isOverdue = isFollowUpOverdue(followUpOn, now);
    if (isOverdue) overdueCount += 1;
    if (!next || followUpOn < next.followUpOn) next = { applicationId: application.id, companyName: application.company_name, followUpOn, isOverdue };
  }
  return { next, overdueCount };
}
