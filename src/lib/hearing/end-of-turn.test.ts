// The end-of-turn judge (issue #40) on the labelled answers at a pause (tests/fixtures/end-of-turn.ts, the tuning set it
// must pass whole, with the probes written to break its second round; tests/fixtures/end-of-turn-held-out.ts, held out, held to the error budgets and never tuned
// on), English and French, and on the cases that decide the Coach's waits: the cut answer, lists counted, the
// question read, stalls, stories and the second of two things asked.
import { describe, expect, it } from 'vitest';
import { ANSWERS_HELD_OUT } from '../../../tests/fixtures/end-of-turn-held-out.ts';
import { ANSWERS_PROBING } from '../../../tests/fixtures/end-of-turn-probes.ts';
import { ANSWERS_AT_A_PAUSE, ANSWERS_FIRST_HELD_OUT } from '../../../tests/fixtures/end-of-turn.ts';
import { judgeAnswerEnd } from './end-of-turn';

describe('judgeAnswerEnd', () => {
  it.each(['en', 'fr'] as const)('labels every %s answer at a pause of the tuning set as labelled', (language) => {
    const set = [...ANSWERS_AT_A_PAUSE, ...ANSWERS_FIRST_HELD_OUT, ...ANSWERS_PROBING].filter((entry) => entry.language === language);
    expect(set.length).toBeGreaterThanOrEqual(70);
    const wrong = set.filter((entry) => judgeAnswerEnd(entry.answer, entry.question) !== entry.label);
    expect(wrong).toEqual([]);
  });

  it.each(['en', 'fr'] as const)(
    'keeps the held-out %s answers within the budgets: cuts ≤ 5 percent of the open ones, waits ≤ 15 percent of the finished ones',
    (language) => {
      const set = ANSWERS_HELD_OUT.filter((entry) => entry.language === language);
      const opens = set.filter((entry) => entry.label === 'open');
      const finished = set.filter((entry) => entry.label === 'finished');
      expect(opens.length).toBeGreaterThanOrEqual(20);
      expect(finished.length).toBeGreaterThanOrEqual(20);
      const cuts = opens.filter((entry) => judgeAnswerEnd(entry.answer, entry.question) === 'finished');
      const waits = finished.filter((entry) => judgeAnswerEnd(entry.answer, entry.question) === 'open');
      expect(cuts.length / opens.length).toBeLessThanOrEqual(0.05);
      expect(waits.length / finished.length).toBeLessThanOrEqual(0.15);
    },
  );

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

  it('hears a stall, "it depends" and "the reason is simple" as the start of an answer, not the answer', () => {
    expect(judgeAnswerEnd('Good question.', 'What do you know about us?')).toBe('open');
    expect(judgeAnswerEnd('Bonne question.', 'Que savez-vous de nous ?')).toBe('open');
    expect(judgeAnswerEnd('It depends on the topic.', 'How do you stay up to date?')).toBe('open');
    expect(judgeAnswerEnd('It depends on the team, but usually two weeks.', 'How long does onboarding take?')).toBe('finished');
    expect(judgeAnswerEnd('The honest answer is simple.', 'Why are you leaving?')).toBe('open');
    expect(judgeAnswerEnd('Sure.', 'Tell me about a time you failed.')).toBe('open');
    expect(judgeAnswerEnd('Sure.', 'Can you start on Monday?')).toBe('finished');
  });

  it('waits for a story to reach what happened, and for the second of two things asked', () => {
    const story = 'Tell me about a project you are proud of.';
    expect(judgeAnswerEnd('So we had a monolith, and I proposed we split out the billing part.', story)).toBe('open');
    expect(judgeAnswerEnd('So we had a monolith, I split out billing, and deploys went from weekly to daily.', story)).toBe('finished');
    const two = 'What do you like about your job, and what would you change?';
    expect(judgeAnswerEnd('I like the people a lot.', two)).toBe('open');
    expect(judgeAnswerEnd('I like the people, and I would change how we plan releases.', two)).toBe('finished');
    expect(judgeAnswerEnd('Je suis organisé.', 'Quels sont vos points forts et vos points faibles ?')).toBe('open');
  });

  it('hears a trailing "so" / "donc" and a habit told in the past as more to come; "I think so" and "now" close them', () => {
    expect(judgeAnswerEnd('That I should ask for help earlier, so.')).toBe('open');
    expect(judgeAnswerEnd('Yes, I think so.', 'Are you a good fit?')).toBe('finished');
    expect(judgeAnswerEnd('I used to handle it badly.', 'How do you handle stress?')).toBe('open');
    expect(judgeAnswerEnd('I used to handle it badly, but now I plan my week.', 'How do you handle stress?')).toBe('finished');
    expect(judgeAnswerEnd('Avant, je le gérais mal.', 'Comment gérez-vous le stress ?')).toBe('open');
    expect(judgeAnswerEnd('Je sais que vous recrutez.', 'Que savez-vous de nous ?')).toBe('finished');
    expect(judgeAnswerEnd("J'étais lead technique.", 'Quel était votre rôle ?')).toBe('finished');
  });

  it('hears a first point said as such, a question worked out before its answer, and an example announced as open', () => {
    expect(judgeAnswerEnd('Well, for one, I know your domain.', 'Why should we hire you?')).toBe('open');
    expect(judgeAnswerEnd('Short term, I want to lead a team. Long term, I want to build a product.', 'What are your goals?')).toBe('finished');
    expect(judgeAnswerEnd('À court terme, devenir ingénieur senior.', 'Quels sont vos objectifs ?')).toBe('open');
    expect(judgeAnswerEnd('The key question is what we are caching.', 'How would you design a cache?')).toBe('open');
    expect(judgeAnswerEnd('Je vais vous donner un exemple.', 'Comment gérez-vous un conflit ?')).toBe('open');
  });

  it('reads a story whose last stretch is still a state as its scene, and a result state as its end', () => {
    const story = 'Tell me about a time you led a team.';
    expect(judgeAnswerEnd('I took over a team of five, our lead had left, and morale was low.', story)).toBe('open');
    expect(judgeAnswerEnd('I took over a team of five, I met each of them, and the client was happy.', story)).toBe('finished');
  });
});
