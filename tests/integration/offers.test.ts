// public.offers (issue #43): the offers on an application. Owner vs stranger vs anonymous, and each refusal in SQL —
// negative pay, an unknown currency, a vesting schedule that does not add up to 100 %, another person's application —
// names the constraint (or RLS) that says why, and nothing is stored.
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../src/data/offers/currencies.ts';
import { clientFor, connectDatabase, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let db: pg.Client;
let alice: TestUser;
let bob: TestUser;
let anon: SupabaseClient;
let aliceApplication: string;
let bobApplication: string;

async function addApplication(user: TestUser, company: string): Promise<string> {
  const { data } = await user.client.from('applications').insert({ company_name: company, job_title: 'Engineer' }).select('id').single().throwOnError();
  return (data as { id: string }).id;
}

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
  alice = await signUpUser(backend, 'Alice');
  bob = await signUpUser(backend, 'Bob');
  anon = clientFor(backend);
  aliceApplication = await addApplication(alice, 'Acme');
  bobApplication = await addApplication(bob, 'Globex');
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

const offer = (applicationId: string) => ({
  application_id: applicationId,
  currency: 'EUR',
  base_salary: 60000,
  bonus_percent: 10,
  equity_units: 1000,
  equity_unit_price: 12.5,
  vesting_percents: [25, 25, 25, 25],
  vesting_cliff_months: 12,
  sign_on_amount: 5000,
});

async function offerCount(applicationId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from public.offers where application_id = $1', [applicationId]);
  return rows[0].count;
}

describe('offers', () => {
  it('lets the owner add, read, revise and delete offers on their application, and nobody else see or touch them', async () => {
    const { data: saved, error } = await alice.client.from('offers').insert(offer(aliceApplication)).select().single();
    expect(error).toBeNull();
    // Numbers come back as numbers, the vesting schedule as given.
    expect(saved).toMatchObject({ user_id: alice.id, base_salary: 60000, equity_unit_price: 12.5, vesting_percents: [25, 25, 25, 25] });
    const revised = await alice.client
      .from('offers')
      .insert({ ...offer(aliceApplication), label: 'Revised offer', base_salary: 65000 })
      .select('id')
      .single();
    expect(revised.error).toBeNull();
    expect(await offerCount(aliceApplication)).toBe(2);

    expect((await bob.client.from('offers').select('id').eq('id', saved!.id)).data).toEqual([]);
    expect((await bob.client.from('offers').update({ base_salary: 1 }).eq('id', saved!.id).select()).data).toEqual([]);
    expect((await bob.client.from('offers').delete().eq('id', saved!.id).select()).data).toEqual([]);
    expect((await anon.from('offers').select('id')).error?.code).toBe('42501');
    expect((await anon.from('offers').insert(offer(aliceApplication))).error?.code).toBe('42501');

    expect((await alice.client.from('offers').update({ base_salary: 61000 }).eq('id', saved!.id)).error).toBeNull();
    expect((await alice.client.from('offers').delete().eq('id', revised.data!.id)).error).toBeNull();
    const { rows } = await db.query<{ base_salary: string }>('select base_salary from public.offers where application_id = $1', [aliceApplication]);
    expect(rows).toEqual([{ base_salary: '61000.00' }]);
  });

  it("refuses an offer on another person's application, and moving an offer to one", async () => {
    const planted = await bob.client.from('offers').insert(offer(aliceApplication));
    expect(planted.error?.code).toBe('42501');
    expect(planted.error?.message).toMatch(/row-level security/);
    const own = await bob.client.from('offers').insert(offer(bobApplication)).select('id').single();
    const moved = await bob.client.from('offers').update({ application_id: aliceApplication }).eq('id', own.data!.id);
    expect(moved.error?.code).toBe('42501');
    expect((await bob.client.from('offers').insert({ ...offer(bobApplication), user_id: alice.id })).error?.code).toBe('42501');
    expect(await offerCount(bobApplication)).toBe(1);
  });

  it('refuses negative pay, an unknown currency and a vesting schedule that does not add up to 100 %, naming the check', async () => {
    const user = await signUpUser(backend, 'Checked');
    const applicationId = await addApplication(user, 'Initech');
    for (const [change, constraint] of [
      [{ base_salary: -1 }, 'offers_base_salary_not_negative'],
      [{ bonus_amount: -500, bonus_percent: null }, 'offers_bonus_amount_not_negative'],
      [{ sign_on_amount: -5000 }, 'offers_sign_on_not_negative'],
      [{ equity_units: -10 }, 'offers_equity_units_not_negative'],
      [{ relocation_amount: -1 }, 'offers_relocation_not_negative'],
      [{ currency: 'EURO' }, 'offers_currency_known'],
      [{ currency: 'XYZ' }, 'offers_currency_known'],
      [{ currency: 'eur' }, 'offers_currency_known'],
      [{ vesting_percents: [25, 25, 25] }, 'offers_vesting_adds_up'],
      [{ vesting_percents: [50, 60, -10] }, 'offers_vesting_adds_up'],
      [{ vesting_percents: [] }, 'offers_vesting_adds_up'],
      [{ vesting_percents: null }, 'offers_equity_has_vesting'],
      [{ vesting_cliff_months: 60, vesting_percents: [100] }, 'offers_vesting_cliff_within_schedule'],
      [{ bonus_amount: 5000 }, 'offers_bonus_one_kind'],
      [{ equity_amount: 10000 }, 'offers_equity_one_kind'],
      [{ equity_unit_price: null }, 'offers_equity_units_with_price'],
      [{ remote_policy: 'sometimes' }, 'offers_remote_policy_check'],
    ] as const) {
      const { error } = await user.client.from('offers').insert({ ...offer(applicationId), ...change });
      expect(error?.code, JSON.stringify(change)).toBe('23514');
      expect(error?.message, JSON.stringify(change)).toContain(constraint);
    }
    expect(await offerCount(applicationId)).toBe(0);
    // A schedule with decimals that adds up, a back-loaded one, and an offer with no equity at all are fine.
    for (const fine of [
      { ...offer(applicationId), vesting_percents: [33.33, 33.33, 33.34] },
      { ...offer(applicationId), vesting_percents: [5, 15, 40, 40] },
      { application_id: applicationId, currency: 'JPY', base_salary: 9000000 },
    ]) {
      expect((await user.client.from('offers').insert(fine)).error, JSON.stringify(fine)).toBeNull();
    }
    expect(await offerCount(applicationId)).toBe(3);
  });

  it('knows exactly the currencies the SPA offers', async () => {
    const { rows } = await db.query<{ codes: string[] }>('select private.known_currencies() as codes');
    expect([...rows[0].codes].sort()).toEqual([...CURRENCIES].sort());
  });

  it('goes with its application', async () => {
    const user = await signUpUser(backend, 'Closing');
    const applicationId = await addApplication(user, 'Hooli');
    await user.client.from('offers').insert(offer(applicationId)).throwOnError();
    await user.client.from('applications').delete().eq('id', applicationId).throwOnError();
    expect(await offerCount(applicationId)).toBe(0);
  });
});
