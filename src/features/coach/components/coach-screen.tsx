// The Interview Coach (spec §2 Coach, §4 Coach): a spoken mock interview. Pick a session, hear a question,
// answer by voice or text, read and hear feedback and the next question; end for a summary saved to past sessions.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CreditLimitModal } from '@/components/credit-limit-modal';
import { SessionSelector } from '@/components/session-selector';
import { ErrorAlert } from '@/components/ui/error-alert';
import { DEMO_SESSION_ID } from '@/config/sessions';
import { useElapsedSeconds } from '@/hooks/use-elapsed-seconds';
import { useAnalysis } from '@/data/analyses/get-analysis';
import { useApplications } from '@/data/applications/get-applications';
import { buildSessionOptions } from '@/data/applications/session-options';
import { useAuth } from '@/data/auth/auth-context';
import { useAskedQuestions } from '@/data/chat-messages/get-asked-questions';
import { useCoachSessions } from '@/data/coach-sessions/get-coach-sessions';
import { useProfile } from '@/data/profile/get-profile';
import { useAnswerRecognition } from '@/features/coach/hooks/use-answer-recognition';
import { speechLanguage, useCoachInterview } from '@/features/coach/hooks/use-coach-interview';
import { COACH_MESSAGES } from '@/features/coach/utils/coach-errors';
import { AnswerComposer } from './answer-composer';
import { CoachChat } from './coach-chat';
import { CoachToolbar } from './coach-toolbar';
import { PastSessions } from './past-sessions';
import { PracticeQuestions, type PracticeGroup } from './practice-questions';
import { SessionSummary } from './session-summary';

const SELECT_FIRST = 'Select an interview, an application or demo mode first.';

export interface CoachScreenProps {
  /** Preselected session (`?session=app_<id>`). */
  initialSessionId?: string | null;
  /** `?practice=analysis`: the saved analysis's likely questions come first. */
  practice?: string | null;
}

function joinText(previous: string, addition: string): string {
  if (!previous.trim()) return addition;
  return `${previous.replace(/\s+$/, '')} ${addition}`;
}

export function CoachScreen({ initialSessionId = null, practice = null }: CoachScreenProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const applications = useApplications();
  const options = useMemo(() => buildSessionOptions(applications.data ?? []), [applications.data]);
  const [selected, setSelected] = useState(initialSessionId ?? '');
  const option = options.find((candidate) => candidate.value === selected) ?? null;
  const applicationId = option?.applicationId ?? '';
  const application = (applications.data ?? []).find((candidate) => candidate.id === applicationId) ?? null;

  const profile = useProfile(userId || undefined);
  const interviewLanguage = profile.data?.interview_language ?? 'en';
  const responseLanguage = profile.data?.ai_response_language ?? 'en';
  // Practice questions: the analysis's likely questions and what was asked live in Copilot sessions.
  const analysis = useAnalysis(applicationId, { enabled: Boolean(applicationId) });
  const likelyQuestions = useMemo(() => analysis.data?.result.likely_questions ?? [], [analysis.data]);
  const copilotSessionIds = useMemo(
    () => (application ? [`app_${application.id}`, ...(application.interviews ?? []).map((i) => `int_${i.id}`)] : []),
    [application],
  );
  const askedQuestions = useAskedQuestions(copilotSessionIds);
  const [practiceSelection, setPracticeSelection] = useState<{ sessionId: string; questions: string[] } | null>(null);
  const wantsAnalysis = practice === 'analysis' && selected === initialSessionId;
  const chosenQuestions = practiceSelection?.sessionId === selected ? practiceSelection.questions : wantsAnalysis ? likelyQuestions : [];
  const practiceGroups: PracticeGroup[] = [
    { title: 'Likely questions from your analysis', questions: likelyQuestions },
    { title: 'Asked in your Copilot sessions', questions: (askedQuestions.data ?? []).filter((q) => !likelyQuestions.includes(q)) },
  ];

  const interviewSession = useCoachInterview({
    userId,
    sessionId: selected || DEMO_SESSION_ID,
    languages: { interviewLanguage, responseLanguage },
    queuedQuestions: chosenQuestions,
  });
  const { phase, activity } = interviewSession;
  const isRunning = phase === 'active' || phase === 'ending';

  const [answer, setAnswer] = useState('');
  const [typedText, setTypedText] = useState('');
  const [isTypingBoxOpen, setIsTypingBoxOpen] = useState(false);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const heardRef = useRef(false);
  const latest = useRef({ answer, typedText });
  useEffect(() => {
    latest.current = { answer, typedText };
  });

  const sendAnswer = async () => {
    const { answer: spoken, typedText: typed } = latest.current;
    const text = [spoken.trim(), typed.trim()].filter(Boolean).join('\n');
    const isVoice = heardRef.current && spoken.trim().length > 0;
    const durationMs = isVoice ? recognition.takeDuration() : undefined;
    const isSent = await interviewSession.send({ text, source: isVoice ? 'voice' : 'text', durationMs });
    if (isSent) {
      heardRef.current = false;
      setAnswer((current) => (current === spoken ? '' : current));
      setTypedText((current) => (current === typed ? '' : current));
    }
  };

  const recognition = useAnswerRecognition({
    language: interviewLanguage,
    browserLanguage: speechLanguage(interviewLanguage),
    isActive: phase === 'active' && activity === 'answering',
    onFinal: (text) => {
      heardRef.current = true;
      setAnswer((previous) => joinText(previous, text));
    },
    onQuiet: () => void sendAnswer(),
  });

  const elapsedSeconds = useElapsedSeconds(isRunning ? interviewSession.startedAt : null);
  const typingBoxId = useId();

  const handleStart = () => {
    if (!selected) {
      setSelectionError(SELECT_FIRST);
      return;
    }
    setSelectionError(null);
    setAnswer('');
    setTypedText('');
    heardRef.current = false;
    void interviewSession.start();
  };

  const handleEnd = async () => {
    await recognition.stop();
    await interviewSession.end();
  };

  const pastSessions = useCoachSessions(userId || undefined);
  const labelFor = (sessionId: string) => options.find((candidate) => candidate.value === sessionId)?.label ?? (sessionId === DEMO_SESSION_ID ? 'Demo mode' : 'Deleted application');
  const problem = interviewSession.problem;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Interview Coach</h1>
        <p className="text-sm text-slate-600">{option ? option.label : 'A spoken mock interview with feedback on every answer.'}</p>
      </header>

      {isRunning ? (
        <CoachToolbar
          activity={activity}
          isMicOn={recognition.isMicOn}
          levelStore={recognition.levelStore}
          elapsedSeconds={elapsedSeconds}
          isTypingBoxOpen={isTypingBoxOpen}
          typingBoxId={typingBoxId}
          onToggleMic={recognition.toggleMic}
          onToggleTypingBox={() => setIsTypingBoxOpen((open) => !open)}
          onStopSpeaking={interviewSession.stopSpeaking}
          onEnd={() => void handleEnd()}
          isEnding={phase === 'ending'}
        />
      ) : phase === 'ended' && interviewSession.ended ? (
        <SessionSummary session={interviewSession.ended} isSaving={interviewSession.isSaving} onRetrySave={() => void interviewSession.retrySave()} onNewSession={interviewSession.reset} />
      ) : (
        <>
          <SessionSelector
            options={options}
            isPending={applications.isPending}
            loadError={applications.isError ? applications.error : null}
            onRetry={() => void applications.refetch()}
            value={selected}
            onChange={(value) => {
              setSelected(value);
              setSelectionError(null);
            }}
            onStart={handleStart}
            isConnecting={phase === 'starting'}
            requiresSelection={false}
            pendingLabel="Starting..."
            description="Pick the interview or application to practise for: questions and feedback use its job offer and your experience."
            footnote="The coach asks questions aloud; answer by voice or by typing. On the free plan, each answered question uses one of your 10 questions this month."
          />
          {selected && selected !== DEMO_SESSION_ID && <PracticeQuestions groups={practiceGroups} selected={chosenQuestions} onChange={(questions) => setPracticeSelection({ sessionId: selected, questions })} />}
        </>
      )}

      {(selectionError || recognition.error) && <ErrorAlert>{selectionError ?? recognition.error}</ErrorAlert>}
      {problem && <ErrorAlert title={problem.title}>{problem.detail}</ErrorAlert>}
      {isRunning && interviewSession.audioNotice && <ErrorAlert>{interviewSession.audioNotice}</ErrorAlert>}
      {isRunning && interviewSession.isAudioOff && <p className="text-sm text-slate-600">{COACH_MESSAGES.audioOff}</p>}

      {isRunning && (
        <>
          <CoachChat turns={interviewSession.turns} isProcessing={activity === 'processing'} />
          <AnswerComposer
            answer={answer}
            onAnswerChange={setAnswer}
            interim={recognition.interim}
            typedText={typedText}
            onTypedTextChange={setTypedText}
            isTypingBoxOpen={isTypingBoxOpen}
            typingBoxId={typingBoxId}
            isMicOn={recognition.isMicOn}
            isProcessing={activity === 'processing'}
            onSend={() => void sendAnswer()}
          />
        </>
      )}

      {!isRunning && (
        <PastSessions
          sessions={pastSessions.data}
          isPending={pastSessions.isPending}
          error={pastSessions.isError ? pastSessions.error : null}
          onRetry={() => void pastSessions.refetch()}
          labelFor={labelFor}
        />
      )}

      <CreditLimitModal open={interviewSession.isCreditLimitOpen} onOpenChange={(open) => !open && interviewSession.closeCreditLimit()} />
    </div>
  );
}
