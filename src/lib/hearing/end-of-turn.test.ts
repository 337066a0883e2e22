// The end-of-turn judge (issue #40) on the labelled answers at a pause (tests/fixtures/end-of-turn.ts), English and
// French, and on the cases that decide the Coach's waits: the cut answer, lists counted, the question read.
import { describe, expect, it } from 'vitest';
import { ANSWERS_AT_A_PAUSE } from '../../../tests/fixtures/end-of-turn.ts';
import { judgeAnswerEnd } from './end-of-turn';

describe('judgeAnswerEnd', () => {
  it.each(['en', 'fr'] as const)('labels every %s answer at a pause of the set as labelled', (language) => {
    const set = ANSWERS_AT_A_PAUSE.filter((entry) => entry.language === language);
    expect(set.length).toBeGreaterThanOrEqual(30);
    const wrong = set.filter((entry) => judgeAnswerEnd(entry.answer, entry.question) !== entry.label);
    expect(wrong).toEqual([]);
  });

  it('keeps the answer the Coach used to cut open: a complete sentence that starts a plan', () => {
    expect(judgeAnswerEnd('I would start by measuring where the time really goes.')).toBe('open');
    expect(judgeAnswerEnd('I would start by measuring where the time really goes, and then I would fix the slowest database query first.')).toBe('finished');
  });

  it('counts the items a list announces, and reads "first" as an adverb inside a sentence', () => {
    expect(judgeAnswerEnd('I would do three things. First, add caching. Then, fix the slowest query.')).toBe('open');
    expect(judgeAnswerEnd('I would do three things. First, add caching. Then, fix the slowest query. Finally, add an index.')).toBe('finished');
    expect(judgeAnswerEnd('Je vois trois priorités. D’abord le client.')).toBe('open');
    expect(judgeAnswerEnd('I ask what blocks other people and do that first.')).toBe('finished');
  });

  it('reads the question: two strengths asked, one given after "first", is open; a story question answered with its scene alone is open', () => {
    expect(judgeAnswerEnd('The first is patience.', 'What are your two main strengths?')).toBe('open');
    expect(judgeAnswerEnd('Patience.', 'What are your two main strengths?')).toBe('finished');
    expect(judgeAnswerEnd('Last year, at my previous job.', 'Tell me about a time you failed.')).toBe('open');
    expect(judgeAnswerEnd('Last year, at my previous job.', 'When did you last change jobs?')).toBe('finished');
  });

  it('tells a self-question from a closing check, and finds nothing to judge in silence', () => {
    expect(judgeAnswerEnd('What did I learn from it?')).toBe('open');
    expect(judgeAnswerEnd('We shipped on time. Does that answer your question?')).toBe('finished');
    expect(judgeAnswerEnd('  ')).toBe('open');
  });
});
