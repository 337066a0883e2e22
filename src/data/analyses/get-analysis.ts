// The saved fit analysis of one application, or null when it was never analyzed. Read by the Analyzer and the Coach.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { analysisResultSchema } from './analysis-schema';
import { analysisKeys } from './keys';
import { ANALYSIS_COLUMNS, type Analysis } from './types';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function getAnalysis(applicationId: string, signal: AbortSignal): Promise<Analysis | null> {
  if (!UUID_PATTERN.test(applicationId)) return null;
  const { data, error } = await supabase
    .from('application_analyses')
    .select(ANALYSIS_COLUMNS)
    .eq('application_id', applicationId)
    .abortSignal(signal)
    .maybeSingle();
  if (error) throw new DataError(error, 'The saved analysis could not be loaded.');
  if (!data) return null;
  const result = analysisResultSchema.safeParse(data.result);
  if (!result.success) throw new DataError(null, 'The saved analysis could not be read. Analyze again to replace it.');
  return { ...data, result: result.data };
}

const analysisQueryOptions = (applicationId: string) =>
  queryOptions({ queryKey: analysisKeys.detail(applicationId), queryFn: ({ signal }) => getAnalysis(applicationId, signal) });

export function useAnalysis(applicationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...analysisQueryOptions(applicationId), enabled: options.enabled ?? true });
}
