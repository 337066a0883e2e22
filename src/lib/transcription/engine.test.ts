// The engine with fake browser media: which recordings it uploads, when, and in what order texts arrive.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MICROPHONE_MESSAGES, TranscriptionEngine, pickMimeType, type TranscriptionEngineOptions } from './engine';

let level = 0;
const recorders: FakeRecorder[] = [];

class FakeRecorder extends EventTarget {
  static supported = new Set(['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4']);
  static isTypeSupported = (type: string) => FakeRecorder.supported.has(type);
  state: 'inactive' | 'recording' = 'inactive';
  private part = 0;
  readonly id = recorders.length;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    super();
    recorders.push(this);
  }
  start() {
    this.state = 'recording';
  }
  private emit() {
    const event = new Event('dataavailable') as Event & { data: Blob };
    // The first chunk of each recording carries the container header.
    event.data = new Blob([this.part === 0 ? `HEADER${this.id}|` : '', `chunk${this.id}.${this.part}|`]);
    this.part += 1;
    this.dispatchEvent(event);
  }
  requestData() {
    this.emit();
  }
  stop() {
    this.emit();
    this.state = 'inactive';
    this.dispatchEvent(new Event('stop'));
  }
}

class FakeAudioContext {
  createMediaStreamSource() {
    return { connect() {} };
  }
  createAnalyser() {
    return { fftSize: 2048, getFloatTimeDomainData: (samples: Float32Array) => samples.fill(level) };
  }
  close() {
    return Promise.resolve();
  }
}

function fakeStream(tracks = 1): MediaStream {
  const track = { stop: vi.fn(), addEventListener: vi.fn() };
  return { getAudioTracks: () => Array.from({ length: tracks }, () => track), getTracks: () => Array.from({ length: tracks }, () => track) } as unknown as MediaStream;
}

function makeEngine(overrides: Partial<TranscriptionEngineOptions> = {}) {
  const uploads: string[] = [];
  const texts: string[] = [];
  const engine = new TranscriptionEngine({
    transcribe: async (blob) => {
      const content = await blob.text();
      uploads.push(content);
      return `text(${content})`;
    },
    onText: (text) => texts.push(text),
    media: {
      getUserMedia: async () => fakeStream(),
      MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
      AudioContext: FakeAudioContext as unknown as typeof AudioContext,
    },
    ...overrides,
  });
  return { engine, uploads, texts };
}

async function speak(ms: number, value: number) {
  level = value;
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  recorders.length = 0;
  level = 0;
});
afterEach(() => vi.useRealTimers());

describe('pickMimeType', () => {
  it('prefers webm/opus, then webm, then mp4, else the spec error', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(() => pickMimeType(() => false)).toThrow(MICROPHONE_MESSAGES.noMimeType);
  });
});

describe('TranscriptionEngine', () => {
  it('reports the spec message when the microphone is refused', async () => {
    const statuses: string[] = [];
    const { engine } = makeEngine({
      onStatus: (s) => statuses.push(s),
      media: {
        getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
        MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
        AudioContext: FakeAudioContext as unknown as typeof AudioContext,
      },
    });
    await expect(engine.connect()).rejects.toThrow(MICROPHONE_MESSAGES.denied);
    expect(statuses).toEqual(['connecting', 'disconnected']);
  });

  it('refuses a stream without an audio track', async () => {
    const { engine } = makeEngine({
      media: { getUserMedia: async () => fakeStream(0), MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder, AudioContext: FakeAudioContext as unknown as typeof AudioContext },
    });
    await expect(engine.connect()).rejects.toThrow(MICROPHONE_MESSAGES.noTrack);
  });

  it('after 3 s of silence uploads the whole segment as one complete recording and keeps listening', async () => {
    const { engine, uploads, texts } = makeEngine();
    await engine.connect();
    engine.startListening();
    await speak(2000, 0.05);
    await speak(800, 0); // short pause: preview of the open segment
    await speak(1000, 0.05); // speech resumes: the preview is stale
    await speak(3100, 0);
    expect(texts).toHaveLength(1);
    const segment = uploads.at(-1) as string;
    expect(segment.startsWith('HEADER0|')).toBe(true);
    expect(recorders).toHaveLength(2);
    expect(recorders[1].state).toBe('recording');
    await engine.disconnect();
  });

  it('reuses the preview text when nothing was said after it, so the text is ready at the 3 s mark', async () => {
    const { engine, uploads, texts } = makeEngine();
    await engine.connect();
    engine.startListening();
    await speak(1500, 0.05);
    await speak(3100, 0);
    expect(uploads).toHaveLength(1); // only the preview went out
    expect(texts).toEqual([`text(${uploads[0]})`]);
    await engine.disconnect();
  });

  it('sends the remaining audio on stop, and nothing when no one spoke', async () => {
    const { engine, uploads, texts } = makeEngine();
    await engine.connect();
    engine.startListening();
    await speak(3000, 0);
    await engine.stopListening();
    expect(uploads).toHaveLength(0);
    engine.startListening();
    await speak(600, 0.05);
    await engine.stopListening();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].startsWith(`HEADER${recorders.length - 1}|`)).toBe(true);
    expect(texts).toHaveLength(1);
    await engine.disconnect();
  });

  it('delivers texts in speaking order even when transcriptions finish out of order', async () => {
    let call = 0;
    const { engine, texts } = makeEngine({
      transcribe: async () => {
        call += 1;
        const mine = call;
        await new Promise((r) => setTimeout(r, mine === 1 ? 5000 : 10));
        return `segment ${mine}`;
      },
    });
    await engine.connect();
    engine.startListening();
    await speak(500, 0.05);
    await speak(500, 0); // no preview yet (700 ms)
    level = 0.05;
    const first = engine.stopListening();
    engine.startListening();
    await speak(500, 0.05);
    const second = engine.stopListening();
    await vi.advanceTimersByTimeAsync(6000);
    await Promise.all([first, second]);
    expect(texts).toEqual(['segment 1', 'segment 2']);
    await engine.disconnect();
  });
});
