// The Coach's feedback desk with plain values (issue #38): an answer sent while an older answer's feedback is written
// is answered, the older feedback visibly stopped (never refused); a kept draft is judged by the same-question rule.
import { describe, expect, it } from 'vitest';
import { feedbackDeskReducer, initialFeedbackDesk, openAnswer, type FeedbackDeskEffect, type FeedbackDeskEvent, type FeedbackDeskState } from './feedback-desk';

const run = (events: FeedbackDeskEvent[], state: FeedbackDeskState = initialFeedbackDesk) =>
  events.reduce(
    (step, event) => {
      const next = feedbackDeskReducer(step.state, event);
      return { state: next.state, effects: next.effects };
    },
    { state, effects: [] as FeedbackDeskEffect[] },
  );

const question = 'Tell me about a failure.';
const typed = (answer: string, turn = 0): FeedbackDeskEvent => ({ type: 'answerSent', turn, question, answer });
const spoken = (answer: string, turnKey = 'demo:4'): FeedbackDeskEvent => ({ type: 'answerSent', turn: 0, turnKey, question, answer });
const drafted = (answer: string, turnKey = 'demo:4'): FeedbackDeskEvent => ({ type: 'draftStarted', turn: 0, turnKey, question, answer });

describe('an answer sent while another answer’s feedback is written', () => {
  it('is answered: the older feedback stops (aborted, marked) and the newer one starts, checked for credit', () => {
    const first = run([typed('I shipped late once.')]);
    expect(first.effects).toEqual([{ type: 'start', attempt: 1, question, answer: 'I shipped late once.', isDraft: false, checksCredit: true }]);
    const { state, effects } = run([typed('I shipped late once, then fixed our estimates.')], first.state);
    expect(effects).toEqual([
      { type: 'abort', attempt: 1 },
      { type: 'stopped', attempt: 1 },
      { type: 'start', attempt: 2, question, answer: 'I shipped late once, then fixed our estimates.', isDraft: false, checksCredit: true },
    ]);
    expect(openAnswer(state, 0)).toMatchObject({ attempt: 2, status: 'sent' });
    // The stopped stream's end says nothing; the newer one's end is the answer.
    expect(run([{ type: 'streamFailed', attempt: 1, wasShown: false }], state).effects).toEqual([]);
    expect(run([{ type: 'streamEnded', attempt: 2 }], state).effects).toEqual([{ type: 'answered', attempt: 2 }]);
  });

  it('after the older feedback was whole but before the next question: it is stopped (its next question is not asked), not refused', () => {
    const whole = run([typed('I shipped late once.'), { type: 'streamEnded', attempt: 1 }]);
    expect(whole.effects).toEqual([{ type: 'answered', attempt: 1 }]);
    const { effects } = run([typed('Better: I shipped late once, and learned to cut scope.')], whole.state);
    expect(effects.map((effect) => effect.type)).toEqual(['stopped', 'start']);
  });

  it('is a new question’s answer once the next question is asked: the earlier feedback is left as it is', () => {
    const whole = run([typed('I shipped late once.'), { type: 'streamEnded', attempt: 1 }]);
    const { state, effects } = run([typed('Because of the product.', 1)], whole.state);
    expect(effects).toEqual([{ type: 'start', attempt: 2, question, answer: 'Because of the product.', isDraft: false, checksCredit: true }]);
    expect(state.handles.map((handle) => handle.attempt)).toEqual([2]);
  });

  it('a failed feedback is said, and its answer sent again is not marked stopped; a stopped one says nothing', () => {
    const sent = run([typed('One.')]);
    const failed = run([{ type: 'streamFailed', attempt: 1, wasShown: false }], sent.state);
    expect(failed.effects).toEqual([{ type: 'failed', attempt: 1 }]);
    expect(run([typed('One.')], failed.state).effects.map((effect) => effect.type)).toEqual(['start']);
    expect(run([typed('Two.'), { type: 'streamFailed', attempt: 1, wasShown: false }], sent.state).effects).toEqual([]);
  });

  it('a feedback cut short after some of it was shown is kept: answered, and stopped by a newer answer', () => {
    const cut = run([typed('One.'), { type: 'streamFailed', attempt: 1, wasShown: true }]);
    expect(cut.effects).toEqual([{ type: 'answered', attempt: 1 }]);
    expect(run([typed('Two.')], cut.state).effects.map((effect) => effect.type)).toEqual(['stopped', 'start']);
  });
});

describe('a feedback draft at the answer’s confirmation', () => {
  it('is kept when the answer differs only by punctuation, case or a filler said last: followed, no credit check, no new request', () => {
    const { state } = run([drafted('I led the billing migration')]);
    const { effects } = run([spoken('I led the billing migration, um.')], state);
    expect(effects).toEqual([{ type: 'follow', attempt: 1 }]);
    expect(openAnswer(run([spoken('i led the billing migration')], state).state, 0)).toMatchObject({ attempt: 1, status: 'sent' });
  });

  it('already whole when kept: followed and answered at once', () => {
    const { state } = run([drafted('I led the billing migration.'), { type: 'streamEnded', attempt: 1 }]);
    expect(run([spoken('I led the billing migration')], state).effects).toEqual([
      { type: 'follow', attempt: 1 },
      { type: 'answered', attempt: 1 },
    ]);
  });

  it('is redone when a word differs: the draft stops and the answer is asked under the same turn key, with no credit check', () => {
    const { state } = run([drafted('I led the billing')]);
    const { effects } = run([spoken('I led the billing migration.')], state);
    expect(effects).toEqual([
      { type: 'abort', attempt: 1 },
      { type: 'start', attempt: 2, turnKey: 'demo:4', question, answer: 'I led the billing migration.', isDraft: false, checksCredit: false },
    ]);
  });

  it('is redone when it failed, or belonged to another turn; a typed answer is checked for credit', () => {
    const failed = run([drafted('I led it.'), { type: 'streamFailed', attempt: 1, wasShown: false }]);
    expect(run([spoken('I led it.')], failed.state).effects.map((effect) => effect.type)).toEqual(['abort', 'start']);
    const other = run([drafted('I led it.', 'demo:3')]);
    expect(run([spoken('I led it.')], other.state).effects).toContainEqual(expect.objectContaining({ type: 'start', checksCredit: true }));
    expect(run([typed('I led it.')], other.state).effects).toContainEqual(expect.objectContaining({ type: 'start', checksCredit: true }));
  });

  it('a newer draft replaces an older one; a cancelled draft stops; no draft while the answer has its feedback', () => {
    expect(run([drafted('I led'), drafted('I led the team')]).effects).toEqual([
      { type: 'abort', attempt: 1 },
      { type: 'start', attempt: 2, turnKey: 'demo:4', question, answer: 'I led the team', isDraft: true, checksCredit: false },
    ]);
    expect(run([drafted('I led'), { type: 'draftCancelled', turnKey: 'demo:4' }]).effects).toEqual([{ type: 'abort', attempt: 1 }]);
    // A whole draft that goes is aborted too: the speech prepared for its first sentence is released.
    const whole = run([drafted('I led'), { type: 'streamEnded', attempt: 1 }]).state;
    expect(run([{ type: 'draftCancelled', turnKey: 'demo:4' }], whole).effects).toEqual([{ type: 'abort', attempt: 1 }]);
    expect(run([typed('I led the team.')], whole).effects).toContainEqual({ type: 'abort', attempt: 1 });
    expect(run([typed('I led the team.'), drafted('I led the team and')]).effects).toEqual([]);
  });

  it('leaving stops every stream still running', () => {
    const { state } = run([drafted('I led'), typed('Two.')]);
    expect(run([{ type: 'closed' }], state)).toEqual({ state: { handles: [], lastAttempt: 2 }, effects: [{ type: 'abort', attempt: 2 }] });
  });
});

// Issue #40: the end-of-turn judge took a thinking pause for the end; the person spoke again within the window and the
// hearing continued the answer's turn.
describe('an answer the person goes on with', () => {
  const first = 'I stay calm under pressure.';
  const whole = `${first} My team counts on that during releases.`;

  it('gives its feedback up unmarked (aborted, reopened, never "stopped"), and the whole answer goes out under its key, paid', () => {
    const sent = run([spoken(first)]);
    const continued = run([{ type: 'answerContinued', turn: 0, turnKey: 'demo:4' }], sent.state);
    expect(continued.effects).toEqual([
      { type: 'abort', attempt: 1 },
      { type: 'reopened', attempt: 1 },
    ]);
    expect(openAnswer(continued.state, 0)).toBeUndefined();
    // The question is open again: a draft of the whole answer may start, and the whole answer needs no credit check.
    expect(run([drafted(whole)], continued.state).effects).toEqual([
      { type: 'start', attempt: 2, turnKey: 'demo:4', question, answer: whole, isDraft: true, checksCredit: false },
    ]);
    const again = run([spoken(whole)], continued.state);
    expect(again.effects).toEqual([{ type: 'start', attempt: 2, turnKey: 'demo:4', question, answer: whole, isDraft: false, checksCredit: false }]);
    // The given-up feedback's end says nothing.
    expect(run([{ type: 'streamEnded', attempt: 1 }], again.state).effects).toEqual([]);
  });

  it('after its feedback was whole but before the next question, it reopens too (the next question is not asked)', () => {
    const whole1 = run([spoken(first), { type: 'streamEnded', attempt: 1 }]);
    expect(run([{ type: 'answerContinued', turn: 0, turnKey: 'demo:4' }], whole1.state).effects).toEqual([{ type: 'reopened', attempt: 1 }]);
  });

  it.each([
    ['another turn key', { type: 'answerContinued', turn: 0, turnKey: 'demo:9' }],
    ['once the next question is asked', { type: 'answerContinued', turn: 1, turnKey: 'demo:4' }],
  ] satisfies Array<[string, FeedbackDeskEvent]>)('changes nothing for %s', (_, event) => {
    const sent = run([spoken(first)]);
    const step = run([event], sent.state);
    expect(step.effects).toEqual([]);
    expect(step.state).toBe(sent.state);
  });
});
