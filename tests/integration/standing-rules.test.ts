// public.standing_rules (issue #39): the person's own short rules for the AI. Owner vs stranger vs anonymous, the
// 20-rule limit, the length and plain-text checks: each refusal says why, and nothing is stored. The gateway puts the
// rules into the prompt of every purpose that suggests or judges an answer, read under the person's RLS.
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiRequest } from '../../supabase/functions/_shared/ai-contract.ts';
import type { FakeUpstream } from '../fakes/openai-upstream.ts';
import { chatAs, tokenOf, validRequest } from './ai-helpers.ts';
import { clientFor, signUpUser, startGatewayBed, type GatewayBed, type LocalSupabase, type TestUser } from './backend.ts';

let bed: GatewayBed;
let backend: LocalSupabase;
let upstream: FakeUpstream;
let db: pg.Client;
let alice: TestUser;
let bob: TestUser;
let anon: SupabaseClient;

beforeAll(async () => {
  bed = await startGatewayBed();
  ({ backend, upstream, db } = bed);
  alice = await signUpUser(backend, 'Alice');
  bob = await signUpUser(backend, 'Bob');
  anon = clientFor(backend);
});
afterAll(() => bed?.stop());

async function rulesOf(user: TestUser): Promise<string[]> {
  const { rows } = await db.query<{ body: string }>('select body from public.standing_rules where user_id = $1 order by position, created_at', [user.id]);
  return rows.map((row) => row.body);
}

describe('standing_rules', () => {
  it('lets the owner add, read, edit and delete their rules, and nobody else see or touch them', async () => {
    const { data: rule, error } = await alice.client.from('standing_rules').insert({ body: 'Never say I managed people', position: 0 }).select().single();
    expect(error).toBeNull();
    expect(rule).toMatchObject({ user_id: alice.id, body: 'Never say I managed people' });

    expect((await alice.client.from('standing_rules').select('body')).data).toEqual([{ body: 'Never say I managed people' }]);
    // Bob, with Alice's rule id: he reads nothing, and his edit and delete touch nothing.
    expect((await bob.client.from('standing_rules').select('id').eq('id', rule!.id)).data).toEqual([]);
    expect((await bob.client.from('standing_rules').update({ body: 'Hijacked' }).eq('id', rule!.id).select()).data).toEqual([]);
    expect((await bob.client.from('standing_rules').delete().eq('id', rule!.id).select()).data).toEqual([]);
    // Nor can he write a rule into Alice's account.
    const planted = await bob.client.from('standing_rules').insert({ user_id: alice.id, body: 'Planted' });
    expect(planted.error?.code).toBe('42501');
    // Nor move his own rule into it.
    const own = await bob.client.from('standing_rules').insert({ body: 'Mine' }).select().single();
    expect((await bob.client.from('standing_rules').update({ user_id: alice.id }).eq('id', own.data!.id)).error?.code).toBe('42501');
    // The anonymous role reads and writes nothing.
    expect((await anon.from('standing_rules').select('id')).error?.code).toBe('42501');
    expect((await anon.from('standing_rules').insert({ user_id: alice.id, body: 'Anonymous' })).error?.code).toBe('42501');
    expect(await rulesOf(alice)).toEqual(['Never say I managed people']);

    expect((await alice.client.from('standing_rules').update({ body: 'Never say "I managed people"' }).eq('id', rule!.id)).error).toBeNull();
    expect(await rulesOf(alice)).toEqual(['Never say "I managed people"']);
    expect((await alice.client.from('standing_rules').delete().eq('id', rule!.id)).error).toBeNull();
    expect(await rulesOf(alice)).toEqual([]);
  });

  it('refuses a rule too long, empty or holding HTML, with the constraint that says why, and stores nothing', async () => {
    const user = await signUpUser(backend, 'Writer');
    for (const [body, constraint] of [
      ['x'.repeat(2_000), 'standing_rules_body_length'],
      ['x'.repeat(201), 'standing_rules_body_length'],
      ['   ', 'standing_rules_body_length'],
      ['Never say <b>boss</b>', 'standing_rules_body_plain_text'],
      ['<script>alert(1)</script>', 'standing_rules_body_plain_text'],
      ['Ask <!-- this -->', 'standing_rules_body_plain_text'],
    ] as const) {
      const { error } = await user.client.from('standing_rules').insert({ body });
      expect(error?.code, body).toBe('23514');
      expect(error?.message, body).toContain(constraint);
    }
    // A comparison is not HTML, and 200 characters is the most a rule holds.
    expect((await user.client.from('standing_rules').insert([{ body: 'Salary < 60k is a no' }, { body: 'y'.repeat(200) }])).error).toBeNull();
    expect(await rulesOf(user)).toEqual(['Salary < 60k is a no', 'y'.repeat(200)]);
  });

  it('keeps at most 20 rules a person: the 21st is refused with a clear message, one at a time or in one batch', async () => {
    const user = await signUpUser(backend, 'Keeper');
    const twenty = Array.from({ length: 20 }, (_, index) => ({ body: `Rule ${index + 1}`, position: index }));
    // 21 in one request: refused whole.
    const batch = await user.client.from('standing_rules').insert([...twenty, { body: 'Rule 21', position: 20 }]);
    expect(batch.error).toMatchObject({ code: '23514', message: 'You can keep at most 20 standing rules: delete one before adding another.' });
    expect(await rulesOf(user)).toEqual([]);

    expect((await user.client.from('standing_rules').insert(twenty)).error).toBeNull();
    const extra = await user.client.from('standing_rules').insert({ body: 'Rule 21', position: 20 });
    expect(extra.error?.message).toBe('You can keep at most 20 standing rules: delete one before adding another.');
    expect(await rulesOf(user)).toHaveLength(20);
    // Another person's rules do not count against this one's.
    expect((await bob.client.from('standing_rules').insert({ body: 'Bob has room' })).error).toBeNull();
  });

  it('are deleted with the account', async () => {
    const user = await signUpUser(backend, 'Leaver');
    await user.client.from('standing_rules').insert({ body: 'Gone with me' }).throwOnError();
    await db.query('delete from auth.users where id = $1', [user.id]);
    expect(await rulesOf(user)).toEqual([]);
  });
});

describe('the standing rules in the prompts', () => {
  const DEBRIEF = {
    questions: [{ question: 'Why us?', suggested: 'Because.', note: '' }],
    wentWell: ['Calm'],
    toWorkOn: ['Numbers'],
    toSend: [],
    thankYou: { subject: 'Thank you', body: 'Dear Ada, thank you.' },
  };

  it("go into the upstream request of the Copilot, the Coach's question and feedback, and the debrief; never another person's", async () => {
    const user = await signUpUser(backend, 'Ruler');
    await user.client
      .from('standing_rules')
      .insert([
        { body: 'Never say I managed people', position: 0 },
        { body: 'Answer in under 45 seconds', position: 1 },
      ])
      .throwOnError();
    await bob.client.from('standing_rules').insert({ body: 'Bob’s own rule' }).throwOnError();
    const { data: application } = await user.client
      .from('applications')
      .insert({ company_name: 'Initech', job_title: 'PO' })
      .select('id')
      .single()
      .throwOnError();
    const { data: interview } = await user.client
      .from('interviews')
      .insert({ application_id: application.id, name: 'Screen', interviewer_names: 'Ada', date: new Date().toISOString() })
      .select('id')
      .single()
      .throwOnError();
    const session = `int_${interview.id}` as const;
    await user.client.from('chat_messages').insert({ session_id: session, role: 'user', content: 'Why us?' }).throwOnError();

    const requests: AiRequest[] = [
      { ...validRequest('copilot'), session },
      { ...validRequest('coach-question'), session },
      { ...validRequest('coach-feedback'), session },
      { ...validRequest('copilot'), session: 'demo' },
      { purpose: 'debrief', session, settings: { interviewLanguage: 'en' } },
    ];
    const token = await tokenOf(user);
    upstream.requests.length = 0;
    for (const request of requests) {
      upstream.options = request.purpose === 'debrief' ? { jsonAnswer: DEBRIEF } : { answer: () => 'An answer.' };
      const response = await chatAs(backend, token, request);
      expect(response.status, request.purpose).toBe(200);
      await response.text();
    }
    const systems = upstream.requests.map((sent) => sent.messages?.[0].content ?? '');
    expect(systems).toHaveLength(requests.length);
    for (const [index, system] of systems.entries()) {
      expect(system, requests[index].purpose).toContain('- Never say I managed people\n- Answer in under 45 seconds (at most 112 words)');
      expect(system, requests[index].purpose).not.toContain('Bob’s own rule');
    }
  });

  it('leave the prompt as it was for a person without rules', async () => {
    const user = await signUpUser(backend, 'Ruleless');
    upstream.requests.length = 0;
    upstream.options = { answer: () => 'An answer.' };
    const response = await chatAs(backend, await tokenOf(user), validRequest('copilot'));
    expect(response.status).toBe(200);
    await response.text();
    expect(upstream.requests[0].messages?.[0].content).not.toContain('standing rules');
  });
});
