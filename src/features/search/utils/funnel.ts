// The Search page's numbers, computed from each application's journey (public.application_journeys): the funnel
// Saved → Applied → replied → interview → offer with the conversion at each step, the same split by source, résumé and
// role keyword, the median days to a first reply and in each status, and the weekly activity. Pure: no I/O, no clock
// except the `now` given.
import type { Journey } from '@/data/journeys/get-journeys';
import type { ApplicationStatus } from '@/config/constants';

const STEPS = ['saved', 'applied', 'replied', 'interview', 'offer'] as const;
export type Step = (typeof STEPS)[number];

const DAY_MS = 86_400_000;

/**
 * When the application reached each step, or null. A later step implies the earlier ones (an offer was replied to and
 * applied for), at the latest when the later one happened.
 */
export function stepsReached(journey: Journey): Record<Step, number | null> {
  const times = [journey.saved_at, journey.applied_at, journey.replied_at, journey.interviewed_at, journey.offered_at].map((at) =>
    at === null ? null : Date.parse(at),
  );
  for (let index = times.length - 2; index >= 0; index -= 1) {
    const later = times[index + 1];
    const own = times[index];
    if (later !== null) times[index] = own === null ? later : Math.min(own, later);
  }
  return Object.fromEntries(STEPS.map((step, index) => [step, times[index]])) as Record<Step, number | null>;
}

export interface FunnelStep {
  step: Step;
  count: number;
  /** Share of the previous step's applications that reached this one (0 to 1); null for the first step or after none. */
  conversion: number | null;
}

export function funnel(journeys: readonly Journey[]): FunnelStep[] {
  const counts = STEPS.map(() => 0);
  for (const journey of journeys) {
    const reached = stepsReached(journey);
    STEPS.forEach((step, index) => {
      if (reached[step] !== null) counts[index] += 1;
    });
  }
  return STEPS.map((step, index) => ({
    step,
    count: counts[index],
    conversion: index === 0 || counts[index - 1] === 0 ? null : counts[index] / counts[index - 1],
  }));
}

export interface SplitRow {
  key: string;
  /** Applications that were sent (reached Applied). */
  applied: number;
  replied: number;
  interviews: number;
  offers: number;
}

/** The funnel per group (an application in several groups counts in each), largest groups first, then by name. */
export function splitBy(journeys: readonly Journey[], groupsOf: (journey: Journey) => readonly string[]): SplitRow[] {
  const rows = new Map<string, SplitRow>();
  for (const journey of journeys) {
    const reached = stepsReached(journey);
    if (reached.applied === null) continue;
    for (const key of new Set(groupsOf(journey))) {
      const row = rows.get(key) ?? { key, applied: 0, replied: 0, interviews: 0, offers: 0 };
      row.applied += 1;
      if (reached.replied !== null) row.replied += 1;
      if (reached.interview !== null) row.interviews += 1;
      if (reached.offer !== null) row.offers += 1;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.applied - a.applied || b.interviews - a.interviews || a.key.localeCompare(b.key));
}

/** Words of a job title that say nothing of the role. */
const NOT_ROLE_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'principal',
  'head',
  'chief',
  'associate',
  'intern',
  'i',
  'ii',
  'iii',
  'iv',
  'of',
  'and',
  'the',
  'a',
  'an',
  'in',
  'for',
  'at',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'en',
  'h',
  'f',
  'hf',
  'fh',
  'm',
  'w',
  'remote',
]);

/** The words of a job title that name the role ("Senior Frontend Engineer (Remote)" → frontend, engineer), lower case. */
export function roleKeywords(jobTitle: string): string[] {
  const words = jobTitle
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word.length > 1 && !NOT_ROLE_WORDS.has(word) && !/^\d+$/.test(word));
  return [...new Set(words)];
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median days from applying to the first reply, over the applications that got one, and how many did. */
export function medianDaysToFirstReply(journeys: readonly Journey[]): { days: number | null; count: number } {
  const waits: number[] = [];
  for (const journey of journeys) {
    const reached = stepsReached(journey);
    if (reached.applied !== null && reached.replied !== null) waits.push((reached.replied - reached.applied) / DAY_MS);
  }
  return { days: median(waits), count: waits.length };
}

export interface StatusTime {
  status: ApplicationStatus;
  /** Median days an application stayed in the status before it changed; null when none has left it yet. */
  days: number | null;
  count: number;
}

/** Median days in each status, over the applications that moved on from it. */
export function medianDaysInStatus(journeys: readonly Journey[], statuses: readonly ApplicationStatus[]): StatusTime[] {
  return statuses.map((status) => {
    const stays = journeys.map((journey) => journey.days_in_status[status]).filter((days): days is number => days !== undefined);
    return { status, days: median(stays), count: stays.length };
  });
}

/** Monday 00:00 UTC of the week holding the time. */
function weekStart(time: number): number {
  const date = new Date(time);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - daysSinceMonday);
}

export interface WeekActivity {
  /** The week's Monday, YYYY-MM-DD (UTC). */
  week: string;
  applied: number;
  interviews: number;
}

/** Applications sent and applications that reached an interview, per week, every week from the first to the last. */
export function weeklyActivity(journeys: readonly Journey[]): WeekActivity[] {
  const weeks = new Map<number, { applied: number; interviews: number }>();
  const add = (time: number | null, field: 'applied' | 'interviews') => {
    if (time === null) return;
    const week = weekStart(time);
    const counts = weeks.get(week) ?? { applied: 0, interviews: 0 };
    counts[field] += 1;
    weeks.set(week, counts);
  };
  for (const journey of journeys) {
    const reached = stepsReached(journey);
    add(reached.applied, 'applied');
    add(reached.interview, 'interviews');
  }
  if (weeks.size === 0) return [];
  const first = Math.min(...weeks.keys());
  const last = Math.max(...weeks.keys());
  const result: WeekActivity[] = [];
  for (let week = first; week <= last; week += 7 * DAY_MS) {
    const counts = weeks.get(week) ?? { applied: 0, interviews: 0 };
    result.push({ week: new Date(week).toISOString().slice(0, 10), ...counts });
  }
  return result;
}

export interface DateRange {
  /** YYYY-MM-DD, inclusive; '' for no bound. */
  from: string;
  to: string;
}

/** The applications whose application date falls in the range. */
export function inDateRange(journeys: readonly Journey[], range: DateRange): Journey[] {
  return journeys.filter((journey) => (!range.from || journey.application_date >= range.from) && (!range.to || journey.application_date <= range.to));
}
