// One analysis: check the inputs (no request before they are right), read the resume, ask for JSON, validate, retry once.
// The gateway builds the prompt from the application and experiences it reads itself; the resume's text is read here,
// from the person's own PDF (the gateway has no PDF reader), and sent capped at the contract's limit.
import { AI_LIMITS } from '@shared/ai-contract.ts';
import { completeAnswer } from '@/lib/ai';
import { extractPdfText } from '@/lib/pdf-text';
import { AnalysisReplyError, parseAnalysisReply, type AnalysisResult } from '@/data/analyses/analysis-schema';
import { downloadResume } from '@/data/resumes/download-resume';
import type { Application } from '@/data/applications/types';
import { ANALYZER_TEXTS, type AnalysisStep } from './analyzer-texts';

/** One retry after an unreadable answer, then the error is reported. */
const ANALYSIS_ATTEMPTS = 2;

export class AnalyzerInputError extends Error {
  constructor(
    readonly code: 'no_job_offer' | 'no_resume',
    message: string,
  ) {
    super(message);
    this.name = 'AnalyzerInputError';
  }
}

export interface RunAnalysisInput {
  application: Pick<Application, 'id' | 'job_offer_content' | 'resume_file'>;
  onStep?: (step: AnalysisStep) => void;
  signal?: AbortSignal;
}

/**
 * The analysis, the model that wrote it, as the gateway reports it (null when the provider does not say), and the
 * résumé's text it was made from (saved with it: the Copilot cites its lines, issue #39).
 */
export async function runAnalysis({
  application,
  onStep,
  signal,
}: RunAnalysisInput): Promise<{ result: AnalysisResult; model: string | null; resumeText: string }> {
  if (!application.job_offer_content?.trim()) throw new AnalyzerInputError('no_job_offer', ANALYZER_TEXTS.noJobOffer);
  if (!application.resume_file) throw new AnalyzerInputError('no_resume', ANALYZER_TEXTS.noResume);

  onStep?.('resume');
  const resumePages = await downloadResume(application.resume_file).then(extractPdfText);

  onStep?.('asking');
  const request = {
    purpose: 'analyzer',
    session: `app_${application.id}`,
    resumeText: resumePages.join('\n\n').trim().slice(0, AI_LIMITS.resumeChars),
  } as const;
  let lastError: AnalysisReplyError | null = null;
  let model: string | null = null;
  for (let attempt = 0; attempt < ANALYSIS_ATTEMPTS; attempt += 1) {
    const reply = await completeAnswer(request, { signal, onModel: (answered) => (model = answered) });
    try {
      return { result: parseAnalysisReply(reply), model, resumeText: request.resumeText };
    } catch (error) {
      if (!(error instanceof AnalysisReplyError)) throw error;
      lastError = error;
    }
  }
  throw lastError ?? new AnalysisReplyError('malformed', 'no answer');
}
