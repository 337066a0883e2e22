// One mock interview (spec §4 Coach): Start asks a question and speaks it; an answer gets feedback, then the
// next question, each spoken; End computes the summary and saves the session. Nothing typed or said is lost
// on failure: the caller clears the answer box only when `send` resolves true.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '@/config/constants';
import { AI_LIMITS } from '@shared/ai-contract.ts';
import { completeAnswer, synthesizeSpeech, toAiError } from '@/lib/ai';
import { creditsQueryOptions } from '@/data/credits/get-credits';
import { creditsKeys } from '@/data/credits/keys';
import { useSaveCoachSession } from '@/data/coach-sessions/save-coach-session';
import type { CoachSummary, CoachTurn } from '@/data/coach-sessions/types';
import { cleanQuestion, COACH_FALLBACKS, type CoachLanguages } from '@/features/coach/utils/coach-prompts';
import { COACH_MESSAGES, describeCoachFailure, type CoachProblem } from '@/features/coach/utils/coach-errors';
import { buildSummary, parseAiSummary } from '@/features/coach/utils/session-summary';
import { Speaker } from '@/features/coach/utils/speaker';

export type CoachPhase = 'idle' | 'starting' | 'active' | 'ending' | 'ended';
/** While active: the coach is speaking, the person answers, or the AI works on the answer. */
export type CoachActivity = 'speaking' | 'answering' | 'processing';

export interface DraftTurn {
  question: string;
  answer?: string;
  feedback?: string;
  durationMs?: number;
  source?: 'voice' | 'text';
}

export interface EndedSession {
  turns: CoachTurn[];
  summary: CoachSummary;
  saveError: string | null;
  isSaved: boolean;
}

export interface CoachInterviewOptions {
  userId: string;
  /** `app_<id>`, `int_<id>` or `demo`: the gateway reads what the prompts need from this session's rows. */
  sessionId: string;
  languages: CoachLanguages;
  /** Questions to ask first (the analysis's likely questions, questions from Copilot sessions). */
  queuedQuestions: ReadonlyArray<string>;
}

export interface AnswerInput {
  text: string;
  source: 'voice' | 'text';
  durationMs?: number;
}

const SPEECH_LANG: Record<LanguageCode, string> = {
  en: 'en-US', fr: 'fr-FR', es: 'es-ES', de: 'de-DE', it: 'it-IT', pt: 'pt-PT', nl: 'nl-NL', ru: 'ru-RU', zh: 'zh-CN', ja: 'ja-JP', ko: 'ko-KR',
};
export const speechLanguage = (code: LanguageCode) => SPEECH_LANG[code] ?? 'en-US';

export function useCoachInterview(options: CoachInterviewOptions) {
  const queryClient = useQueryClient();
  const saveSession = useSaveCoachSession();
  const [phase, setPhase] = useState<CoachPhase>('idle');
  const [activity, setActivity] = useState<CoachActivity>('speaking');
  const [turns, setTurns] = useState<DraftTurn[]>([]);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [problem, setProblem] = useState<CoachProblem | null>(null);
  const [isCreditLimitOpen, setIsCreditLimitOpen] = useState(false);
  const [isAudioOff, setIsAudioOff] = useState(false);
  /** Why the coach's voice fell back to the browser's (the month's spoken-audio allowance is used up). */
  const [audioNotice, setAudioNotice] = useState<string | null>(null);
  const [ended, setEnded] = useState<EndedSession | null>(null);

  const optionsRef = useRef(options);
  const turnsRef = useRef<DraftTurn[]>([]);
  const queueRef = useRef<string[]>([]);
  const runRef = useRef(0);
  const isSendingRef = useRef(false);
  const speakerRef = useRef<Speaker | null>(null);
  useEffect(() => {
    optionsRef.current = options;
  });

  // Without spoken audio left this month, the browser's own voice reads on, and the person is told why.
  const speaker = () =>
    (speakerRef.current ??= new Speaker({
      synthesize: (text, signal) =>
        synthesizeSpeech(text, signal).catch((error: unknown) => {
          const aiError = toAiError(error);
          if (aiError.code === 'audio_allowance_reached') setAudioNotice(aiError.message);
          throw aiError;
        }),
    }));
  useEffect(() => () => speakerRef.current?.stop(), []);

  const updateTurns = (next: DraftTurn[]) => {
    turnsRef.current = next;
    setTurns(next);
  };

  const say = async (text: string, language: LanguageCode, run: number) => {
    const outcome = await speaker().speak(text, speechLanguage(language));
    if (run === runRef.current && outcome === 'muted') setIsAudioOff(true);
  };

  const nextQuestion = async (): Promise<string> => {
    const queued = queueRef.current.shift();
    if (queued) return queued;
    const { sessionId, languages } = optionsRef.current;
    const askedQuestions = turnsRef.current.map((turn) => turn.question.slice(0, AI_LIMITS.questionChars)).slice(-AI_LIMITS.askedQuestions);
    const reply = await completeAnswer({ purpose: 'coach-question', session: sessionId, askedQuestions, settings: { interviewLanguage: languages.interviewLanguage } });
    return cleanQuestion(reply) || COACH_FALLBACKS.question;
  };

  const askAndSpeak = async (question: string, run: number) => {
    updateTurns([...turnsRef.current, { question }]);
    setActivity('speaking');
    await say(question, optionsRef.current.languages.interviewLanguage, run);
    if (run === runRef.current) setActivity('answering');
  };

  const start = useCallback(async () => {
    const run = ++runRef.current;
    setProblem(null);
    setEnded(null);
    setIsAudioOff(false);
    setPhase('starting');
    queueRef.current = optionsRef.current.queuedQuestions.map((q) => q.trim()).filter(Boolean);
    updateTurns([]);
    let question: string;
    try {
      question = await nextQuestion();
    } catch (error) {
      const aiError = toAiError(error);
      if (aiError.code === 'ai_not_configured' || aiError.code === 'not_signed_in') {
        if (run === runRef.current) {
          setPhase('idle');
          setProblem(aiError.code === 'ai_not_configured' ? { title: COACH_MESSAGES.notConfigured, detail: COACH_MESSAGES.notConfiguredFix } : { title: COACH_MESSAGES.startFailed, detail: aiError.message });
        }
        return;
      }
      question = COACH_FALLBACKS.question;
    }
    if (run !== runRef.current) return;
    setStartedAt(Date.now());
    setPhase('active');
    await askAndSpeak(question, run);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Resolves true when the answer got its feedback (the caller then clears the answer box). */
  const send = useCallback(async (input: AnswerInput): Promise<boolean> => {
    const answer = input.text.trim();
    if (!answer) {
      setProblem({ title: COACH_MESSAGES.emptyAnswer });
      return false;
    }
    const current = turnsRef.current.at(-1);
    if (!current || current.answer !== undefined || isSendingRef.current) return false;
    isSendingRef.current = true;
    const run = runRef.current;
    speaker().stop();
    setProblem(null);
    setActivity('processing');
    let isSpent = false;
    try {
      const { userId, sessionId, languages } = optionsRef.current;
      const credits = await queryClient.fetchQuery({ ...creditsQueryOptions(userId), staleTime: 0 }).catch(() => null);
      if (credits && credits.plan_type === 'free' && credits.remaining === 0) {
        setIsCreditLimitOpen(true);
        setActivity('answering');
        return false;
      }
      isSpent = true;
      const reply = await completeAnswer({
        purpose: 'coach-feedback',
        session: sessionId,
        question: current.question.slice(0, AI_LIMITS.questionChars),
        // What was said last matters most: a very long answer keeps its end.
        answer: answer.slice(-AI_LIMITS.answerChars),
        settings: { responseLanguage: languages.responseLanguage },
      });
      if (run !== runRef.current) return false;
      const feedback = reply.trim() || COACH_FALLBACKS.feedback;
      const answered: DraftTurn = { ...current, answer, feedback, source: input.source, ...(input.durationMs ? { durationMs: Math.round(input.durationMs) } : {}) };
      updateTurns([...turnsRef.current.slice(0, -1), answered]);
      isSendingRef.current = false;
      void (async () => {
        setActivity('speaking');
        const following = nextQuestion().catch(() => COACH_FALLBACKS.question);
        await say(feedback, languages.responseLanguage, run);
        const question = await following;
        if (run !== runRef.current) return;
        await askAndSpeak(question, run);
      })();
      return true;
    } catch (error) {
      if (run !== runRef.current) return false;
      const failure = describeCoachFailure(error);
      if (failure.kind === 'credit-limit') setIsCreditLimitOpen(true);
      else setProblem({ ...failure.problem, detail: [failure.problem.detail, COACH_MESSAGES.answerKept].filter(Boolean).join(' ') });
      setActivity('answering');
      return false;
    } finally {
      isSendingRef.current = false;
      if (isSpent) void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
    }
    // The helpers it calls read refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);

  const persist = useCallback(
    async (session: EndedSession, startedIso: string, endedIso: string) => {
      try {
        await saveSession.mutateAsync({ sessionId: optionsRef.current.sessionId, startedAt: startedIso, endedAt: endedIso, turns: session.turns, summary: session.summary });
        setEnded({ ...session, isSaved: true, saveError: null });
      } catch (error) {
        setEnded({ ...session, isSaved: false, saveError: error instanceof Error ? error.message : 'This coach session could not be saved.' });
      }
    },
    [saveSession],
  );
  const lastSaveRef = useRef<{ session: EndedSession; startedIso: string; endedIso: string } | null>(null);

  const end = useCallback(async () => {
    runRef.current += 1;
    speaker().stop();
    setProblem(null);
    const answered: CoachTurn[] = turnsRef.current
      .filter((turn): turn is DraftTurn & { answer: string; feedback: string } => turn.answer !== undefined && turn.feedback !== undefined)
      .map((turn) => ({ question: turn.question, answer: turn.answer, feedback: turn.feedback, source: turn.source ?? 'text', ...(turn.durationMs ? { durationMs: turn.durationMs } : {}) }));
    const startedIso = new Date(startedAt ?? Date.now()).toISOString();
    const endedIso = new Date().toISOString();
    if (answered.length === 0) {
      updateTurns([]);
      setStartedAt(null);
      setPhase('idle');
      return;
    }
    setPhase('ending');
    const { userId, sessionId, languages } = optionsRef.current;
    let ai = null;
    const credits = await queryClient.fetchQuery({ ...creditsQueryOptions(userId), staleTime: 0 }).catch(() => null);
    const hasCredits = credits !== null && (credits.plan_type !== 'free' || (credits.remaining ?? 0) > 0);
    if (hasCredits) {
      try {
        const turnsText = answered.slice(-AI_LIMITS.summaryTurns).map((turn) => ({ question: turn.question.slice(0, AI_LIMITS.questionChars), answer: turn.answer.slice(-AI_LIMITS.answerChars) }));
        const reply = await completeAnswer({ purpose: 'coach-summary', session: sessionId, turns: turnsText, settings: { responseLanguage: languages.responseLanguage } });
        ai = parseAiSummary(reply);
      } catch {
        ai = null;
      } finally {
        void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
      }
    }
    const built = buildSummary(answered, ai);
    const session: EndedSession = { ...built, isSaved: false, saveError: null };
    lastSaveRef.current = { session, startedIso, endedIso };
    setEnded(session);
    setPhase('ended');
    setStartedAt(null);
    updateTurns([]);
    await persist(session, startedIso, endedIso);
  }, [queryClient, startedAt, persist]);

  const retrySave = useCallback(async () => {
    const last = lastSaveRef.current;
    if (last) await persist(last.session, last.startedIso, last.endedIso);
  }, [persist]);

  const reset = useCallback(() => {
    runRef.current += 1;
    speaker().stop();
    setEnded(null);
    setProblem(null);
    setPhase('idle');
  }, []);

  const stopSpeaking = useCallback(() => speaker().stop(), []);

  return {
    phase,
    activity,
    turns,
    startedAt,
    problem,
    setProblem,
    isCreditLimitOpen,
    closeCreditLimit: () => setIsCreditLimitOpen(false),
    isAudioOff,
    audioNotice,
    ended,
    isSaving: saveSession.isPending,
    start,
    send,
    end,
    retrySave,
    reset,
    stopSpeaking,
  };
}
