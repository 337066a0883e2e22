// The applications table (with @tanstack/react-table) is a chunk of its own: phones show cards and never download it.
// Wider screens request it as soon as this module runs, in parallel with the applications. It is handed over through
// state rather than React.lazy: a lazy component suspends on its first render even when its chunk is already here,
// and React holds a revealed Suspense boundary back for up to 300 ms, which delayed the first rows by ~200 ms.
import { useEffect, useState } from 'react';
import { NARROW_SCREEN_QUERY } from '@/config/constants';

type ApplicationsTableModule = typeof import('../components/applications-table');

let loaded: ApplicationsTableModule | null = null;
let loading: Promise<ApplicationsTableModule> | null = null;

function loadApplicationsTable(): Promise<ApplicationsTableModule> {
  loading ??= import('../components/applications-table').then((module) => (loaded = module));
  return loading;
}

if (typeof window.matchMedia === 'function' && !window.matchMedia(NARROW_SCREEN_QUERY).matches) void loadApplicationsTable();

/** The table's module once downloaded (null until then); `isNeeded` starts the download when it has not started yet. */
export function useApplicationsTableModule(isNeeded: boolean): ApplicationsTableModule | null {
  const [tableModule, setTableModule] = useState(loaded);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!isNeeded || tableModule) return;
    let isCurrent = true;
    loadApplicationsTable().then(
      (module) => isCurrent && setTableModule(module),
      (reason: unknown) => isCurrent && setError(reason instanceof Error ? reason : new Error(String(reason))),
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, tableModule]);
  // A failed chunk download reaches the route's error handling like any other render error.
  if (error) throw error;
  return tableModule;
}
