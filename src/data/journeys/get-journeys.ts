// Each application's journey through the search (public.application_journeys): when it reached each step, the days it
// spent in each status it has left, its source and résumé. Read whole (paged past the API's max_rows), checked by a
// schema: the Search page computes its funnel and splits from these rows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { APPLICATION_SOURCES, APPLICATION_STATUSES } from '@/config/constants';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { journeyKeys } from './keys';

const SELECT =
  'id, company_name, job_title, source, resume_name, status, application_date, status_changed_at, follow_up_on, saved_at, applied_at, replied_at, interviewed_at, offered_at, days_in_status';
const FAILURE = 'Your search history could not be loaded.';

const moment = z.string().nullable();
const journeySchema = z.object({
  id: z.string(),
  company_name: z.string(),
  job_title: z.string(),
  source: z.enum(APPLICATION_SOURCES).nullable(),
  resume_name: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  application_date: z.string(),
  status_changed_at: z.string(),
  follow_up_on: z.string().nullable(),
  saved_at: moment,
  applied_at: moment,
  replied_at: moment,
  interviewed_at: moment,
  offered_at: moment,
  days_in_status: z.record(z.string(), z.number()),
});
export type Journey = z.infer<typeof journeySchema>;

function pageQuery(from: number, to: number, withCount: boolean, signal: AbortSignal) {
  return supabase
    .from('application_journeys')
    .select(SELECT, withCount ? { count: 'exact' } : undefined)
    .order('application_date', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to)
    .abortSignal(signal);
}

async function getJourneys(signal: AbortSignal): Promise<Journey[]> {
  const first = await pageQuery(0, 9_999, true, signal);
  if (first.error) throw new DataError(first.error, FAILURE);
  const rows: unknown[] = first.data;
  const total = first.count ?? rows.length;
  const pageSize = rows.length;
  if (pageSize > 0 && total > pageSize) {
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(total / pageSize) - 1 }, (_, index) => pageQuery((index + 1) * pageSize, (index + 2) * pageSize - 1, false, signal)),
    );
    for (const page of pages) {
      if (page.error) throw new DataError(page.error, FAILURE);
      rows.push(...page.data);
    }
  }
  const parsed = z.array(journeySchema).safeParse(rows);
  if (!parsed.success) throw new Error(FAILURE);
  // A row moved between two pages' reads would come twice.
  return [...new Map(parsed.data.map((journey) => [journey.id, journey])).values()];
}

const journeysQueryOptions = () => queryOptions({ queryKey: journeyKeys.list(), queryFn: ({ signal }) => getJourneys(signal) });

export function useJourneys() {
  return useQuery(journeysQueryOptions());
}
