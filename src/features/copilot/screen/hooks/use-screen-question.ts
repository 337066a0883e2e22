// "What's on screen" (issue #29): grab the shared tab's current frame (or take a pasted / dropped screenshot), let the
// person crop it, send it as a `screen` question, stream the answer like a Copilot answer, and save the pair to the
// session's history with a thumbnail. The frame lives in memory until it is sent or dismissed; only the thumbnail is
// kept. The credit gate and the failure texts are the Copilot's.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { streamAnswer } from '@/lib/ai';
import { currentTabVideo, grabTabFrame, NoTabFrameError, subscribeTabVideo } from '@/lib/hearing/tab-video';
import { createChatMessage } from '@/data/chat-messages/create-chat-message';
import { chatMessageKeys } from '@/data/chat-messages/keys';
import { ensureQuestionAvailable } from '@/data/credits/ensure-question-available';
import { creditsKeys } from '@/data/credits/keys';
import type { LanguageCode } from '@/config/constants';
import type { CopilotAnswer } from '@/features/copilot/utils/create-answer-desk';
import { describeSendFailure, SEND_MESSAGES, type SendProblem } from '@/features/copilot/utils/send-errors';
import { canvasOfFile, screenshotOf, type Crop } from '../utils/screenshot';

export interface ScreenQuestionOptions {
  userId: string;
  sessionId: string;
  responseLanguage: LanguageCode;
}

/** The frame being looked at before it is sent: from the tab, or waiting for a paste or a drop (frame null). */
export interface ScreenCapture {
  frame: HTMLCanvasElement | null;
  source: 'tab' | 'file';
  /** The tab's picture is on its way (for at most FRAME_WAIT_MS): the dialog opens at once and says so. */
  isGrabbing?: boolean;
}

export function useScreenQuestion({ userId, sessionId, responseLanguage }: ScreenQuestionOptions) {
  const { t } = useTranslation('copilot');
  const queryClient = useQueryClient();
  const tabVideo = useSyncExternalStore(subscribeTabVideo, currentTabVideo);
  const [capture, setCapture] = useState<ScreenCapture | null>(null);
  const [answer, setAnswer] = useState<CopilotAnswer | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [isCreditLimitOpen, setIsCreditLimitOpen] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  /** Counts grabs: a grab that ends after the dialog was closed (or another grab began) changes nothing. */
  const grabRef = useRef(0);
  /** Why the tab's frame could not be had: a still tab that sent none in time, or a frame that could not be read. */
  const grabProblem = (error: unknown): SendProblem => ({ title: t(error instanceof NoTabFrameError ? 'onScreen.noFrame' : 'onScreen.grabFailed') });

  /** The tab's current frame, or the paste-and-drop box when no tab is shared (or the frame cannot be had). */
  const open = async () => {
    setProblem(null);
    const grab = ++grabRef.current;
    if (!tabVideo) return setCapture({ frame: null, source: 'file' });
    setCapture({ frame: null, source: 'tab', isGrabbing: true });
    try {
      const frame = await grabTabFrame(tabVideo);
      if (grab === grabRef.current) setCapture({ frame, source: 'tab' });
    } catch (error) {
      if (grab !== grabRef.current) return;
      setProblem(grabProblem(error));
      setCapture({ frame: null, source: 'file' });
    }
  };

  const takeFile = async (file: Blob) => {
    const frame = await canvasOfFile(file);
    if (!frame) return setProblem({ title: t('onScreen.notImage') });
    setProblem(null);
    setCapture({ frame, source: 'file' });
  };

  const send = async (frame: HTMLCanvasElement, crop?: Crop, note = '') => {
    setCapture(null);
    setProblem(null);
    if (!(await ensureQuestionAvailable(queryClient, userId))) return setIsCreditLimitOpen(true);
    const { image, thumbnail } = screenshotOf(frame, crop);
    const question = note.trim() ? `${t('onScreen.historyQuestion')} ${note.trim()}` : t('onScreen.historyQuestion');
    const abort = new AbortController();
    abortRef.current = abort;
    setIsSending(true);
    setAnswer({ question, text: '', isDone: false, isDraft: false, isRepeat: false });
    let isSpent = false;
    try {
      await createChatMessage({ sessionId, role: 'user', content: question, screenshotThumbnail: thumbnail });
      const request = { purpose: 'screen', session: sessionId, image, settings: { responseLanguage }, ...(note.trim() ? { note: note.trim() } : {}) } as const;
      const text = await streamAnswer(request, {
        signal: abort.signal,
        onDelta: (_delta, full) => {
          isSpent = true;
          setAnswer({ question, text: full, isDone: false, isDraft: false, isRepeat: false });
        },
      });
      const final = text || SEND_MESSAGES.fallbackAnswer;
      setAnswer({ question, text: final, isDone: true, isDraft: false, isRepeat: false });
      await createChatMessage({ sessionId, role: 'assistant', content: final }).catch(() => setProblem({ title: SEND_MESSAGES.answerNotSaved }));
    } catch (error) {
      const failure = describeSendFailure(error);
      if (failure.kind === 'credit-limit') setIsCreditLimitOpen(true);
      else setProblem({ title: failure.title, detail: failure.detail });
      setAnswer((current) => (current && current.text ? { ...current, isDone: true } : null));
    } finally {
      abortRef.current = null;
      setIsSending(false);
      void queryClient.invalidateQueries({ queryKey: chatMessageKeys.session(sessionId) });
      if (isSpent) void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
    }
  };

  return {
    /** A tab is shared: its frame can be grabbed (else a screenshot is pasted or dropped). */
    hasTabVideo: Boolean(tabVideo),
    capture,
    answer,
    isSending,
    problem,
    isCreditLimitOpen,
    open,
    takeFile,
    send,
    /** Grabs the tab's frame and sends it whole, at once (the pop-out window, which has no room for the crop). */
    sendWholeFrame: async () => {
      if (!tabVideo) return open();
      let frame: HTMLCanvasElement;
      try {
        frame = await grabTabFrame(tabVideo);
      } catch (error) {
        return setProblem(grabProblem(error));
      }
      await send(frame);
    },
    dismiss: () => {
      grabRef.current += 1;
      setCapture(null);
    },
    cancel: () => abortRef.current?.abort(),
    /** The Copilot answered something newer: the screen answer gives way. */
    clearAnswer: () => setAnswer(null),
    closeCreditLimit: () => setIsCreditLimitOpen(false),
  };
}

export type ScreenQuestion = ReturnType<typeof useScreenQuestion>;
