// Builds iCalendar (.ics) events, so interviews and follow-up reminders can be added to any calendar, described in
// the UI's language, and downloads them. One event builder for both: a timed event or an all-day one.
import { t } from 'i18next';
export interface IcsInterview {
  id: string;
  name: string;
  interviewer_names: string;
  date: string;
  duration: number;
  additional_info: string | null;
}

interface CalendarEvent {
  uid: string;
  summary: string;
  description: string;
  /** A timed event (start and end instants) or an all-day one (a YYYY-MM-DD day). */
  when: { start: Date; end: Date } | { day: string };
}

function toIcsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/[,;]/g, (m) => `\\${m}`);
}

/** RFC 5545: an all-day event ends (exclusively) on the next day. */
function allDayLines(day: string): string[] {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return [`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${next.replaceAll('-', '')}`];
}

function calendarFile(event: CalendarEvent, now: Date): string {
  const when = 'day' in event.when ? allDayLines(event.when.day) : [`DTSTART:${toIcsDate(event.when.start)}`, `DTEND:${toIcsDate(event.when.end)}`];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Offerpilot//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}@offerpilot`,
    `DTSTAMP:${toIcsDate(now)}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function interviewToIcs(interview: IcsInterview, context: { companyName: string; jobTitle: string }, now: Date = new Date()): string {
  const start = new Date(interview.date);
  const end = new Date(start.getTime() + interview.duration * 60_000);
  const description = [
    t('application-detail:ics.interviewers', { names: interview.interviewer_names }),
    t('application-detail:ics.position', { jobTitle: context.jobTitle }),
    interview.additional_info ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  return calendarFile({ uid: interview.id, summary: `${interview.name} – ${context.companyName}`, description, when: { start, end } }, now);
}

/** An all-day reminder on the follow-up day. */
export function followUpToIcs(application: { id: string; company_name: string; job_title: string; follow_up_on: string }, now: Date = new Date()): string {
  return calendarFile(
    {
      uid: `follow-up-${application.id}`,
      summary: t('application-detail:ics.followUpSummary', { companyName: application.company_name }),
      description: t('application-detail:ics.position', { jobTitle: application.job_title }),
      when: { day: application.follow_up_on },
    },
    now,
  );
}

export function icsFileName(parts: string[], fallback = 'interview'): string {
  const slug = parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || fallback}.ics`;
}

export function downloadIcs(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
