// Builds an iCalendar (.ics) event for an interview, so it can be added to any calendar, described in the UI's language.
import { t } from 'i18next';
export interface IcsInterview {
  id: string;
  name: string;
  interviewer_names: string;
  date: string;
  duration: number;
  additional_info: string | null;
}

function toIcsDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/[,;]/g, (m) => `\\${m}`);
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
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Offerpilot//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${interview.id}@offerpilot`,
    `DTSTAMP:${toIcsDate(now)}`,
    `DTSTART:${toIcsDate(start)}`,
    `DTEND:${toIcsDate(end)}`,
    `SUMMARY:${escapeText(`${interview.name} – ${context.companyName}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function icsFileName(interview: IcsInterview, companyName: string): string {
  const slug = `${companyName}-${interview.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'interview'}.ics`;
}
