// The two channels the Copilot hears: the meeting tab (the interviewer, via getDisplayMedia) and the microphone
// (the candidate), each turned into 20 ms frames of 24 kHz mono PCM16 by the pcm-worklet processor. The tab's
// video track is stopped at once, unless `onTabVideo` keeps it ("What's on screen", at a low frame rate, until the
// capture stops); `suppressLocalAudioPlayback` stays off so the candidate still hears the
// meeting. Reports a share without audio (the box was unticked, or Firefox/Safari, which cannot share tab audio)
// and the tab's track ending mid-session ("Stop sharing").
// The browser's calls it makes (and the tests' fakes for them) go through capture-media.ts.
import { PCM_PROCESSOR_NAME, type PcmFrameMessage } from './pcm';
import { browserMedia, type CaptureMedia, type FocusController } from './capture-media';

type CaptureChannel = 'tab' | 'mic';

export const CAPTURE_MESSAGES = {
  tabUnsupported: 'This browser cannot share a tab’s audio. Use Chrome or Edge on a computer, or listen with the microphone only.',
  tabDenied: 'Tab sharing was cancelled. Choose the meeting tab to let the Copilot hear the interviewer.',
  tabNoAudio: 'The shared tab has no audio. Share it again and tick “Also share tab audio” (Chrome and Edge only).',
  tabEnded: 'Tab sharing stopped, so the Copilot no longer hears the interviewer. Share the meeting tab again to go on.',
  micDenied: 'Microphone access denied. Please allow microphone access and try again.',
  micMissing: 'No microphone was found. Connect one and try again.',
  micBusy: 'Your microphone is being used by another app. Close that app and try again.',
} as const;

export type CaptureProblem = keyof typeof CAPTURE_MESSAGES;

export class CaptureError extends Error {
  constructor(readonly problem: CaptureProblem) {
    super(CAPTURE_MESSAGES[problem]);
    this.name = 'CaptureError';
  }
}

export interface CaptureFrame {
  channel: CaptureChannel;
  /** When the frame ended, on the page's clock (performance.now()), from its audio time (see `createFrameClock`). */
  at: number;
  samples: Int16Array;
}

export interface CaptureOptions {
  channels: { tab: boolean; mic: boolean };
  onFrame: (frame: CaptureFrame) => void;
  /** A channel's track ended on its own (tab sharing stopped, microphone unplugged). */
  onEnded?: (channel: CaptureChannel, error: CaptureError) => void;
  /** Keeps the shared tab's video track (handed over once the tab is shared, null when the capture stops). */
  onTabVideo?: (track: MediaStreamTrack | null) => void;
  /** Seams for tests; the browser's by default. */
  media?: Partial<CaptureMedia>;
}

export interface Capture {
  stop(): void;
}

const errorName = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : '');

/** The frame rate a kept tab video runs at: a frame is grabbed only when the person asks. */
const KEPT_VIDEO_FPS = 1;

/**
 * The Copilot stays in front once the meeting tab is shared: by default Chrome switches to the shared tab, so the
 * person stops seeing the answers, and a tab in the background is painted about once a second (measured in headless
 * Chromium 156: a text change reached the screen 880 ms later, 2 ms with the Copilot kept in front).
 */
function keepCopilotInFront(media: CaptureMedia): FocusController | undefined {
  const controller = media.createFocusController();
  try {
    controller?.setFocusBehavior('focus-capturing-application');
    return controller;
  } catch {
    return undefined; // an older browser without this behaviour: the share still works
  }
}

async function openTab(media: CaptureMedia, keepVideo: boolean): Promise<{ audio: MediaStreamTrack; video: MediaStreamTrack | null }> {
  if (!media.getDisplayMedia) throw new CaptureError('tabUnsupported');
  let stream: MediaStream;
  try {
    const controller = keepCopilotInFront(media);
    // video is mandatory for getDisplayMedia; audio is only a request the person can refuse.
    stream = await media.getDisplayMedia({ video: true, audio: true, ...(controller ? { controller } : {}) });
  } catch (error) {
    throw new CaptureError(errorName(error) === 'NotAllowedError' || errorName(error) === 'AbortError' ? 'tabDenied' : 'tabUnsupported');
  }
  const [audio] = stream.getAudioTracks();
  const [video = null, ...others] = stream.getVideoTracks();
  others.forEach((track) => track.stop());
  if (!audio || !keepVideo) video?.stop();
  if (!audio) throw new CaptureError('tabNoAudio');
  if (!keepVideo) return { audio, video: null };
  void video?.applyConstraints?.({ frameRate: { max: KEPT_VIDEO_FPS } })?.catch(() => undefined);
  return { audio, video };
}

async function openMic(media: CaptureMedia): Promise<MediaStreamTrack> {
  try {
    const stream = await media.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 } });
    const [audio] = stream.getAudioTracks();
    if (!audio) throw new CaptureError('micMissing');
    return audio;
  } catch (error) {
    if (error instanceof CaptureError) throw error;
    const name = errorName(error);
    throw new CaptureError(name === 'NotAllowedError' || name === 'SecurityError' ? 'micDenied' : name === 'NotReadableError' ? 'micBusy' : 'micMissing');
  }
}

/**
 * Puts frames on the page's clock by their audio time rather than by when they reach the main thread: a busy main
 * thread (a video call in the next tab) receives frames late and then in a burst, and arrival times would show that
 * stall as the interviewer falling silent (a false end of turn, a draft started and cancelled). The offset between
 * the clocks is the smallest delivery delay seen so far; stamps never go backwards.
 */
export function createFrameClock() {
  let offset = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  return {
    stamp(audioTimeMs: number, arrivedAt: number): number {
      offset = Math.min(offset, arrivedAt - audioTimeMs);
      last = Math.max(last, audioTimeMs + offset);
      return last;
    },
  };
}

/** Asks for the channels (tab first: its picker is the bigger decision), then streams their frames. */
export async function startCapture(options: CaptureOptions): Promise<Capture> {
  const media = { ...browserMedia(), ...options.media };
  const tracks = new Map<CaptureChannel, MediaStreamTrack>();
  let video: MediaStreamTrack | null = null;
  const stopTracks = () => {
    tracks.forEach((track) => track.stop());
    if (!video) return;
    video.stop();
    options.onTabVideo?.(null);
  };
  try {
    if (options.channels.tab) {
      const tab = await openTab(media, Boolean(options.onTabVideo));
      tracks.set('tab', tab.audio);
      video = tab.video;
    }
    if (options.channels.mic) tracks.set('mic', await openMic(media));
  } catch (error) {
    stopTracks();
    throw error;
  }

  const context = media.createAudioContext();
  // One context, one clock: the tab's and the microphone's frames stay comparable (echo is told by their timing).
  const clock = createFrameClock();
  const nodes: AudioNode[] = [];
  try {
    await context.audioWorklet.addModule(media.workletUrl);
    // The worklet must be pulled by the graph to run; a muted gain keeps the tab from playing twice.
    const mute = context.createGain();
    mute.gain.value = 0;
    mute.connect(context.destination);
    nodes.push(mute);
    for (const [channel, track] of tracks) {
      const source = context.createMediaStreamSource(media.createStream([track]));
      const node = media.createWorkletNode(context, PCM_PROCESSOR_NAME);
      node.port.onmessage = ({ data }: MessageEvent<PcmFrameMessage>) =>
        options.onFrame({ channel, at: clock.stamp(data.endTime * 1000, media.now()), samples: data.samples });
      source.connect(node);
      node.connect(mute);
      nodes.push(source, node);
      track.addEventListener('ended', () => options.onEnded?.(channel, new CaptureError(channel === 'tab' ? 'tabEnded' : 'micMissing')));
    }
  } catch (error) {
    stopTracks();
    void context.close();
    throw error;
  }
  if (video) options.onTabVideo?.(video);

  return {
    stop() {
      stopTracks();
      nodes.forEach((node) => node.disconnect());
      void context.close();
    },
  };
}
