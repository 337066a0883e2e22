// The effects of one mock interview (docs/product.md#coach-interview): Start asks a question and speaks it; an
// answer gets feedback, then the next question, each spoken; End computes the summary and saves it. What each step
// means is in mock-interview-machine.ts; one AbortController per run stops a run's late replies and its speech.
import { t } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { speechLocale, type LanguageCode } from '@/config/constants';
import { AI_LIMITS } from '@shared/ai-contract.ts';
import { completeAnswer, toAiError } from '@/lib/ai';
import { describeAiFailure } from '@/lib/ai-failures';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { ensureQuestionAvailable } from '@/data/credits/ensure-question-available';
import { creditsKeys } from '@/data/credits/keys';
import { useSaveCoachSession } from '@/data/coach-sessions/save-coach-session';
import { useLatest } from '@/hooks/use-latest';
import { cleanQuestion, COACH_FALLBACKS, type CoachLanguages } from '@/features/coach/utils/coach-prompts';
import { answeredTurns, initialMockInterview, mockInterviewReducer, type AnswerInput, type CoachProblem, type DraftTurn, type FinishedInterview } from '@/features/coach/utils/mock-interview-machine';
import { buildSummary, parseAiSummary } from '@/features/coach/utils/session-summary';
import { createCoachSpeaker } from '@/features/coach/utils/coach-speaker';

export interface MockInterviewOptions {
  userId: string;
  /** `app_<id>`, `int_<id>` or `demo`: the gateway reads what the prompts need from this session's rows. */
  sessionId: string;
  languages: CoachLanguages;
  /** Questions to ask first (the analysis's likely questions, questions from Copilot sessions). */
  queuedQuestions: ReadonlyArray<string>;
}

export function useMockInterview(options: MockInterviewOptions) {
  const queryClient = useQueryClient();
  const saveSession = useSaveCoachSession();
  const [state, dispatch] = useReducer(mockInterviewReducer, initialMockInterview);
  const latest = useLatest({ options, state });
  const runRef = useRef(new AbortController());
  const queueRef = useRef<string[]>([]);
  const sendingRef = useRef(false);
  const lastSaveRef = useRef<{ finished: FinishedInterview; startedAt: string; endedAt: string } | null>(null);
  const [speaker] = useState(() => createCoachSpeaker((message) => dispatch({ type: 'audioNotice', message })));
  useEffect(() => () => void (runRef.current.abort(), speaker.stop()), [speaker]);

  /** Stops the current run (its speech and late replies) and begins a new one. */
  const newRun = () => {
    runRef.current.abort();
    speaker.stop();
    runRef.current = new AbortController();
    return runRef.current.signal;
  };

  const say = async (text: string, language: LanguageCode, signal: AbortSignal) => {
    const outcome = await speaker.speak(text, speechLocale(language));
    if (!signal.aborted && outcome === 'muted') dispatch({ type: 'muted' });
  };

  const nextQuestion = async (turns: ReadonlyArray<DraftTurn>, signal: AbortSignal): Promise<string> => {
    const queued = queueRef.current.shift();
    if (queued) return queued;
    const { sessionId, languages } = latest.current.options;
    const askedQuestions = turns.map((turn) => turn.question.slice(0, AI_LIMITS.questionChars)).slice(-AI_LIMITS.askedQuestions);
    const reply = await completeAnswer({ purpose: 'coach-question', session: sessionId, askedQuestions, settings: { interviewLanguage: languages.interviewLanguage } }, { signal });
    return cleanQuestion(reply) || COACH_FALLBACKS.question;
  };

  const askAndSpeak = async (question: string, signal: AbortSignal) => {
    dispatch({ type: 'questionReady', question, at: Date.now() });
    await say(question, latest.current.options.languages.interviewLanguage, signal);
    if (!signal.aborted) dispatch({ type: 'spoken' });
  };

  const start = async () => {
    const signal = newRun();
    dispatch({ type: 'started' });
    queueRef.current = latest.current.options.queuedQuestions.map((q) => q.trim()).filter(Boolean);
    let question: string;
    try {
      question = await nextQuestion([], signal);
    } catch (error) {
      if (signal.aborted) return;
      const failure = describeAiFailure(error);
      const aiError = toAiError(error);
      // Without AI or without a session the interview cannot start; any other failure asks a stock question.
      if (failure.kind === 'not-configured') return dispatch({ type: 'startFailed', problem: { title: failure.title, detail: failure.detail } });
      if (aiError.code === 'not_signed_in') return dispatch({ type: 'startFailed', problem: { title: LISTENING_MESSAGES.startFailed, detail: aiError.message } });
      question = COACH_FALLBACKS.question;
    }
    if (!signal.aborted) await askAndSpeak(question, signal);
  };

  /** Resolves true when the answer got its feedback (the caller then clears the answer box). */
  const send = async (input: AnswerInput): Promise<boolean> => {
    const answer = input.text.trim();
    if (!answer) {
      dispatch({ type: 'problem', problem: { title: LISTENING_MESSAGES.emptyInput } });
      return false;
    }
    const { state: current, options: { userId, sessionId, languages } } = latest.current;
    const turn = current.turns.at(-1);
    // One answer at a time, and only to a question still open.
    if (!turn || turn.answer !== undefined || sendingRef.current) return false;
    sendingRef.current = true;
    const signal = runRef.current.signal;
    speaker.stop();
    dispatch({ type: 'answerSent' });
    try {
      if (!(await ensureQuestionAvailable(queryClient, userId))) {
        dispatch({ type: 'creditLimitReached' });
        return false;
      }
      const reply = await completeAnswer(
        {
          purpose: 'coach-feedback',
          session: sessionId,
          question: turn.question.slice(0, AI_LIMITS.questionChars),
          // What was said last matters most: a very long answer keeps its end.
          answer: answer.slice(-AI_LIMITS.answerChars),
          settings: { responseLanguage: languages.responseLanguage },
        },
        { signal },
      );
      if (signal.aborted) return false;
      const feedback = reply.trim() || COACH_FALLBACKS.feedback;
      dispatch({ type: 'feedbackReady', turn: { ...turn, answer, feedback, source: input.source, ...(input.delivery ? { delivery: input.delivery } : {}) } });
      void (async () => {
        const following = nextQuestion(current.turns, signal).catch(() => COACH_FALLBACKS.question);
        await say(feedback, languages.responseLanguage, signal);
        const question = await following;
        if (!signal.aborted) await askAndSpeak(question, signal);
      })();
      return true;
    } catch (error) {
      if (signal.aborted) return false;
      const failure = describeAiFailure(error);
      if (failure.kind === 'credit-limit') dispatch({ type: 'creditLimitReached' });
      else dispatch({ type: 'failed', problem: { title: failure.title, detail: `${failure.detail} ${t('coach:messages.answerKept')}`.trim() } });
      return false;
    } finally {
      sendingRef.current = false;
      void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
    }
  };

  const persist = async () => {
    const last = lastSaveRef.current;
    if (!last) return;
    try {
      await saveSession.mutateAsync({ sessionId: latest.current.options.sessionId, startedAt: last.startedAt, endedAt: last.endedAt, turns: last.finished.turns, summary: last.finished.summary });
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'saveFailed', message: error instanceof Error ? error.message : t('coach:messages.notSaved') });
    }
  };

  const end = async () => {
    newRun();
    const { state: current, options: { userId, sessionId, languages } } = latest.current;
    const answered = answeredTurns(current.turns);
    if (answered.length === 0) return dispatch({ type: 'abandoned' });
    dispatch({ type: 'ending' });
    const startedAt = new Date(current.startedAt ?? Date.now()).toISOString();
    const endedAt = new Date().toISOString();
    let ai = null;
    if (await ensureQuestionAvailable(queryClient, userId)) {
      try {
        const turnsText = answered.slice(-AI_LIMITS.summaryTurns).map((turn) => ({ question: turn.question.slice(0, AI_LIMITS.questionChars), answer: turn.answer.slice(-AI_LIMITS.answerChars) }));
        ai = parseAiSummary(await completeAnswer({ purpose: 'coach-summary', session: sessionId, turns: turnsText, settings: { responseLanguage: languages.responseLanguage } }));
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

  return {
    ...state,
    isSaving: saveSession.isPending,
    start,
    send,
    end,
    retrySave: persist,
    reset: () => {
      newRun();
      dispatch({ type: 'reset' });
    },
    stopSpeaking: () => speaker.stop(),
    report: (problem: CoachProblem | null) => dispatch({ type: 'problem', problem }),
    closeCreditLimit: () => dispatch({ type: 'creditLimitClosed' }),
  };
}
