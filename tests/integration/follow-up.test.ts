// The follow-up reminder (issue #30): the database refuses a day before the application date or out of range, a refused
// write changes nothing, and only the owner can set it (RLS on applications covers the new column).
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, connectDatabase, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let owner: TestUser;
let stranger: TestUser;
let anon: SupabaseClient;
let db: pg.Client;
let applicationId: string;

async function storedFollowUp(): Promise<string | null> {
  const { rows } = await db.query('select follow_up_on::text as day from public.applications where id = $1', [applicationId]);
  return rows[0].day as string | null;
}

beforeAll(async () => {
  backend = await startBackend();
  owner = await signUpUser(backend, 'Owner');
  stranger = await signUpUser(backend, 'Stranger');
  anon = clientFor(backend);
  db = await connectDatabase(backend);
  const { data, error } = await owner.client
    .from('applications')
    .insert({ company_name: 'Acme', job_title: 'Engineer', application_date: '2026-11-10' })
    .select()
    .single();
  if (error) throw error;
  applicationId = data.id;
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('applications.follow_up_on', () => {
  it('is empty by default; the owner sets it, on the application day or later, and clears it', async () => {
    expect(await storedFollowUp()).toBeNull();
    for (const day of ['2026-11-10', '2026-12-03']) {
      const { data, error } = await owner.client.from('applications').update({ follow_up_on: day }).eq('id', applicationId).select('follow_up_on').single();
      expect(error).toBeNull();
      expect(data?.follow_up_on).toBe(day);
    }
    const { error } = await owner.client.from('applications').update({ follow_up_on: null }).eq('id', applicationId);
    expect(error).toBeNull();
    expect(await storedFollowUp()).toBeNull();
  });

  it.each([
    ['a day before the application date', '2026-11-09', '23514'],
    ['a day past 2999', '3000-01-01', '23514'],
    ['text that is not a date', 'next week', '22007'],
  ])('refuses %s, with a named constraint, and changes nothing', async (_label, day, code) => {
    await db.query('update public.applications set follow_up_on = $2 where id = $1', [applicationId, '2026-12-01']);
    const { error } = await owner.client.from('applications').update({ follow_up_on: day }).eq('id', applicationId);
    expect(error?.code).toBe(code);
    if (code === '23514') expect(error?.message).toContain('applications_follow_up_on_range');
    expect(await storedFollowUp()).toBe('2026-12-01');
  });

  it('refuses moving the application date after its follow-up', async () => {
    await db.query('update public.applications set follow_up_on = $2 where id = $1', [applicationId, '2026-12-01']);
    const { error } = await owner.client.from('applications').update({ application_date: '2026-12-02' }).eq('id', applicationId);
    expect(error?.code).toBe('23514');
  });

  it('a stranger and the anonymous role cannot set it: no row touched', async () => {
    await db.query('update public.applications set follow_up_on = $2 where id = $1', [applicationId, '2026-12-01']);
    const byStranger = await stranger.client.from('applications').update({ follow_up_on: '2026-12-24' }).eq('id', applicationId).select();
    expect(byStranger.error).toBeNull();
    expect(byStranger.data).toEqual([]);
    const byAnon = await anon.from('applications').update({ follow_up_on: '2026-12-24' }).eq('id', applicationId).select();
    expect(byAnon.error?.code).toBe('42501');
    expect(await storedFollowUp()).toBe('2026-12-01');
  });
});
