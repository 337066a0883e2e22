// The user's applications with the interview fields the dashboard needs, in one round of requests.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from './database-error';
import { applicationKeys } from './keys';
import type { ApplicationWithInterviews } from './types';

const SELECT = '*, interviews(id, name, date, duration)';

function pageQuery(from: number, to: number, withCount: boolean, signal: AbortSignal) {
  return supabase
    .from('applications')
    .select(SELECT, withCount ? { count: 'exact' } : undefined)
    .order('application_date', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to)
    .abortSignal(signal);
}

/**
 * The API caps a response at `max_rows` (1000 on Supabase). The first page says how many rows there are and how many
 * the server returns at once; the other pages are then fetched together, so 2,000 rows cost two requests, not one per row.
 */
async function getApplications(signal: AbortSignal): Promise<ApplicationWithInterviews[]> {
  const first = await pageQuery(0, 9_999, true, signal);
  if (first.error) throw new DataError(first.error, 'Your applications could not be loaded.');
  const rows: ApplicationWithInterviews[] = first.data;
  const total = first.count ?? rows.length;
  const pageSize = rows.length;
  if (pageSize === 0 || total <= pageSize) return rows;

  const pages = await Promise.all(
    Array.from({ length: Math.ceil(total / pageSize) - 1 }, (_, index) => pageQuery((index + 1) * pageSize, (index + 2) * pageSize - 1, false, signal)),
  );
  const seen = new Set(rows.map((row) => row.id));
  for (const page of pages) {
    if (page.error) throw new DataError(page.error, 'Your applications could not be loaded.');
    for (const row of page.data) {
      if (!seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
      }
    }
  }
  return rows;
}

const applicationsQueryOptions = () => queryOptions({ queryKey: applicationKeys.list(), queryFn: ({ signal }) => getApplications(signal) });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
