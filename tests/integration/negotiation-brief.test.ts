// The negotiation brief kept with its offer (issue #43, 20261129005000): the owner saves and reads it back with its
// date; another person can neither read nor write it, nor can the anonymous key; a brief over 12,000 characters, a blank
// one or one without its date is refused by SQL; and it comes back through an account import.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, connectDatabase, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let db: pg.Client;
let alice: TestUser;
let bob: TestUser;
let anon: SupabaseClient;
let aliceOffer: string;

const BRIEF = '**What to ask for**: a base of [your number: target base] above the 60000 EUR offered.';
const WRITTEN_AT = '2026-11-28T21:00:00.000Z';

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
  alice = await signUpUser(backend, 'Alice');
  bob = await signUpUser(backend, 'Bob');
  anon = clientFor(backend);
  const { data: application } = await alice.client
    .from('applications')
    .insert({ company_name: 'Acme', job_title: 'Engineer' })
    .select('id')
    .single()
    .throwOnError();
  const { data: offer } = await alice.client
    .from('offers')
    .insert({ application_id: (application as { id: string }).id, currency: 'EUR', base_salary: 60000 })
    .select('id')
    .single()
    .throwOnError();
  aliceOffer = (offer as { id: string }).id;
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

async function storedBrief(): Promise<{ negotiation_brief: string | null; negotiation_brief_at: Date | null }> {
  const { rows } = await db.query<{ negotiation_brief: string | null; negotiation_brief_at: Date | null }>(
    'select negotiation_brief, negotiation_brief_at from public.offers where id = $1',
    [aliceOffer],
  );
  return rows[0];
}

describe('offers.negotiation_brief', () => {
  it('is saved and read back by the owner with its date, and neither read nor written by anyone else', async () => {
    const { data: saved, error } = await alice.client
      .from('offers')
      .update({ negotiation_brief: BRIEF, negotiation_brief_at: WRITTEN_AT })
      .eq('id', aliceOffer)
      .select('negotiation_brief, negotiation_brief_at');
    expect(error).toBeNull();
    expect(saved).toHaveLength(1);
    const { data: read } = await alice.client.from('offers').select('negotiation_brief, negotiation_brief_at').eq('id', aliceOffer).single();
    expect(read!.negotiation_brief).toBe(BRIEF);
    expect(new Date(read!.negotiation_brief_at as string).toISOString()).toBe(WRITTEN_AT);

    // Bob: his read finds nothing, his write changes nothing (RLS), and the anonymous key is refused outright.
    const { data: bobRead, error: bobReadError } = await bob.client.from('offers').select('negotiation_brief').eq('id', aliceOffer);
    expect(bobReadError).toBeNull();
    expect(bobRead).toEqual([]);
    const { data: bobWrite, error: bobWriteError } = await bob.client
      .from('offers')
      .update({ negotiation_brief: 'Accept at once.', negotiation_brief_at: WRITTEN_AT })
      .eq('id', aliceOffer)
      .select('id');
    expect(bobWriteError).toBeNull();
    expect(bobWrite).toEqual([]);
    const { error: anonReadError } = await anon.from('offers').select('negotiation_brief').eq('id', aliceOffer);
    expect(anonReadError).not.toBeNull();
    const { error: anonWriteError } = await anon
      .from('offers')
      .update({ negotiation_brief: 'Accept at once.', negotiation_brief_at: WRITTEN_AT })
      .eq('id', aliceOffer);
    expect(anonWriteError).not.toBeNull();
    expect((await storedBrief()).negotiation_brief).toBe(BRIEF);
  });

  it('refuses a brief over 12,000 characters, a blank one, and a brief or a date without the other', async () => {
    const refusals: Array<[change: Record<string, string | null>, constraint: string]> = [
      [{ negotiation_brief: 'x'.repeat(12_001), negotiation_brief_at: WRITTEN_AT }, 'offers_negotiation_brief_length'],
      [{ negotiation_brief: '  \n ', negotiation_brief_at: WRITTEN_AT }, 'offers_negotiation_brief_length'],
      [{ negotiation_brief: BRIEF, negotiation_brief_at: null }, 'offers_negotiation_brief_dated'],
      [{ negotiation_brief: null, negotiation_brief_at: WRITTEN_AT }, 'offers_negotiation_brief_dated'],
    ];
    for (const [change, constraint] of refusals) {
      const { error } = await alice.client.from('offers').update(change).eq('id', aliceOffer);
      expect(error?.code, constraint).toBe('23514');
      expect(error?.message).toContain(constraint);
    }
    // 12,000 characters is the limit, not past it.
    const longest = 'x'.repeat(12_000);
    const { error } = await alice.client.from('offers').update({ negotiation_brief: longest, negotiation_brief_at: WRITTEN_AT }).eq('id', aliceOffer);
    expect(error).toBeNull();
    expect((await storedBrief()).negotiation_brief).toBe(longest);
  });

  it('comes back with its date through an account import, as the export wrote it', async () => {
    await alice.client.from('offers').update({ negotiation_brief: BRIEF, negotiation_brief_at: WRITTEN_AT }).eq('id', aliceOffer).throwOnError();
    const { data: exported } = await alice.client.from('offers').select('*').eq('id', aliceOffer).single().throwOnError();
    const { data: application } = await alice.client.from('applications').select('*').single().throwOnError();
    const carol = await signUpUser(backend, 'Carol');
    const applicationId = randomUUID();
    const offerId = randomUUID();
    const { error } = await carol.client.rpc('import_account', {
      p_import: {
        applications: [{ ...application, id: applicationId, user_id: carol.id }],
        offers: [{ ...exported, id: offerId, user_id: carol.id, application_id: applicationId }],
      },
    });
    expect(error).toBeNull();
    const { data: imported } = await carol.client.from('offers').select('negotiation_brief, negotiation_brief_at').eq('id', offerId).single();
    expect(imported!.negotiation_brief).toBe(BRIEF);
    expect(new Date(imported!.negotiation_brief_at as string).toISOString()).toBe(WRITTEN_AT);
  });
});
