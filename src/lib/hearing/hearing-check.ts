// The hearing check (issue #27): before an interview, share the meeting tab and speak, and learn in words whether the
// Copilot hears the interviewer (the tab) and you (the microphone), and if not, the likely cause. It captures through
// capture.ts exactly as a live session does, but sends nothing anywhere: no transcription, no question spent.
// The core is pure (a tally fed with levels, a share judged from its tracks); `startHearingCheck` wires it to capture.
import { CaptureError, startCapture, type Capture, type CaptureProblem } from './capture';
import type { CaptureMedia } from './capture-media';
import { pcm16ToFloat } from './pcm';
import { rms } from './voice-detector';

/** RMS above this is sound (speech is ~0.03–0.12; a muted tab is exactly 0). */
const HEARD_LEVEL = 0.01;
/** Consecutive loud frames (20 ms each) that count as heard: a click is not a voice. */
export const HEARD_FRAMES = 5;
/** Without sound this long after the channel opened, it is silent. */
export const SILENT_AFTER_MS = 6000;

export type ChannelName = 'tab' | 'mic';

export type ChannelVerdict =
  | { status: 'idle' }
  | { status: 'listening' }
  | { status: 'heard' }
  /** Open but nothing heard: `muted` (tab: the meeting or the tab is muted, nobody spoke); `quiet` (mic: wrong or muted microphone). */
  | { status: 'silent'; cause: 'muted' | 'quiet' }
  /** The share has no audio: a window or the screen was shared, or "Also share tab audio" was not ticked. */
  | { status: 'noAudio'; cause: 'window' | 'screen' | 'notTicked' }
  /** This browser cannot share a tab's audio (Firefox, Safari, phones). */
  | { status: 'unsupported' }
  | { status: 'failed'; problem: CaptureProblem };

export interface ChannelTally {
  openedAt: number;
  loudRun: number;
  isHeard: boolean;
}

export const openTally = (at: number): ChannelTally => ({ openedAt: at, loudRun: 0, isHeard: false });

/** One frame's level into the tally: heard once HEARD_FRAMES loud frames come in a row, and it stays heard. */
export function feedLevel(tally: ChannelTally, level: number): ChannelTally {
  if (tally.isHeard) return tally;
  const loudRun = level >= HEARD_LEVEL ? tally.loudRun + 1 : 0;
  return { ...tally, loudRun, isHeard: loudRun >= HEARD_FRAMES };
}

export function tallyVerdict(channel: ChannelName, tally: ChannelTally, now: number): ChannelVerdict {
  if (tally.isHeard) return { status: 'heard' };
  if (now - tally.openedAt < SILENT_AFTER_MS) return { status: 'listening' };
  return { status: 'silent', cause: channel === 'tab' ? 'muted' : 'quiet' };
}

/** What a share without audio was, from its video track's displaySurface ('browser', 'window', 'monitor'). */
export function judgeShareWithoutAudio(displaySurface: string | undefined, canShareTabAudio: boolean): ChannelVerdict {
  if (!canShareTabAudio) return { status: 'unsupported' };
  if (displaySurface === 'window') return { status: 'noAudio', cause: 'window' };
  if (displaySurface === 'monitor') return { status: 'noAudio', cause: 'screen' };
  return { status: 'noAudio', cause: 'notTicked' };
}

/**
 * Whether this browser can share a tab's audio at all. Checked 2026-11-25 (MDN browser-compat-data,
 * MediaDevices.getDisplayMedia; audio): Chrome and Edge on a computer share a tab's audio; Firefox and Safari share
 * video only; phones have no getDisplayMedia. There is no feature test for the audio part, so the engine is read from
 * the user agent (Chromium-based desktop browsers say Chrome/ or Edg/).
 */
export function canShareTabAudio(nav: Pick<Navigator, 'userAgent'> & { mediaDevices?: Partial<MediaDevices> }): boolean {
  if (typeof nav.mediaDevices?.getDisplayMedia !== 'function') return false;
  const ua = nav.userAgent;
  if (/Mobi|Android|iPhone|iPad|iPod/i.test(ua)) return false;
  return /(Chrome|Chromium|Edg)\//.test(ua) && !/Firefox|FxiOS/.test(ua);
}

export interface HearingCheckOptions {
  onLevel: (channel: ChannelName, level: number) => void;
  onVerdict: (channel: ChannelName, verdict: ChannelVerdict) => void;
  /** Seams for tests; the browser's by default. */
  media?: Partial<CaptureMedia>;
  navigator?: Parameters<typeof canShareTabAudio>[0];
  now?: () => number;
}

export interface HearingCheck {
  stop(): void;
}

/**
 * Opens the tab (the picker), then the microphone, each as its own capture so one failing leaves the other measured.
 * Verdicts are reported as they change; a timer turns "listening" into "silent" after SILENT_AFTER_MS.
 */
export async function startHearingCheck(options: HearingCheckOptions): Promise<HearingCheck> {
  const nav = options.navigator ?? navigator;
  const now = options.now ?? (() => performance.now());
  const captures: Capture[] = [];
  const tallies = new Map<ChannelName, ChannelTally>();
  const said = new Map<ChannelName, string>();
  let isStopped = false;
  const report = (channel: ChannelName, verdict: ChannelVerdict) => {
    const key = JSON.stringify(verdict);
    if (isStopped || said.get(channel) === key) return;
    said.set(channel, key);
    options.onVerdict(channel, verdict);
  };
  const review = () => tallies.forEach((tally, channel) => report(channel, tallyVerdict(channel, tally, now())));
  const timer = setInterval(review, 250);

  const open = async (channel: ChannelName) => {
    let displaySurface: string | undefined;
    const media: Partial<CaptureMedia> = { ...options.media };
    const getDisplayMedia = options.media?.getDisplayMedia ?? navigator.mediaDevices?.getDisplayMedia?.bind(navigator.mediaDevices);
    if (getDisplayMedia) {
      media.getDisplayMedia = async (constraints) => {
        const stream = await getDisplayMedia(constraints);
        displaySurface = stream.getVideoTracks()[0]?.getSettings().displaySurface;
        return stream;
      };
    }
    report(channel, { status: 'listening' });
    try {
      const capture = await startCapture({
        channels: { tab: channel === 'tab', mic: channel === 'mic' },
        media,
        onFrame: (frame) => {
          const level = rms(pcm16ToFloat(frame.samples));
          options.onLevel(channel, level);
          const tally = tallies.get(channel);
          if (tally) tallies.set(channel, feedLevel(tally, level));
        },
        onEnded: (_channel, error) => {
          tallies.delete(channel);
          report(channel, { status: 'failed', problem: error.problem });
        },
      });
      if (isStopped) return capture.stop();
      captures.push(capture);
      tallies.set(channel, openTally(now()));
    } catch (error) {
      if (!(error instanceof CaptureError)) throw error;
      if (error.problem === 'tabNoAudio') return report(channel, judgeShareWithoutAudio(displaySurface, canShareTabAudio(nav)));
      if (error.problem === 'tabUnsupported' && !canShareTabAudio(nav)) return report(channel, { status: 'unsupported' });
      report(channel, { status: 'failed', problem: error.problem });
    }
  };

  await open('tab');
  await open('mic');
  return {
    stop() {
      isStopped = true;
      clearInterval(timer);
      captures.forEach((capture) => capture.stop());
      options.onLevel('tab', 0);
      options.onLevel('mic', 0);
    },
  };
}
