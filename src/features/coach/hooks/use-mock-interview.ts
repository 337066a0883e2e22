// The effects of one mock interview (docs/product.md#coach-interview): Start asks a question and speaks it; an
// answer gets streamed feedback, each sentence spoken as soon as it is written, then the next question without a gap;
// End computes the summary and saves it. A feedback draft may start before the answer is confirmed (`draft`), and
// the person speaking over the Coach silences it (`bargeIn`). What each step means is in mock-interview-machine.ts;
// one AbortController per run stops a run's late replies and its speech.
import { t } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { speechLocale, type LanguageCode } from '@/config/constants';
import { AI_LIMITS, type AiCoachPractice } from '@shared/ai-contract.ts';
import { completeAnswer, streamAnswer, toAiError } from '@/lib/ai';
import { describeAiFailure } from '@/lib/ai-failures';
import type { PlaybackLevels } from '@/lib/hearing/playback-levels';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { ensureQuestionAvailable } from '@/data/credits/ensure-question-available';
import { creditsKeys } from '@/data/credits/keys';
import { useLatest } from '@/hooks/use-latest';
import { cleanQuestion, COACH_FALLBACKS, type CoachLanguages } from '@/features/coach/utils/coach-prompts';
import { initialMockInterview, mockInterviewReducer, type AnswerInput, type CoachProblem, type DraftTurn } from '@/features/coach/utils/mock-interview-machine';
import { useInterviewEnd } from '@/features/coach/hooks/use-interview-end';
import { createCoachSpeaker } from '@/features/coach/utils/coach-speaker';
import { FeedbackDrafts } from '@/features/coach/utils/feedback-drafts';
import { FeedbackStream, feedbackRequestFor } from '@/features/coach/utils/feedback-stream';
import { VoiceQueue } from '@/features/coach/utils/voice-queue';

export interface MockInterviewOptions {
  userId: string;
  /** `app_<id>`, `int_<id>` or `demo`: the gateway reads what the prompts need from this session's rows. */
  sessionId: string;
  languages: CoachLanguages;
  /** Questions to ask first (the analysis's likely questions, questions from Copilot sessions). */
  queuedQuestions: ReadonlyArray<string>;
  /** `debrief`: the questions and feedback aim at the interview's debrief's weak points (read by the gateway). */
  practice?: AiCoachPractice;
  /** Where the levels of the Coach's voice go as it plays (the hearing compares the microphone with them). */
  playback: PlaybackLevels;
}

export function useMockInterview(options: MockInterviewOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(mockInterviewReducer, initialMockInterview);
  const latest = useLatest({ options, state });
  const ending = useInterviewEnd({ dispatch, latest, newRun: () => newRun() });
  const runRef = useRef(new AbortController());
  const queueRef = useRef<string[]>([]);
  const sendingRef = useRef(false);
  const skippedRef = useRef(false);
  const [speaker] = useState(() => createCoachSpeaker((message) => dispatch({ type: 'audioNotice', message }), options.playback));
  const [voice] = useState(() => new VoiceQueue(speaker));
  const [drafts] = useState(() => new FeedbackDrafts((request) => new FeedbackStream(request, streamAnswer)));
  useEffect(() => () => void (runRef.current.abort(), voice.interrupt(), drafts.drop()), [voice, drafts]);

  /** Stops the current run (its speech and late replies) and begins a new one. */
  const newRun = () => {
    runRef.current.abort();
    voice.interrupt();
    voice.resume();
    drafts.drop();
    runRef.current = new AbortController();
    return runRef.current.signal;
  };

  const say = async (text: string, language: LanguageCode, signal: AbortSignal) => {
    if (signal.aborted) return;
    const outcome = await voice.say(text, speechLocale(language));
    if (!signal.aborted && outcome === 'muted') dispatch({ type: 'muted' });
  };

  const nextQuestion = async (turns: ReadonlyArray<DraftTurn>, signal: AbortSignal): Promise<string> => {
    const queued = queueRef.current.shift();
    if (queued) return queued;
    const { sessionId, languages, practice } = latest.current.options;
    const askedQuestions = turns.map((turn) => turn.question.slice(0, AI_LIMITS.questionChars)).slice(-AI_LIMITS.askedQuestions);
    const reply = await completeAnswer(
      {
        purpose: 'coach-question',
        session: sessionId,
        askedQuestions,
        settings: { interviewLanguage: languages.interviewLanguage },
        ...(practice ? { practice } : {}),
      },
      { signal },
    );
    return cleanQuestion(reply) || COACH_FALLBACKS.question;
  };

  const askAndSpeak = async (question: string, signal: AbortSignal) => {
    // "Skip audio" skipped what was being said, not the next question (barge-in keeps the Coach quiet until the answer).
    if (skippedRef.current) voice.resume();
    skippedRef.current = false;
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
      if (aiError.code === 'not_signed_in')
        return dispatch({ type: 'startFailed', problem: { title: LISTENING_MESSAGES.startFailed, detail: aiError.message } });
      question = COACH_FALLBACKS.question;
    }
    if (!signal.aborted) await askAndSpeak(question, signal);
  };

  const feedbackRequest = (question: string, answer: string, turnKey?: string) => {
    const { sessionId, practice, languages } = latest.current.options;
    return feedbackRequestFor({ session: sessionId, practice }, languages.responseLanguage, question, answer, turnKey);
  };

  /** A feedback draft on the early end of a spoken answer (`answer`: everything the answer holds so far). */
  const draft = (turnKey: string, answer: string) => {
    const { phase, activity, turns } = latest.current.state;
    const turn = turns.at(-1);
    if (phase !== 'active' || activity !== 'answering' || !turn || turn.answer !== undefined || sendingRef.current || !answer.trim()) return;
    drafts.draft(feedbackRequest(turn.question, answer.trim(), turnKey));
  };

  /** The person started speaking: the Coach stops talking at once (its text stays on screen) and listens. */
  const bargeIn = () => {
    if (latest.current.state.activity !== 'speaking') return;
    skippedRef.current = false;
    voice.interrupt();
    performance.mark('coach:bargeIn');
  };

  /** Resolves true when the answer got its feedback (the caller then clears the answer box). */
  const send = async (input: AnswerInput, turnKey?: string): Promise<boolean> => {
    const answer = input.text.trim();
    if (!answer) {
      dispatch({ type: 'problem', problem: { title: LISTENING_MESSAGES.emptyInput } });
      return false;
    }
    const {
      state: current,
      options: { userId, languages },
    } = latest.current;
    const turn = current.turns.at(-1);
    // One answer at a time, and only to a question still open.
    if (!turn || turn.answer !== undefined || sendingRef.current) return false;
    sendingRef.current = true;
    const signal = runRef.current.signal;
    voice.interrupt();
    voice.resume();
    dispatch({ type: 'answerSent' });
    let isShown = false;
    try {
      if (!(await ensureQuestionAvailable(queryClient, userId))) {
        drafts.drop();
        dispatch({ type: 'creditLimitReached' });
        return false;
      }
      const stream = drafts.take(feedbackRequest(turn.question, answer, turnKey));
      signal.addEventListener('abort', () => stream.cancel(), { once: true });
      const answered = { ...turn, answer, source: input.source, ...(input.delivery ? { delivery: input.delivery } : {}) };
      stream.follow({
        onText: (text) => {
          if (!signal.aborted) dispatch(isShown ? { type: 'feedbackText', feedback: text } : { type: 'feedbackReady', turn: { ...answered, feedback: text } });
          isShown = !signal.aborted;
        },
        onSentence: (sentence) => void say(sentence, languages.responseLanguage, signal),
      });
      const reply = await stream.done.catch((error: unknown) => {
        // Feedback cut short after some of it was shown is kept as it is.
        if (isShown && !signal.aborted) return '';
        throw error;
      });
      if (signal.aborted) return false;
      if (!isShown) {
        dispatch({ type: 'feedbackReady', turn: { ...answered, feedback: reply.trim() || COACH_FALLBACKS.feedback } });
        if (!reply.trim()) void say(COACH_FALLBACKS.feedback, languages.responseLanguage, signal);
      }
      void (async () => {
        // The next question is written while the feedback is spoken, and asked once it was said.
        const question = await nextQuestion(current.turns, signal).catch(() => COACH_FALLBACKS.question);
        await voice.drained();
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

  return {
    ...state,
    isSaving: ending.isSaving,
    start,
    send,
    draft,
    dropDraft: (turnKey: string) => drafts.drop(turnKey),
    bargeIn,
    end: ending.end,
    retrySave: ending.persist,
    reset: () => {
      newRun();
      dispatch({ type: 'reset' });
    },
    stopSpeaking: () => {
      skippedRef.current = true;
      voice.interrupt();
    },
    report: (problem: CoachProblem | null) => dispatch({ type: 'problem', problem }),
    closeCreditLimit: () => dispatch({ type: 'creditLimitClosed' }),
  };
}
