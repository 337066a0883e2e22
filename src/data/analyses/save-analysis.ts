// Saves the fit analysis of an application, with the résumé's text it was made from: one row per application, a new
// analysis replaces the old one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { analysisResultSchema, type AnalysisResult } from './analysis-schema';
import { analysisKeys } from './keys';
import { ANALYSIS_COLUMNS, type Analysis } from './types';

interface SaveAnalysisInput {
  applicationId: string;
  result: AnalysisResult;
  model: string | null;
  /** The résumé's text the analysis was made from: the Copilot cites its lines (issue #39). */
  resumeText?: string;
}

async function saveAnalysis({ applicationId, result, model, resumeText }: SaveAnalysisInput): Promise<Analysis> {
  const checked = analysisResultSchema.parse(result);
  const { data, error } = await supabase
    .from('application_analyses')
    .upsert({ application_id: applicationId, result: checked, model, resume_text: resumeText?.trim() || null }, { onConflict: 'application_id' })
    .select(ANALYSIS_COLUMNS)
    .single();
  if (error) throw new DataError(error, 'The analysis could not be saved.');
  return { ...data, result: checked };
}

export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnalysis,
    onSuccess: (analysis) => queryClient.setQueryData(analysisKeys.detail(analysis.application_id), analysis),
  });
}
