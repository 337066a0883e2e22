// Gathers what the prompt needs for the selected session (application, interview, experiences) and returns
// a stable builder the send hook calls with the question.
import { useCallback, useEffect, useRef } from 'react';
import type { LanguageCode, ResponseLength } from '@/config/constants';
import type { ChatMessage } from '@/lib/ai';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { useAnalysis } from '@/data/analyses/get-analysis';
import { analysisPromptSummary } from '@/data/analyses/prompt-summary';
import { useExperiences } from '@/data/experiences/get-experiences';
import { useApplicationInterviews } from '@/data/interviews/get-application-interviews';
import { buildCopilotPrompt, type CopilotPromptInput } from '@/features/copilot/utils/build-prompt';
import type { SessionOption } from '@/config/sessions';

export interface CopilotPromptSettings {
  responseLength: ResponseLength;
  responseLanguage: LanguageCode;
}

export function useCopilotPrompt(option: SessionOption | null, applications: ReadonlyArray<ApplicationWithInterviews>, settings: CopilotPromptSettings) {
  const experiences = useExperiences();
  const applicationId = option?.applicationId ?? '';
  const interviews = useApplicationInterviews(applicationId, { enabled: option?.type === 'interview' });
  const analysis = useAnalysis(applicationId, { enabled: Boolean(applicationId) });

  const application = applications.find((a) => a.id === applicationId) ?? null;
  const interview = option?.type === 'interview' ? (interviews.data?.find((i) => i.id === option.interviewId) ?? null) : null;

  const input: Omit<CopilotPromptInput, 'question'> = {
    mode: option?.type ?? 'demo',
    application,
    interview,
    experiences: experiences.data ?? [],
    fitAnalysis: analysis.data ? analysisPromptSummary(analysis.data) : null,
    responseLength: settings.responseLength,
    responseLanguage: settings.responseLanguage,
  };
  const inputRef = useRef(input);
  useEffect(() => {
    inputRef.current = input;
  });

  return useCallback((question: string): ChatMessage[] => buildCopilotPrompt({ ...inputRef.current, question }), []);
}
