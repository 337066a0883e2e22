// Everything the Coach screen shows and does, in one call (docs/architecture.md): what the mock interview is about,
// the practice questions, the answer being spoken or typed, the microphone, and the one current problem.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/data/auth/auth-context';
import { useCoachSessions } from '@/data/coach-sessions/get-coach-sessions';
import type { CoachSessionRow } from '@/data/coach-sessions/types';
import { ensureQuestionAvailable, hasQuestionLeft } from '@/data/credits/ensure-question-available';
import { useCredits } from '@/data/credits/get-credits';
import { planNote } from '@/data/credits/plan-note';
import { DEMO_SESSION_ID } from '@/data/live-sessions/session-id';
import { useAiCapabilities } from '@/data/live-sessions/use-ai-capabilities';
import { sessionTitle, useSessionSubject } from '@/data/live-sessions/use-session-subject';
import { useProfile } from '@/data/profile/get-profile';
import { useElapsedSeconds } from '@/hooks/use-elapsed-seconds';
import { useLatest } from '@/hooks/use-latest';
import { AI_FAILURE_TEXTS } from '@/lib/ai-failures';
import { joinText, withoutEnding } from '@/lib/transcription/join-text';
import { PlaybackLevels } from '@/lib/hearing/playback-levels';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { useAnswerHearing } from '@/features/coach/hooks/use-answer-hearing';
import { useDoneKey } from '@/features/coach/hooks/use-done-key';
import { useMockInterview } from '@/features/coach/hooks/use-mock-interview';
import { usePracticeQuestions } from '@/features/coach/hooks/use-practice-questions';

export interface CoachControllerOptions {
  /** Preselected session (`?session=app_<id>`). */
  initialSessionId: string | null;
  /**
   * `?practice=analysis`: the saved analysis's likely questions come first; `debrief`: the interview's debrief's;
   * `negotiation` (with `offer`): the Coach plays the recruiter of that offer (issue #43).
   */
  practice: string | null;
  /** `?offer=<id>`: the offer a negotiation role-play is about. */
  offer?: string | null;
}

export function useCoachController({ initialSessionId, practice, offer = null }: CoachControllerOptions) {
  // Also waits for the applications catalogue (the session options and the plan note are written from it) and the
  // Copilot's (the shared hearing's problems, micMissing and the like, are worded there).
  const { t } = useTranslation(['coach', 'applications', 'copilot']);
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const subject = useSessionSubject(initialSessionId);
  const credits = useCredits(userId || undefined);
  const capabilities = useAiCapabilities();
  const profile = useProfile(userId || undefined);
  const interviewLanguage = profile.data?.interview_language ?? 'en';
  const responseLanguage = profile.data?.ai_response_language ?? 'en';
  // A debrief's "Drill these": its questions first, and the Coach aims at its weak points (an interview's only).
  const isDebriefDrill = practice === 'debrief' && subject.sessionId === initialSessionId && subject.sessionId.startsWith('int_');
  // An offer's "Rehearse the call": the Coach is the recruiter of that offer, on its application's session.
  const rolePlayOffer =
    practice === 'negotiation' && offer && subject.sessionId === initialSessionId && subject.sessionId.startsWith('app_') ? offer : undefined;
  const practiceQuestions = usePracticeQuestions({
    sessionId: subject.sessionId,
    application: subject.application,
    wantsAnalysis: practice === 'analysis' && subject.sessionId === initialSessionId,
    wantsDebrief: isDebriefDrill,
  });
  // The Coach's voice as it plays, which the hearing compares with the microphone: its own voice is not the person's.
  const [playback] = useState(() => new PlaybackLevels());
  const interview = useMockInterview({
    userId,
    sessionId: subject.sessionId || DEMO_SESSION_ID,
    languages: { interviewLanguage, responseLanguage },
    queuedQuestions: practiceQuestions.chosen,
    practice: isDebriefDrill ? 'debrief' : rolePlayOffer ? 'negotiation' : undefined,
    offer: rolePlayOffer,
    playback,
  });
  const isRunning = interview.phase === 'active' || interview.phase === 'ending';
  const pastSessions = useCoachSessions(userId || undefined);
  const elapsedSeconds = useElapsedSeconds(isRunning ? interview.startedAt : null);
  const queryClient = useQueryClient();
  // A free plan with no question left: the Coach could not answer, so it does not start (the start screen says why).
  const isOutOfQuestions = credits.data ? !hasQuestionLeft(credits.data) : false;

  // The answer, in one box: what the microphone heard (editable) or what was typed.
  const [answer, setAnswer] = useState('');
  const heardRef = useRef(false);
  const latest = useLatest({ answer });

  /** `turnKey`: the answer turn the microphone heard (its feedback draft, if one was started, is taken). */
  const sendAnswer = async (turnKey?: string) => {
    const { answer: text } = latest.current;
    const isVoice = heardRef.current && text.trim().length > 0;
    // Delivery figures only for what the microphone heard, timed by its audio clock; typed text has none.
    const delivery = isVoice ? recognition.delivery() : undefined;
    if (!(await interview.send({ text, source: isVoice ? 'voice' : 'text', delivery }, isVoice ? turnKey : undefined))) return;
    heardRef.current = false;
    recognition.resetAnswer();
    setAnswer((current) => (current === text ? '' : current));
  };

  const recognition = useAnswerHearing({
    sessionId: subject.sessionId || DEMO_SESSION_ID,
    language: interviewLanguage,
    mode: capabilities.hearing,
    playback,
    question: interview.turns.at(-1)?.question ?? '',
    isActive: interview.phase === 'active' && interview.activity === 'answering',
    onSpeechStarted: interview.bargeIn,
    // The draft asks about the whole answer as it would be sent: the box (edits included) and the words of this turn.
    onDraft: (turnKey, text) => interview.draft(turnKey, joinText(latest.current.answer, text)),
    onDraftCancelled: interview.dropDraft,
    onAnswer: (turnKey, text) => {
      if (text) {
        heardRef.current = true;
        // Committed now, so the send below reads these words.
        flushSync(() => setAnswer((previous) => joinText(previous, text)));
      }
      // Sent only while the person may answer; otherwise the words wait in the box for Send.
      if (interview.phase === 'active' && interview.activity === 'answering') void sendAnswer(turnKey ?? undefined);
    },
    // Taken for finished, the answer went on (issue #40): its feedback gives way, and the hearing brings the whole
    // answer at its next confirm, so the box lets go of the words it already holds.
    onContinued: (turnKey, confirmed) => {
      setAnswer((current) => withoutEnding(current, confirmed));
      interview.continueAnswer(turnKey);
    },
    onError: (message) => interview.report(message ? { title: message } : null),
  });

  // "I'm done" (button and Ctrl/⌘+Enter) while answering by voice: ends the answer turn now, not after the pause.
  const isAnsweringByVoice = interview.phase === 'active' && interview.activity === 'answering' && recognition.isMicOn;
  const finishAnswer = recognition.finish;
  useDoneKey(isAnsweringByVoice, finishAnswer);

  /** A new session on the selected subject, or (`resumed`) one left before its end, on its own. */
  const start = async (resumed?: CoachSessionRow) => {
    if (!resumed && !subject.sessionId) return interview.report({ title: LISTENING_MESSAGES.selectFirst });
    if (capabilities.isNotConfigured || isOutOfQuestions) return;
    // The count may have changed elsewhere (another tab, the Copilot): asked again, it updates the start screen.
    if (!(await ensureQuestionAvailable(queryClient, userId))) return;
    setAnswer('');
    heardRef.current = false;
    recognition.resetAnswer();
    if (!resumed) return void interview.start();
    subject.select(resumed.session_id);
    void interview.resume(resumed);
  };

  const end = async () => {
    await recognition.stop();
    await interview.end();
  };

  return {
    subject,
    interview,
    recognition,
    practiceQuestions,
    pastSessions,
    isRunning,
    /** The Coach plays an offer's recruiter (issue #43). */
    isRolePlay: rolePlayOffer !== undefined,
    title: sessionTitle(subject.option, isRunning, t('tagline')),
    footnote: t('selector.footnote', { planNote: planNote(credits.data, t('selector.planAction')) }),
    monthlyLimit: credits.data?.monthly_limit,
    isOutOfQuestions,
    selectSubject: (sessionId: string) => {
      subject.select(sessionId);
      interview.report(null);
    },
    start: () => void start(),
    resume: (session: CoachSessionRow) => void start(session),
    end: () => void end(),
    isAnsweringByVoice,
    finishAnswer,
    elapsedSeconds,
    // Said before the person starts, in the one problem place.
    problem:
      interview.problem ??
      (capabilities.isNotConfigured && !isRunning ? { title: AI_FAILURE_TEXTS.notConfigured, detail: AI_FAILURE_TEXTS.notConfiguredFix } : null),
    composer: {
      answer,
      setAnswer,
      send: () => void sendAnswer(),
    },
  };
}
export type CoachController = ReturnType<typeof useCoachController>;
