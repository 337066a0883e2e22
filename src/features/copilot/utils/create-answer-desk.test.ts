// The answer desk against ports as strict as the real ones: an aborted stream takes time to unwind (the SDK rejects
// once the fetch is torn down), rows are saved and deleted over the network. The races of design-review-2 §1.3
// (R2, R3) are replayed here on a fake clock.
import { createAnswerDesk, type DeskPorts } from './create-answer-desk';
import { describeSendFailure } from './send-errors';

const ABORT_UNWIND_MS = 100;

function strictPorts(overrides: Partial<DeskPorts> = {}) {
  const asked: string[] = [];
  const open = new Map<string, (text?: string) => void>();
  const deleted: string[][] = [];
  const answered: Array<[string, string[]]> = [];
  const problems: unknown[] = [];
  let rows = 0;
  const ports: DeskPorts = {
    stream: (question, key, signal, onDelta) =>
      new Promise((resolve, reject) => {
        if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
        asked.push(`${key} ${question}`);
        onDelta('Answer');
        open.set(`${key} ${question}`, (text = `Answer to: ${question}`) => resolve(text));
        signal.addEventListener('abort', () => setTimeout(() => reject(new DOMException('Aborted', 'AbortError')), ABORT_UNWIND_MS));
      }),
    isQuestionAvailable: async () => true,
    saveMessage: async () => ({ id: `m${(rows += 1)}` }),
    deleteMessages: async (ids) => void deleted.push(ids),
    describeFailure: describeSendFailure,
    onSettled: () => undefined,
    onProblem: (problem) => void (problem && problems.push(problem)),
    onAnswered: (key, covers) => void answered.push([key, covers]),
    ...overrides,
  };
  return { ports, asked, open, deleted, answered, problems };
}

describe('the answer desk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('R2: a cancel that arrives while an older answer unwinds is not lost, and the confirmed question is the one answered', async () => {
    const { ports, asked, open, answered } = strictPorts();
    const desk = createAnswerDesk(ports);
    desk.hear({ type: 'confirmed', turnKey: 'app_a1:6', text: 'Why us?' });
    await vi.advanceTimersByTimeAsync(0);
    desk.hear({ type: 'draftStarted', turnKey: 'app_a1:7', text: 'Tell me about' });
    await vi.advanceTimersByTimeAsync(20);
    desk.hear({ type: 'draftCancelled', turnKey: 'app_a1:7' });
    desk.hear({ type: 'draftStarted', turnKey: 'app_a1:7', text: 'Tell me about a failure' });
    desk.hear({ type: 'confirmed', turnKey: 'app_a1:7', text: 'Tell me about a failure.' });
    await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS * 3);
    expect(asked).toEqual(['app_a1:6 Why us?', 'app_a1:7 Tell me about a failure']);
    open.get('app_a1:7 Tell me about a failure')?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.getSnapshot().answer).toEqual({
      question: 'Tell me about a failure.',
      text: 'Answer to: Tell me about a failure',
      isDone: true,
      isDraft: false,
      isRepeat: false,
    });
    expect(answered).toEqual([['app_a1:7', []]]);
  });

  it('R3: a second draft of a turn goes out once the first one has unwound, with no error', async () => {
    const { ports, asked, problems } = strictPorts();
    const desk = createAnswerDesk(ports);
    desk.hear({ type: 'draftStarted', turnKey: 'demo:3', text: 'Tell me' });
    await vi.advanceTimersByTimeAsync(0);
    desk.hear({ type: 'draftCancelled', turnKey: 'demo:3' });
    await vi.advanceTimersByTimeAsync(20);
    desk.hear({ type: 'draftStarted', turnKey: 'demo:3', text: 'Tell me about your last role' });
    await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS * 2);
    expect(asked).toEqual(['demo:3 Tell me', 'demo:3 Tell me about your last role']);
    expect(desk.getSnapshot()).toMatchObject({ answer: { question: 'Tell me about your last role', isDraft: true, isDone: false }, isSending: true });
    expect(problems).toEqual([]);
  });

  it('a turn whose draft paid with the last free question is answered when confirmed, without a credit check', async () => {
    // The draft reached its first sentence: the gateway charged the turn's one question, and none is left.
    let left = 1;
    const { ports, asked, open } = strictPorts({ isQuestionAvailable: async () => left > 0 });
    const desk = createAnswerDesk(ports);
    desk.hear({ type: 'draftStarted', turnKey: 'demo:5', text: 'Tell me about a project' });
    await vi.advanceTimersByTimeAsync(0);
    left = 0;
    desk.hear({ type: 'confirmed', turnKey: 'demo:5', text: 'Tell me about a project you led.' });
    await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS * 2);
    expect(asked).toEqual(['demo:5 Tell me about a project', 'demo:5 Tell me about a project you led.']);
    open.get('demo:5 Tell me about a project you led.')?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.getSnapshot()).toMatchObject({
      answer: { question: 'Tell me about a project you led.', isDone: true, isDraft: false },
      isCreditLimitOpen: false,
    });
  });

  it('a confirmed question with no draft before it goes through the credit check', async () => {
    const { ports, asked } = strictPorts({ isQuestionAvailable: async () => false });
    const desk = createAnswerDesk(ports);
    desk.hear({ type: 'confirmed', turnKey: 'demo:6', text: 'Why us?' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([]);
    expect(desk.getSnapshot().isCreditLimitOpen).toBe(true);
  });

  it('a draft answered in full leaves the history when its turn goes on; a kept one stays', async () => {
    const { ports, open, deleted, answered } = strictPorts();
    const desk = createAnswerDesk(ports);
    desk.hear({ type: 'draftStarted', turnKey: 'demo:4', text: 'Why this' });
    await vi.advanceTimersByTimeAsync(0);
    open.get('demo:4 Why this')?.();
    await vi.advanceTimersByTimeAsync(0);
    desk.hear({ type: 'draftCancelled', turnKey: 'demo:4' });
    expect(deleted).toEqual([['m1', 'm2']]);
    expect(desk.getSnapshot().answer).toBeNull();
    desk.hear({ type: 'draftStarted', turnKey: 'demo:4', text: 'Why this job?' });
    await vi.advanceTimersByTimeAsync(0);
    open.get('demo:4 Why this job?')?.();
    await vi.advanceTimersByTimeAsync(0);
    desk.hear({ type: 'confirmed', turnKey: 'demo:4', text: 'Why this job, um?' });
    desk.hear({ type: 'draftCancelled', turnKey: 'demo:4' });
    expect(deleted).toHaveLength(1);
    expect(answered).toEqual([['demo:4', []]]);
  });

  it('a draft withdrawn while its rows are being saved leaves the history too', async () => {
    let saved = 0;
    const { ports, open, deleted } = strictPorts({ saveMessage: () => new Promise((resolve) => setTimeout(() => resolve({ id: `s${(saved += 1)}` }), 50)) });
    const desk = createAnswerDesk(ports);
    desk.hear({ type: 'draftStarted', turnKey: 'demo:5', text: 'Why us?' });
    await vi.advanceTimersByTimeAsync(0);
    open.get('demo:5 Why us?')?.();
    await vi.advanceTimersByTimeAsync(0);
    desk.hear({ type: 'draftCancelled', turnKey: 'demo:5' });
    await vi.advanceTimersByTimeAsync(200);
    expect(deleted).toEqual([['s1', 's2']]);
  });

  it('a turn the person already sent is not answered twice when it is confirmed', async () => {
    const { ports, asked, open } = strictPorts();
    const desk = createAnswerDesk(ports);
    desk.sendTyped('First question', ['demo:1']);
    await vi.advanceTimersByTimeAsync(0);
    desk.hear({ type: 'confirmed', turnKey: 'demo:1', text: 'First question' });
    open.get('typed:1 First question')?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['typed:1 First question']);
  });

  it('a confirmed turn the person did not send is answered, even while a typed answer streams (the newest question wins)', async () => {
    const { ports, asked, problems } = strictPorts();
    const desk = createAnswerDesk(ports);
    desk.sendTyped('What do you mean?', []);
    await vi.advanceTimersByTimeAsync(0);
    desk.hear({ type: 'confirmed', turnKey: 'demo:2', text: 'What are your strengths?' });
    await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS * 2);
    expect(asked).toEqual(['typed:1 What do you mean?', 'demo:2 What are your strengths?']);
    expect(problems).toEqual([]);
  });

  it('a question that is not a draft goes through the credit check; a refused one opens the modal and sends nothing', async () => {
    const { ports, asked } = strictPorts({ isQuestionAvailable: async () => false });
    const desk = createAnswerDesk(ports);
    desk.hear({ type: 'confirmed', turnKey: 'demo:8', text: 'Why us?' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([]);
    expect(desk.getSnapshot()).toMatchObject({ answer: null, isSending: false, isCreditLimitOpen: true });
  });

  it('#28, #38: a question heard or typed again shows the answer already given, free; Ask again sends it through the credit check', async () => {
    let checks = 0;
    const { ports, asked, open, answered } = strictPorts({ isQuestionAvailable: async () => ((checks += 1), true) });
    const desk = createAnswerDesk(ports);
    desk.hear({ type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about yourself.' });
    await vi.advanceTimersByTimeAsync(0);
    open.get('demo:1 Tell me about yourself.')?.();
    await vi.advanceTimersByTimeAsync(0);
    // Heard again, nearly the same: no draft, no request, no check; the turn leaves the box.
    desk.hear({ type: 'draftStarted', turnKey: 'demo:2', text: 'tell me about yourself' });
    desk.hear({ type: 'confirmed', turnKey: 'demo:2', text: 'Tell me about yourself, okay?' });
    await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS);
    expect(asked).toEqual(['demo:1 Tell me about yourself.']);
    expect(checks).toBe(1);
    expect(answered).toEqual([
      ['demo:1', []],
      ['demo:2', []],
    ]);
    expect(desk.getSnapshot()).toMatchObject({
      answer: { question: 'Tell me about yourself, okay?', text: 'Answer to: Tell me about yourself.', isDone: true, isRepeat: true },
      isSending: false,
    });
    // Typed again word for word: the same rule (issue #38), shown again, no request, no check.
    desk.sendTyped('Tell me about yourself.', ['demo:3']);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(1);
    expect(checks).toBe(1);
    expect(answered.at(-1)).toEqual(['typed:1', ['demo:3']]);
    expect(desk.getSnapshot().answer).toMatchObject({ question: 'Tell me about yourself.', isRepeat: true });
    // Asking again is on purpose ("Ask again"): a typed question, checked and charged like one.
    desk.sendTyped('Tell me about yourself, okay?', [], true);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.at(-1)).toBe('typed:2 Tell me about yourself, okay?');
    expect(checks).toBe(2);
    expect(desk.getSnapshot().answer).toMatchObject({ isRepeat: false, isDone: false });
  });
});

describe('"What’s on screen" on the desk (R6, issue #38)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes out with its screenshot and keeps the thumbnail in the history; a heard question after it stops it and shows to its end', async () => {
    const streamed: Array<{ key: string; image?: string }> = [];
    const saved: Array<[string, string, string | undefined]> = [];
    const { ports, open, deleted } = strictPorts();
    const desk = createAnswerDesk({
      ...ports,
      stream: (question, key, signal, onDelta, screen) => (streamed.push({ key, image: screen?.image }), ports.stream(question, key, signal, onDelta)),
      saveMessage: async (role, content, thumbnail) => (saved.push([role, content, thumbnail]), { id: `m${saved.length}` }),
    });
    desk.sendScreen('[What’s on screen] in Go', { image: 'data:image/jpeg;base64,SENT', thumbnail: 'data:image/jpeg;base64,THUMB', note: 'in Go' });
    await vi.advanceTimersByTimeAsync(0);
    expect(streamed).toEqual([{ key: 'screen:1', image: 'data:image/jpeg;base64,SENT' }]);
    expect(saved).toEqual([['user', '[What’s on screen] in Go', 'data:image/jpeg;base64,THUMB']]);
    desk.hear({ type: 'confirmed', turnKey: 'demo:1', text: 'Why us?' });
    expect(desk.getSnapshot().answer).toMatchObject({ question: 'Why us?', text: '', isDone: false });
    await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS);
    expect(streamed.at(-1)).toEqual({ key: 'demo:1', image: undefined });
    // Stopped before its end: its question leaves the history, as any stopped answer's does.
    expect(deleted).toEqual([['m1']]);
    open.get('screen:1 [What’s on screen] in Go')?.('def two_sum');
    open.get('demo:1 Why us?')?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.getSnapshot().answer).toMatchObject({ question: 'Why us?', text: 'Answer to: Why us?', isDone: true });
  });
});

describe('an answer the person stops (Stop)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A desk whose stream shows `words` and then waits; what it saved and deleted. */
  function stoppable(words: string) {
    const saved: Array<[string, string]> = [];
    const { ports, deleted, problems } = strictPorts({
      stream: (_question, _key, signal, onDelta) =>
        new Promise((_, reject) => {
          if (words) onDelta(words);
          signal.addEventListener('abort', () => setTimeout(() => reject(new DOMException('Aborted', 'AbortError')), ABORT_UNWIND_MS));
        }),
      saveMessage: async (role, content) => (saved.push([role, content]), { id: `m${saved.length}` }),
    });
    return { desk: createAnswerDesk(ports), saved, deleted, problems };
  }

  it('once charged (a typed answer’s first words, a heard answer’s first sentence) keeps its question and its words in the history', async () => {
    for (const ask of [
      (desk: ReturnType<typeof createAnswerDesk>) => desk.sendTyped('Why us?', []),
      (desk: ReturnType<typeof createAnswerDesk>) => desk.hear({ type: 'confirmed', turnKey: 'demo:1', text: 'Why us?' }),
    ]) {
      const { desk, saved, deleted, problems } = stoppable('Because your mission matters. And');
      ask(desk);
      await vi.advanceTimersByTimeAsync(0);
      desk.cancel();
      await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS);
      expect(saved).toEqual([
        ['user', 'Why us?'],
        ['assistant', 'Because your mission matters. And …'],
      ]);
      expect(deleted).toEqual([]);
      // Still said: the question stays in the box to be sent again.
      expect(problems).toEqual([expect.objectContaining({ detail: 'Your question is kept: send it again when you are ready.' })]);
    }
  });

  it('before it was charged (no words yet, or a heard answer short of its first sentence), leaves the history', async () => {
    for (const [words, ask] of [
      ['', (desk: ReturnType<typeof createAnswerDesk>) => desk.sendTyped('Why us?', [])],
      ['Because your', (desk: ReturnType<typeof createAnswerDesk>) => desk.hear({ type: 'confirmed', turnKey: 'demo:1', text: 'Why us?' })],
    ] as const) {
      const { desk, saved, deleted } = stoppable(words);
      ask(desk);
      await vi.advanceTimersByTimeAsync(0);
      desk.cancel();
      await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS);
      expect(saved).toEqual([['user', 'Why us?']]);
      expect(deleted).toEqual([['m1']]);
    }
  });

  it('stopped by a newer question rather than by the person, leaves the history however far it went', async () => {
    const { desk, saved, deleted } = stoppable('Because your mission matters. And');
    desk.sendTyped('Why us?', []);
    await vi.advanceTimersByTimeAsync(0);
    desk.hear({ type: 'confirmed', turnKey: 'demo:2', text: 'Tell me about a failure.' });
    await vi.advanceTimersByTimeAsync(ABORT_UNWIND_MS * 2);
    expect(saved.filter(([role]) => role === 'assistant')).toEqual([]);
    expect(deleted).toContainEqual(['m1']);
  });
});
