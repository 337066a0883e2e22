// The answer desk's pure core on repeats (issue #28): a heard question this session has answered already is shown
// again with no request; anything else is asked as before. And on drafts at the confirmation (issue #25): kept when
// only punctuation, case or a trailing filler changed, replaced otherwise.
import { deskReducer } from './answer-desk';
import { initialDesk, type DeskEvent, type DeskState } from './answer-desk-state';

const run = (events: DeskEvent[], state: DeskState = initialDesk) =>
  events.reduce(
    (step, event) => {
      const next = deskReducer(step.state, event);
      return { state: next.state, effects: next.effects };
    },
    { state, effects: [] as ReturnType<typeof deskReducer>['effects'] },
  );

const answeredOnce = run([
  { type: 'confirmed', key: 'demo:1', text: 'Why do you want to work here?' },
  { type: 'streamEnded', attempt: 1, text: 'Because.' },
]).state;

describe('a question heard again', () => {
  it('is shown with the answer already given: no stream, the turn counted as answered', () => {
    const { state, effects } = run([{ type: 'confirmed', key: 'demo:2', text: 'why do you want to work here' }], answeredOnce);
    expect(effects).toEqual([
      { type: 'report', problem: null },
      { type: 'answered', key: 'demo:2', covers: [] },
    ]);
    expect(state.shown).toBe('demo:2');
    expect(state.handles.get('demo:2')).toMatchObject({ text: 'Because.', repeatOf: 'demo:1', stream: 'done', rows: null });
  });

  it('gets no draft, and a draft started on its first words is withdrawn', () => {
    expect(run([{ type: 'draftStarted', key: 'demo:2', text: 'Why do you want to work here?' }], answeredOnce).effects).toEqual([]);
    const drafted = run([{ type: 'draftStarted', key: 'demo:2', text: 'Why do you' }], answeredOnce);
    const { effects } = run([{ type: 'confirmed', key: 'demo:2', text: 'Why do you want to work here?' }], drafted.state);
    expect(effects).toContainEqual({ type: 'abort', attempt: 2 });
    expect(effects.some((effect) => effect.type === 'startStream')).toBe(false);
  });

  it('is asked again when another word changes it, or when the earlier answer failed', () => {
    const other = run([{ type: 'confirmed', key: 'demo:2', text: 'Why do you want to work here next year?' }], answeredOnce);
    expect(other.effects).toContainEqual(
      expect.objectContaining({ type: 'startStream', question: 'Why do you want to work here next year?', checksCredit: true }),
    );
    const failed = run([
      { type: 'confirmed', key: 'demo:1', text: 'Why us?' },
      { type: 'streamFailed', attempt: 1, failure: { kind: 'upstream', title: 'Failed' } },
      { type: 'confirmed', key: 'demo:2', text: 'Why us?' },
    ]);
    expect(failed.effects).toContainEqual(expect.objectContaining({ type: 'startStream', key: 'demo:2' }));
  });
});

describe('a draft at the confirmation (issue #25)', () => {
  it('is kept when the confirmed text differs only in punctuation, case or a trailing filler: no second request', () => {
    for (const confirmed of ['Tell me about yourself?', 'tell me about yourself, um.', 'Tell me about yourself, right?']) {
      const drafted = run([{ type: 'draftStarted', key: 'demo:1', text: 'Tell me about yourself' }]);
      const { state, effects } = run([{ type: 'confirmed', key: 'demo:1', text: confirmed }], drafted.state);
      expect(effects.some((effect) => effect.type === 'startStream' || effect.type === 'abort')).toBe(false);
      expect(state.handles.get('demo:1')).toMatchObject({ status: 'confirmed', attempt: 1, question: confirmed });
    }
  });

  it('is replaced when the confirmed text has another word: its stream stops and the whole question is asked', () => {
    const drafted = run([{ type: 'draftStarted', key: 'demo:1', text: 'Tell me about' }]);
    const { effects } = run([{ type: 'confirmed', key: 'demo:1', text: 'Tell me about yourself?' }], drafted.state);
    expect(effects).toContainEqual({ type: 'abort', attempt: 1 });
    expect(effects).toContainEqual(expect.objectContaining({ type: 'startStream', attempt: 2, question: 'Tell me about yourself?' }));
  });
});

describe('an answer refused or failed before its first word', () => {
  it('gives the screen back to the last answer that stands: the Credit Limit dialog, or the error, does not wipe it', () => {
    const refused = run(
      [
        { type: 'confirmed', key: 'demo:2', text: 'And your weaknesses?' },
        { type: 'refused', attempt: 2 },
      ],
      answeredOnce,
    );
    expect(refused.state).toMatchObject({ shown: 'demo:1', isCreditLimitOpen: true });
    const failed = run(
      [
        { type: 'confirmed', key: 'demo:2', text: 'And your weaknesses?' },
        { type: 'streamFailed', attempt: 2, failure: { kind: 'upstream', title: 'Failed' } },
      ],
      answeredOnce,
    );
    expect(failed.state.shown).toBe('demo:1');
    expect(
      run([
        { type: 'confirmed', key: 'demo:1', text: 'Why us?' },
        { type: 'refused', attempt: 1 },
      ]).state.shown,
    ).toBeNull();
  });
});

describe('one repeat rule for every way a question arrives (issue #38)', () => {
  it('a question typed again is shown again free, like a heard one, and its turns leave the box', () => {
    const { state, effects } = run(
      [{ type: 'typedSend', key: 'typed:1', text: 'Why do you want to work here', covers: ['demo:3'], isFresh: false }],
      answeredOnce,
    );
    expect(effects.some((effect) => effect.type === 'startStream')).toBe(false);
    expect(effects).toContainEqual({ type: 'answered', key: 'typed:1', covers: ['demo:3'] });
    expect(state.handles.get('typed:1')).toMatchObject({ text: 'Because.', repeatOf: 'demo:1' });
  });

  it('"Ask again" asks it anew, checked and charged like any Send', () => {
    const { effects } = run([{ type: 'typedSend', key: 'typed:1', text: 'Why do you want to work here?', covers: [], isFresh: true }], answeredOnce);
    expect(effects).toContainEqual(expect.objectContaining({ type: 'startStream', key: 'typed:1', checksCredit: true }));
  });

  it('a screenshot is never a repeat: the same words are asked again, and its answer is shown again for no other question', () => {
    const screened = run([
      { type: 'screenSend', key: 'screen:1', text: '[What’s on screen]' },
      { type: 'streamEnded', attempt: 1, text: 'def two_sum' },
    ]);
    const again = run([{ type: 'screenSend', key: 'screen:2', text: '[What’s on screen]' }], screened.state);
    expect(again.effects).toContainEqual(expect.objectContaining({ type: 'startStream', key: 'screen:2', checksCredit: true }));
    const typed = run([{ type: 'typedSend', key: 'typed:1', text: '[What’s on screen]', covers: [], isFresh: false }], screened.state);
    expect(typed.effects).toContainEqual(expect.objectContaining({ type: 'startStream', key: 'typed:1' }));
  });
});

describe('"What’s on screen" on the desk (R6, issue #38)', () => {
  const heardStreaming = run([
    { type: 'confirmed', key: 'demo:1', text: 'Why us?' },
    { type: 'streamDelta', attempt: 1, text: 'Because' },
  ]).state;

  it('a screen question stops the heard answer still streaming, and its late words do not take the panel back', () => {
    const screen = run([{ type: 'screenSend', key: 'screen:1', text: '[What’s on screen]' }], heardStreaming);
    expect(screen.effects).toContainEqual({ type: 'abort', attempt: 1 });
    expect(screen.state.shown).toBe('screen:1');
    const late = run([{ type: 'streamDelta', attempt: 1, text: 'Because of' }], screen.state);
    expect(late.state.shown).toBe('screen:1');
    expect(late.state.handles.get('demo:1')?.text).toBe('Because');
  });

  it('a heard question confirmed while a screen answer streams stops it and is the answer shown', () => {
    const screen = run([
      { type: 'screenSend', key: 'screen:1', text: '[What’s on screen]' },
      { type: 'streamDelta', attempt: 1, text: 'def' },
    ]).state;
    const heard = run([{ type: 'confirmed', key: 'demo:2', text: 'Why us?' }], screen);
    expect(heard.effects).toContainEqual({ type: 'abort', attempt: 1 });
    const late = run([{ type: 'streamDelta', attempt: 1, text: 'def two_sum' }], heard.state);
    expect(late.state.shown).toBe('demo:2');
  });

  it('one credit-limit dialog: a screen question refused for credit opens the desk’s', () => {
    const refused = run([
      { type: 'screenSend', key: 'screen:1', text: '[What’s on screen]' },
      { type: 'refused', attempt: 1 },
    ]);
    expect(refused.state.isCreditLimitOpen).toBe(true);
  });
});

describe('a question the interviewer goes on with (turn-taking.ts: "… [0.8 s] And how…")', () => {
  const first = 'Tell me about a time you disagreed with your manager.';
  const whole = `${first} And how did you finally resolve it?`;
  const answered = run([
    { type: 'confirmed', key: 'demo:1', text: first },
    { type: 'streamDelta', attempt: 1, text: 'I once' },
  ]).state;

  it('is answered again on the whole, under its key: the half answer stops and leaves the history, no credit check (one charge)', () => {
    const saved = run(
      [
        { type: 'streamEnded', attempt: 1, text: 'I once disagreed.' },
        { type: 'rowsSaved', attempt: 1, ids: ['q1', 'a1'] },
      ],
      answered,
    ).state;
    const continued = run([{ type: 'continued', key: 'demo:1' }], saved);
    // The half answer stands while the interviewer goes on.
    expect(continued.effects).toEqual([]);
    expect(continued.state.shown).toBe('demo:1');
    const drafted = run([{ type: 'draftStarted', key: 'demo:1', text: whole }], continued.state);
    expect(drafted.effects).toEqual([
      { type: 'deleteRows', ids: ['q1', 'a1'] },
      { type: 'report', problem: null },
      { type: 'startStream', attempt: 2, key: 'demo:1', question: whole, checksCredit: false },
    ]);
    const confirmed = run(
      [
        { type: 'confirmed', key: 'demo:1', text: whole },
        { type: 'streamEnded', attempt: 2, text: 'We met and agreed.' },
      ],
      drafted.state,
    );
    expect(confirmed.effects).toEqual([{ type: 'answered', key: 'demo:1', covers: [] }]);
    expect(confirmed.state.handles.get('demo:1')).toMatchObject({ question: whole, text: 'We met and agreed.', status: 'confirmed', attempt: 2 });
  });

  it('confirmed whole without a draft, the half answer still streaming stops and the whole is asked, no credit check', () => {
    const { effects } = run(
      [
        { type: 'continued', key: 'demo:1' },
        { type: 'confirmed', key: 'demo:1', text: whole },
      ],
      answered,
    );
    expect(effects).toEqual([
      { type: 'abort', attempt: 1 },
      { type: 'report', problem: null },
      { type: 'startStream', attempt: 2, key: 'demo:1', question: whole, checksCredit: false },
    ]);
  });

  it('the half answer ending while the whole is heard does not take the question out of the box', () => {
    const { effects } = run(
      [
        { type: 'continued', key: 'demo:1' },
        { type: 'streamEnded', attempt: 1, text: 'I once disagreed.' },
      ],
      answered,
    );
    expect(effects).toEqual([]);
  });

  it('without being told the interviewer went on, a new draft or confirm of an answered turn asks nothing', () => {
    expect(run([{ type: 'draftStarted', key: 'demo:1', text: whole }], answered).effects).toEqual([]);
    expect(run([{ type: 'confirmed', key: 'demo:1', text: whole }], answered).effects).toEqual([]);
  });
});
