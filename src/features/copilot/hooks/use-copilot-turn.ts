// One Copilot turn (docs/product.md#sending-a-question): what was heard, what was typed, sending both as one
// question (by hand or when the interviewer stops talking), cancelling, and clearing only what was sent.
import { useState } from 'react';
import type { CopilotSettings } from '@/data/profile/update-copilot-settings';
import { useLatest } from '@/hooks/use-latest';
import { useAskCopilot } from '@/features/copilot/hooks/use-ask-copilot';
import { useCopilotListening } from '@/features/copilot/hooks/use-copilot-listening';
import { composeQuestion } from '@/features/copilot/utils/copilot-variants';
import type { SendProblem } from '@/features/copilot/utils/send-errors';

export interface CopilotTurnOptions {
  userId: string;
  sessionId: string;
  settings: CopilotSettings;
  /** One current problem for the screen: a listening failure or a send failure, whichever came last. */
  onProblem: (problem: SendProblem | null) => void;
}

export function useCopilotTurn({ userId, sessionId, settings, onProblem }: CopilotTurnOptions) {
  const [typedText, setTypedText] = useState('');
  const ask = useAskCopilot({
    userId,
    sessionId,
    settings: { responseLength: settings.ai_response_length, responseLanguage: settings.ai_response_language },
    onProblem,
  });
  // The engine's callbacks and auto-send read the newest typed text and settings.
  const latest = useLatest({ typedText, autoSend: settings.answer_timing !== 'off', send: ask.send });

  const listening = useCopilotListening({
    language: settings.interview_language,
    onSegmentClosed: (transcript) => {
      if (latest.current.autoSend) void send(transcript);
    },
    onError: (message) => onProblem(message ? { title: message } : null),
  });

  /** Sends the transcript and the typed text as one question; on success clears exactly what was sent. */
  async function send(transcript: string) {
    const typed = latest.current.typedText;
    const isAnswered = await latest.current.send(composeQuestion(transcript, typed));
    if (!isAnswered) return;
    listening.clearSent(transcript);
    setTypedText((current) => (current === typed ? '' : current));
  }

  const close = () => {
    ask.cancel();
    setTypedText('');
    void listening.close();
  };

  return { listening, ask, typedText, setTypedText, send, close };
}
