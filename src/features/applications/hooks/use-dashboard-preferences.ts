// View, status filter and sort of the dashboard, each kept in localStorage under its own key (docs/product.md#view-filter-and-sort).
import { useCallback, useMemo } from 'react';
import type { ApplicationStatus } from '@/config/constants';
import { useLocalStorage } from '@/hooks/use-local-storage';
import {
  DEFAULT_SORT,
  DEFAULT_STATUS_FILTER,
  DEFAULT_VIEW,
  isApplicationSort,
  isDashboardView,
  isStatusFilter,
  parseOr,
  type ApplicationSort,
  type DashboardView,
} from '../utils/filter-sort';

export const DASHBOARD_VIEW_STORAGE_KEY = 'offerpilot.dashboard.view';
export const DASHBOARD_FILTER_STORAGE_KEY = 'offerpilot.dashboard.statusFilter';
export const DASHBOARD_SORT_STORAGE_KEY = 'offerpilot.dashboard.sort';

export function useDashboardPreferences() {
  const [storedView, setView] = useLocalStorage<unknown>(DASHBOARD_VIEW_STORAGE_KEY, DEFAULT_VIEW);
  const [storedFilter, setFilter] = useLocalStorage<unknown>(DASHBOARD_FILTER_STORAGE_KEY, DEFAULT_STATUS_FILTER);
  const [storedSort, setSort, clearSort] = useLocalStorage<unknown>(DASHBOARD_SORT_STORAGE_KEY, DEFAULT_SORT);

  // Parsed once per stored value, so the filtered and sorted list is recomputed only when a preference changes.
  const view: DashboardView = useMemo(() => parseOr(isDashboardView, storedView, DEFAULT_VIEW), [storedView]);
  const statusFilter: ApplicationStatus[] = useMemo(() => parseOr(isStatusFilter, storedFilter, DEFAULT_STATUS_FILTER), [storedFilter]);
  const sort: ApplicationSort = useMemo(() => parseOr(isApplicationSort, storedSort, DEFAULT_SORT), [storedSort]);

  const toggleStatus = useCallback(
    (status: ApplicationStatus, isChecked: boolean) =>
      setFilter((previous) => {
        const current = parseOr(isStatusFilter, previous, DEFAULT_STATUS_FILTER);
        const next = isChecked ? [...new Set([...current, status])] : current.filter((s) => s !== status);
        return DEFAULT_STATUS_FILTER.filter((s) => next.includes(s));
      }),
    [setFilter],
  );

  return {
    view,
    setView: (next: DashboardView) => setView(next),
    statusFilter,
    toggleStatus,
    checkAll: () => setFilter([...DEFAULT_STATUS_FILTER]),
    uncheckAll: () => setFilter([]),
    sort,
    setSort: (next: ApplicationSort) => setSort(next),
    clearSort,
  };
}
