import { answerDelivery, countFillerWords, countWords, localAnswerScore, sessionMetrics, wordsPerMinute } from './speech-metrics';

const RAMBLING = 'Um, so basically I, like, led the migration. You know, it was, uh, actually quite hard. So yeah.';
const CLEAN = 'I also led the billing migration at Globex and reduced failed invoices by 30% in six months.';

describe('countFillerWords', () => {
  it('counts each filler word and phrase, case-insensitive, with counts', () => {
    expect(countFillerWords(RAMBLING)).toEqual({
      total: 8,
      counts: { um: 1, uh: 1, like: 1, 'you know': 1, basically: 1, actually: 1, so: 2 },
    });
  });

  it('counts whole words only ("also", "unlike", "Sophie", "umbrella" are not fillers)', () => {
    expect(countFillerWords(`${CLEAN} Unlike Sophie, I brought an umbrella.`)).toEqual({ total: 0, counts: {} });
  });

  it('finds "you know" across several spaces and line breaks', () => {
    expect(countFillerWords('You\nknow what, you   KNOW it.').counts['you know']).toBe(2);
  });
});

describe('words per minute', () => {
  it('counts words and computes the pace', () => {
    expect(countWords(CLEAN)).toBe(17);
    expect(countWords('  — ')).toBe(0);
    expect(wordsPerMinute(150, 60_000)).toBe(150);
    expect(wordsPerMinute(17, 6_000)).toBe(170);
    expect(wordsPerMinute(10, 0)).toBeNull();
    expect(wordsPerMinute(0, 10_000)).toBeNull();
  });

  it('times a spoken answer by its audio seconds, from the words the microphone heard', () => {
    // 17 words over 6 s of speech in the recording: 170 wpm, however long the person took to press Send.
    expect(answerDelivery(CLEAN, { speechMs: 6_000, longPauses: 1 })).toEqual({ speechMs: 6_000, words: 17, fillerCounts: {}, longPauses: 1 });
    // Under a second of audio (a click, a cough) or no words: not timed.
    expect(answerDelivery(CLEAN, { speechMs: 400, longPauses: 0 })).toBeUndefined();
    expect(answerDelivery('', { speechMs: 6_000, longPauses: 0 })).toBeUndefined();
  });
});

describe('sessionMetrics (delivery)', () => {
  it('gives a typed answer no delivery: no pace, no fillers per minute, no pauses, even when it reads fast', () => {
    // The typed answer that showed "432 wpm — slow down": typed text has no audio, so no figure at all.
    const metrics = sessionMetrics([{ answer: `${RAMBLING} ${CLEAN}`, source: 'text' }]);
    expect(metrics).toMatchObject({ answers: 1, voiceAnswers: 0, wordsPerMinute: null, fillersPerMinute: null, longPauses: null, fillerCount: 0 });
    expect(metrics.totalWords).toBe(18 + 17);
  });

  it('aggregates spoken answers only, by their audio seconds', () => {
    const metrics = sessionMetrics([
      { answer: RAMBLING, source: 'voice', delivery: answerDelivery(RAMBLING, { speechMs: 9_000, longPauses: 2 }) },
      { answer: CLEAN, source: 'voice', delivery: answerDelivery(CLEAN, { speechMs: 6_000, longPauses: 0 }) },
      { answer: 'Typed, like, quickly.', source: 'text' },
      // Spoken through a recognizer without an audio clock: spoken, but not timed.
      { answer: 'Um, heard but untimed.', source: 'voice' },
    ]);
    expect(metrics).toMatchObject({ answers: 4, voiceAnswers: 3, totalWords: 18 + 17 + 3 + 4 });
    // (18 + 17) words in 15 s of speech = 140 wpm; 8 fillers in 15 s = 32 a minute; the typed "like" is not counted.
    expect(metrics.wordsPerMinute).toBe(140);
    expect(metrics.fillerCount).toBe(8);
    expect(metrics.fillerCounts.like).toBe(1);
    expect(metrics.fillersPerMinute).toBe(32);
    expect(metrics.longPauses).toBe(2);
  });
});

describe('localAnswerScore', () => {
  it('rewards a concrete answer with a result and marks down a short, rambling one', () => {
    expect(localAnswerScore(CLEAN)).toBeGreaterThan(localAnswerScore(RAMBLING));
    expect(localAnswerScore('')).toBe(1);
  });
});
