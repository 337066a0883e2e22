// Grabbing the shared tab's frame: from ImageCapture or a video element, whichever has it first, and never a wait
// without end: a still tab that sends no frame is given up on after FRAME_WAIT_MS, with its own error.
import { FRAME_WAIT_MS, grabTabFrame, NoTabFrameError } from './tab-video';

const track = { kind: 'video', readyState: 'live' } as MediaStreamTrack;

beforeEach(() => {
  vi.stubGlobal(
    'MediaStream',
    class {
      constructor(readonly tracks: MediaStreamTrack[]) {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A video element that starts playing but never gets a first frame, as a still tab can leave it. */
function videoWithoutFrames() {
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => new Promise<void>(() => undefined));
  return { pause };
}

describe('grabTabFrame', () => {
  it('gives up after FRAME_WAIT_MS when the tab sends no frame, and lets the video go', async () => {
    vi.useFakeTimers();
    const { pause } = videoWithoutFrames();
    vi.stubGlobal(
      'ImageCapture',
      class {
        grabFrame = () => new Promise<ImageBitmap>(() => undefined);
      },
    );
    const grab = grabTabFrame(track);
    const outcome = grab.then(
      () => 'frame',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(FRAME_WAIT_MS - 1);
    expect(pause).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(NoTabFrameError);
    expect(pause).toHaveBeenCalled();
  });

  it('takes the frame ImageCapture asks the tab for when the video element has none', async () => {
    videoWithoutFrames();
    const close = vi.fn();
    vi.stubGlobal(
      'ImageCapture',
      class {
        constructor(readonly captured: MediaStreamTrack) {
          expect(captured).toBe(track);
        }
        grabFrame = async () => ({ width: 1280, height: 720, close }) as unknown as ImageBitmap;
      },
    );
    const frame = await grabTabFrame(track);
    expect([frame.width, frame.height]).toEqual([1280, 720]);
    expect(close).toHaveBeenCalled();
  });

  it('without ImageCapture, takes the video element’s first frame', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(600);
    const frame = await grabTabFrame(track);
    expect([frame.width, frame.height]).toEqual([800, 600]);
  });
});
