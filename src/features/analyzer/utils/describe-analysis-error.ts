// Turns whatever stopped an analysis into what the person sees: a message, and whether it is about the plan.
import { AiError } from '@/lib/ai';
import { describeAiFailure } from '@/lib/ai-failures';
import { PdfTextError } from '@/lib/pdf-text';
import { AnalysisReplyError } from '@/data/analyses/analysis-schema';
import { DataError } from '@/data/applications/database-error';
import { ANALYZER_TEXTS } from './analyzer-texts';
import { AnalyzerInputError } from './run-analysis';

export interface AnalysisProblem {
  kind: 'input' | 'plan' | 'failure';
  title: string;
  message: string;
}

export function describeAnalysisError(error: unknown): AnalysisProblem {
  if (error instanceof PdfTextError) {
    const message = error.code === 'no_text' ? ANALYZER_TEXTS.scannedResume : ANALYZER_TEXTS.unreadableResume;
    return { kind: 'input', title: ANALYZER_TEXTS.inputTitle, message };
  }
  if (error instanceof AnalyzerInputError) return { kind: 'input', title: ANALYZER_TEXTS.inputTitle, message: error.message };
  if (error instanceof AnalysisReplyError) return { kind: 'failure', title: ANALYZER_TEXTS.failedTitle, message: ANALYZER_TEXTS.unreadableAnswer };
  if (error instanceof DataError) return { kind: 'failure', title: ANALYZER_TEXTS.failedTitle, message: error.message };
  if (error instanceof AiError) {
    const failure = describeAiFailure(error);
    if (failure.kind === 'plan' || failure.kind === 'credit-limit') return { kind: 'plan', title: ANALYZER_TEXTS.planRequired, message: failure.detail };
    if (failure.kind === 'not-configured') return { kind: 'failure', title: failure.title, message: failure.detail };
    return { kind: 'failure', title: ANALYZER_TEXTS.failedTitle, message: failure.detail };
  }
  return {
    kind: 'failure',
    title: ANALYZER_TEXTS.failedTitle,
    message: error instanceof Error && error.message ? error.message : ANALYZER_TEXTS.somethingWrong,
  };
}
