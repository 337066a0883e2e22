// End of a mock interview: the summary (local metrics always; the AI's scores and advice while a question is left),
// shown at once and saved to past sessions; a failed save can be retried. Split from useMockInterview, whose run it
// ends first (`newRun`), so late replies and speech of the interview stop.
import { t } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type Dispatch, type RefObject } from 'react';
import { AI_LIMITS } from '@shared/ai-contract.ts';
import { completeAnswer } from '@/lib/ai';
import { ensureQuestionAvailable } from '@/data/credits/ensure-question-available';
import { creditsKeys } from '@/data/credits/keys';
import { useSaveCoachSession } from '@/data/coach-sessions/save-coach-session';
import type { MockInterviewOptions } from '@/features/coach/hooks/use-mock-interview';
import { answeredTurns, type FinishedInterview, type MockInterviewEvent, type MockInterviewState } from '@/features/coach/utils/mock-interview-machine';
import { buildSummary, parseAiSummary } from '@/features/coach/utils/session-summary';

interface InterviewEndOptions {
  dispatch: Dispatch<MockInterviewEvent>;
  latest: RefObject<{ options: MockInterviewOptions; state: MockInterviewState }>;
  newRun: () => void;
}

export function useInterviewEnd({ dispatch, latest, newRun }: InterviewEndOptions) {
  const queryClient = useQueryClient();
  const saveSession = useSaveCoachSession();
  const lastSaveRef = useRef<{ finished: FinishedInterview; startedAt: string; endedAt: string } | null>(null);

  const persist = async () => {
    const last = lastSaveRef.current;
    if (!last) return;
    try {
      await saveSession.mutateAsync({
        sessionId: latest.current.options.sessionId,
        startedAt: last.startedAt,
        endedAt: last.endedAt,
        turns: last.finished.turns,
        summary: last.finished.summary,
      });
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'saveFailed', message: error instanceof Error ? error.message : t('coach:messages.notSaved') });
    }
  };

  const end = async () => {
    newRun();
    const {
      state: current,
      options: { userId, sessionId, languages },
    } = latest.current;
    const answered = answeredTurns(current.turns);
    if (answered.length === 0) return dispatch({ type: 'abandoned' });
    dispatch({ type: 'ending' });
    const startedAt = new Date(current.startedAt ?? Date.now()).toISOString();
    const endedAt = new Date().toISOString();
    let ai = null;
    if (await ensureQuestionAvailable(queryClient, userId)) {
      try {
        const turnsText = answered
          .slice(-AI_LIMITS.summaryTurns)
          .map((turn) => ({ question: turn.question.slice(0, AI_LIMITS.questionChars), answer: turn.answer.slice(-AI_LIMITS.answerChars) }));
        ai = parseAiSummary(
          await completeAnswer({ purpose: 'coach-summary', session: sessionId, turns: turnsText, settings: { responseLanguage: languages.responseLanguage } }),
        );
      } catch {
        ai = null;
      } finally {
        void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
      }
    }
    const finished: FinishedInterview = { ...buildSummary(answered, ai), isSaved: false, saveError: null };
    lastSaveRef.current = { finished, startedAt, endedAt };
    dispatch({ type: 'summarised', finished });
    await persist();
  };

  return { end, persist, isSaving: saveSession.isPending };
}
