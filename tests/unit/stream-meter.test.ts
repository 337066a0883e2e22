import { describe, expect, it } from 'vitest';
import { checkChatRequest } from '../../supabase/functions/ai/chat-request.ts';
import { DeltaText, draftDelivered, draftMeter, reachedFirstSentence, spentOnAnswer } from '../../supabase/functions/ai/stream-meter.ts';

const event = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const bytes = (text: string) => new TextEncoder().encode(text);

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
    expect(draftDelivered('cancelled', 'I led the')).toBe(false);
    expect(draftDelivered('failed', 'I led the migration. It')).toBe(true);
    expect(draftDelivered('finished', 'Yes')).toBe(true);
  });

  it('settles a draft once, however many ends are reported', async () => {
    const settled: boolean[] = [];
    const meter = draftMeter(async (delivered) => void settled.push(delivered));
    await meter.settle('cancelled', 'I led');
    await meter.settle('failed', 'I led the migration.');
    expect(settled).toEqual([false]);
  });

  it('keeps the older rule without a turn: given back only when the upstream failed before any text', async () => {
    let refunds = 0;
    const refund = async () => void (refunds += 1);
    await spentOnAnswer(refund).settle('cancelled', '');
    await spentOnAnswer(refund).settle('failed', 'Some');
    expect(refunds).toBe(0);
    await spentOnAnswer(refund).settle('failed', '');
    expect(refunds).toBe(1);
  });
});

describe('the turn key of a Copilot request', () => {
  const copilot = { purpose: 'copilot', session: 'demo', question: 'Why us?', settings: { responseLength: 'short', responseLanguage: 'en' } };

  it('is optional, and names a turn of the request’s own session', () => {
    expect(checkChatRequest(copilot)).toEqual({ ok: true, request: copilot });
    expect(checkChatRequest({ ...copilot, turn: 'demo:17' })).toEqual({ ok: true, request: { ...copilot, turn: 'demo:17' } });
    const other = 'app_00000000-0000-4000-8000-000000000000';
    expect(checkChatRequest({ ...copilot, turn: `${other}:1` })).toMatchObject({ ok: false, status: 400, message: expect.stringContaining('this request’s session') });
    for (const turn of ['demo', 'demo:', 'demo:-1', 'demo:1234567', 17]) expect(checkChatRequest({ ...copilot, turn }).ok).toBe(false);
  });

  it('is refused on other purposes', () => {
    const feedback = { purpose: 'coach-feedback', session: 'demo', question: 'Q', answer: 'A', settings: { responseLanguage: 'en' }, turn: 'demo:1' };
    expect(checkChatRequest(feedback)).toMatchObject({ ok: false, status: 400 });
  });
});
