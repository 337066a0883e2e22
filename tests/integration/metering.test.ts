// The AI question meter: free plan 10 per calendar month, atomic under concurrency, refundable; paid plans unlimited.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, signUpUser, connectDatabase, startBackend, type LocalSupabase } from './backend.ts';

let backend: LocalSupabase;
let db: pg.Client;

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

async function consume(userId: string) {
  const { data, error } = await serviceClient(backend).rpc('consume_ai_question', { p_user_id: userId, p_kind: 'copilot' });
  if (error) throw error;
  return (data as Array<{ allowed: boolean; plan_type: string; remaining: number | null; usage_id: number | null; reason: string | null }>)[0];
}

describe('consume_ai_question', () => {
  it('lets a free user ask 10 questions a month, then refuses', async () => {
    const user = await signUpUser(backend, 'Free');
    const remaining: Array<number | null> = [];
    for (let i = 0; i < 10; i += 1) remaining.push((await consume(user.id)).remaining);
    expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(await consume(user.id)).toMatchObject({ allowed: false, remaining: 0, usage_id: null, reason: 'credit_limit_reached' });
    const { data } = await user.client.rpc('ai_credits');
    expect(data).toEqual([{ plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 }]);
  });

  it('with 1 question left, 20 simultaneous calls let exactly one through', async () => {
    const user = await signUpUser(backend, 'Racer');
    await db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 9)`, [user.id]);
    const results = await Promise.all(Array.from({ length: 20 }, () => consume(user.id)));
    expect(results.filter((r) => r.allowed)).toHaveLength(1);
    const { rows } = await db.query('select count(*)::int as n from public.ai_usage where user_id = $1', [user.id]);
    expect(rows[0].n).toBe(10);
  });

  it('counts only this calendar month, and a refunded question is given back', async () => {
    const user = await signUpUser(backend, 'Month');
    await db.query(
      `insert into public.ai_usage (user_id, kind, created_at) select $1, 'copilot', date_trunc('month', now()) - interval '1 day' from generate_series(1, 10)`,
      [user.id],
    );
    const first = await consume(user.id);
    expect(first).toMatchObject({ allowed: true, remaining: 9 });
    const { data: refunded } = await serviceClient(backend).rpc('refund_ai_question', { p_usage_id: first.usage_id });
    expect(refunded).toBe(true);
    const { data: again } = await serviceClient(backend).rpc('refund_ai_question', { p_usage_id: first.usage_id });
    expect(again).toBe(false);
    expect((await consume(user.id)).remaining).toBe(9);
  });

  it('does not limit paid plans while their period runs, and falls back to free when it has ended', async () => {
    const user = await signUpUser(backend, 'Paid');
    await db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 10)`, [user.id]);
    await db.query(
      `update public.subscriptions set plan_type = 'plus', status = 'active', current_period_end = now() + interval '30 days' where user_id = $1`,
      [user.id],
    );
    expect(await consume(user.id)).toMatchObject({ allowed: true, plan_type: 'plus', remaining: null });
    await db.query(`update public.subscriptions set plan_type = 'flash', current_period_end = now() - interval '1 minute' where user_id = $1`, [user.id]);
    expect(await consume(user.id)).toMatchObject({ allowed: false, plan_type: 'free' });
    await db.query(
      `update public.subscriptions set plan_type = 'plus', status = 'canceled', current_period_end = now() + interval '1 day' where user_id = $1`,
      [user.id],
    );
    expect(await consume(user.id)).toMatchObject({ allowed: false, plan_type: 'free' });
  });

  it('keeps paid plans within fair use: 60 questions in a rolling hour', async () => {
    const user = await signUpUser(backend, 'Busy');
    await db.query(`update public.subscriptions set plan_type = 'plus', current_period_end = now() + interval '30 days' where user_id = $1`, [user.id]);
    await db.query(`insert into public.ai_usage (user_id, kind, created_at) select $1, 'copilot', now() - interval '70 minutes' from generate_series(1, 100)`, [
      user.id,
    ]);
    await db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 59)`, [user.id]);
    expect(await consume(user.id)).toMatchObject({ allowed: true, plan_type: 'plus' });
    expect(await consume(user.id)).toMatchObject({ allowed: false, plan_type: 'plus', reason: 'rate_limited' });
  });
});
