// Dashboard filter and sort (spec §4): pure functions over the loaded list.
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/config/constants';

export const SORT_FIELDS = ['company_name', 'job_title', 'status', 'application_date'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export const SORT_FIELD_LABELS: Record<SortField, string> = {
  company_name: 'Company',
  job_title: 'Job title',
  status: 'Status',
  application_date: 'Application date',
};

export const sortSchema = z.object({ field: z.enum(SORT_FIELDS), direction: z.enum(['asc', 'desc']) });
export type ApplicationSort = z.infer<typeof sortSchema>;
export const DEFAULT_SORT: ApplicationSort = { field: 'application_date', direction: 'desc' };

export const statusFilterSchema = z.array(z.enum(APPLICATION_STATUSES));
export const DEFAULT_STATUS_FILTER: ApplicationStatus[] = [...APPLICATION_STATUSES];

export const viewSchema = z.enum(['table', 'board']);
export type DashboardView = z.infer<typeof viewSchema>;
export const DEFAULT_VIEW: DashboardView = 'table';

interface Sortable {
  company_name: string;
  job_title: string;
  status: ApplicationStatus;
  application_date: string;
  created_at?: string;
}

export function filterByStatus<T extends { status: ApplicationStatus }>(applications: readonly T[], statuses: readonly ApplicationStatus[]): T[] {
  const allowed = new Set(statuses);
  return applications.filter((application) => allowed.has(application.status));
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareBy(field: SortField, a: Sortable, b: Sortable): number {
  switch (field) {
    case 'status':
      // The pipeline order (Saved → … → Missed) is more useful than the alphabet.
      return APPLICATION_STATUSES.indexOf(a.status) - APPLICATION_STATUSES.indexOf(b.status);
    case 'application_date':
      return a.application_date < b.application_date ? -1 : a.application_date > b.application_date ? 1 : 0;
    default:
      return collator.compare(a[field], b[field]);
  }
}

export function sortApplications<T extends Sortable>(applications: readonly T[], sort: ApplicationSort = DEFAULT_SORT): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...applications].sort((a, b) => {
    const primary = compareBy(sort.field, a, b) * sign;
    if (primary !== 0) return primary;
    // Ties: newest application date, then newest created, so the order is stable across reloads.
    const byDate = compareBy('application_date', b, a);
    if (byDate !== 0) return byDate;
    return (b.created_at ?? '').localeCompare(a.created_at ?? '');
  });
}

export function filterAndSort<T extends Sortable>(applications: readonly T[], statuses: readonly ApplicationStatus[], sort: ApplicationSort): T[] {
  return sortApplications(filterByStatus(applications, statuses), sort);
}

export function isDefaultSort(sort: ApplicationSort): boolean {
  return sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction;
}

/** Reads a persisted value, falling back to the default when it is missing or malformed. */
export function parseOr<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}
