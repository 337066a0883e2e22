// Dashboard filter and sort (docs/product.md#view-filter-and-sort): pure functions over the loaded list. The stored preferences are checked by
// plain guards, not zod: the dashboard's first load then carries no validation library (15 KB on a phone).
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/config/constants';
import { isOneOf } from '@/lib/is-one-of';

export const SORT_FIELDS = ['company_name', 'job_title', 'status', 'application_date'] as const;
type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ApplicationSort {
  field: SortField;
  direction: SortDirection;
}
export const DEFAULT_SORT: ApplicationSort = { field: 'application_date', direction: 'desc' };
export function isApplicationSort(value: unknown): value is ApplicationSort {
  if (typeof value !== 'object' || value === null) return false;
  const { field, direction } = value as Record<string, unknown>;
  return isOneOf(SORT_FIELDS, field) && isOneOf(['asc', 'desc'], direction);
}

export const DEFAULT_STATUS_FILTER: ApplicationStatus[] = [...APPLICATION_STATUSES];
export const isStatusFilter = (value: unknown): value is ApplicationStatus[] =>
  Array.isArray(value) && value.every((status) => isOneOf(APPLICATION_STATUSES, status));

const VIEWS = ['table', 'board'] as const;
export type DashboardView = (typeof VIEWS)[number];
export const DEFAULT_VIEW: DashboardView = 'table';
export const isDashboardView = (value: unknown): value is DashboardView => isOneOf(VIEWS, value);

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

/**
 * A text's sort key, computed once per sort rather than per comparison (a locale collator over 2,000 rows costs
 * tens of milliseconds): case and accents ignored, digit runs padded so "Alan 42" comes before "Alan 102".
 */
export function textSortKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(16, '0'));
}

function sortKey(field: SortField, application: Sortable): string | number {
  switch (field) {
    case 'status':
      // The pipeline order (Saved → … → Missed) is more useful than the alphabet.
      return APPLICATION_STATUSES.indexOf(application.status);
    case 'application_date':
      return application.application_date;
    default:
      return textSortKey(application[field]);
  }
}

const compareKeys = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

export function sortApplications<T extends Sortable>(applications: readonly T[], sort: ApplicationSort = DEFAULT_SORT): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const decorated = applications.map((application) => ({ application, key: sortKey(sort.field, application) }));
  decorated.sort((a, b) => {
    const primary = compareKeys(a.key, b.key) * sign;
    if (primary !== 0) return primary;
    // Ties: newest application date, then newest created, so the order is stable across reloads.
    const byDate = compareKeys(b.application.application_date, a.application.application_date);
    if (byDate !== 0) return byDate;
    return compareKeys(b.application.created_at ?? '', a.application.created_at ?? '');
  });
  return decorated.map((entry) => entry.application);
}

export function filterAndSort<T extends Sortable>(applications: readonly T[], statuses: readonly ApplicationStatus[], sort: ApplicationSort): T[] {
  return sortApplications(filterByStatus(applications, statuses), sort);
}

export function isDefaultSort(sort: ApplicationSort): boolean {
  return sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction;
}

/** Reads a persisted value, falling back to the default when it is missing or malformed. */
export function parseOr<T>(isValid: (value: unknown) => value is T, value: unknown, fallback: T): T {
  return isValid(value) ? value : fallback;
}
