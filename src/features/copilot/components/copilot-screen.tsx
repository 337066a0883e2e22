// The live copilot (spec §2 Copilot v2 and v3): pick a session, listen to the interviewer, send the question,
// read the suggested answer. v3 adds the side panel, the settings popup, the Space shortcut and the typewriter.
import { PanelRightClose, PanelRightOpen, Settings } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CreditLimitModal } from '@/components/credit-limit-modal';
import { SessionSelector } from '@/components/session-selector';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { DEMO_SESSION_ID } from '@/config/sessions';
import { useElapsedSeconds } from '@/hooks/use-elapsed-seconds';
import { useApplications } from '@/data/applications/get-applications';
import { buildSessionOptions } from '@/data/applications/session-options';
import { useAuth } from '@/data/auth/auth-context';
import { useProfile } from '@/data/profile/get-profile';
import { useUpdateCopilotSettings, type CopilotSettings } from '@/data/profile/update-copilot-settings';
import { useAskCopilot } from '@/features/copilot/hooks/use-ask-copilot';
import { useCopilotSession } from '@/features/copilot/hooks/use-copilot-session';
import { useSpaceToggle } from '@/features/copilot/hooks/use-space-toggle';
import { composeQuestion, DEFAULT_COPILOT_SETTINGS, type CopilotVariant } from '@/features/copilot/utils/copilot-variants';
import { AnswerPanel } from './answer-panel';
import { CopilotSettingsDialog } from './copilot-settings-dialog';
import { QuestionComposer } from './question-composer';
import { SessionToolbar } from './session-toolbar';
import { SidePanel } from './side-panel';

const SELECT_FIRST = 'Select an interview, an application or demo mode first.';

export function CopilotScreen({ variant }: { variant: CopilotVariant }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const applications = useApplications();
  const options = useMemo(() => buildSessionOptions(applications.data ?? []), [applications.data]);
  const [selected, setSelected] = useState('');
  const option = options.find((candidate) => candidate.value === selected) ?? null;

  const profile = useProfile(variant.fixedSettings ? undefined : userId);
  const settings: CopilotSettings = variant.fixedSettings ?? (profile.data ? { ...DEFAULT_COPILOT_SETTINGS, ...pickSettings(profile.data) } : DEFAULT_COPILOT_SETTINGS);
  const updateSettings = useUpdateCopilotSettings();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [isPanelOpen, setIsPanelOpen] = useState(true);

  // The gateway builds the prompt from this session's rows; the browser sends the question and the settings.
  const ask = useAskCopilot({
    userId,
    sessionId: selected || DEMO_SESSION_ID,
    settings: { responseLength: settings.ai_response_length, responseLanguage: settings.ai_response_language },
  });

  const [typedText, setTypedText] = useState('');
  const [isTypingBoxOpen, setIsTypingBoxOpen] = useState(false);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const typedRef = useRef(typedText);
  useEffect(() => {
    typedRef.current = typedText;
  });

  const sendQuestion = async (transcript: string) => {
    const typed = typedRef.current;
    const isAnswered = await ask.send(composeQuestion(transcript, typed));
    if (isAnswered) {
      session.clearSent(transcript);
      setTypedText((current) => (current === typed ? '' : current));
    }
  };

  const session = useCopilotSession({
    language: settings.interview_language,
    onSegmentClosed: (transcript) => {
      if (settings.auto_send) void sendQuestion(transcript);
    },
  });
  const elapsedSeconds = useElapsedSeconds(session.connectedAt);
  const isConnected = session.status === 'connected';
  // The microphone failed to start: the session stays disconnected, but a question can still be typed and sent.
  const isTypingWithoutMicrophone = session.status === 'disconnected' && session.isMicrophoneUnavailable && Boolean(selected);
  useSpaceToggle(variant.hasSpaceShortcut && isConnected, () => void session.toggleListening());

  const typingBoxId = useId();
  const panelId = useId();

  const handleStart = () => {
    if (!selected) {
      setSelectionError(SELECT_FIRST);
      return;
    }
    setSelectionError(null);
    ask.setProblem(null);
    // A question typed while the microphone was off stays in view once the session connects.
    if (typedRef.current.trim()) setIsTypingBoxOpen(true);
    void session.start();
  };

  const handleClose = () => {
    ask.cancel();
    setTypedText('');
    void session.close();
  };

  const showPanel = variant.hasSidePanel && isPanelOpen && Boolean(selected);

  return (
    <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
      <div className="min-w-0 flex-1 space-y-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{variant.title}</h1>
            <p className="text-sm text-slate-600">{option ? option.label : 'Live answers while you interview.'}</p>
          </div>
          {variant.hasSidePanel && (
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => setIsSettingsOpen(true)}>
                <Settings aria-hidden="true" className="size-4" /> Copilot settings
              </Button>
              {selected && (
                <Button variant="secondary" size="sm" aria-expanded={isPanelOpen} aria-controls={showPanel ? panelId : undefined} onClick={() => setIsPanelOpen((open) => !open)}>
                  {isPanelOpen ? <PanelRightClose aria-hidden="true" className="size-4" /> : <PanelRightOpen aria-hidden="true" className="size-4" />}
                  {isPanelOpen ? 'Hide history & notes' : 'Show history & notes'}
                </Button>
              )}
            </div>
          )}
        </header>

        {!variant.fixedSettings && profile.isError && (
          <ErrorAlert title="Your copilot settings could not be loaded">Default settings are used: {profile.error.message}</ErrorAlert>
        )}

        {isConnected ? (
          <SessionToolbar
            isListening={session.isListening}
            levelStore={session.levelStore}
            elapsedSeconds={elapsedSeconds}
            isTypingBoxOpen={isTypingBoxOpen}
            typingBoxId={typingBoxId}
            onToggleListening={() => void session.toggleListening()}
            onToggleTypingBox={() => setIsTypingBoxOpen((open) => !open)}
            onClose={handleClose}
            hasSpaceShortcut={variant.hasSpaceShortcut}
          />
        ) : (
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
            isConnecting={session.status === 'connecting'}
            requiresSelection={variant.requiresSelection}
          />
        )}

        {(selectionError || session.error) && <ErrorAlert>{selectionError ?? session.error}</ErrorAlert>}
        {ask.problem && (
          <ErrorAlert title={ask.problem.title}>
            {ask.problem.detail}
            {ask.problem.canResend && <p className="mt-1">Your question is kept below: press Send to try again.</p>}
          </ErrorAlert>
        )}

        {(isConnected || isTypingWithoutMicrophone) && (
          <>
            <AnswerPanel answer={ask.answer} isSending={ask.isSending} hasTypewriter={variant.hasTypewriter} onCancel={ask.cancel} />
            <QuestionComposer
              isMicrophoneOff={!isConnected}
              transcript={session.transcript}
              onTranscriptChange={session.setTranscript}
              typedText={typedText}
              onTypedTextChange={setTypedText}
              isTypingBoxOpen={isTypingBoxOpen}
              typingBoxId={typingBoxId}
              isListening={session.isListening}
              isSending={ask.isSending}
              onSend={() => void sendQuestion(session.transcript)}
              autoSendNote={settings.auto_send ? 'Auto-send is on: the question goes out when the interviewer stops talking.' : undefined}
            />
          </>
        )}
      </div>

      {showPanel && <SidePanel id={panelId} userId={userId} sessionId={selected} />}

      {variant.hasSidePanel && (
        <CopilotSettingsDialog
          open={isSettingsOpen}
          onOpenChange={setIsSettingsOpen}
          settings={settings}
          onChange={(change) => updateSettings.mutate({ userId, settings: change })}
          isSaving={updateSettings.isPending}
          saveError={updateSettings.isError ? updateSettings.error.message : null}
        />
      )}
      <CreditLimitModal open={ask.isCreditLimitOpen} onOpenChange={(open) => !open && ask.closeCreditLimit()} />
    </div>
  );
}

function pickSettings(profile: CopilotSettings): CopilotSettings {
  return {
    ai_response_length: profile.ai_response_length,
    interview_language: profile.interview_language,
    ai_response_language: profile.ai_response_language,
    auto_send: profile.auto_send,
  };
}
