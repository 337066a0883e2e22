import { Speaker, toSpeechText } from './speaker';

const audioStream = () => new ReadableStream<Uint8Array>({ start: (controller) => (controller.enqueue(new Uint8Array(4)), controller.close()) });
const plays = (outcome: 'ended' | 'rejects') => vi.fn(async () => (outcome === 'rejects' ? Promise.reject(new Error('NotAllowedError')) : ('ended' as const)));

function fakeSynthesis(outcome: 'end' | 'error') {
  const spoken: string[] = [];
  const synthesis = {
    speak: vi.fn((utterance: SpeechSynthesisUtterance) => {
      spoken.push(utterance.text);
      setTimeout(() => (outcome === 'end' ? utterance.onend : utterance.onerror)?.call(utterance, new Event(outcome) as SpeechSynthesisErrorEvent), 0);
    }),
    cancel: vi.fn(),
  };
  return { synthesis: synthesis as unknown as SpeechSynthesis, spoken };
}

describe('Speaker', () => {
  beforeAll(() => {
    if (typeof SpeechSynthesisUtterance === 'undefined') {
      (globalThis as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
        text: string;
        lang = '';
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(text: string) {
          this.text = text;
        }
      };
    }
  });

  it('plays the gateway speech as it streams', async () => {
    const synthesize = vi.fn(async () => audioStream());
    const play = plays('ended');
    const speaker = new Speaker({ synthesize, play });
    expect(await speaker.speak('**Why** Initech?', 'en-US')).toBe('audio');
    expect(synthesize).toHaveBeenCalledWith('Why Initech?', expect.any(AbortSignal));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays prepared speech without asking again, and a release aborts speech never said', async () => {
    const signals: AbortSignal[] = [];
    const synthesize = vi.fn(async (_text: string, signal: AbortSignal) => (signals.push(signal), audioStream()));
    const play = plays('ended');
    const speaker = new Speaker({ synthesize, play });
    speaker.prepare('**What was strong**');
    expect(synthesize).toHaveBeenCalledWith('What was strong', expect.any(AbortSignal));
    expect(await speaker.speak('**What was strong**', 'en-US')).toBe('audio');
    expect(synthesize).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
    const release = speaker.prepare('Dropped draft.');
    release();
    expect(signals[1].aborted).toBe(true);
    // Released: saying it now asks again.
    await speaker.speak('Dropped draft.', 'en-US');
    expect(synthesize).toHaveBeenCalledTimes(3);
  });

  it('stop() resolves the pending speak as stopped and aborts what it started', async () => {
    let signal: AbortSignal | undefined;
    const play = vi.fn((_stream: ReadableStream<Uint8Array>, playing: AbortSignal) => {
      signal = playing;
      return new Promise<'stopped'>((resolve) => playing.addEventListener('abort', () => resolve('stopped')));
    });
    const speaker = new Speaker({ synthesize: async () => audioStream(), play, synthesis: () => null });
    const spoken = speaker.speak('A long question?', 'en-US');
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    speaker.stop();
    expect(await spoken).toBe('stopped');
    expect(signal?.aborted).toBe(true);
  });

  it("falls back to the browser's speech synthesis when TTS fails or cannot play", async () => {
    const { synthesis, spoken } = fakeSynthesis('end');
    const failing = new Speaker({ synthesize: async () => Promise.reject(new Error('503')), play: plays('ended'), synthesis: () => synthesis });
    expect(await failing.speak('Why Initech?', 'fr-FR')).toBe('synthesis');
    const unplayable = new Speaker({ synthesize: async () => audioStream(), play: plays('rejects'), synthesis: () => synthesis });
    expect(await unplayable.speak('Next one?', 'fr-FR')).toBe('synthesis');
    expect(spoken).toEqual(['Why Initech?', 'Next one?']);
  });

  it('reports muted when neither works', async () => {
    const { synthesis } = fakeSynthesis('error');
    const play = plays('ended');
    expect(await new Speaker({ synthesize: async () => Promise.reject(new Error('x')), play, synthesis: () => synthesis }).speak('Hi', 'en-US')).toBe('muted');
    expect(await new Speaker({ synthesize: async () => Promise.reject(new Error('x')), play, synthesis: () => null }).speak('Hi', 'en-US')).toBe('muted');
  });

  it('speaks words, not Markdown', () => {
    expect(toSpeechText('**What was strong**\n- You named [the result](http://x).\n# STAR')).toBe('What was strong You named the result. STAR');
  });
});
