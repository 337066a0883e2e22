// The questions to practise first for the selected application: the saved analysis's likely questions and those
// asked live in its Copilot sessions. `?practice=analysis` ticks the likely ones for the preselected session.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalysis } from '@/data/analyses/get-analysis';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { useAskedQuestions } from '@/data/chat-messages/get-asked-questions';
import { applicationSessionId, interviewSessionId } from '@/data/live-sessions/session-id';
import type { PracticeGroup } from '@/features/coach/components/practice-questions';

export interface PracticeQuestionsOptions {
  sessionId: string;
  application: ApplicationWithInterviews | null;
  /** The analysis's questions are ticked at first (the Analyzer's "Practise" link). */
  wantsAnalysis: boolean;
}

export function usePracticeQuestions({ sessionId, application, wantsAnalysis }: PracticeQuestionsOptions) {
  const { t } = useTranslation('coach');
  const analysis = useAnalysis(application?.id ?? '', { enabled: Boolean(application) });
  const likelyQuestions = useMemo(() => analysis.data?.result.likely_questions ?? [], [analysis.data]);
  const copilotSessionIds = useMemo(
    () => (application ? [applicationSessionId(application.id), ...(application.interviews ?? []).map((interview) => interviewSessionId(interview.id))] : []),
    [application],
  );
  const askedQuestions = useAskedQuestions(copilotSessionIds);
  const [choice, setChoice] = useState<{ sessionId: string; questions: string[] } | null>(null);
  const groups: PracticeGroup[] = [
    { title: t('practice.fromAnalysis'), questions: likelyQuestions },
    { title: t('practice.fromCopilot'), questions: (askedQuestions.data ?? []).filter((question) => !likelyQuestions.includes(question)) },
  ];
  return {
    groups,
    chosen: choice?.sessionId === sessionId ? choice.questions : wantsAnalysis ? likelyQuestions : [],
    choose: (questions: string[]) => setChoice({ sessionId, questions }),
  };
}
