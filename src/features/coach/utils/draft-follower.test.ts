import { followDraft, initialDraftFollower, type DraftEvent, type DraftFollower } from './draft-follower';

/** Feeds the events; returns the words each draft request asked about. */
function asks(events: DraftEvent[], maxRequests = 3): string[] {
  let state: DraftFollower = initialDraftFollower;
  const asked: string[] = [];
  for (const event of events) {
    const step = followDraft(state, event, maxRequests);
    state = step.state;
    if (step.ask) asked.push(`${step.ask.turnKey} ${step.ask.text}`);
  }
  return asked;
}

describe('followDraft', () => {
  it('asks again at once when the final brings words the open draft lacked, and not when it says the same', () => {
    expect(
      asks([
        { type: 'draftStarted', turnKey: 'demo:1', text: 'I moved the invoices' },
        { type: 'interviewerText', turnKey: 'demo:1', text: 'I moved the invoices' },
        { type: 'interviewerText', turnKey: 'demo:1', text: 'I moved the invoices in March.' },
        { type: 'confirmed', turnKey: 'demo:1' },
      ]),
    ).toEqual(['demo:1 I moved the invoices', 'demo:1 I moved the invoices in March.']);
  });

  it('leaves words that change with no draft open (the person went on) or of another turn to the hearing', () => {
    expect(
      asks([
        { type: 'draftStarted', turnKey: 'demo:1', text: 'I moved' },
        { type: 'draftCancelled', turnKey: 'demo:1' },
        { type: 'interviewerText', turnKey: 'demo:1', text: 'I moved the invoices' },
        { type: 'interviewerText', turnKey: 'demo:2', text: 'Then I' },
      ]),
    ).toEqual(['demo:1 I moved']);
  });

  it('keeps the last of a turn’s requests for the confirm: at most two drafts a turn, counted afresh on the next turn', () => {
    expect(
      asks([
        { type: 'draftStarted', turnKey: 'demo:1', text: 'A' },
        { type: 'interviewerText', turnKey: 'demo:1', text: 'A b' },
        { type: 'interviewerText', turnKey: 'demo:1', text: 'A b c' },
        { type: 'draftCancelled', turnKey: 'demo:1' },
        { type: 'draftStarted', turnKey: 'demo:1', text: 'A b c d' },
        { type: 'draftStarted', turnKey: 'demo:2', text: 'E' },
      ]),
    ).toEqual(['demo:1 A', 'demo:1 A b', 'demo:2 E']);
  });
});
