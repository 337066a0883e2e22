// One analysis: check the inputs (no request before they are right), read the resume, ask for JSON, validate, retry once.
import { completeChat } from '@/lib/ai';
import { extractPdfText } from '@/lib/pdf-text';
import { AnalysisReplyError, parseAnalysisReply, type AnalysisResult } from '@/data/analyses/analysis-schema';
import { downloadResume } from '@/data/resumes/download-resume';
import type { Application } from '@/data/applications/types';
import type { Experience } from '@/data/experiences/types';
import { ANALYZER_TEXTS, type AnalysisStep } from './analyzer-texts';
import { buildAnalysisMessages } from './build-analysis-messages';

/** Tokens for 12 requirements with quotes, keywords, points and questions; the gateway caps analyzer at 2000. */
export const ANALYSIS_MAX_TOKENS = 2000;
/** One retry after an unreadable answer, then the error is reported. */
export const ANALYSIS_ATTEMPTS = 2;

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
  application: Pick<Application, 'company_name' | 'job_title' | 'job_offer_content' | 'resume_file'>;
  loadExperiences: () => Promise<Experience[]>;
  onStep?: (step: AnalysisStep) => void;
  signal?: AbortSignal;
}

export async function runAnalysis({ application, loadExperiences, onStep, signal }: RunAnalysisInput): Promise<AnalysisResult> {
  if (!application.job_offer_content?.trim()) throw new AnalyzerInputError('no_job_offer', ANALYZER_TEXTS.noJobOffer);
  if (!application.resume_file) throw new AnalyzerInputError('no_resume', ANALYZER_TEXTS.noResume);

  onStep?.('resume');
  const [resumePages, experiences] = await Promise.all([downloadResume(application.resume_file).then(extractPdfText), loadExperiences()]);

  onStep?.('asking');
  const messages = buildAnalysisMessages({ application, resumeText: resumePages.join('\n\n'), experiences });
  let lastError: AnalysisReplyError | null = null;
  for (let attempt = 0; attempt < ANALYSIS_ATTEMPTS; attempt += 1) {
    const reply = await completeChat(messages, { purpose: 'analyzer', maxTokens: ANALYSIS_MAX_TOKENS, json: true, signal });
    try {
      return parseAnalysisReply(reply);
    } catch (error) {
      if (!(error instanceof AnalysisReplyError)) throw error;
      lastError = error;
    }
  }
  throw lastError ?? new AnalysisReplyError('malformed', 'no answer');
}
