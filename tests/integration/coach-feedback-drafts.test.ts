// The Coach's streamed feedback under real Deno, in front of the fake upstream: feedback streams like the Copilot's
// answer; one question is charged per answered turn, however many drafts the answer turn started (they share the
// turn key), a dropped draft cancelled before its first sentence is free, and released drafts count against the same
// hourly cap as the Copilot's.
import { describe, expect, it } from 'vitest';
import { AI_DRAFTS, type AiRequest } from '../../supabase/functions/_shared/ai-contract.ts';
import { chatAs, readEvents, tokenOf, useStreamingGateway, validRequest } from './ai-helpers.ts';

const FEEDBACK = 'Clear structure and a real result. Next time, say what you would do differently.';

const feedback = (answer: string, turn?: string): AiRequest => ({ ...validRequest('coach-feedback'), answer, ...(turn ? { turn } : {}) });

const gateway = useStreamingGateway({ firstname: 'Candidate', answer: FEEDBACK, tokenIntervalMs: 100 });

describe('Coach feedback', () => {
  it('streams as server-sent events, and a confirmed answer without a draft is one question', async () => {
    const response = await chatAs(gateway.backend, await tokenOf(gateway.user), feedback('I led the billing migration.'));
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect((await readEvents(response)).text).toBe(FEEDBACK);
    expect(await gateway.credits()).toMatchObject({ used: 1, remaining: 9 });
  });

  it('charges one question per answered turn: a dropped draft and the confirmed answer share its key', async () => {
    const token = await tokenOf(gateway.user);
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, token, feedback('I led the', 'demo:7')), 'Clear ');
    expect(await gateway.credits()).toMatchObject({ used: 0, remaining: 10 });
    expect((await readEvents(await chatAs(gateway.backend, token, feedback('I led the billing migration.', 'demo:7')))).text).toBe(FEEDBACK);
    expect(await gateway.credits()).toMatchObject({ used: 1, remaining: 9 });
    // A draft that had relayed its first sentence before it was dropped shares the turn's one charge too.
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, token, feedback('First', 'demo:8')), 'result. ');
    expect((await readEvents(await chatAs(gateway.backend, token, feedback('First answer, whole.', 'demo:8')))).text).toBe(FEEDBACK);
    expect(await gateway.credits()).toMatchObject({ used: 2, remaining: 8 });
  });

  it('a dropped draft alone is free, and released drafts are held by the Copilot’s hourly cap', async () => {
    const token = await tokenOf(gateway.user);
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, token, feedback('I', 'demo:9')), 'Clear ');
    expect(await gateway.credits()).toMatchObject({ used: 0 });
    await gateway.db.query(
      `insert into public.ai_usage (user_id, kind, turn_key, created_at, refunded_at) select $1, 'copilot', 'demo:' || (100 + g), now() - interval '1 minute', now() - interval '1 minute' from generate_series(1, $2::int) g`,
      [gateway.user.id, AI_DRAFTS.releasedPerHour - 1],
    );
    const refused = await chatAs(gateway.backend, token, feedback('I led', 'demo:10'));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('drafts_limited');
  });

  it('refuses a turn key of another session', async () => {
    const response = await chatAs(gateway.backend, await tokenOf(gateway.user), feedback('I led it.', 'app_00000000-0000-4000-8000-000000000000:1'));
    expect(response.status).toBe(400);
    expect(await gateway.credits()).toMatchObject({ used: 0 });
  });
});
