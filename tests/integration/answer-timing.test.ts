// user_profiles.answer_timing (supabase/migrations/20261121000200_accounts.sql): the Copilot's "Answer timing".
// Only the three choices are stored; each is kept as chosen (account imports carry it: import-account.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let user: TestUser;

beforeAll(async () => {
  backend = await startBackend();
  user = await signUpUser(backend, 'Timing');
  const { error } = await user.client.rpc('ensure_profile');
  if (error) throw error;
});
afterAll(async () => {
  await backend?.stop();
});

async function stored() {
  const { data, error } = await user.client.from('user_profiles').select('answer_timing').eq('id', user.id).single();
  if (error) throw error;
  return data;
}

describe('answer timing', () => {
  it('starts off (the old checkbox started unticked)', async () => {
    expect(await stored()).toEqual({ answer_timing: 'off' });
  });

  it('refuses anything but instant, pause and off, and changes nothing', async () => {
    const { error } = await user.client
      .from('user_profiles')
      .update({ answer_timing: 'sometimes' as 'off' })
      .eq('id', user.id);
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/user_profiles_answer_timing_check/);
    expect(await stored()).toEqual({ answer_timing: 'off' });
  });

  it('keeps each choice as chosen', async () => {
    for (const timing of ['instant', 'pause', 'off'] as const) {
      await user.client.from('user_profiles').update({ answer_timing: timing }).eq('id', user.id).throwOnError();
      expect(await stored()).toEqual({ answer_timing: timing });
    }
  });
});
