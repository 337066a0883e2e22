import { describe, expect, it, vi } from 'vitest';
import type { EvidencePiece, UnheldClaim } from '@shared/evidence.ts';
import { FeedbackStream } from './feedback-stream';
import { completeSentencesEnd } from './sentences';
import type { SpeakOutcome } from './speaker';
import { VoiceQueue } from './voice-queue';

const request = (answer: string, turn?: string) => ({
  purpose: 'coach-feedback' as const,
  session: 'demo',
  question: 'Why us?',
  answer,
  settings: { responseLanguage: 'en' as const },
  ...(turn ? { turn } : {}),
});

/** A stream the test writes piece by piece, then ends. */
function controlledStream() {
  let onDelta: (delta: string, text: string) => void = () => undefined;
  let finish: (text: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let text = '';
  const signals: AbortSignal[] = [];
  let cite: (evidence: EvidencePiece[], claims: UnheldClaim[]) => void = () => undefined;
  type Options = Parameters<ConstructorParameters<typeof FeedbackStream>[1]>[1];
  const stream = vi.fn((_request: unknown, options: Options) => {
    onDelta = options.onDelta;
    cite = (evidence, claims) => (options.onEvidence(evidence), options.onClaims(claims));
    signals.push(options.signal);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  });
  return {
    stream,
    signals,
    cite: (evidence: EvidencePiece[], claims: UnheldClaim[]) => cite(evidence, claims),
    write: (piece: string) => onDelta(piece, (text += piece)),
    end: () => finish(text),
    fail: (error: Error) => fail(error),
  };
}

describe('completeSentencesEnd', () => {
  it('ends a sentence at a mark followed by white space, or at a line break, never inside "3.5"', () => {
    expect(completeSentencesEnd('Good structure. You could')).toBe('Good structure.'.length);
    expect(completeSentencesEnd('Good structure.')).toBe(0);
    expect(completeSentencesEnd('Cut it by 3.5 percent')).toBe(0);
    expect(completeSentencesEnd('- Strength: clear\n- Next')).toBe('- Strength: clear\n'.length);
    expect(completeSentencesEnd('Was it yours? "Yes." Then')).toBe('Was it yours? "Yes."'.length);
  });
});

describe('FeedbackStream', () => {
  it('hands each complete sentence over once as it is written, and the unfinished rest at the end', async () => {
    const control = controlledStream();
    const feedback = new FeedbackStream(request('I led it.'), control.stream);
    const sentences: string[] = [];
    const texts: string[] = [];
    feedback.follow({ onText: (text) => texts.push(text), onSentence: (sentence) => sentences.push(sentence) });
    control.write('Clear answer');
    expect(sentences).toEqual([]);
    control.write('. Add a number');
    expect(sentences).toEqual(['Clear answer.']);
    control.write(' next time');
    control.end();
    await feedback.done;
    expect(sentences).toEqual(['Clear answer.', 'Add a number next time']);
    expect(texts.at(-1)).toBe('Clear answer. Add a number next time');
  });

  it('keeps the evidence and the unheld claims sent ahead of the text, and never says a citation marker', async () => {
    const control = controlledStream();
    const feedback = new FeedbackStream(request('I cut costs by 40%.'), control.stream);
    const sentences: string[] = [];
    const texts: string[] = [];
    feedback.follow({ onText: (text) => texts.push(text), onSentence: (sentence) => sentences.push(sentence) });
    const piece: EvidencePiece = { ref: 'E1', id: 'experience:a#0', kind: 'experience', title: 'Acme', text: 'Data lead at Acme' };
    control.cite([piece], [{ text: '40%', sentence: 'I cut costs by 40%.' }]);
    expect(feedback.evidence).toEqual([piece]);
    expect(feedback.notInRecord).toEqual([{ text: '40%', sentence: 'I cut costs by 40%.' }]);
    control.write('At Acme [E1]. Name the result [E');
    control.write('1, E2] next time');
    control.end();
    await feedback.done;
    expect(sentences).toEqual(['At Acme.', 'Name the result next time']);
    // The page gets the markers: it shows each cited specific's source.
    expect(texts.at(-1)).toBe('At Acme [E1]. Name the result [E1, E2] next time');
  });

  it('replays what a draft wrote before it was followed, the rest included when it had already ended', async () => {
    const control = controlledStream();
    const feedback = new FeedbackStream(request('I led it.', 'demo:4'), control.stream);
    control.write('First point. Second');
    control.end();
    await feedback.done;
    const sentences: string[] = [];
    feedback.follow({ onText: () => undefined, onSentence: (sentence) => sentences.push(sentence) });
    expect(sentences).toEqual(['First point.', 'Second']);
  });

  it('asks for the speech of a draft’s first sentence before it is followed, and hands that sentence over on its own', async () => {
    const control = controlledStream();
    const release = vi.fn();
    const prepare = vi.fn(() => release);
    const feedback = new FeedbackStream(request('I led it.', 'demo:4'), control.stream, prepare);
    control.write('**What was strong**\nYou gave');
    expect(prepare).toHaveBeenCalledWith('**What was strong**');
    control.write(' a result. Then say more');
    expect(prepare).toHaveBeenCalledTimes(1);
    const sentences: string[] = [];
    feedback.follow({ onText: () => undefined, onSentence: (sentence) => sentences.push(sentence) });
    // Not "**What was strong**\nYou gave a result.": the piece said first is the one whose speech is ready.
    expect(sentences).toEqual(['**What was strong**', 'You gave a result.']);
    control.end();
    await feedback.done;
    expect(sentences.at(-1)).toBe('Then say more');
    expect(release).not.toHaveBeenCalled();
  });

  it('releases the prepared speech when the draft is dropped, and prepares nothing for a followed stream', () => {
    const control = controlledStream();
    const release = vi.fn();
    const prepare = vi.fn(() => release);
    const draft = new FeedbackStream(request('I led it.', 'demo:4'), control.stream, prepare);
    control.write('Clear answer. More');
    draft.cancel();
    expect(release).toHaveBeenCalledTimes(1);
    const followed = new FeedbackStream(request('I led it.'), control.stream, prepare);
    followed.follow({ onText: () => undefined, onSentence: () => undefined });
    control.write('Clear answer. More');
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('prepares no speech for a draft on an answer that stops mid-sentence (a thinking pause)', () => {
    const control = controlledStream();
    const prepare = vi.fn(() => () => undefined);
    new FeedbackStream(request('I led the migration and', 'demo:4'), control.stream, prepare);
    control.write('Clear answer. More');
    expect(prepare).not.toHaveBeenCalled();
  });

  it('prepares no speech for a draft on a complete sentence that opens a plan (the end-of-turn judge, issue #40)', () => {
    const control = controlledStream();
    const prepare = vi.fn(() => () => undefined);
    new FeedbackStream(request('I would start by measuring where the time really goes.', 'demo:4'), control.stream, prepare);
    control.write('Clear answer. More');
    expect(prepare).not.toHaveBeenCalled();
  });

  it('aborts its request when cancelled', () => {
    const control = controlledStream();
    new FeedbackStream(request('I led it.'), control.stream).cancel();
    expect(control.signals[0].aborted).toBe(true);
  });
});

describe('VoiceQueue', () => {
  /** A voice whose speeches the test ends one by one. */
  function fakeVoice() {
    const said: string[] = [];
    const pending: Array<(outcome: SpeakOutcome) => void> = [];
    const voice = {
      speak: vi.fn((text: string) => {
        said.push(text);
        return new Promise<SpeakOutcome>((resolve) => pending.push(resolve));
      }),
      prepare: vi.fn(() => () => undefined),
      stop: vi.fn(() => pending.splice(0).forEach((resolve) => resolve('stopped'))),
    };
    const endCurrent = async () => {
      pending.shift()?.('audio');
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { voice, said, endCurrent };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('speaks sentences one after another, each once the one before has ended', async () => {
    const { voice, said, endCurrent } = fakeVoice();
    const queue = new VoiceQueue(voice);
    void queue.say('One.', 'en-US');
    void queue.say('Two.', 'en-US');
    await tick();
    expect(said).toEqual(['One.']);
    await endCurrent();
    expect(said).toEqual(['One.', 'Two.']);
    await endCurrent();
    await queue.drained();
  });

  it('barge-in stops what plays, drops what is queued, and says nothing more until resumed', async () => {
    const { voice, said } = fakeVoice();
    const queue = new VoiceQueue(voice);
    const first = queue.say('One.', 'en-US');
    const second = queue.say('Two.', 'en-US');
    await tick();
    queue.interrupt();
    expect(await first).toBe('stopped');
    expect(await second).toBe('stopped');
    expect(await queue.say('Three.', 'en-US')).toBe('stopped');
    queue.resume();
    void queue.say('Next question?', 'en-US');
    await tick();
    expect(said).toEqual(['One.', 'Next question?']);
  });
});
