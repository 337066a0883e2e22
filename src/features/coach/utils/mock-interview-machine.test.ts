import { describe, expect, it } from 'vitest';
import { answeredTurns, initialMockInterview, mockInterviewReducer, type MockInterviewEvent, type MockInterviewState } from './mock-interview-machine';

const run = (events: MockInterviewEvent[], from: MockInterviewState = initialMockInterview) => events.reduce(mockInterviewReducer, from);
const asked: MockInterviewEvent[] = [{ type: 'started' }, { type: 'questionReady', question: 'Why us?', at: 1_000 }, { type: 'spoken' }];

describe('mockInterviewReducer', () => {
  it('starts, asks, and hands the turn to the person once the question is spoken', () => {
    expect(run([{ type: 'started' }])).toMatchObject({ phase: 'starting', turns: [], problem: null });
    const state = run(asked);
    expect(state).toMatchObject({ phase: 'active', activity: 'answering', startedAt: 1_000, turns: [{ question: 'Why us?' }] });
  });

  it('resumes a session left before its end: its answered turns first, then its next question, the clock from now', () => {
    const before = { question: 'Why us?', answer: 'Billing.', feedback: 'Good.', source: 'text' as const };
    const state = run([
      { type: 'resumed', turns: [before] },
      { type: 'questionReady', question: 'Next?', at: 5_000 },
    ]);
    expect(state).toMatchObject({ phase: 'active', startedAt: 5_000, turns: [before, { question: 'Next?' }] });
    expect(answeredTurns(state.turns)).toEqual([before]);
  });

  it('keeps a cited feedback’s evidence and claims on screen, marks it written, and saves it without its markers or them', () => {
    const evidence = [{ ref: 'E1', id: 'experience:a#0', kind: 'experience' as const, title: 'Acme', text: 'Data lead at Acme' }];
    const notInRecord = [{ text: '40%', sentence: 'Cut costs by 40%.' }];
    const state = run([
      ...asked,
      { type: 'answerSent' },
      { type: 'feedbackReady', turn: { question: 'Why us?', answer: 'Cut costs by 40%.', feedback: 'At Acme [E1]', source: 'text', evidence, notInRecord } },
      { type: 'feedbackText', feedback: 'At Acme [E1], name the result.', isWritten: true },
    ]);
    expect(state.turns[0]).toMatchObject({ feedback: 'At Acme [E1], name the result.', evidence, notInRecord, isFeedbackWritten: true });
    expect(answeredTurns(state.turns)).toEqual([{ question: 'Why us?', answer: 'Cut costs by 40%.', feedback: 'At Acme, name the result.', source: 'text' }]);
  });

  it('goes back to idle with the problem when the interview cannot start', () => {
    const state = run([{ type: 'started' }, { type: 'startFailed', problem: { title: 'AI is not configured' } }]);
    expect(state).toMatchObject({ phase: 'idle', problem: { title: 'AI is not configured' }, turns: [] });
  });

  it('records the feedback on the open turn and keeps the first start time', () => {
    const state = run([
      ...asked,
      { type: 'answerSent' },
      { type: 'feedbackReady', turn: { question: 'Why us?', answer: 'Billing.', feedback: 'Good.', source: 'text' } },
      { type: 'questionReady', question: 'Next?', at: 9_000 },
    ]);
    expect(state.activity).toBe('speaking');
    expect(state.startedAt).toBe(1_000);
    expect(state.turns).toEqual([{ question: 'Why us?', answer: 'Billing.', feedback: 'Good.', source: 'text' }, { question: 'Next?' }]);
    expect(answeredTurns(state.turns)).toEqual([{ question: 'Why us?', answer: 'Billing.', feedback: 'Good.', source: 'text' }]);
  });

  it('keeps an answer stopped for a newer one above it, marked, with what its feedback wrote, and saves only the newer one', () => {
    const answered = { question: 'Why us?', answer: 'Billing.', feedback: 'Good start', source: 'text' as const };
    const stopped = run([...asked, { type: 'answerSent' }, { type: 'feedbackReady', turn: answered }, { type: 'answerStopped', answer: 'Billing.' }]);
    expect(stopped.turns).toEqual([{ question: 'Why us?', stopped: [{ answer: 'Billing.', feedback: 'Good start' }] }]);
    // Stopped again before its feedback's first words: the answer as sent.
    const twice = run([{ type: 'answerSent' }, { type: 'answerStopped', answer: 'Billing, and growth.' }], stopped);
    const newest = { question: 'Why us?', answer: 'Growth.', feedback: 'Clear.', source: 'text' as const };
    const state = run([{ type: 'answerSent' }, { type: 'feedbackReady', turn: newest }], twice);
    expect(state.turns).toEqual([{ ...newest, stopped: [{ answer: 'Billing.', feedback: 'Good start' }, { answer: 'Billing, and growth.' }] }]);
    expect(answeredTurns(state.turns)).toEqual([newest]);
  });

  it('gives the question back, unmarked, when the person goes on with an answer taken for finished (issue #40)', () => {
    const answered = { question: 'Why us?', answer: 'Billing.', feedback: 'Good start', source: 'voice' as const };
    const speaking = run([...asked, { type: 'answerSent' }, { type: 'feedbackReady', turn: answered }]);
    expect(speaking.activity).toBe('speaking');
    const reopened = run([{ type: 'answerReopened' }], speaking);
    expect(reopened).toMatchObject({ phase: 'active', activity: 'answering', problem: null, turns: [{ question: 'Why us?' }] });
    expect(reopened.turns[0]).toEqual({ question: 'Why us?' });
    expect(answeredTurns(reopened.turns)).toEqual([]);
    // Before the feedback's first words the same: nothing of the answer stays.
    expect(run([...asked, { type: 'answerSent' }, { type: 'answerReopened' }]).turns).toEqual([{ question: 'Why us?' }]);
    // After the interview, nothing to give back.
    const ended = run([{ type: 'answerReopened' }], { ...speaking, phase: 'ended' });
    expect(ended.activity).toBe('speaking');
  });

  it('gives the turn back with one current problem when an answer fails or no question is left', () => {
    const failed = run([
      ...asked,
      { type: 'problem', problem: { title: 'Transcription error' } },
      { type: 'answerSent' },
      { type: 'failed', problem: { title: 'Failed to process message' } },
    ]);
    expect(failed).toMatchObject({ activity: 'answering', problem: { title: 'Failed to process message' } });
    const limited = run([...asked, { type: 'answerSent' }, { type: 'creditLimitReached' }]);
    expect(limited).toMatchObject({ activity: 'answering', isCreditLimitOpen: true });
    expect(run([{ type: 'creditLimitClosed' }], limited)).toMatchObject({ isCreditLimitOpen: false, phase: 'active' });
  });

  it('ignores a late question once the interview was ended or reset', () => {
    const abandoned = run([...asked, { type: 'abandoned' }, { type: 'questionReady', question: 'Late', at: 5 }]);
    expect(abandoned).toMatchObject({ phase: 'idle', turns: [], startedAt: null });
  });

  it('ends with the finished interview, then records whether it was saved', () => {
    const finished = { turns: [], summary: { overall: 3 } as never, isSaved: false, saveError: null };
    const ended = run([...asked, { type: 'ending' }, { type: 'summarised', finished }]);
    expect(ended).toMatchObject({ phase: 'ended', turns: [], finished });
    expect(run([{ type: 'saveFailed', message: 'offline' }], ended).finished).toMatchObject({ isSaved: false, saveError: 'offline' });
    expect(run([{ type: 'saved' }], ended).finished).toMatchObject({ isSaved: true, saveError: null });
    expect(run([{ type: 'reset' }], ended)).toMatchObject({ phase: 'idle', finished: null });
  });
});
