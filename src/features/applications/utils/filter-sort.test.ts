import type { ApplicationStatus } from '@/config/constants';
import {
  DEFAULT_SORT,
  DEFAULT_STATUS_FILTER,
  filterAndSort,
  textSortKey,
  filterByStatus,
  isDefaultSort,
  parseOr,
  sortApplications,
  isApplicationSort,
  isStatusFilter,
} from './filter-sort';

const rows = [
  { id: '1', company_name: 'qonto', job_title: 'Product Engineer', status: 'Applied' as ApplicationStatus, application_date: '2026-11-10' },
  { id: '2', company_name: 'Alan', job_title: 'Full-stack Developer', status: 'Missed' as ApplicationStatus, application_date: '2026-11-15' },
  { id: '3', company_name: 'Doctolib', job_title: 'Backend Engineer', status: 'Saved' as ApplicationStatus, application_date: '2026-10-01' },
  { id: '4', company_name: 'BlaBlaCar', job_title: 'Tech Lead', status: 'In progress' as ApplicationStatus, application_date: '2026-11-20' },
];
const ids = (list: { id: string }[]) => list.map((row) => row.id);

describe('filterByStatus', () => {
  it('keeps only the checked statuses', () => {
    expect(ids(filterByStatus(rows, ['Applied', 'Saved']))).toEqual(['1', '3']);
    expect(filterByStatus(rows, [])).toEqual([]);
  });
});

describe('sortApplications', () => {
  it('defaults to application date descending', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'application_date', direction: 'desc' });
    expect(ids(sortApplications(rows))).toEqual(['4', '2', '1', '3']);
  });

  it('sorts by company name case-insensitively, both ways', () => {
    expect(ids(sortApplications(rows, { field: 'company_name', direction: 'asc' }))).toEqual(['2', '4', '3', '1']);
    expect(ids(sortApplications(rows, { field: 'company_name', direction: 'desc' }))).toEqual(['1', '3', '4', '2']);
  });

  it('sorts by job title and by status (pipeline order)', () => {
    expect(ids(sortApplications(rows, { field: 'job_title', direction: 'asc' }))).toEqual(['3', '2', '1', '4']);
    expect(ids(sortApplications(rows, { field: 'status', direction: 'asc' }))).toEqual(['3', '1', '4', '2']);
    expect(ids(sortApplications(rows, { field: 'application_date', direction: 'asc' }))).toEqual(['3', '1', '2', '4']);
  });

  it('does not mutate its input', () => {
    const copy = [...rows];
    sortApplications(rows, { field: 'company_name', direction: 'asc' });
    expect(rows).toEqual(copy);
  });
});

describe('textSortKey', () => {
  it('ignores case and accents and orders numbers by value', () => {
    expect(textSortKey('École') < textSortKey('Ecole z')).toBe(true);
    expect(textSortKey('alan')).toBe(textSortKey('ALAN'));
    expect(textSortKey('Alan 42') < textSortKey('Alan 102')).toBe(true);
  });
});

describe('filterAndSort and clearing the sort', () => {
  it('filters then sorts', () => {
    expect(ids(filterAndSort(rows, ['Applied', 'Missed', 'Saved'], { field: 'company_name', direction: 'asc' }))).toEqual(['2', '3', '1']);
  });

  it('a cleared (missing or malformed) stored sort falls back to date descending', () => {
    expect(parseOr(isApplicationSort, null, DEFAULT_SORT)).toEqual(DEFAULT_SORT);
    expect(parseOr(isApplicationSort, { field: 'salary', direction: 'up' }, DEFAULT_SORT)).toEqual(DEFAULT_SORT);
    expect(isDefaultSort(parseOr(isApplicationSort, undefined, DEFAULT_SORT))).toBe(true);
    expect(isDefaultSort({ field: 'company_name', direction: 'asc' })).toBe(false);
  });

  it('a stored status filter with an unknown status, or not a list, falls back to every status', () => {
    expect(parseOr(isStatusFilter, ['Applied', 'Hired'], DEFAULT_STATUS_FILTER)).toEqual(DEFAULT_STATUS_FILTER);
    expect(parseOr(isStatusFilter, 'Applied', DEFAULT_STATUS_FILTER)).toEqual(DEFAULT_STATUS_FILTER);
    expect(parseOr(isStatusFilter, ['Applied'], DEFAULT_STATUS_FILTER)).toEqual(['Applied']);
    expect(parseOr(isStatusFilter, [], DEFAULT_STATUS_FILTER)).toEqual([]);
  });
});
