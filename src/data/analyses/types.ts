// Row shape of public.application_analyses as the SPA reads it, with `result` already validated.
import type { AnalysisResult } from './analysis-schema';

export interface Analysis {
  id: string;
  application_id: string;
  result: AnalysisResult;
  model: string | null;
  created_at: string;
  /** When this analysis was made (a new analysis replaces the row). */
  updated_at: string;
}

export const ANALYSIS_COLUMNS = 'id, application_id, result, model, created_at, updated_at';
