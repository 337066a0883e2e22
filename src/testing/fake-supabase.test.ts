// The stand-in answers as PostgREST does (in-memory-postgrest.ts, bodies checked 2026-11-26), read through the real
// postgrest-js: what a test sees is what supabase-js makes of those answers, refusals included.
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';

const { client } = fakeSupabase;

describe('fake supabase client', () => {
  beforeEach(() => resetFakeSupabase());

  it('single() on no row is PostgREST’s 406 PGRST116, and maybeSingle() is null', async () => {
    const none = await client.from('user_profiles').select('id').eq('id', 'someone-else').single();
    expect(none).toEqual({
      data: null,
      error: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 0 rows', hint: null },
      count: null,
      status: 406,
      statusText: 'Not Acceptable',
      success: false,
    });
    expect(await client.from('user_profiles').select('id').eq('id', 'someone-else').maybeSingle()).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('maybeSingle() on two rows is postgrest-js’s PGRST116', async () => {
    await client.from('chat_messages').insert([{ session_id: 'demo' }, { session_id: 'demo' }]);
    const answer = await client.from('chat_messages').select('id').eq('session_id', 'demo').maybeSingle();
    expect(answer).toMatchObject({
      data: null,
      status: 406,
      error: { code: 'PGRST116', details: 'Results contain 2 rows, application/vnd.pgrst.object+json requires 1 row' },
    });
  });

  it('writes answer no body unless selected, and select() returns only the listed columns', async () => {
    expect(await client.from('chat_messages').insert({ session_id: 'demo', content: 'Hi' })).toMatchObject({ data: null, error: null, status: 201 });
    expect(await client.from('chat_messages').update({ content: 'Hello' }).eq('id', 'row-1')).toMatchObject({ data: null, status: 204 });
    expect(await client.from('chat_messages').select('id, content').order('id')).toMatchObject({ data: [{ id: 'row-1', content: 'Hello' }], status: 200 });
    expect(await client.from('chat_messages').delete().in('id', ['row-1']).select('id')).toMatchObject({ data: [{ id: 'row-1' }], status: 200 });
    expect(fakeSupabase.inserted('chat_messages')).toEqual([{ session_id: 'demo', content: 'Hi' }]);
    expect(fakeSupabase.deleted('chat_messages')).toEqual([['row-1']]);
    expect(fakeSupabase.tables.chat_messages).toEqual([]);
  });

  it('an unknown function is PostgREST’s 404 PGRST202', async () => {
    const answer = await client.rpc('no_such_function');
    expect(answer).toMatchObject({
      data: null,
      status: 404,
      error: { code: 'PGRST202', message: 'Could not find the function public.no_such_function without parameters in the schema cache' },
    });
  });

  it('upserts on a conflict column, and reads with or() and not', async () => {
    await client.from('standing_rules').insert([{ rule: 'a', position: 1 }]);
    await client.from('standing_rules').upsert([
      { id: 'row-1', rule: 'A' },
      { rule: 'b', position: 2 },
    ] as never);
    expect(fakeSupabase.tables.standing_rules.map((row) => ({ id: row.id, rule: row.rule }))).toEqual([
      { id: 'row-1', rule: 'A' },
      { id: 'row-2', rule: 'b' },
    ]);
    const { data } = await client.from('standing_rules').select('rule').or('position.eq.2,rule.eq.A').not('rule', 'eq', 'b');
    expect(data).toEqual([{ rule: 'A' }]);
  });

  it('refuses loudly what it does not implement, instead of guessing', async () => {
    const answer = await client
      .from('standing_rules')
      .select('rule')
      .contains('tags', ['x'] as never);
    expect(answer).toMatchObject({ status: 501, error: { message: expect.stringContaining('does not implement the cs operator') } });
  });

  it('orders on several columns and cuts a range', async () => {
    await client.from('coach_sessions').insert([
      { started_at: '2', n: 1 },
      { started_at: '1', n: 2 },
      { started_at: '2', n: 3 },
    ]);
    const { data } = await client.from('coach_sessions').select('n').order('started_at', { ascending: false }).order('n', { ascending: false }).range(0, 1);
    expect(data).toEqual([{ n: 3 }, { n: 1 }]);
  });
});
