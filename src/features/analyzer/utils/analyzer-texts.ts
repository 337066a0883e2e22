// What the Analyzer says: input problems name what to add and where; the AI error never shows a half-read answer.
import { PDF_TEXT_MESSAGES } from '@/lib/pdf-text';

export const ANALYZER_TEXTS = {
  noJobOffer: 'Add the job offer text first: in My Applications, choose Edit for this application and paste the job description under Process → Job Offer.',
  noResume: 'Upload your resume first: in My Applications, choose Edit for this application and add the PDF under Process → Resume (PDF).',
  scannedResume: PDF_TEXT_MESSAGES.noText,
  unreadableResume: PDF_TEXT_MESSAGES.unreadable,
  unreadableAnswer: "The AI's answer could not be read. Try again.",
  planRequired: 'Analyze fit is part of the Plus and Flash plans.',
  failedTitle: 'The analysis failed',
  inputTitle: 'Before analyzing',
} as const;

export const ANALYSIS_STEPS = {
  resume: 'Reading your resume…',
  asking: 'Comparing your resume with the job offer…',
  saving: 'Saving the analysis…',
} as const;
export type AnalysisStep = keyof typeof ANALYSIS_STEPS;
