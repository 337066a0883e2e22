import { AnswerRecognizer, type AnswerRecognizerOptions, type BrowserRecognitionConstructor } from './answer-recognizer';

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn();
  abort = vi.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }
}

function setup(Recognition: BrowserRecognitionConstructor | null) {
  const engine = { connect: vi.fn(async () => undefined), disconnect: vi.fn(async () => undefined), startListening: vi.fn(), stopListening: vi.fn(async () => undefined) };
  let engineOptions: Parameters<NonNullable<AnswerRecognizerOptions['createEngine']>>[0] | null = null;
  const events = { interim: [] as string[], final: [] as string[], modes: [] as string[], errors: [] as string[], micFailures: 0 };
  const recognizer = new AnswerRecognizer({
    browserLanguage: 'fr-FR',
    transcribe: vi.fn(),
    onInterim: (text) => events.interim.push(text),
    onFinal: (text) => events.final.push(text),
    onLevel: vi.fn(),
    onMode: (mode) => events.modes.push(mode),
    onError: (message) => events.errors.push(message),
    onMicrophoneFailed: () => {
      events.micFailures += 1;
    },
    Recognition,
    createEngine: (options) => {
      engineOptions = options;
      return engine;
    },
  });
  return { recognizer, engine, events, engineOptions: () => engineOptions };
}

describe('AnswerRecognizer', () => {
  beforeEach(() => {
    FakeRecognition.instances = [];
  });

  it('uses the browser recognizer with interim and final results in the interview language', async () => {
    const { recognizer, events, engine } = setup(FakeRecognition as unknown as BrowserRecognitionConstructor);
    await recognizer.setListening(true);
    const recognition = FakeRecognition.instances[0];
    expect(recognition).toMatchObject({ lang: 'fr-FR', continuous: true, interimResults: true });
    expect(recognition.start).toHaveBeenCalled();
    recognition.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: ' Bonjour ' } }, { isFinal: false, 0: { transcript: 'je suis' } }] });
    expect(events.final).toEqual(['Bonjour']);
    expect(events.interim.at(-1)).toBe('je suis');
    expect(engine.connect).not.toHaveBeenCalled();
    await recognizer.setListening(false);
    expect(recognition.stop).toHaveBeenCalled();
  });

  it.each(['audio-capture', 'not-allowed', 'service-not-allowed', 'network'])('falls back to the transcription engine on %s', async (error) => {
    const { recognizer, events, engine, engineOptions } = setup(FakeRecognition as unknown as BrowserRecognitionConstructor);
    await recognizer.setListening(true);
    FakeRecognition.instances[0].onerror?.({ error });
    FakeRecognition.instances[0].onend?.();
    await vi.waitFor(() => expect(engine.startListening).toHaveBeenCalled());
    expect(events.modes).toEqual(['browser', 'engine']);
    engineOptions()?.onText('A transcribed segment.');
    expect(events.final).toEqual(['A transcribed segment.']);
    expect(FakeRecognition.instances).toHaveLength(1);
  });

  it('uses the engine when the browser has no speech recognition, and reports a refused microphone', async () => {
    const { recognizer, events, engine } = setup(null);
    engine.connect.mockRejectedValueOnce(new Error('Microphone access denied. Please allow microphone access and try again.'));
    await expect(recognizer.setListening(true)).rejects.toThrow();
    expect(events.modes).toEqual(['engine']);
    expect(events.errors).toEqual(['Microphone access denied. Please allow microphone access and try again.']);
  });

  it('reports a microphone that cannot start after the browser recognizer handed over, and listens on the next try', async () => {
    const { recognizer, events, engine } = setup(FakeRecognition as unknown as BrowserRecognitionConstructor);
    engine.connect.mockRejectedValueOnce(new Error('No microphone was found. Connect one and try again.'));
    await recognizer.setListening(true);
    FakeRecognition.instances[0].onerror?.({ error: 'audio-capture' });
    await vi.waitFor(() => expect(events.micFailures).toBe(1));
    expect(events.errors).toEqual(['No microphone was found. Connect one and try again.']);
    expect(engine.startListening).not.toHaveBeenCalled();

    await recognizer.setListening(true);
    expect(engine.connect).toHaveBeenCalledTimes(2);
    expect(engine.startListening).toHaveBeenCalledTimes(1);
    expect(events.micFailures).toBe(1);
  });

  it('restarts the browser recognizer when it ends on its own while listening', async () => {
    const { recognizer } = setup(FakeRecognition as unknown as BrowserRecognitionConstructor);
    await recognizer.setListening(true);
    const recognition = FakeRecognition.instances[0];
    recognition.onerror?.({ error: 'no-speech' });
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
    recognition.onend?.();
    expect(recognition.start).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
