// public.coach_sessions saved as they are answered: a row without ended_at is an unfinished session (its turns saved
// after each answer, no summary yet); its owner adds turns and ends it once, with the summary; an ended session, a
// stranger's or anyone's other columns never change.
import { randomUUID } from 'node:crypto';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let alice: TestUser;
let bob: TestUser;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  alice = await signUpUser(backend, 'Alice');
  bob = await signUpUser(backend, 'Bob');
  anon = clientFor(backend);
}, 60_000);

afterAll(async () => {
  await backend?.stop();
});

const COLUMNS = 'id, session_id, started_at, ended_at, turns, summary';
const turn = (n: number) => ({ question: `Question ${n}`, answer: `Answer ${n}`, feedback: `Feedback ${n}`, source: 'text' });
const summary = { answers: 2, averageScore: 7, strengths: ['Clear'], practice: ['Figures'], source: 'local' };

function expectRefused(result: { error: PostgrestError | null }, code: string, message?: RegExp) {
  expect(result.error, 'expected the database to refuse').not.toBeNull();
  expect(result.error?.code).toBe(code);
  if (message) expect(result.error?.message).toMatch(message);
}

async function unfinishedSession(user: TestUser) {
  const id = randomUUID();
  const { error } = await user.client.from('coach_sessions').insert({ id, session_id: 'demo', started_at: '2026-11-28T09:00:00Z', turns: [turn(1)] });
  expect(error).toBeNull();
  return id;
}

describe('a coach session saved as it is answered', () => {
  it('starts unfinished, takes each answered turn, then ends once with its summary', async () => {
    const id = await unfinishedSession(alice);
    const added = await alice.client
      .from('coach_sessions')
      .update({ turns: [turn(1), turn(2)] })
      .eq('id', id)
      .select(COLUMNS)
      .single();
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ ended_at: null, summary: {}, turns: [turn(1), turn(2)] });
    const ended = await alice.client.from('coach_sessions').update({ ended_at: '2026-11-28T09:20:00Z', summary }).eq('id', id).select(COLUMNS).single();
    expect(ended.error).toBeNull();
    expect(ended.data).toMatchObject({ summary, turns: [turn(1), turn(2)] });
    expect(ended.data?.ended_at).not.toBeNull();

    // Ended, it is a record: no later turn, no new summary, no reopening.
    for (const change of [{ turns: [turn(9)] }, { summary: { ...summary, averageScore: 10 } }, { ended_at: null }]) {
      const { data, error } = await alice.client.from('coach_sessions').update(change).eq('id', id).select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { data: kept } = await alice.client.from('coach_sessions').select(COLUMNS).eq('id', id).single();
    expect(kept).toMatchObject({ summary, turns: [turn(1), turn(2)] });
  });

  it('an unfinished session has no summary yet; an end before the start is refused', async () => {
    expectRefused(
      await alice.client.from('coach_sessions').insert({ session_id: 'demo', started_at: '2026-11-28T09:00:00Z', turns: [turn(1)], summary }),
      '23514',
      /coach_sessions_unfinished_check/,
    );
    const id = await unfinishedSession(alice);
    expectRefused(await alice.client.from('coach_sessions').update({ summary }).eq('id', id), '23514', /coach_sessions_unfinished_check/);
    expectRefused(
      await alice.client.from('coach_sessions').update({ ended_at: '2026-11-28T08:00:00Z', summary }).eq('id', id),
      '23514',
      /coach_sessions_period_check/,
    );
    expectRefused(
      await alice.client
        .from('coach_sessions')
        .update({ turns: [{ question: 'Q' }] })
        .eq('id', id),
      '23514',
      /coach_sessions_turns_shape/,
    );
  });

  it('only its turns, summary and end change: not whose it is, what it is about or when it started', async () => {
    const id = await unfinishedSession(alice);
    expectRefused(await alice.client.from('coach_sessions').update({ user_id: bob.id }).eq('id', id), '42501');
    expectRefused(await alice.client.from('coach_sessions').update({ session_id: 'demo' }).eq('id', id), '42501');
    expectRefused(await alice.client.from('coach_sessions').update({ started_at: '2026-11-28T10:00:00Z' }).eq('id', id), '42501');
  });

  it("a stranger's update touches nothing, and sees nothing; anonymous callers are refused", async () => {
    const id = await unfinishedSession(alice);
    const stranger = await bob.client
      .from('coach_sessions')
      .update({ turns: [turn(7)] })
      .eq('id', id)
      .select('id');
    expect(stranger.error).toBeNull();
    expect(stranger.data).toEqual([]);
    const ending = await bob.client.from('coach_sessions').update({ ended_at: '2026-11-28T09:30:00Z', summary }).eq('id', id).select('id');
    expect(ending.data).toEqual([]);
    expect((await bob.client.from('coach_sessions').select('id').eq('id', id)).data).toEqual([]);
    expectRefused(
      await anon
        .from('coach_sessions')
        .update({ turns: [turn(7)] })
        .eq('id', id),
      '42501',
    );
    const { data } = await alice.client.from('coach_sessions').select(COLUMNS).eq('id', id).single();
    expect(data).toMatchObject({ ended_at: null, summary: {}, turns: [turn(1)] });
  });
});
