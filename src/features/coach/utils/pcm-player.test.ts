import { PlaybackLevels } from '@/lib/hearing/playback-levels';
import { nextStart, pcm16ToFloat, playPcmStream, type AudioOutput } from './pcm-player';

/** A fake AudioContext: records each source's start time and length; a source "ends" when `endAll` is called or it is stopped. */
function fakeOutput(state: AudioContextState = 'running') {
  const started: Array<{ at: number; samples: number; first: number }> = [];
  const live = new Set<{ stop: () => void; onended: (() => void) | null }>();
  const stopped: number[] = [];
  const output = {
    currentTime: 5,
    state,
    destination: {} as AudioDestinationNode,
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    createBuffer: (_channels: number, length: number, rate: number) => {
      const data = new Float32Array(length);
      return { duration: length / rate, length, getChannelData: () => data } as unknown as AudioBuffer;
    },
    createBufferSource: () => {
      const source = {
        buffer: null as AudioBuffer | null,
        onended: null as (() => void) | null,
        connect: vi.fn(),
        start: (at: number) => {
          started.push({ at, samples: source.buffer!.length, first: source.buffer!.getChannelData(0)[0] });
          live.add(source);
        },
        stop: () => {
          stopped.push(output.currentTime);
          live.delete(source);
          queueMicrotask(() => source.onended?.());
        },
      };
      return source as unknown as AudioBufferSourceNode;
    },
  };
  const endAll = () => [...live].forEach((source) => (live.delete(source), source.onended?.()));
  return { output: output as typeof output & AudioOutput, started, stopped, endAll };
}

/** A stream the test feeds by hand; `cancelled` resolves when the reader cancels it (the request is aborted). */
function handFedStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let onCancel = () => undefined as void;
  const cancelled = new Promise<void>((resolve) => (onCancel = resolve));
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c), cancel: () => onCancel() });
  return { stream, push: (bytes: number[]) => controller.enqueue(new Uint8Array(bytes)), end: () => controller.close(), cancelled };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pcm16ToFloat and nextStart', () => {
  it('reads little-endian 16-bit samples and schedules back to back, never in the past', () => {
    expect(Array.from(pcm16ToFloat(new Uint8Array([0x00, 0x40, 0x00, 0xc0, 0xff, 0x7f])))).toEqual([0.5, -0.5, 32767 / 32768]);
    expect(nextStart(0, 5)).toBeCloseTo(5.03);
    expect(nextStart(7.5, 5)).toBe(7.5);
  });
});

describe('playPcmStream', () => {
  it('schedules each chunk right after the previous one, in order, joining a sample split across chunks', async () => {
    const { output, started, endAll } = fakeOutput();
    const feed = handFedStream();
    const playing = playPcmStream(feed.stream, new AbortController().signal, { sampleRate: 4, createOutput: () => output });
    feed.push([0x00, 0x40, 0x00, 0x40, 0x00]); // two samples and half of a third
    await tick();
    feed.push([0xc0, 0x00, 0x20]);
    await tick();
    feed.end();
    await tick();
    endAll();
    expect(await playing).toBe('ended');
    expect(started.map(({ samples, first }) => ({ samples, first }))).toEqual([
      { samples: 2, first: 0.5 },
      { samples: 2, first: -0.5 },
    ]);
    expect(started[0].at).toBeCloseTo(5.03);
    expect(started[1].at).toBeCloseTo(5.03 + 2 / 4);
    expect(output.close).toHaveBeenCalled();
  });

  it('stop silences every scheduled chunk at once and cancels the stream (and so the request)', async () => {
    const { output, started, stopped } = fakeOutput();
    const feed = handFedStream();
    const abort = new AbortController();
    const playing = playPcmStream(feed.stream, abort.signal, { sampleRate: 4, createOutput: () => output });
    feed.push([0, 0, 0, 0]);
    feed.push([0, 0, 0, 0]);
    await tick();
    expect(started).toHaveLength(2);
    abort.abort();
    expect(stopped).toHaveLength(2);
    expect(await playing).toBe('stopped');
    await feed.cancelled;
  });

  it('puts what it schedules into the playback levels at the time it will play, and cuts them when stopped', async () => {
    const { output } = fakeOutput();
    const levels = new PlaybackLevels();
    const feed = handFedStream();
    const abort = new AbortController();
    // The page clock reads 10,000 ms while the output's reads 5 s: the first chunk plays 30 ms later, at 10,030 ms.
    const playing = playPcmStream(feed.stream, abort.signal, { sampleRate: 100, levels, createOutput: () => output, now: () => 10_000 });
    feed.push([0x00, 0x40, 0x00, 0x40, 0x00, 0x40, 0x00, 0x40]); // 4 samples of 0.5: 40 ms
    await tick();
    expect(levels.peak(9_000, 10_030)).toBe(0);
    expect(levels.peak(10_030, 10_050)).toBeCloseTo(0.5);
    abort.abort();
    expect(await playing).toBe('stopped');
    expect(levels.peak(10_000, 20_000)).toBe(0);
  });

  it('fails when the browser keeps the output suspended, so the caller can fall back', async () => {
    const { output } = fakeOutput('suspended');
    const feed = handFedStream();
    await expect(playPcmStream(feed.stream, new AbortController().signal, { sampleRate: 4, createOutput: () => output })).rejects.toThrow(
      'did not allow audio output',
    );
    expect(output.resume).toHaveBeenCalled();
  });
});
