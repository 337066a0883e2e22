// Sending a question (docs/product.md#sending-a-question, step by step) and streaming the answer.
// 1 non-empty; 2 one at a time; 3 free plan with 0 credits → credit-limit modal, nothing sent (not for drafts);
// 4 save the question, stream the answer, save it, refresh credits, clear the transcript.
// The gateway is the authority: its 402 opens the modal too. On failure the question stays to be resent.
// A draft (docs/realtime.md) is an answer started before the interviewer's turn is confirmed: it names its turn (the
// gateway charges one turn once, whatever its drafts) and stays marked until confirmed; a retracted draft is aborted
// (the gateway releases it) and vanishes without an error.
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
  /** Started before the turn was confirmed: shown as a draft until `confirmDraft(question)`. */
  isDraft: boolean;
}

export type CopilotTurnKey = NonNullable<Extract<AiRequest, { purpose: 'copilot' }>['turn']>;

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
  /** The answer in flight was retracted on purpose: its abort is no failure to show. */
  const isRetractedRef = useRef(false);
  /** The history rows of a draft answered in full before its turn was confirmed: removed if the turn goes on. */
  const finishedDraftRef = useRef<string[] | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Resolves true when the question was answered (the caller then clears what it sent). */
  const send = useCallback(
    async (rawQuestion: string, turn?: { key: CopilotTurnKey; isDraft: boolean }): Promise<boolean> => {
      const question = rawQuestion.trim();
      if (!question) {
        report.current({ title: LISTENING_MESSAGES.emptyInput });
        return false;
      }
      if (isSendingRef.current) return false;
      isSendingRef.current = true;
      isRetractedRef.current = false;
      finishedDraftRef.current = null;
      const isDraft = turn?.isDraft ?? false;
      setIsSending(true);
      report.current(null);
      let spent = false;
      try {
        // A draft skips the gate: the gateway decides (an uncharged draft costs nothing, a draft in flight holds the
        // turn's question), and the confirmed turn is sent again through the gate if its draft could not go out.
        if (!isDraft && !(await ensureQuestionAvailable(queryClient, userId))) {
          setIsCreditLimitOpen(true);
          return false;
        }
        // The question is saved while the answer streams, so saving never delays the first words.
        const savedQuestion = createChatMessage({ sessionId, role: 'user', content: question });
        savedQuestion.catch(() => undefined);
        const controller = new AbortController();
        abortRef.current = controller;
        setAnswer({ question, text: '', isDone: false, isDraft });
        let text: string;
        try {
          spent = true;
          const request = { purpose: 'copilot', session: sessionId, question, settings: { responseLength, responseLanguage }, ...(turn && { turn: turn.key }) } as const;
          text = await streamAnswer(request, {
            signal: controller.signal,
            onDelta: (_delta, full) => setAnswer((current) => ({ question, text: full, isDone: false, isDraft: current?.isDraft ?? isDraft })),
          });
        } catch (error) {
          // No answer: the question leaves the history too, and stays in the box to be resent.
          await savedQuestion.then((saved) => deleteChatMessages({ sessionId, ids: [saved.id] })).catch(() => undefined);
          throw error;
        }
        const finalText = text.trim() ? text : SEND_MESSAGES.fallbackAnswer;
        setAnswer((current) => ({ question, text: finalText, isDone: true, isDraft: current?.isDraft ?? isDraft }));
        try {
          const { id: questionId } = await savedQuestion;
          const { id: answerId } = await createChatMessage({ sessionId, role: 'assistant', content: finalText });
          if (isDraft && isRetractedRef.current) {
            // Retracted after its last word, while its rows were being saved: they leave the history now.
            await deleteChatMessages({ sessionId, ids: [questionId, answerId] }).catch(() => undefined);
            setAnswer(null);
            return false;
          }
          if (isDraft) finishedDraftRef.current = [questionId, answerId];
        } catch (error) {
          report.current({ title: SEND_MESSAGES.answerNotSaved, detail: error instanceof Error ? error.message : undefined });
        }
        return true;
      } catch (error) {
        if (isRetractedRef.current) {
          setAnswer(null);
          return false;
        }
        const failure = describeSendFailure(error);
        setAnswer((current) => (current && current.text ? { ...current, isDone: true } : null));
        // A draft refused for credit says nothing: its confirmed turn goes through the gate, which says it.
        if (failure.kind === 'credit-limit') setIsCreditLimitOpen((isOpen) => isOpen || !isDraft);
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
  /**
   * The turn went on: the draft is aborted and disappears, with no error. One already answered in full leaves the
   * history too (it was charged as the turn's answer; the turn's next answer is not charged again).
   */
  const retractDraft = useCallback(() => {
    isRetractedRef.current = true;
    abortRef.current?.abort();
    const finished = finishedDraftRef.current;
    if (!finished) return;
    finishedDraftRef.current = null;
    setAnswer(null);
    void deleteChatMessages({ sessionId, ids: finished })
      .catch(() => undefined)
      .finally(() => queryClient.invalidateQueries({ queryKey: chatMessageKeys.session(sessionId) }));
  }, [queryClient, sessionId]);
  /** The turn is confirmed and asked the draft's question: its answer stands, under the question as finally heard. */
  const confirmDraft = useCallback((question: string) => {
    finishedDraftRef.current = null;
    setAnswer((current) => (current ? { ...current, question: question.trim() || current.question, isDraft: false } : current));
  }, []);

  return {
    send,
    cancel,
    retractDraft,
    confirmDraft,
    answer,
    isSending,
    isCreditLimitOpen,
    closeCreditLimit: () => setIsCreditLimitOpen(false),
  };
}
