// The effects of one mock interview (docs/product.md#coach-interview): Start asks a question and speaks it; an
// answer gets streamed feedback, each sentence spoken as soon as it is written, then the next question without a gap;
// each answered turn is saved at once (useSessionRecord), so a session left before its end can be summarised later;
// End computes the summary and saves it. A feedback draft may start before the answer is confirmed (`draft`), and
// the person speaking over the Coach silences it (`bargeIn`). What each step means is in mock-interview-machine.ts;
// one AbortController per run stops a run's late replies and its speech.
// An answer's feedback (the draft, the credit gate, the stream spoken as it comes) is use-answer-feedback.ts; End is
// use-interview-end.ts.
import { t } from 'i18next';
import { useEffect, useReducer, useRef, useState } from 'react';
import { speechLocale, type LanguageCode } from '@/config/constants';
import { AI_LIMITS, type AiCoachPractice } from '@shared/ai-contract.ts';
import { completeAnswer, toAiError } from '@/lib/ai';
import { describeAiFailure } from '@/lib/ai-failures';
import type { PlaybackLevels } from '@/lib/hearing/playback-levels';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { useLatest } from '@/hooks/use-latest';
import { cleanQuestion, COACH_FALLBACKS, type CoachLanguages } from '@/features/coach/utils/coach-prompts';
import { initialMockInterview, mockInterviewReducer, type CoachProblem, type DraftTurn } from '@/features/coach/utils/mock-interview-machine';
import { useAnswerFeedback } from '@/features/coach/hooks/use-answer-feedback';
import { useInterviewEnd } from '@/features/coach/hooks/use-interview-end';
import { useSessionRecord } from '@/features/coach/hooks/use-session-record';
import { rolePlayOf, rolePlayOfOptions } from '@/data/coach-sessions/role-play';
import type { CoachSessionRow } from '@/data/coach-sessions/types';
import { createCoachSpeaker } from '@/features/coach/utils/coach-speaker';
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
  /** `negotiation`: the offer whose recruiter the Coach plays (issue #43; the gateway reads it). */
  offer?: string;
  /** Where the levels of the Coach's voice go as it plays (the hearing compares the microphone with them). */
  playback: PlaybackLevels;
}

export function useMockInterview(options: MockInterviewOptions) {
  const [state, dispatch] = useReducer(mockInterviewReducer, initialMockInterview);
  const latest = useLatest({ options, state });
  const record = useSessionRecord((message) => dispatch({ type: 'problem', problem: { title: t('coach:messages.answerNotSaved'), detail: message } }));
  const ending = useInterviewEnd({ dispatch, latest, record, newRun: () => newRun() });
  const runRef = useRef(new AbortController());
  const queueRef = useRef<string[]>([]);
  const skippedRef = useRef(false);
  const [speaker] = useState(() => createCoachSpeaker((message) => dispatch({ type: 'audioNotice', message }), options.playback));
  const [voice] = useState(() => new VoiceQueue(speaker));

  const say = async (text: string, language: LanguageCode, signal: AbortSignal) => {
    if (signal.aborted) return;
    const outcome = await voice.say(text, speechLocale(language));
    if (!signal.aborted && outcome === 'muted') dispatch({ type: 'muted' });
  };

  /** `sessionId`: a resumed session's own (the options follow the selector at the next render). */
  const nextQuestion = async (turns: ReadonlyArray<DraftTurn>, signal: AbortSignal, sessionId = latest.current.options.sessionId): Promise<string> => {
    const queued = queueRef.current.shift();
    if (queued) return queued;
    const { languages, practice, offer } = latest.current.options;
    const askedQuestions = turns.map((turn) => turn.question.slice(0, AI_LIMITS.questionChars)).slice(-AI_LIMITS.askedQuestions);
    const reply = await completeAnswer(
      {
        purpose: 'coach-question',
        session: sessionId,
        askedQuestions,
        settings: { interviewLanguage: languages.interviewLanguage },
        ...(practice ? { practice } : {}),
        ...(offer ? { offer } : {}),
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

  /**
   * After an answer's feedback: the next question is written while the feedback is spoken, and asked once it was said.
   * `signal`: that feedback's, stopped by a newer answer (a question taken from the queue then waits for its feedback).
   */
  const askNext = async (turns: ReadonlyArray<DraftTurn>, signal: AbortSignal) => {
    const queued = queueRef.current[0];
    const question = await nextQuestion(turns, signal).catch(() => COACH_FALLBACKS.question);
    await voice.drained();
    if (!signal.aborted) return askAndSpeak(question, signal);
    if (queued !== undefined && question === queued) queueRef.current.unshift(queued);
  };

  const feedback = useAnswerFeedback({ dispatch, latest, run: runRef, voice, say, askNext, onAnswered: record.saveTurns });
  const feedbackRef = useLatest(feedback);
  useEffect(() => () => void (runRef.current.abort(), voice.interrupt(), feedbackRef.current.close()), [voice, feedbackRef]);

  /** Stops the current run (its speech and late replies) and begins a new one. */
  const newRun = () => {
    runRef.current.abort();
    voice.interrupt();
    voice.resume();
    feedback.close();
    runRef.current = new AbortController();
    return runRef.current.signal;
  };

  /** A new session, or (`resumed`) one left before its end, going on from its saved turns. */
  const start = async (resumed?: CoachSessionRow) => {
    const signal = newRun();
    const turns: DraftTurn[] = resumed
      ? resumed.turns.map(({ question, answer, feedback, source, delivery }) => ({ question, answer, feedback, source, delivery }))
      : [];
    if (resumed) {
      dispatch({ type: 'resumed', turns });
      record.resume({ id: resumed.id, sessionId: resumed.session_id, startedAt: resumed.started_at, rolePlay: rolePlayOf(resumed) });
      queueRef.current = [];
    } else {
      dispatch({ type: 'started' });
      record.begin(latest.current.options.sessionId, Date.now(), rolePlayOfOptions(latest.current.options));
      queueRef.current = latest.current.options.queuedQuestions.map((q) => q.trim()).filter(Boolean);
    }
    let question: string;
    try {
      question = await nextQuestion(turns, signal, resumed?.session_id);
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

  /** The person started speaking: the Coach stops talking at once (its text stays on screen) and listens. */
  const bargeIn = () => {
    if (latest.current.state.activity !== 'speaking') return;
    skippedRef.current = false;
    voice.interrupt();
    performance.mark('coach:bargeIn');
  };

  return {
    ...state,
    isSaving: ending.isSaving,
    start: () => start(),
    resume: (session: CoachSessionRow) => start(session),
    send: feedback.send,
    draft: feedback.draft,
    dropDraft: feedback.cancelDraft,
    continueAnswer: feedback.reopen,
    bargeIn,
    end: ending.end,
    summarise: ending.summarise,
    summarisingId: ending.summarisingId,
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
