import { Speaker, toSpeechText } from './speaker';

function fakeAudio(behaviour: 'ends' | 'rejects') {
  const audio = { onended: null as null | (() => void), onerror: null as null | (() => void), pause: vi.fn(), play: vi.fn() };
  audio.play.mockImplementation(() => {
    if (behaviour === 'rejects') return Promise.reject(new Error('NotAllowedError'));
    setTimeout(() => audio.onended?.(), 0);
    return Promise.resolve();
  });
  return audio as unknown as HTMLAudioElement;
}

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
    URL.createObjectURL ??= () => 'blob:fake';
    URL.revokeObjectURL ??= () => undefined;
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

  it('plays the gateway speech in an audio element', async () => {
    const synthesize = vi.fn(async () => new Blob(['x'], { type: 'audio/mpeg' }));
    const speaker = new Speaker({ synthesize, createAudio: () => fakeAudio('ends') });
    expect(await speaker.speak('**Why** Initech?', 'en-US')).toBe('audio');
    expect(synthesize).toHaveBeenCalledWith('Why Initech?', expect.any(AbortSignal));
  });

  it("falls back to the browser's speech synthesis when TTS fails or cannot play", async () => {
    const { synthesis, spoken } = fakeSynthesis('end');
    const failing = new Speaker({ synthesize: async () => Promise.reject(new Error('503')), synthesis: () => synthesis });
    expect(await failing.speak('Why Initech?', 'fr-FR')).toBe('synthesis');
    const unplayable = new Speaker({ synthesize: async () => new Blob(['x']), createAudio: () => fakeAudio('rejects'), synthesis: () => synthesis });
    expect(await unplayable.speak('Next one?', 'fr-FR')).toBe('synthesis');
    expect(spoken).toEqual(['Why Initech?', 'Next one?']);
  });

  it('reports muted when neither works', async () => {
    const { synthesis } = fakeSynthesis('error');
    expect(await new Speaker({ synthesize: async () => Promise.reject(new Error('x')), synthesis: () => synthesis }).speak('Hi', 'en-US')).toBe('muted');
    expect(await new Speaker({ synthesize: async () => Promise.reject(new Error('x')), synthesis: () => null }).speak('Hi', 'en-US')).toBe('muted');
  });

  it('speaks words, not Markdown', () => {
    expect(toSpeechText('**What was strong**\n- You named [the result](http://x).\n# STAR')).toBe('What was strong You named the result. STAR');
  });
});
