// Sending a question (docs/product.md#sending-a-question, step by step) and streaming the answer.
// 1 non-empty; 2 one at a time; 3 free plan with 0 credits → credit-limit modal, nothing sent;
// 4 save the question, stream the answer, save it, refresh credits, clear the transcript.
// The gateway is the authority: its 402 opens the modal too. On failure the question stays to be resent.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { streamAnswer, type AiRequest } from '@/lib/ai';
import { createChatMessage } from '@/data/chat-messages/create-chat-message';
import { deleteChatMessages } from '@/data/chat-messages/delete-chat-messages';
import { chatMessageKeys } from '@/data/chat-messages/keys';
import { ensureQuestionAvailable } from '@/data/credits/ensure-question-available';
import { creditsKeys } from '@/data/credits/keys';
import { useLatest } from '@/hooks/use-latest';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { describeSendFailure, SEND_MESSAGES, type SendProblem } from '@/features/copilot/utils/send-errors';

export interface CopilotAnswer {
  question: string;
  text: string;
  isDone: boolean;
}

export interface AskCopilotOptions {
  userId: string;
  sessionId: string;
  /** What the gateway needs besides the question: it builds the prompt from the session's own rows. */
  settings: Extract<AiRequest, { purpose: 'copilot' }>['settings'];
  /** What went wrong with the last send (null: sending again clears it). */
  onProblem: (problem: SendProblem | null) => void;
}

export function useAskCopilot({ userId, sessionId, settings, onProblem }: AskCopilotOptions) {
  const { responseLength, responseLanguage } = settings;
  const report = useLatest(onProblem);
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<CopilotAnswer | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isCreditLimitOpen, setIsCreditLimitOpen] = useState(false);
  const isSendingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Resolves true when the question was answered (the caller then clears what it sent). */
  const send = useCallback(
    async (rawQuestion: string): Promise<boolean> => {
      const question = rawQuestion.trim();
      if (!question) {
        report.current({ title: LISTENING_MESSAGES.emptyInput });
        return false;
      }
      if (isSendingRef.current) return false;
      isSendingRef.current = true;
      setIsSending(true);
      report.current(null);
      let spent = false;
      try {
        if (!(await ensureQuestionAvailable(queryClient, userId))) {
          setIsCreditLimitOpen(true);
          return false;
        }
        // The question is saved while the answer streams, so saving never delays the first words.
        const savedQuestion = createChatMessage({ sessionId, role: 'user', content: question });
        savedQuestion.catch(() => undefined);
        const controller = new AbortController();
        abortRef.current = controller;
        setAnswer({ question, text: '', isDone: false });
        let text: string;
        try {
          spent = true;
          const request = { purpose: 'copilot', session: sessionId, question, settings: { responseLength, responseLanguage } } as const;
          text = await streamAnswer(request, {
            signal: controller.signal,
            onDelta: (_delta, full) => setAnswer({ question, text: full, isDone: false }),
          });
        } catch (error) {
          // No answer: the question leaves the history too, and stays in the box to be resent.
          await savedQuestion.then((saved) => deleteChatMessages({ sessionId, ids: [saved.id] })).catch(() => undefined);
          throw error;
        }
        const finalText = text.trim() ? text : SEND_MESSAGES.fallbackAnswer;
        setAnswer({ question, text: finalText, isDone: true });
        try {
          await savedQuestion;
          await createChatMessage({ sessionId, role: 'assistant', content: finalText });
        } catch (error) {
          report.current({ title: SEND_MESSAGES.answerNotSaved, detail: error instanceof Error ? error.message : undefined });
        }
        return true;
      } catch (error) {
        const failure = describeSendFailure(error);
        setAnswer((current) => (current && current.text ? { ...current, isDone: true } : null));
        if (failure.kind === 'credit-limit') setIsCreditLimitOpen(true);
        else report.current({ title: failure.title, detail: failure.detail, canResend: failure.canResend });
        return false;
      } finally {
        abortRef.current = null;
        isSendingRef.current = false;
        setIsSending(false);
        void queryClient.invalidateQueries({ queryKey: chatMessageKeys.session(sessionId) });
        if (spent) void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
      }
    },
    [queryClient, report, userId, sessionId, responseLength, responseLanguage],
  );

  const cancel = useCallback(() => abortRef.current?.abort(), []);

  return {
    send,
    cancel,
    answer,
    isSending,
    isCreditLimitOpen,
    closeCreditLimit: () => setIsCreditLimitOpen(false),
  };
}
