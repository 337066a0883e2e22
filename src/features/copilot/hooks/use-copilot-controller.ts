// Everything the Copilot screen shows and does, in one call (docs/architecture.md): what the session is about, the
// settings, the turn (listening, typing, sending), the one current problem and the panels. The screen only renders.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/data/auth/auth-context';
import { useCredits } from '@/data/credits/get-credits';
import { planNote } from '@/data/credits/plan-note';
import { DEMO_SESSION_ID } from '@/data/live-sessions/session-id';
import { useAiCapabilities } from '@/data/live-sessions/use-ai-capabilities';
import { sessionTitle, useSessionSubject } from '@/data/live-sessions/use-session-subject';
import { useProfile } from '@/data/profile/get-profile';
import { useUpdateCopilotSettings, type CopilotSettings } from '@/data/profile/update-copilot-settings';
import { useElapsedSeconds } from '@/hooks/use-elapsed-seconds';
import { AI_FAILURE_TEXTS } from '@/lib/ai-failures';
import type { HearingMode } from '@/lib/hearing/ladder';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { useCopilotTurn } from '@/features/copilot/hooks/use-copilot-turn';
import { useShortcutKey } from '@/features/copilot/hooks/use-shortcut-key';
import { DEFAULT_COPILOT_SETTINGS, type CopilotVariant } from '@/features/copilot/utils/copilot-variants';
import type { SendProblem } from '@/features/copilot/utils/send-errors';

/** Said before Start: what the browser will ask for, or that questions will be typed (src/lib/hearing/ladder.ts). */
const hearingFootnoteKey = (hearing: HearingMode) => (hearing === 'typed' ? 'footnotes.typed' : 'footnotes.ask');

/** `initialSessionId`: the subject preselected by the link that opened the Copilot (`?session=`). */
export function useCopilotController(variant: CopilotVariant, initialSessionId: string | null = null) {
  // Also waits for the applications catalogue: the session options, the plan note and shared messages come from it.
  const { t } = useTranslation(['copilot', 'applications']);
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const subject = useSessionSubject(initialSessionId);
  const credits = useCredits(userId || undefined);
  const capabilities = useAiCapabilities();
  const profile = useProfile(userId || undefined);
  const stored = storedSettings(profile.data);
  // v2 keeps its fixed languages and length, and answers by itself as the timing saved from v3 says.
  const settings = variant.fixedSettings ? { ...variant.fixedSettings, answer_timing: stored.answer_timing } : stored;
  const updateSettings = useUpdateCopilotSettings();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [isPanelOpen, setIsPanelOpen] = useState(true);
  // One current problem: the newest of a selection, listening or send failure replaces the one before.
  const [problem, setProblem] = useState<SendProblem | null>(null);

  const turn = useCopilotTurn({ userId, sessionId: subject.sessionId || DEMO_SESSION_ID, settings, hearingMode: capabilities.hearing, onProblem: setProblem });
  const { listening } = turn;
  const isConnected = listening.status === 'connected';
  // Nothing can be heard (this browser, or the tab and the microphone failed to start): questions can still be typed.
  const isTypingWithoutMicrophone = listening.status === 'disconnected' && listening.isTypingOnly && Boolean(subject.sessionId);
  useShortcutKey('Space', variant.hasSpaceShortcut && isConnected, listening.toggleListening);
  useShortcutKey('KeyA', isConnected && listening.isListening, listening.answerNow);
  const elapsedSeconds = useElapsedSeconds(listening.connectedAt);
  const panelId = useId();

  const start = () => {
    if (!subject.sessionId) return setProblem({ title: LISTENING_MESSAGES.selectFirst });
    if (capabilities.isNotConfigured) return;
    setProblem(null);
    // A question typed while the microphone was off moves into the question box once the session connects.
    void turn.start();
  };

  return {
    variant,
    userId,
    subject,
    title: sessionTitle(subject.option, isConnected || isTypingWithoutMicrophone, t('tagline')),
    footnote: t('footnote', { hearing: t(hearingFootnoteKey(capabilities.hearing)), planNote: planNote(credits.data, t('planAction')) }),
    monthlyLimit: credits.data?.monthly_limit,
    selectSubject: (sessionId: string) => {
      subject.select(sessionId);
      setProblem(null);
    },
    start,
    close: turn.close,
    turn,
    isConnected,
    isTypingWithoutMicrophone,
    elapsedSeconds,
    // Said before the person starts, in the one problem place.
    problem: problem ?? (capabilities.isNotConfigured ? { title: AI_FAILURE_TEXTS.notConfigured, detail: AI_FAILURE_TEXTS.notConfiguredFix } : null),
    /** What the person should know about the channels (no tab audio, sharing stopped, typing only), with its action. */
    hearingNotice: listening.notice && {
      message: listening.notice.message,
      shareTabAgain: listening.notice.canShareTab && isConnected ? listening.shareTabAgain : null,
    },
    settingsLoadError: !variant.fixedSettings && profile.isError ? profile.error.message : null,
    settings,
    panel: {
      id: panelId,
      isShown: variant.hasSidePanel && isPanelOpen && Boolean(subject.sessionId),
      isOpen: isPanelOpen,
      toggle: () => setIsPanelOpen((open) => !open),
    },
    settingsDialog: {
      open: isSettingsOpen,
      onOpenChange: setIsSettingsOpen,
      onChange: (change: Partial<CopilotSettings>) => updateSettings.mutate({ userId, settings: change }),
      // Until the profile arrives the controls are disabled: a choice made earlier would be overwritten by it.
      isLoaded: profile.isSuccess,
      isSaving: updateSettings.isPending,
      saveError: updateSettings.isError ? updateSettings.error.message : null,
    },
  };
}

export type CopilotController = ReturnType<typeof useCopilotController>;

/** The person's stored copilot settings over the defaults (the profile row carries more than these). */
function storedSettings(profile: CopilotSettings | undefined): CopilotSettings {
  if (!profile) return DEFAULT_COPILOT_SETTINGS;
  const { ai_response_length, interview_language, ai_response_language, answer_timing } = profile;
  return { ai_response_length, interview_language, ai_response_language, answer_timing };
}
