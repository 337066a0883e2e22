import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditsQueryOptions, type Credits } from './get-credits';
import { ensureQuestionAvailable } from './ensure-question-available';

const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({ supabase: { rpc } }));

/** What supabase.rpc(...).abortSignal(signal) resolves to. */
const answers = (value: unknown) => ({ abortSignal: async () => value });
const credits = (remaining: number | null, plan_type = 'free'): Credits => ({ plan_type, monthly_limit: 10, used: 10 - (remaining ?? 0), remaining });

afterEach(() => {
  rpc.mockReset();
  vi.useRealTimers();
});

describe('ensureQuestionAvailable', () => {
  it('answers from a fresh cached count without asking the server', async () => {
    const client = new QueryClient();
    client.setQueryData(creditsQueryOptions('u1').queryKey, credits(0));
    expect(await ensureQuestionAvailable(client, 'u1')).toBe(false);
    client.setQueryData(creditsQueryOptions('u1').queryKey, credits(3));
    expect(await ensureQuestionAvailable(client, 'u1')).toBe(true);
    expect(rpc).not.toHaveBeenCalled();
  });

  it('asks the server again when the cached count is stale or invalidated', async () => {
    const client = new QueryClient();
    client.setQueryData(creditsQueryOptions('u1').queryKey, credits(3));
    await client.invalidateQueries({ queryKey: creditsQueryOptions('u1').queryKey });
    rpc.mockReturnValueOnce(answers({ data: [credits(0)], error: null }));
    expect(await ensureQuestionAvailable(client, 'u1')).toBe(false);
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('lets paid plans through, and lets the gateway decide when the server cannot answer', async () => {
    const client = new QueryClient();
    rpc.mockReturnValueOnce(answers({ data: [credits(null, 'plus')], error: null }));
    expect(await ensureQuestionAvailable(client, 'u1')).toBe(true);
    await client.invalidateQueries();
    rpc.mockReturnValueOnce(answers({ data: null, error: { message: 'offline' } }));
    expect(await ensureQuestionAvailable(client, 'u1')).toBe(true);
  });
});
