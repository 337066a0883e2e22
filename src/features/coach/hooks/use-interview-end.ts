// End of a mock interview: the summary (local metrics always; the AI's scores and advice while a question is left),
// shown at once and saved with the session's row; a failed save can be retried. Split from useMockInterview, whose
// run it ends first (`newRun`), so late replies and speech of the interview stop. A session left before its end
// (its turns saved as they were answered) gets the same summary from past sessions (`summarise`).
import { t } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type Dispatch, type RefObject } from 'react';
import { AI_LIMITS } from '@shared/ai-contract.ts';
import { completeAnswer } from '@/lib/ai';
import { ensureQuestionAvailable } from '@/data/credits/ensure-question-available';
import { creditsKeys } from '@/data/credits/keys';
import { useSaveCoachSession } from '@/data/coach-sessions/save-coach-session';
import { rolePlayOf, rolePlayOfOptions, type CoachRolePlay } from '@/data/coach-sessions/role-play';
import type { CoachSessionRow, CoachTurn } from '@/data/coach-sessions/types';
import type { MockInterviewOptions } from '@/features/coach/hooks/use-mock-interview';
import type { SessionRecord, useSessionRecord } from '@/features/coach/hooks/use-session-record';
import { answeredTurns, type FinishedInterview, type MockInterviewEvent, type MockInterviewState } from '@/features/coach/utils/mock-interview-machine';
import { buildSummary, parseAiSummary } from '@/features/coach/utils/session-summary';

interface InterviewEndOptions {
  dispatch: Dispatch<MockInterviewEvent>;
  latest: RefObject<{ options: MockInterviewOptions; state: MockInterviewState }>;
  record: ReturnType<typeof useSessionRecord>;
  newRun: () => void;
}

export function useInterviewEnd({ dispatch, latest, record, newRun }: InterviewEndOptions) {
  const queryClient = useQueryClient();
  const saveSession = useSaveCoachSession();
  const lastSaveRef = useRef<{ finished: FinishedInterview; record: SessionRecord; endedAt: string } | null>(null);
  const [summarisingId, setSummarisingId] = useState<string | null>(null);

  const persist = async () => {
    const last = lastSaveRef.current;
    if (!last) return;
    try {
      await saveSession.mutateAsync({ ...last.record, turns: last.finished.turns, end: { endedAt: last.endedAt, summary: last.finished.summary } });
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'saveFailed', message: error instanceof Error ? error.message : t('coach:messages.notSaved') });
    }
  };

  /**
   * The summary of answered turns: the model's when a question is left (it uses one), else computed here. `rolePlay`:
   * an offer's "Rehearse the call", which the gateway summarises as the negotiation it was (it reads the offer).
   */
  const summarise = async (answered: CoachTurn[], sessionId: string, rolePlay: CoachRolePlay | undefined): Promise<FinishedInterview> => {
    const { userId, languages } = latest.current.options;
    let ai = null;
    if (await ensureQuestionAvailable(queryClient, userId)) {
      try {
        const turnsText = answered
          .slice(-AI_LIMITS.summaryTurns)
          .map((turn) => ({ question: turn.question.slice(0, AI_LIMITS.questionChars), answer: turn.answer.slice(-AI_LIMITS.answerChars) }));
        ai = parseAiSummary(
          await completeAnswer({
            purpose: 'coach-summary',
            session: sessionId,
            turns: turnsText,
            settings: { responseLanguage: languages.responseLanguage },
            ...(rolePlay ?? {}),
          }),
        );
      } catch {
        ai = null;
      } finally {
        void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
      }
    }
    return { ...buildSummary(answered, ai), isSaved: false, saveError: null };
  };

  const end = async () => {
    newRun();
    const { state: current, options } = latest.current;
    const answered = answeredTurns(current.turns);
    if (answered.length === 0) return dispatch({ type: 'abandoned' });
    dispatch({ type: 'ending' });
    const sessionRecord = record.current() ?? {
      id: crypto.randomUUID(),
      sessionId: options.sessionId,
      startedAt: new Date(current.startedAt ?? Date.now()).toISOString(),
      rolePlay: rolePlayOfOptions(options),
    };
    const endedAt = new Date().toISOString();
    // The session's own role-play, the one its row was saved with (a resumed session's too, whatever the page's).
    const finished = await summarise(answered, sessionRecord.sessionId, sessionRecord.rolePlay);
    // The turns saved as they were answered are in the row before its end is.
    await record.settled();
    lastSaveRef.current = { finished, record: sessionRecord, endedAt };
    dispatch({ type: 'summarised', finished });
    await persist();
  };

  /** Summarise, from past sessions: a session left before its end gets its summary and is ended. */
  const summarisePast = async (session: CoachSessionRow) => {
    if (summarisingId || latest.current.state.phase !== 'idle') return;
    setSummarisingId(session.id);
    try {
      // A role-play is summarised as the negotiation it was, like at its live end: its row says on which offer.
      const rolePlay = rolePlayOf(session);
      const finished = await summarise(session.turns, session.session_id, rolePlay);
      if (latest.current.state.phase !== 'idle') return;
      lastSaveRef.current = {
        finished,
        record: { id: session.id, sessionId: session.session_id, startedAt: session.started_at, rolePlay },
        endedAt: new Date().toISOString(),
      };
      dispatch({ type: 'summarised', finished });
      await persist();
    } finally {
      setSummarisingId(null);
    }
  };

  return { end, summarise: summarisePast, summarisingId, persist, isSaving: saveSession.isPending };
}
