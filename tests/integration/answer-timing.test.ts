// user_profiles.answer_timing (migration 20261123000700): the Copilot's "Answer timing" replaces the auto_send
// checkbox. Only the three choices are stored; the old auto_send value maps onto it (true → after a 2 s pause) and
// stays in step with it, so account imports and older clients keep working.
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
  const { data, error } = await user.client.from('user_profiles').select('answer_timing, auto_send').eq('id', user.id).single();
  if (error) throw error;
  return data;
}

describe('answer timing', () => {
  it('starts off (the old checkbox started unticked)', async () => {
    expect(await stored()).toEqual({ answer_timing: 'off', auto_send: false });
  });

  it('refuses anything but instant, pause and off, and changes nothing', async () => {
    const { error } = await user.client.from('user_profiles').update({ answer_timing: 'sometimes' as 'off' }).eq('id', user.id);
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/user_profiles_answer_timing_check/);
    expect(await stored()).toEqual({ answer_timing: 'off', auto_send: false });
  });

  it('keeps auto_send in step with the timing chosen', async () => {
    await user.client.from('user_profiles').update({ answer_timing: 'instant' }).eq('id', user.id).throwOnError();
    expect(await stored()).toEqual({ answer_timing: 'instant', auto_send: true });
    await user.client.from('user_profiles').update({ answer_timing: 'off' }).eq('id', user.id).throwOnError();
    expect(await stored()).toEqual({ answer_timing: 'off', auto_send: false });
  });

  it('maps an old auto_send value: ticked means after a 2 s pause', async () => {
    await user.client.from('user_profiles').update({ auto_send: true }).eq('id', user.id).throwOnError();
    expect(await stored()).toEqual({ answer_timing: 'pause', auto_send: true });
    await user.client.from('user_profiles').update({ auto_send: false }).eq('id', user.id).throwOnError();
    expect(await stored()).toEqual({ answer_timing: 'off', auto_send: false });
  });
});
