// The saved debrief of one interview, or null when none was written. Read by the interview's page and the Coach.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { parseDebriefRow } from './parse-debrief-row';
import { debriefKeys } from './keys';
import { DEBRIEF_COLUMNS, type Debrief } from './types';

async function getInterviewDebrief(interviewId: string, signal: AbortSignal): Promise<Debrief | null> {
  const { data, error } = await supabase.from('interview_debriefs').select(DEBRIEF_COLUMNS).eq('interview_id', interviewId).abortSignal(signal).maybeSingle();
  if (error) throw new DataError(error, 'The debrief could not be loaded.');
  return data ? parseDebriefRow(data) : null;
}

const interviewDebriefQueryOptions = (interviewId: string) =>
  queryOptions({ queryKey: debriefKeys.detail(interviewId), queryFn: ({ signal }) => getInterviewDebrief(interviewId, signal) });

export function useInterviewDebrief(interviewId: string | null) {
  return useQuery({ ...interviewDebriefQueryOptions(interviewId ?? ''), enabled: Boolean(interviewId) });
}
