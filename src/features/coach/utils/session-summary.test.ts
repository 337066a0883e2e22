import type { CoachTurn } from '@/data/coach-sessions/types';
import { buildSummary, parseAiSummary } from './session-summary';

const turns: CoachTurn[] = [
  {
    question: 'Why us?',
    answer: 'Um, so, like, I like billing.',
    feedback: 'F',
    source: 'voice',
    delivery: { speechMs: 3_000, words: 6, fillerCounts: { um: 1, so: 1, like: 2 }, longPauses: 0 },
  },
  {
    question: 'A result?',
    answer: 'I reduced failed invoices by 30% in six months by rebuilding the retry logic with the team.',
    feedback: 'F',
    source: 'text',
  },
];

describe('session summary', () => {
  it('parses the model JSON and refuses anything else', () => {
    expect(parseAiSummary('{"scores":[6,"8"],"strengths":["Clear"],"practice":["STAR"]}')).toEqual({
      scores: [6, 8],
      strengths: ['Clear'],
      practice: ['STAR'],
    });
    expect(parseAiSummary('{}')).toBeNull();
    expect(parseAiSummary('not json')).toBeNull();
  });

  it('scores locally without the model, with metrics and advice', () => {
    const { turns: scored, summary } = buildSummary(turns, null);
    expect(summary.source).toBe('local');
    expect(scored.every((turn) => typeof turn.score === 'number')).toBe(true);
    expect(scored[1].score!).toBeGreaterThan(scored[0].score!);
    expect(summary.fillerCount).toBe(4);
    expect(summary.wordsPerMinute).toBe(120);
    expect(summary.fillersPerMinute).toBe(80);
    expect(summary.practice.length).toBeGreaterThan(0);
  });

  it('uses the model scores and advice when given', () => {
    const { turns: scored, summary } = buildSummary(turns, { scores: [4, 9], strengths: ['Concrete result'], practice: ['Shorter intro'] });
    expect(scored.map((turn) => turn.score)).toEqual([4, 9]);
    expect(summary).toMatchObject({ source: 'ai', averageScore: 6.5, strengths: ['Concrete result'], practice: ['Shorter intro'] });
  });
});
