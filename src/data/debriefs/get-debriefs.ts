// Every debrief of the person with its interview's day and name: the dashboard reads which practised questions came
// back in an interview and how rounds went.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { debriefKeys } from './keys';
import { parseDebriefRow } from './parse-debrief-row';
import { DEBRIEF_COLUMNS, type Debrief } from './types';

export type DebriefWithInterview = Debrief & { interview: { name: string; date: string; application_id: string } };

async function getDebriefs(signal: AbortSignal): Promise<DebriefWithInterview[]> {
  const { data, error } = await supabase
    .from('interview_debriefs')
    .select(`${DEBRIEF_COLUMNS}, interview:interviews!inner(name, date, application_id)`)
    .order('created_at', { ascending: false })
    .limit(200)
    .abortSignal(signal);
  if (error) throw new DataError(error, 'Your debriefs could not be loaded.');
  return data.map((row) => ({ ...parseDebriefRow(row), interview: row.interview }));
}

const debriefsQueryOptions = () => queryOptions({ queryKey: debriefKeys.lists(), queryFn: ({ signal }) => getDebriefs(signal) });

export function useDebriefs() {
  return useQuery(debriefsQueryOptions());
}
