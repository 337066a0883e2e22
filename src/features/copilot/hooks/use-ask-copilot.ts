// Sending a question (docs/product.md#sending-a-question, step by step) and streaming the answer: a view of the answer
// desk (utils/create-answer-desk.ts), which owns every answer by its turn key. The person's Send, "What's on screen"
// and the hearing's drafts and confirmations go through the same desk: one answer on screen, one credit-limit modal.
// 1 non-empty; 2 the newest question is the one answered; 3 free plan with 0 credits → credit-limit modal, nothing sent
// (not for drafts); 4 save the question, stream the answer, save it, refresh credits, clear what was sent.
// The gateway is the authority: its 402 opens the modal too. On failure the question stays to be resent.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EvidencePiece } from '@shared/evidence.ts';
import { streamAnswer, type AiRequest } from '@/lib/ai';
import { createChatMessage } from '@/data/chat-messages/create-chat-message';
import { deleteChatMessages } from '@/data/chat-messages/delete-chat-messages';
import { chatMessageKeys } from '@/data/chat-messages/keys';
import { ensureQuestionAvailable } from '@/data/credits/ensure-question-available';
import { creditsKeys } from '@/data/credits/keys';
import { useLatest } from '@/hooks/use-latest';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { createAnswerDesk, type ScreenShot } from '@/features/copilot/utils/create-answer-desk';
import { describeSendFailure, type SendProblem } from '@/features/copilot/utils/send-errors';

export type { CopilotAnswer } from '@/features/copilot/utils/create-answer-desk';

type CopilotRequest = Extract<AiRequest, { purpose: 'copilot' }>;
type CopilotTurnKey = NonNullable<CopilotRequest['turn']>;

export interface AskCopilotOptions {
  userId: string;
  sessionId: string;
  /** What the gateway needs besides the question: it builds the prompt from the session's own rows. */
  settings: CopilotRequest['settings'];
  /** What went wrong with the last send (null: sending again clears it). */
  onProblem: (problem: SendProblem | null) => void;
  /** An answer stands for turn `key` (`typed:<n>` for a Send) and the turns in `covers`. */
  onAnswered?: (key: string, covers: string[]) => void;
}

export function useAskCopilot(options: AskCopilotOptions) {
  const latest = useLatest(options);
  const queryClient = useQueryClient();
  const [desk] = useState(() =>
    createAnswerDesk({
      stream: (question, key, signal, onDelta, screen) => {
        const { sessionId, settings } = latest.current;
        // A cited answer's evidence comes first in its stream (issue #39); every piece of text is shown with it.
        let evidence: ReadonlyArray<EvidencePiece> | undefined;
        const options = {
          signal,
          onEvidence: (pieces: EvidencePiece[]) => (evidence = pieces),
          onDelta: (_delta: string, full: string) => onDelta(full, evidence),
        };
        // A screenshot's question carries no turn key: the gateway spends it once the upstream answers, and a newer
        // question that stops it then does not give it back; stopped before it went out, it costs nothing (docs/realtime.md).
        if (screen) {
          const note = screen.note ? { note: screen.note } : {};
          const shot = {
            purpose: 'screen',
            session: sessionId,
            image: screen.image,
            settings: { responseLanguage: settings.responseLanguage },
            ...note,
          } as const;
          return streamAnswer(shot, options);
        }
        const turn = key.startsWith('typed:') ? {} : { turn: key as CopilotTurnKey };
        const request = {
          purpose: 'copilot',
          session: sessionId,
          question,
          settings: { responseLength: settings.responseLength, responseLanguage: settings.responseLanguage },
          ...turn,
        } as const;
        return streamAnswer(request, options);
      },
      isQuestionAvailable: () => ensureQuestionAvailable(queryClient, latest.current.userId),
      saveMessage: (role, content, screenshotThumbnail) =>
        createChatMessage({ sessionId: latest.current.sessionId, role, content, ...(screenshotThumbnail ? { screenshotThumbnail } : {}) }),
      deleteMessages: (ids) => deleteChatMessages({ sessionId: latest.current.sessionId, ids }),
      describeFailure: describeSendFailure,
      onSettled: (isSpent) => {
        void queryClient.invalidateQueries({ queryKey: chatMessageKeys.session(latest.current.sessionId) });
        if (isSpent) void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
      },
      onProblem: (problem) => latest.current.onProblem(problem),
      onAnswered: (key, covers) => latest.current.onAnswered?.(key, covers),
    }),
  );
  const view = useSyncExternalStore(desk.subscribe, desk.getSnapshot);
  useEffect(() => () => desk.close(), [desk]);

  return {
    ...view,
    /** The person's Send (`covers`: the heard turns it sends); the answer's key, or null when there is nothing to send. */
    send(rawQuestion: string, covers: string[] = []): string | null {
      const question = rawQuestion.trim();
      if (question) return desk.sendTyped(question, covers);
      latest.current.onProblem({ title: LISTENING_MESSAGES.emptyInput });
      return null;
    },
    /** "Ask again" on an answer shown again: a new answer, checked and charged like any Send. */
    askAgain: (question: string) => void desk.sendTyped(question, [], true),
    /** "What's on screen": the screenshot's question, answered on this desk like any other. */
    sendScreen: (question: string, shot: ScreenShot) => void desk.sendScreen(question, shot),
    hear: desk.hear,
    cancel: desk.cancel,
    closeCreditLimit: desk.closeCreditLimit,
  };
}
