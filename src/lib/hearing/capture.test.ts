import { describe, expect, it, vi } from 'vitest';
import { CAPTURE_MESSAGES, createFrameClock, startCapture, type CaptureFrame } from './capture';
import type { CaptureMedia } from './capture-media';
import type { PcmFrameMessage } from './pcm';

class FakeTrack extends EventTarget {
  isStopped = false;
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  stop() {
    this.isStopped = true;
  }
}

const streamOf = (...tracks: FakeTrack[]) =>
  ({
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  }) as unknown as MediaStream;

function fakeMedia(display: () => Promise<MediaStream>, mic: () => Promise<MediaStream> = async () => streamOf(new FakeTrack('audio'))) {
  const ports: Array<{ onmessage: ((event: { data: PcmFrameMessage }) => void) | null }> = [];
  const clock = { now: 1234 };
  const addModule = vi.fn(async () => {});
  const close = vi.fn(async () => {});
  const node = () => ({ connect: vi.fn(), disconnect: vi.fn() });
  const media: Partial<CaptureMedia> = {
    getDisplayMedia: vi.fn(display),
    createFocusController: () => undefined,
    getUserMedia: vi.fn(mic),
    createAudioContext: () =>
      ({
        audioWorklet: { addModule },
        destination: {},
        close,
        createGain: () => ({ ...node(), gain: { value: 1 } }),
        createMediaStreamSource: node,
      }) as unknown as AudioContext,
    createWorkletNode: () => {
      const port = { onmessage: null };
      ports.push(port);
      return { ...node(), port } as unknown as AudioWorkletNode;
    },
    createStream: (tracks) => streamOf(...(tracks as unknown as FakeTrack[])),
    workletUrl: '/assets/pcm-worklet.js',
    now: () => clock.now,
  };
  return { media, ports, addModule, close, clock };
}

describe('startCapture', () => {
  it('asks for the tab with video and audio, stops the video at once, loads the worklet and reports frames per channel', async () => {
    const tabAudio = new FakeTrack('audio');
    const tabVideo = new FakeTrack('video');
    const { media, ports, addModule } = fakeMedia(async () => streamOf(tabVideo, tabAudio));
    const frames: CaptureFrame[] = [];
    const capture = await startCapture({ channels: { tab: true, mic: true }, onFrame: (f) => frames.push(f), media });
    expect(media.getDisplayMedia).toHaveBeenCalledWith({ video: true, audio: true });
    expect(tabVideo.isStopped).toBe(true);
    expect(tabAudio.isStopped).toBe(false);
    expect(addModule).toHaveBeenCalledWith('/assets/pcm-worklet.js');
    expect(ports).toHaveLength(2);
    ports[0].onmessage?.({ data: { samples: new Int16Array(480), endTime: 1.02 } });
    ports[1].onmessage?.({ data: { samples: new Int16Array(480), endTime: 1.02 } });
    expect(frames.map((f) => [f.channel, f.at, f.samples.length])).toEqual([
      ['tab', 1234, 480],
      ['mic', 1234, 480],
    ]);
    capture.stop();
    expect(tabAudio.isStopped).toBe(true);
  });

  it('keeps the Copilot in front once the tab is shared: the controller is set before the picker opens', async () => {
    const calls: string[] = [];
    const controller = { setFocusBehavior: vi.fn((behavior: string) => calls.push(`focus:${behavior}`)) };
    const { media } = fakeMedia(async () => {
      calls.push('getDisplayMedia');
      return streamOf(new FakeTrack('video'), new FakeTrack('audio'));
    });
    await startCapture({ channels: { tab: true, mic: false }, onFrame: () => {}, media: { ...media, createFocusController: () => controller } });
    expect(calls).toEqual(['focus:focus-capturing-application', 'getDisplayMedia']);
    expect(media.getDisplayMedia).toHaveBeenCalledWith({ video: true, audio: true, controller });
  });

  it('still shares the tab where the browser has no controller or refuses the behaviour', async () => {
    const refusing = {
      setFocusBehavior: () => {
        throw new DOMException('no', 'InvalidStateError');
      },
    };
    for (const createFocusController of [() => undefined, () => refusing]) {
      const { media } = fakeMedia(async () => streamOf(new FakeTrack('video'), new FakeTrack('audio')));
      await expect(startCapture({ channels: { tab: true, mic: false }, onFrame: () => {}, media: { ...media, createFocusController } })).resolves.toBeDefined();
      expect(media.getDisplayMedia).toHaveBeenCalledWith({ video: true, audio: true });
    }
  });

  it('keeps the tab’s video for “What’s on screen” when asked, hands it over, and stops it with the capture', async () => {
    const tabAudio = new FakeTrack('audio');
    const tabVideo = new FakeTrack('video');
    const { media } = fakeMedia(async () => streamOf(tabVideo, tabAudio));
    const onTabVideo = vi.fn();
    const capture = await startCapture({ channels: { tab: true, mic: false }, onFrame: () => {}, onTabVideo, media });
    expect(tabVideo.isStopped).toBe(false);
    expect(onTabVideo).toHaveBeenLastCalledWith(tabVideo);
    capture.stop();
    expect(tabVideo.isStopped).toBe(true);
    expect(onTabVideo).toHaveBeenLastCalledWith(null);
  });

  it('stamps frames by their audio time: frames held up by a busy main thread keep their 20 ms spacing, on one clock for both channels', async () => {
    const { media, ports, clock } = fakeMedia(async () => streamOf(new FakeTrack('audio')));
    const frames: CaptureFrame[] = [];
    await startCapture({ channels: { tab: true, mic: true }, onFrame: (f) => frames.push(f), media });
    const post = (port: number, endTime: number, arrivedAt: number) => {
      clock.now = arrivedAt;
      ports[port].onmessage?.({ data: { samples: new Int16Array(480), endTime } });
    };
    post(0, 5.02, 1000);
    // The main thread was busy for 300 ms: the next frames of both channels arrive together.
    for (const endTime of [5.04, 5.06, 5.08]) post(0, endTime, 1360);
    post(1, 5.08, 1360);
    expect(frames.map((f) => [f.channel, Math.round(f.at)])).toEqual([
      ['tab', 1000],
      ['tab', 1020],
      ['tab', 1040],
      ['tab', 1060],
      ['mic', 1060],
    ]);
  });

  it('keeps the frame clock on the smallest delivery delay seen, never going backwards', () => {
    const clock = createFrameClock();
    expect(clock.stamp(1000, 1030)).toBe(1030);
    // A frame delivered sooner after its audio time moves the offset down; the stamp holds rather than go back.
    expect(clock.stamp(1020, 1025)).toBe(1030);
    expect(clock.stamp(1040, 1045)).toBe(1045);
    expect(clock.stamp(1060, 1200)).toBe(1065);
  });

  it('reports a shared tab without audio, stops what it got, and never asks for the microphone', async () => {
    const tabVideo = new FakeTrack('video');
    const { media } = fakeMedia(async () => streamOf(tabVideo));
    await expect(startCapture({ channels: { tab: true, mic: true }, onFrame: () => {}, media })).rejects.toThrow(CAPTURE_MESSAGES.tabNoAudio);
    expect(tabVideo.isStopped).toBe(true);
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it('names a cancelled picker, a browser without tab capture and a refused microphone', async () => {
    const denied = fakeMedia(async () => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await expect(startCapture({ channels: { tab: true, mic: false }, onFrame: () => {}, media: denied.media })).rejects.toMatchObject({ problem: 'tabDenied' });
    const unsupported = fakeMedia(async () => streamOf());
    await expect(
      startCapture({ channels: { tab: true, mic: false }, onFrame: () => {}, media: { ...unsupported.media, getDisplayMedia: undefined } }),
    ).rejects.toMatchObject({ problem: 'tabUnsupported' });
    const tabAudio = new FakeTrack('audio');
    const micDenied = fakeMedia(
      async () => streamOf(tabAudio),
      async () => Promise.reject(new DOMException('no', 'NotAllowedError')),
    );
    await expect(startCapture({ channels: { tab: true, mic: true }, onFrame: () => {}, media: micDenied.media })).rejects.toMatchObject({
      problem: 'micDenied',
    });
    expect(tabAudio.isStopped).toBe(true);
  });

  it('reports the tab track ending mid-session', async () => {
    const tabAudio = new FakeTrack('audio');
    const { media } = fakeMedia(async () => streamOf(tabAudio));
    const onEnded = vi.fn();
    await startCapture({ channels: { tab: true, mic: false }, onFrame: () => {}, onEnded, media });
    tabAudio.dispatchEvent(new Event('ended'));
    expect(onEnded).toHaveBeenCalledWith('tab', expect.objectContaining({ problem: 'tabEnded', message: CAPTURE_MESSAGES.tabEnded }));
  });
});
