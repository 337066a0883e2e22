// One Copilot turn (docs/product.md#sending-a-question): what was heard, what was typed, and the answers. The hearing
// answers the interviewer's turns by itself (drafts and confirmations go to the answer desk, each naming its turn; the
// gateway charges a turn once); once connected there is one question box (heard words and the person's typing), and
// without hearing the typed question alone; Send sends it; Answer now ends the
// interviewer's turn. Only what an answer stands for is cleared, by turn key.
import { useRef, useState } from 'react';
import type { CopilotSettings } from '@/data/profile/update-copilot-settings';
import type { HearingMode } from '@/lib/hearing/ladder';
import { useAskCopilot } from '@/features/copilot/hooks/use-ask-copilot';
import { useCopilotHearing } from '@/features/copilot/hooks/use-copilot-hearing';
import { composeQuestion } from '@/features/copilot/utils/copilot-variants';
import { shownTurns, transcriptText, type HeardTranscript } from '@/features/copilot/utils/heard-transcript';
import type { SendProblem } from '@/features/copilot/utils/send-errors';

export interface CopilotTurnOptions {
  userId: string;
  sessionId: string;
  settings: CopilotSettings;
  hearingMode: HearingMode;
  /** One current problem for the screen: a hearing failure or a send failure, whichever came last. */
  onProblem: (problem: SendProblem | null) => void;
}

/** What a Send sent, by its answer's key: cleared once the answer stands. */
interface SentByPerson {
  typed: string;
  edited: HeardTranscript['edited'];
}

export function useCopilotTurn({ userId, sessionId, settings, hearingMode, onProblem }: CopilotTurnOptions) {
  const [typedText, setTypedText] = useState('');
  const sent = useRef(new Map<string, SentByPerson>());
  const ask = useAskCopilot({
    userId,
    sessionId,
    settings: { responseLength: settings.ai_response_length, responseLanguage: settings.ai_response_language },
    onProblem,
    onAnswered: (key, covers) => {
      const byPerson = sent.current.get(key);
      sent.current.delete(key);
      listening.clearSent(byPerson ? covers : [key, ...covers], byPerson?.edited);
      if (byPerson) setTypedText((current) => (current === byPerson.typed ? '' : current));
    },
  });

  const listening = useCopilotHearing({
    sessionId,
    language: settings.interview_language,
    timing: settings.answer_timing,
    mode: hearingMode,
    onAnswerEvent: ask.hear,
    onError: (message) => onProblem(message ? { title: message } : null),
    onInfo: (message) => onProblem({ title: message, isInfo: true }),
  });

  /** Sends the transcript and the typed text as one question; once answered, clears exactly what was sent. */
  function send(heard: HeardTranscript = listening.heard) {
    const key = ask.send(composeQuestion(transcriptText(heard), typedText), shownTurns(heard));
    if (key) sent.current.set(key, { typed: typedText, edited: heard.edited });
  }

  /** Starts hearing; a question typed meanwhile moves into the one question box once connected. */
  async function start() {
    const typed = typedText;
    if (await listening.start(typed)) setTypedText((current) => (current === typed ? '' : current));
  }

  const close = () => {
    ask.cancel();
    setTypedText('');
    listening.close();
  };

  return { listening, ask, typedText, setTypedText, start, send, close };
}
