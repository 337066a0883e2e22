// One Copilot turn (docs/product.md#sending-a-question): what was heard, what was typed, and the answers. The hearing
// answers the interviewer's turns by itself (drafts and confirmations through the draft conductor, one charge per
// turn); Send sends the transcript and the typed text as one question; Answer now ends the interviewer's turn.
// Only what was answered is cleared.
import { useState } from 'react';
import type { CopilotSettings } from '@/data/profile/update-copilot-settings';
import type { HearingMode } from '@/lib/hearing/ladder';
import { useLatest } from '@/hooks/use-latest';
import { useAskCopilot } from '@/features/copilot/hooks/use-ask-copilot';
import { useCopilotHearing, type CopilotHearingOptions } from '@/features/copilot/hooks/use-copilot-hearing';
import { composeQuestion } from '@/features/copilot/utils/copilot-variants';
import { createDraftConductor } from '@/features/copilot/utils/draft-conductor';
import type { SendProblem } from '@/features/copilot/utils/send-errors';

export interface CopilotTurnOptions {
  userId: string;
  sessionId: string;
  settings: CopilotSettings;
  hearingMode: HearingMode;
  /** One current problem for the screen: a hearing failure or a send failure, whichever came last. */
  onProblem: (problem: SendProblem | null) => void;
  /** Seam for tests. */
  createHearingSession?: CopilotHearingOptions['createSession'];
}

export function useCopilotTurn({ userId, sessionId, settings, hearingMode, onProblem, createHearingSession }: CopilotTurnOptions) {
  const [typedText, setTypedText] = useState('');
  const ask = useAskCopilot({
    userId,
    sessionId,
    settings: { responseLength: settings.ai_response_length, responseLanguage: settings.ai_response_language },
    onProblem,
  });
  const latest = useLatest({ typedText, ask });
  const [conductor] = useState(() => createDraftConductor(() => latest.current.ask));

  const listening = useCopilotHearing({
    sessionId,
    language: settings.interview_language,
    timing: settings.answer_timing,
    mode: hearingMode,
    onAnswerEvent: (event) => {
      void conductor(event).then((isAnswered) => {
        if (isAnswered && event.type === 'confirmed') listening.clearSent(event.text);
      });
    },
    onError: (message) => onProblem(message ? { title: message } : null),
    createSession: createHearingSession,
  });

  /** Sends the transcript and the typed text as one question; on success clears exactly what was sent. */
  async function send(transcript: string) {
    const typed = latest.current.typedText;
    const isAnswered = await latest.current.ask.send(composeQuestion(transcript, typed));
    if (!isAnswered) return;
    listening.clearSent(transcript);
    setTypedText((current) => (current === typed ? '' : current));
  }

  const close = () => {
    ask.cancel();
    setTypedText('');
    listening.close();
  };

  return { listening, ask, typedText, setTypedText, send, close };
}
