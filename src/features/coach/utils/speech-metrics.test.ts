import { countFillerWords, countWords, localAnswerScore, sessionMetrics, wordsPerMinute } from './speech-metrics';

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

  it('sums the session over spoken answers only; typed answers count for fillers and words but not pace', () => {
    const metrics = sessionMetrics([
      { answer: RAMBLING, durationMs: 9_000, source: 'voice' },
      { answer: CLEAN, durationMs: 6_000, source: 'voice' },
      { answer: 'Typed, like, quickly.', source: 'text' },
    ]);
    expect(metrics.answers).toBe(3);
    expect(metrics.voiceAnswers).toBe(2);
    expect(metrics.totalWords).toBe(18 + 17 + 3);
    expect(metrics.fillerCount).toBe(9);
    expect(metrics.fillerCounts.like).toBe(2);
    // (18 + 17) words in 15 s = 140 wpm
    expect(metrics.wordsPerMinute).toBe(140);
  });

  it('has no pace without spoken answers', () => {
    expect(sessionMetrics([{ answer: CLEAN, source: 'text' }]).wordsPerMinute).toBeNull();
  });
});

describe('localAnswerScore', () => {
  it('rewards a concrete answer with a result and marks down a short, rambling one', () => {
    expect(localAnswerScore(CLEAN)).toBeGreaterThan(localAnswerScore(RAMBLING));
    expect(localAnswerScore('')).toBe(1);
  });
});
