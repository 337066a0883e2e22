import { createDraftConductor, type DraftSender } from './draft-conductor';

function fakeAsk() {
  const calls: string[] = [];
  let finishOpenDraft = (_answered: boolean) => {};
  const ask: DraftSender = {
    send: vi.fn((question, turn) => {
      calls.push(`send ${turn.key} ${turn.isDraft ? 'draft' : 'final'}: ${question}`);
      return turn.isDraft ? new Promise<boolean>((resolve) => (finishOpenDraft = resolve)) : Promise.resolve(true);
    }),
    retractDraft: vi.fn(() => {
      calls.push('retract');
      finishOpenDraft(false);
    }),
    confirmDraft: vi.fn(() => calls.push('confirm')),
  };
  return { ask, calls, finishDraft: (answered: boolean) => finishOpenDraft(answered) };
}

describe('createDraftConductor', () => {
  it('a kept draft is confirmed: one send, with the turn key', async () => {
    const { ask, calls, finishDraft } = fakeAsk();
    const handle = createDraftConductor(() => ask);
    await handle({ type: 'draftStarted', turnKey: 'demo:1', text: 'Why us?' });
    const confirmed = handle({ type: 'confirmed', turnKey: 'demo:1', text: 'Why us?', isDraftKept: true });
    finishDraft(true);
    expect(await confirmed).toBe(true);
    expect(calls).toEqual(['send demo:1 draft: Why us?', 'confirm']);
  });

  it('a cancelled draft is retracted and the confirmed question sent after it settles, with the same key', async () => {
    const { ask, calls } = fakeAsk();
    const handle = createDraftConductor(() => ask);
    await handle({ type: 'draftStarted', turnKey: 'demo:2', text: 'Tell me about' });
    await handle({ type: 'draftCancelled', turnKey: 'demo:2' });
    await handle({ type: 'draftStarted', turnKey: 'demo:2', text: 'Tell me about a failure' });
    await handle({ type: 'confirmed', turnKey: 'demo:2', text: 'Tell me about a failure and what you learned', isDraftKept: false });
    expect(calls).toEqual([
      'send demo:2 draft: Tell me about',
      'retract',
      'send demo:2 draft: Tell me about a failure',
      'retract',
      'send demo:2 final: Tell me about a failure and what you learned',
    ]);
  });

  it('a turn confirmed without a draft (After a 2 s pause) is sent once, unmarked', async () => {
    const { ask, calls } = fakeAsk();
    const handle = createDraftConductor(() => ask);
    await handle({ type: 'confirmed', turnKey: 'demo:3', text: 'Why us?', isDraftKept: false });
    expect(calls).toEqual(['send demo:3 final: Why us?']);
  });

  it('a cancel for another turn leaves the open draft alone', async () => {
    const { ask, calls } = fakeAsk();
    const handle = createDraftConductor(() => ask);
    await handle({ type: 'draftStarted', turnKey: 'demo:4', text: 'Why us?' });
    await handle({ type: 'draftCancelled', turnKey: 'demo:3' });
    expect(calls).toEqual(['send demo:4 draft: Why us?']);
  });

  it('a kept draft that could not go out is sent again as the answer', async () => {
    const { ask, calls, finishDraft } = fakeAsk();
    const handle = createDraftConductor(() => ask);
    await handle({ type: 'draftStarted', turnKey: 'demo:5', text: 'Why us?' });
    const confirmed = handle({ type: 'confirmed', turnKey: 'demo:5', text: 'Why us?', isDraftKept: true });
    finishDraft(false);
    expect(await confirmed).toBe(true);
    expect(calls).toEqual(['send demo:5 draft: Why us?', 'confirm', 'send demo:5 final: Why us?']);
  });

  it('a new turn takes over from an older turn’s answer still streaming', async () => {
    const { ask, calls } = fakeAsk();
    const handle = createDraftConductor(() => ask);
    await handle({ type: 'draftStarted', turnKey: 'demo:6', text: 'Why us?' });
    await handle({ type: 'draftStarted', turnKey: 'demo:7', text: 'And your weaknesses?' });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual(['send demo:6 draft: Why us?', 'retract', 'send demo:7 draft: And your weaknesses?']);
  });
});
