// The questions to practise first for the selected application: the saved analysis's likely questions, those heard in
// the interview's debrief and those asked live in its Copilot sessions. `?practice=analysis` ticks the likely ones for
// the preselected session, `?practice=debrief` (a debrief's "Drill these") the debrief's.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSameQuestion } from '@shared/same-question.ts';
import { useAnalysis } from '@/data/analyses/get-analysis';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { useAskedQuestions } from '@/data/chat-messages/get-asked-questions';
import { useInterviewDebrief } from '@/data/debriefs/get-interview-debrief';
import { applicationSessionId, interviewSessionId } from '@/data/live-sessions/session-id';
import type { PracticeGroup } from '@/features/coach/components/practice-questions';

export interface PracticeQuestionsOptions {
  sessionId: string;
  application: ApplicationWithInterviews | null;
  /** The analysis's questions are ticked at first (the Analyzer's "Practise" link). */
  wantsAnalysis: boolean;
  /** The interview's debrief's questions are ticked at first (its "Drill these" link). */
  wantsDebrief?: boolean;
}

export function usePracticeQuestions({ sessionId, application, wantsAnalysis, wantsDebrief = false }: PracticeQuestionsOptions) {
  const { t } = useTranslation('coach');
  const analysis = useAnalysis(application?.id ?? '', { enabled: Boolean(application) });
  const likelyQuestions = useMemo(() => analysis.data?.result.likely_questions ?? [], [analysis.data]);
  const copilotSessionIds = useMemo(
    () => (application ? [applicationSessionId(application.id), ...(application.interviews ?? []).map((interview) => interviewSessionId(interview.id))] : []),
    [application],
  );
  const askedQuestions = useAskedQuestions(copilotSessionIds);
  const debrief = useInterviewDebrief(sessionId.startsWith('int_') ? sessionId.slice(4) : null);
  const debriefQuestions = useMemo(() => (debrief.data?.questions ?? []).map((entry) => entry.question), [debrief.data]);
  const [choice, setChoice] = useState<{ sessionId: string; questions: string[] } | null>(null);
  // A question listed in a group above (the same words, punctuation and case aside) is not listed again.
  const isListed = (question: string, listed: ReadonlyArray<string>) => listed.some((other) => isSameQuestion(other, question));
  const groups: PracticeGroup[] = [
    { title: t('practice.fromDebrief'), questions: debriefQuestions },
    { title: t('practice.fromAnalysis'), questions: likelyQuestions.filter((question) => !isListed(question, debriefQuestions)) },
    {
      title: t('practice.fromCopilot'),
      questions: (askedQuestions.data ?? []).filter((question) => !isListed(question, [...debriefQuestions, ...likelyQuestions])),
    },
  ];
  return {
    groups,
    /** What the debrief says to work on: a debrief drill aims at it (the gateway reads it for the prompts). */
    focus: wantsDebrief ? (debrief.data?.to_work_on ?? []) : [],
    chosen: choice?.sessionId === sessionId ? choice.questions : wantsDebrief ? debriefQuestions : wantsAnalysis ? likelyQuestions : [],
    choose: (questions: string[]) => setChoice({ sessionId, questions }),
  };
}
