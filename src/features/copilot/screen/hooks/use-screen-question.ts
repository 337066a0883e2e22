// "What's on screen" (issue #29): grab the shared tab's current frame (or take a pasted / dropped screenshot), let the
// person crop it, and hand the screenshot to the Copilot's answer desk (`onSend`: useAskCopilot's sendScreen), which
// owns its answer like every other (issue #38, R6): the newest question wins, one credit check and one modal, the pair
// saved to the history with the thumbnail. The frame lives in memory until it is sent or dismissed.
import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTabVideo, grabTabFrame, NoTabFrameError, subscribeTabVideo } from '@/lib/hearing/tab-video';
import type { ScreenShot } from '@/features/copilot/utils/create-answer-desk';
import type { SendProblem } from '@/features/copilot/utils/send-errors';
import { canvasOfFile, screenshotOf, type Crop } from '../utils/screenshot';

/** Hands the screenshot's question to the answer desk (`question`: the history's line for it). */
type ScreenSend = (question: string, shot: ScreenShot) => void;

/** The frame being looked at before it is sent: from the tab, or waiting for a paste or a drop (frame null). */
export interface ScreenCapture {
  frame: HTMLCanvasElement | null;
  source: 'tab' | 'file';
  /** The tab's picture is on its way (for at most FRAME_WAIT_MS): the dialog opens at once and says so. */
  isGrabbing?: boolean;
}

export function useScreenQuestion(onSend: ScreenSend) {
  const { t } = useTranslation('copilot');
  const tabVideo = useSyncExternalStore(subscribeTabVideo, currentTabVideo);
  const [capture, setCapture] = useState<ScreenCapture | null>(null);
  const [problem, setProblem] = useState<SendProblem | null>(null);

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

  const send = (frame: HTMLCanvasElement, crop?: Crop, note = '') => {
    setCapture(null);
    setProblem(null);
    const { image, thumbnail } = screenshotOf(frame, crop);
    const question = note.trim() ? `${t('onScreen.historyQuestion')} ${note.trim()}` : t('onScreen.historyQuestion');
    onSend(question, { image, thumbnail, note: note.trim() });
  };

  return {
    /** A tab is shared: its frame can be grabbed (else a screenshot is pasted or dropped). */
    hasTabVideo: Boolean(tabVideo),
    capture,
    problem,
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
      send(frame);
    },
    dismiss: () => {
      grabRef.current += 1;
      setCapture(null);
    },
  };
}

export type ScreenQuestion = ReturnType<typeof useScreenQuestion>;
