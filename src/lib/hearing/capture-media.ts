// The browser calls a capture makes, behind one interface: getDisplayMedia (with a Conditional Focus controller
// where the browser has one), getUserMedia, the AudioContext with the pcm-worklet's node, and the page's clock.
// `CaptureMedia` is the seam capture.test.ts and the hearing check (hearing-check.ts) fill in; `browserMedia` is the
// browser's own. Split from capture.ts, which opens the channels through it.
import pcmWorkletUrl from './pcm-worklet?worker&url';

/**
 * Conditional Focus (not in TypeScript's DOM types). Checked 2026-11-26 (developer.chrome.com/docs/web-platform/
 * conditional-focus, MDN CaptureController.setFocusBehavior): Chrome 109+ brings the shared tab to the front when
 * getDisplayMedia resolves unless the page passes a controller set otherwise; set before the call, it holds.
 */
export interface FocusController {
  setFocusBehavior(behavior: 'focus-capturing-application' | 'focus-captured-surface' | 'no-focus-change'): void;
}

type DisplayOptions = DisplayMediaStreamOptions & { controller?: FocusController };

export interface CaptureMedia {
  getDisplayMedia: ((options: DisplayOptions) => Promise<MediaStream>) | undefined;
  /** A CaptureController where the browser has one (Chrome, Edge), else undefined. */
  createFocusController: () => FocusController | undefined;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createAudioContext: () => AudioContext;
  createWorkletNode: (context: AudioContext, name: string) => AudioWorkletNode;
  createStream: (tracks: MediaStreamTrack[]) => MediaStream;
  workletUrl: string;
  now: () => number;
}

export const browserMedia = (): CaptureMedia => ({
  getDisplayMedia: navigator.mediaDevices?.getDisplayMedia?.bind(navigator.mediaDevices),
  createFocusController: () => {
    const Controller = (window as { CaptureController?: new () => FocusController }).CaptureController;
    return Controller ? new Controller() : undefined;
  },
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  createAudioContext: () => new AudioContext(),
  createWorkletNode: (context, name) =>
    new AudioWorkletNode(context, name, { numberOfInputs: 1, numberOfOutputs: 1, channelCountMode: 'explicit', channelCount: 2 }),
  createStream: (tracks) => new MediaStream(tracks),
  workletUrl: pcmWorkletUrl,
  now: () => performance.now(),
});
