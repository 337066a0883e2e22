// The devices a HearingSession hears: the meeting tab and the microphone (the Copilot), or the microphone alone (the
// Coach). Without tab audio the microphone stands in for the interviewer (`isMicInterviewer`); the tab can be shared
// again. Says on `emit` what it opened, lost or could not open; frames go to `onFrame`.
import { holdTabVideo } from './tab-video';
import { CaptureError, startCapture, type Capture, type CaptureFrame } from './capture';
import type { HearingSessionEvent, HearingSessionOptions } from './hearing-session-types';

type DeviceOptions = Pick<HearingSessionOptions, 'subject' | 'startCapture' | 'captureMedia'>;

export class SessionDevices {
  private capture: Capture | null = null;
  /** Whether the microphone is heard as the interviewer (no tab audio). */
  isMicInterviewer = false;
  private isStopped = false;

  constructor(
    private readonly options: DeviceOptions,
    private readonly onFrame: (frame: CaptureFrame) => void,
    private readonly emit: (event: HearingSessionEvent) => void,
  ) {}

  /** Opens the subject's devices; resolves with the error that leaves nothing to hear, else null. */
  async open(): Promise<unknown> {
    try {
      if (this.options.subject === 'mic') await this.openCapture({ tab: false, mic: true }, true);
      else await this.openCapture({ tab: true, mic: true });
      return null;
    } catch (error) {
      if (this.options.subject === 'mic' || !(error instanceof CaptureError) || !error.problem.startsWith('tab')) return error;
      this.emit({ type: 'channel', channel: 'tab', status: 'noAudio', message: error.message, problem: error.problem });
      try {
        await this.openCapture({ tab: false, mic: true }, true);
      } catch (micError) {
        return micError;
      }
      this.emit({
        type: 'micAsInterviewer',
        message: `${error.message} For now the Copilot hears the interviewer through your microphone.`,
        problem: error.problem,
      });
      return null;
    }
  }

  /** Shares the meeting tab again (after "Stop sharing" or a share without audio). */
  async reconnectTab(): Promise<void> {
    const previous = this.capture;
    try {
      await this.openCapture({ tab: true, mic: true });
    } catch (error) {
      this.capture = previous;
      const message = error instanceof Error ? error.message : String(error);
      return this.emit({ type: 'channel', channel: 'tab', status: 'noAudio', message, problem: error instanceof CaptureError ? error.problem : undefined });
    }
    previous?.stop();
  }

  stop(): void {
    this.isStopped = true;
    this.capture?.stop();
    this.capture = null;
  }

  private async openCapture(channels: { tab: boolean; mic: boolean }, isMicInterviewer = false): Promise<void> {
    const open = this.options.startCapture ?? startCapture;
    const capture = await open({
      channels,
      media: this.options.captureMedia,
      // "What's on screen" grabs its frames from the shared tab while the session runs.
      onTabVideo: holdTabVideo,
      onFrame: (frame) => this.capture === capture && this.onFrame(frame),
      onEnded: (channel, error) => {
        if (this.capture !== capture || this.isStopped) return;
        this.emit({ type: 'channel', channel, status: 'ended', message: error.message, problem: error.problem });
      },
    });
    if (this.isStopped) return capture.stop();
    this.capture = capture;
    this.isMicInterviewer = isMicInterviewer;
    if (channels.tab) this.emit({ type: 'channel', channel: 'tab', status: 'connected' });
    this.emit({ type: 'channel', channel: 'mic', status: 'connected' });
  }
}
