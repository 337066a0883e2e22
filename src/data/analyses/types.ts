// Row shape of public.application_analyses as the SPA reads it, with `result` already validated.
import type { Tables } from '@/types/database';
import type { AnalysisResult } from './analysis-schema';

/** `updated_at` says when this analysis was made (a new analysis replaces the row). */
export type Analysis = Pick<Tables<'application_analyses'>, 'id' | 'application_id' | 'model' | 'created_at' | 'updated_at'> & { result: AnalysisResult };

export const ANALYSIS_COLUMNS = 'id, application_id, result, model, created_at, updated_at';
