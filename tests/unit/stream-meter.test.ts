import { describe, expect, it } from 'vitest';
import { checkChatRequest } from '../../supabase/functions/ai/chat-request.ts';
import { DRAFT_USABLE_CHARS, reachedFirstSentence } from '../../supabase/functions/_shared/answer-usable.ts';
import { DeltaText, draftDelivered, draftMeter, spentOnAnswer } from '../../supabase/functions/ai/stream-meter.ts';

const event = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const bytes = (text: string) => new TextEncoder().encode(text);
const relayed = (text: string, isComplete = false) => ({ text, isComplete });

describe('DeltaText', () => {
  it('reads the answer text out of relayed events, across chunk boundaries, ignoring [DONE] and role chunks', () => {
    const relayed = new DeltaText();
    const stream = `data: {"choices":[{"delta":{"role":"assistant","content":""}}]}\n\n${event('I led ')}${event('the migration.')}data: [DONE]\n\n`;
    for (let i = 0; i < stream.length; i += 7) relayed.push(bytes(stream.slice(i, i + 7)));
    expect(relayed.text).toBe('I led the migration.');
  });

  it('counts no text from an event it has not fully received', () => {
    const relayed = new DeltaText();
    relayed.push(bytes(event('Hello.').slice(0, 20)));
    expect(relayed.text).toBe('');
  });
});

describe('what a draft delivered', () => {
  it('is its first sentence end, or a finished stream', () => {
    expect(reachedFirstSentence('I led the migration')).toBe(false);
    expect(reachedFirstSentence('I led the migration.')).toBe(true);
    expect(reachedFirstSentence('Why? Because')).toBe(true);
    expect(reachedFirstSentence('**Suggested answer**\n')).toBe(true);
    expect(reachedFirstSentence('Version 3.5 of')).toBe(false);
    expect(draftDelivered('cancelled', relayed('I led the'))).toBe(false);
    expect(draftDelivered('failed', relayed('I led the migration. It'))).toBe(true);
    expect(draftDelivered('finished', relayed('Yes'))).toBe(true);
  });

  it('is also an answer without punctuation once it is long enough to use, or its last chunk, read before the stream ended', () => {
    const unpunctuated = 'I led the migration to Kubernetes and it cut our deploy time in half';
    expect(unpunctuated.length).toBeGreaterThanOrEqual(DRAFT_USABLE_CHARS);
    expect(draftDelivered('cancelled', relayed(unpunctuated))).toBe(true);
    expect(draftDelivered('cancelled', relayed(unpunctuated.slice(0, DRAFT_USABLE_CHARS - 1)))).toBe(false);
    expect(draftDelivered('cancelled', relayed('Yes', true))).toBe(true);
    expect(draftDelivered('failed', relayed('Yes', false))).toBe(false);
  });

  it('knows the upstream’s last chunk by its finish reason', () => {
    const answer = new DeltaText();
    answer.push(bytes(event('Yes')));
    expect(answer.isComplete).toBe(false);
    answer.push(bytes(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`));
    expect(answer).toMatchObject({ text: 'Yes', isComplete: true });
  });

  it('settles a draft once, however many ends are reported', async () => {
    const settled: boolean[] = [];
    const meter = draftMeter(async (delivered) => void settled.push(delivered));
    await meter.settle('cancelled', relayed('I led'));
    await meter.settle('failed', relayed('I led the migration.'));
    expect(settled).toEqual([false]);
  });

  it('keeps the older rule without a turn: given back only when the upstream failed before any text', async () => {
    let refunds = 0;
    const refund = async () => void (refunds += 1);
    await spentOnAnswer(refund).settle('cancelled', relayed(''));
    await spentOnAnswer(refund).settle('failed', relayed('Some'));
    expect(refunds).toBe(0);
    await spentOnAnswer(refund).settle('failed', relayed(''));
    expect(refunds).toBe(1);
  });
});

describe('the turn key of a Copilot request', () => {
  const copilot = { purpose: 'copilot', session: 'demo', question: 'Why us?', settings: { responseLength: 'short', responseLanguage: 'en' } };

  it('is optional, and names a turn of the request’s own session', () => {
    expect(checkChatRequest(copilot)).toEqual({ ok: true, request: copilot });
    expect(checkChatRequest({ ...copilot, turn: 'demo:17' })).toEqual({ ok: true, request: { ...copilot, turn: 'demo:17' } });
    const other = 'app_00000000-0000-4000-8000-000000000000';
    expect(checkChatRequest({ ...copilot, turn: `${other}:1` })).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining('this request’s session'),
    });
    for (const turn of ['demo', 'demo:', 'demo:-1', 'demo:1234567', 17]) expect(checkChatRequest({ ...copilot, turn }).ok).toBe(false);
  });

  it('names the answer turn of a Coach feedback draft, and is refused on other purposes', () => {
    const feedback = { purpose: 'coach-feedback', session: 'demo', question: 'Q', answer: 'A', settings: { responseLanguage: 'en' }, turn: 'demo:1' };
    expect(checkChatRequest(feedback)).toEqual({ ok: true, request: feedback });
    expect(checkChatRequest({ ...feedback, turn: 'demo' }).ok).toBe(false);
    const summary = {
      purpose: 'coach-summary',
      session: 'demo',
      turns: [{ question: 'Q', answer: 'A' }],
      settings: { responseLanguage: 'en' },
      turn: 'demo:1',
    };
    expect(checkChatRequest(summary)).toMatchObject({ ok: false, status: 400 });
  });
});
