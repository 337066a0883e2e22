// Speculative Copilot drafts under real Deno, in front of the fake upstream: a question is charged once per
// interviewer turn, when the answer really reached the person (its first sentence, enough text to use, or the whole
// answer), as the gateway counts what it relayed; drafts cancelled earlier cost nothing, but are themselves held per
// hour and day.
import { describe, expect, it } from 'vitest';
import { AI_DRAFTS, type AiRequest } from '../../supabase/functions/_shared/ai-contract.ts';
import { chatAs, creditsOf, readEvents, tokenOf, useStreamingGateway, validRequest } from './ai-helpers.ts';
import { signUpUser, type TestUser } from './backend.ts';

const ANSWER = 'I led the migration to Kubernetes. It cut our deploy time in half and the team kept shipping.';

const gateway = useStreamingGateway({ firstname: 'Drafter', answer: ANSWER, tokenIntervalMs: 120 });
const draft = (turn: string, session = 'demo'): AiRequest => ({ ...validRequest('copilot'), session, turn });

async function usageRows(owner: TestUser) {
  const { rows } = await gateway.db.query(`select turn_key, drafts, charged_at, refunded_at from public.ai_usage where user_id = $1 order by id`, [owner.id]);
  return rows as Array<{ turn_key: string | null; drafts: number; charged_at: Date | null; refunded_at: Date | null }>;
}

describe('a draft is charged only once its answer reached the person', () => {
  it('cancelled before any answer text, or mid-way through its first sentence, it costs nothing', async () => {
    const token = await tokenOf(gateway.user);
    gateway.upstream.failures.push({ stallAfterTokens: 0 });
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, token, draft('demo:1')), null);
    expect(await gateway.credits()).toMatchObject({ used: 0, remaining: 10 });
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, token, draft('demo:2')), 'migration ');
    expect(await gateway.credits()).toMatchObject({ used: 0, remaining: 10 });
    expect((await usageRows(gateway.user)).map((row) => row.refunded_at !== null && row.charged_at === null)).toEqual([true, true]);
  });

  it('cancelled after its first sentence was relayed, it is charged', async () => {
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, await tokenOf(gateway.user), draft('demo:1')), '"Kubernetes. "');
    expect(await gateway.credits()).toMatchObject({ used: 1, remaining: 9 });
    expect((await usageRows(gateway.user))[0]).toMatchObject({ turn_key: 'demo:1', refunded_at: null });
  });

  it('read to the end, it is charged', async () => {
    gateway.upstream.options = { answer: () => 'Yes', latency: {} };
    const events = await readEvents(await chatAs(gateway.backend, await tokenOf(gateway.user), draft('demo:1')));
    expect(events.text).toBe('Yes');
    expect(await gateway.credits()).toMatchObject({ used: 1 });
  });

  it('read to its last word without punctuation, then closed before the stream ended, it is charged', async () => {
    const unpunctuated = 'I led the migration to Kubernetes and it cut our deploy time in half';
    gateway.upstream.options = { answer: () => unpunctuated, latency: {} };
    gateway.upstream.failures.push({ stallAfterTokens: unpunctuated.split(' ').length });
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, await tokenOf(gateway.user), draft('demo:1')), '"half"');
    expect(await gateway.credits()).toMatchObject({ used: 1, remaining: 9 });
  });

  it('a short answer read to its last chunk, then closed before [DONE], is charged', async () => {
    gateway.upstream.options = { answer: () => 'Yes', latency: {} };
    gateway.upstream.failures.push({ stallBeforeDone: true });
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, await tokenOf(gateway.user), draft('demo:1')), '"finish_reason":"stop"');
    expect(await gateway.credits()).toMatchObject({ used: 1, remaining: 9 });
  });

  it('is released when the upstream stalls before the first sentence', async () => {
    gateway.upstream.failures.push({ stallAfterTokens: 3 });
    const events = await readEvents(await chatAs(gateway.backend, await tokenOf(gateway.user), draft('demo:1')));
    expect(events.error?.code).toBe('upstream_stalled');
    expect(await gateway.credits()).toMatchObject({ used: 0 });
  });
});

describe('one charge per interviewer turn', () => {
  it('two drafts of one turn cost one question, whether the first was cancelled early or finished', async () => {
    const token = await tokenOf(gateway.user);
    await gateway.readUntilThenCancel(await chatAs(gateway.backend, token, draft('demo:7')), 'led ');
    await readEvents(await chatAs(gateway.backend, token, draft('demo:7')));
    expect(await gateway.credits()).toMatchObject({ used: 1 });
    await readEvents(await chatAs(gateway.backend, token, draft('demo:8')));
    await readEvents(await chatAs(gateway.backend, token, draft('demo:8')));
    expect(await gateway.credits()).toMatchObject({ used: 2 });
  });

  it(`${AI_DRAFTS.perTurn} drafts of one turn running at once, each on other words, share its one charge; one more is refused`, async () => {
    gateway.upstream.options = { answer: () => 'Yes.', latency: { firstTokenMs: 300 } };
    const token = await tokenOf(gateway.user);
    const asked = (n: number) => ({ ...draft('demo:3'), question: `Tell me about project number ${n}` });
    const answers = await Promise.all(Array.from({ length: AI_DRAFTS.perTurn }, (_, n) => chatAs(gateway.backend, token, asked(n)).then(readEvents)));
    expect(answers.map((answer) => answer.text)).toEqual(Array(AI_DRAFTS.perTurn).fill('Yes.'));
    expect(await gateway.credits()).toMatchObject({ used: 1 });
    const calls = gateway.upstream.calls;
    const refused = await chatAs(gateway.backend, token, asked(AI_DRAFTS.perTurn));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatchObject({ code: 'turn_drafts_spent', message: expect.stringContaining(`${AI_DRAFTS.perTurn} times`) });
    expect(gateway.upstream.calls).toBe(calls);
    expect(await gateway.credits()).toMatchObject({ used: 1 });
    expect((await usageRows(gateway.user)).map((row) => [row.turn_key, row.drafts])).toEqual([['demo:3', AI_DRAFTS.perTurn]]);
  });

  it('a draft asked again on the same question (punctuation, case, a filler) spends none of the turn’s drafts', async () => {
    gateway.upstream.options = { answer: () => 'Yes.', latency: {} };
    const token = await tokenOf(gateway.user);
    const asked = (question: string) => ({ ...draft('demo:4'), question });
    for (const question of ['Why this job?', 'why this job', 'Um, why this job?', 'Why this job, right?']) {
      expect((await readEvents(await chatAs(gateway.backend, token, asked(question)))).text).toBe('Yes.');
    }
    expect((await usageRows(gateway.user)).map((row) => row.drafts)).toEqual([1]);
    // The turn still has its other drafts: three more questions, then one too many.
    for (const question of ['Why this team?', 'Why this city?', 'Why now?']) {
      expect((await readEvents(await chatAs(gateway.backend, token, asked(question)))).text).toBe('Yes.');
    }
    expect((await chatAs(gateway.backend, token, asked('Why us?'))).status).toBe(429);
    expect(await gateway.credits()).toMatchObject({ used: 1 });
    const { rows } = await gateway.db.query(`select question_key from public.ai_usage where user_id = $1`, [gateway.user.id]);
    // Only a hash of the question's words is kept.
    expect(rows[0].question_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a turn key used again after 2 minutes is a new question', async () => {
    await gateway.db.query(
      `insert into public.ai_usage (user_id, kind, turn_key, charged_at, created_at) values ($1, 'copilot', 'demo:9', now(), now() - interval '3 minutes')`,
      [gateway.user.id],
    );
    gateway.upstream.options = { answer: () => 'Yes.', latency: {} };
    await readEvents(await chatAs(gateway.backend, await tokenOf(gateway.user), draft('demo:9')));
    expect(await gateway.credits()).toMatchObject({ used: 2 });
  });

  it('10 turns at once with 1 credit left: exactly one is answered, the others refused with 402', async () => {
    await gateway.db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 9)`, [gateway.user.id]);
    gateway.upstream.options = { answer: () => 'Yes.', latency: { firstTokenMs: 200 } };
    const token = await tokenOf(gateway.user);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, turn) => chatAs(gateway.backend, token, draft(`demo:${turn + 1}`))));
    const statuses = responses.map((response) => response.status).sort();
    await Promise.all(responses.map((response) => response.text()));
    expect(statuses).toEqual([200, ...Array(9).fill(402)]);
    expect(await gateway.credits()).toMatchObject({ used: 10, remaining: 0 });
  });

  it('a reservation left by a gateway that died mid-stream is released after 5 minutes', async () => {
    await gateway.db.query(
      `insert into public.ai_usage (user_id, kind, turn_key, inflight, created_at) values ($1, 'copilot', 'demo:1', 1, now() - interval '6 minutes')`,
      [gateway.user.id],
    );
    expect(await creditsOf(gateway.user)).toMatchObject({ used: 1 }); // read at once: this reservation is still in flight
    await readEvents(await chatAs(gateway.backend, await tokenOf(gateway.user), draft('demo:2')));
    expect(await gateway.credits()).toMatchObject({ used: 1 });
    expect((await usageRows(gateway.user))[0].refunded_at).not.toBeNull();
  });
});

describe('drafts that end uncharged are held, and a turn names the person’s own session', () => {
  it(`refuses a new draft with 429 after ${AI_DRAFTS.releasedPerHour} uncharged drafts in an hour or ${AI_DRAFTS.releasedPerDay} in a day`, async () => {
    const token = await tokenOf(gateway.user);
    const released = (count: number, ago: string) =>
      gateway.db.query(
        `insert into public.ai_usage (user_id, kind, turn_key, created_at, refunded_at) select $1, 'copilot', 'demo:' || g, now() - $3::interval, now() - $3::interval from generate_series(1, $2::int) g`,
        [gateway.user.id, count, ago],
      );
    await released(AI_DRAFTS.releasedPerHour - 1, '1 minute');
    const allowed = await chatAs(gateway.backend, token, draft('demo:50'));
    expect(allowed.status).toBe(200);
    await readEvents(allowed);
    await released(1, '1 minute');
    const calls = gateway.upstream.calls;
    const held = await chatAs(gateway.backend, token, draft('demo:51'));
    expect(held.status).toBe(429);
    const { error } = await held.json();
    expect(error.code).toBe('drafts_limited');
    expect(error.message).toContain('stopped before their first sentence');
    expect(gateway.upstream.calls).toBe(calls);

    await gateway.db.query(`delete from public.ai_usage where user_id = $1`, [gateway.user.id]);
    await released(AI_DRAFTS.releasedPerDay, '2 hours');
    expect((await chatAs(gateway.backend, token, draft('demo:52'))).status).toBe(429);
    // A typed question (no turn key) is charged at once, so it is not held by this limit.
    expect((await chatAs(gateway.backend, token, validRequest('copilot'))).status).toBe(200);
  });

  it('refuses a turn key naming another person’s session, or a session other than the request’s, spending nothing', async () => {
    const other = await signUpUser(gateway.backend, 'Other');
    const { data } = await other.client.from('applications').insert({ company_name: 'Initech', job_title: 'Analyst' }).select('id').single();
    const theirs = `app_${(data as { id: string }).id}`;
    const token = await tokenOf(gateway.user);
    const calls = gateway.upstream.calls;
    const foreign = await chatAs(gateway.backend, token, draft(`${theirs}:1`, theirs));
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.code).toBe('session_not_found');
    const mismatched = await chatAs(gateway.backend, token, draft(`${theirs}:1`));
    expect(mismatched.status).toBe(400);
    expect((await mismatched.json()).error.message).toContain('turn must name a turn of this request’s session');
    const malformed = await chatAs(gateway.backend, token, draft('demo:x'));
    expect(malformed.status).toBe(400);
    expect(gateway.upstream.calls).toBe(calls);
    expect(await gateway.credits()).toMatchObject({ used: 0 });
  });
});
