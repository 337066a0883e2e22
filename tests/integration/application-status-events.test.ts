// public.application_status_events (issue #42): the history of every application's status, written by the database
// (a starting event as an application is saved, one event per status change, whoever makes it), read by its owner only,
// never written by hand through the API except by an import restoring an application with its history (kept exactly,
// not doubled), and gone with the account. public.application_journeys turns it into the steps each application reached.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftovers } from './account-data-helpers.ts';
import { connectDatabase, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let db: pg.Client;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
  alice = await signUpUser(backend, 'Alice');
  bob = await signUpUser(backend, 'Bob');
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function newApplication(user: TestUser, fields: Record<string, unknown> = {}): Promise<string> {
  const { data } = await user.client
    .from('applications')
    .insert({ company_name: 'Acme', job_title: 'Engineer', ...fields })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

async function historyOf(applicationId: string) {
  const { rows } = await db.query<{ from_status: string | null; to_status: string; changed_at: Date; user_id: string }>(
    'select from_status, to_status, changed_at, user_id from public.application_status_events where application_id = $1 order by changed_at',
    [applicationId],
  );
  return rows;
}

describe('application_status_events', () => {
  it('starts with the saved status and adds one event per status change, at the time the caller gives or now', async () => {
    const savedAt = daysAgo(20);
    const id = await newApplication(alice, { status: 'Saved', status_changed_at: savedAt });
    await alice.client
      .from('applications')
      .update({ status: 'Applied', status_changed_at: daysAgo(15) })
      .eq('id', id)
      .throwOnError();
    // An edit that leaves the status alone is not a change, even when it names a time.
    await alice.client
      .from('applications')
      .update({ job_title: 'Staff engineer', status_changed_at: daysAgo(1) })
      .eq('id', id)
      .throwOnError();
    const before = Date.now();
    await alice.client.from('applications').update({ status: 'In progress' }).eq('id', id).throwOnError();

    const history = await historyOf(id);
    expect(history.map((event) => [event.from_status, event.to_status])).toEqual([
      [null, 'Saved'],
      ['Saved', 'Applied'],
      ['Applied', 'In progress'],
    ]);
    expect(history.every((event) => event.user_id === alice.id)).toBe(true);
    expect(history[0].changed_at.toISOString()).toBe(savedAt);
    expect(Math.round((history[1].changed_at.getTime() - history[0].changed_at.getTime()) / DAY)).toBe(5);
    expect(history[2].changed_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const { data: row } = await alice.client.from('applications').select('status_changed_at').eq('id', id).single().throwOnError();
    expect(new Date(row.status_changed_at).getTime()).toBe(history[2].changed_at.getTime());
  });

  it("dates a new application's starting status from its application date when the caller gives no time, now at the latest", async () => {
    const csvRow = await newApplication(alice, { status: 'Applied', application_date: '2026-10-01' });
    expect((await historyOf(csvRow))[0].changed_at.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    const before = Date.now();
    const later = await newApplication(alice, { status: 'Saved', application_date: '2999-01-01' });
    const [start] = await historyOf(later);
    expect(start.changed_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(start.changed_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a status change in the future or before the previous one, and keeps no event of it', async () => {
    const id = await newApplication(alice, { status: 'Applied', status_changed_at: daysAgo(3) });
    const future = await alice.client
      .from('applications')
      .update({ status: 'Missed', status_changed_at: new Date(Date.now() + DAY).toISOString() })
      .eq('id', id);
    expect(future.error?.message).toBe('A status change cannot be in the future.');
    const earlier = await alice.client
      .from('applications')
      .update({ status: 'Missed', status_changed_at: daysAgo(5) })
      .eq('id', id);
    expect(earlier.error?.message).toBe('A status change cannot come before the previous one.');
    expect((await historyOf(id)).map((event) => event.to_status)).toEqual(['Applied']);
  });

  it('refuses an application source outside the list', async () => {
    const { error } = await alice.client.from('applications').insert({ company_name: 'Acme', job_title: 'Engineer', source: 'carrier pigeon' });
    expect(error?.message).toContain('applications_source_check');
    expect(await newApplication(alice, { source: 'referral' })).toBeTruthy();
  });

  it('shows each person only their own history, and refuses history written by hand, for anyone', async () => {
    const id = await newApplication(alice, { status: 'Applied' });
    const { data: mine } = await alice.client.from('application_status_events').select('to_status').eq('application_id', id).throwOnError();
    expect(mine).toEqual([{ to_status: 'Applied' }]);
    expect((await bob.client.from('application_status_events').select('id').eq('application_id', id)).data).toEqual([]);

    // A forged row for Alice's application, written by Bob: as her, or as himself.
    const asAlice = await bob.client
      .from('application_status_events')
      .insert({ user_id: alice.id, application_id: id, from_status: 'Applied', to_status: 'Missed' });
    expect(asAlice.error?.code).toBe('42501');
    const onHers = await bob.client.from('application_status_events').insert({ application_id: id, from_status: 'Applied', to_status: 'Missed' });
    expect(onHers.error?.code).toBe('42501');
    // Alice herself cannot rewrite her application's story either: the tracker writes it.
    const own = await alice.client.from('application_status_events').insert({ application_id: id, from_status: 'Applied', to_status: 'Succeeded' });
    expect(own.error?.message).toBe("An application's history is written by the tracker: change its status instead.");
    // Nor edit or delete a row of it.
    expect((await alice.client.from('application_status_events').update({ to_status: 'Succeeded' }).eq('application_id', id)).error?.code).toBe('42501');
    expect((await alice.client.from('application_status_events').delete().eq('application_id', id)).error?.code).toBe('42501');
    expect((await historyOf(id)).map((event) => event.to_status)).toEqual(['Applied']);
  });

  it('import_account restores an application with its history exactly (no starting event of the import day), and one without history gets its start', async () => {
    const user = await signUpUser(backend, 'Mover');
    const withHistory = randomUUID();
    const withoutHistory = randomUUID();
    const events = [
      { from_status: null, to_status: 'Saved', changed_at: '2026-10-01T09:00:00.000Z' },
      { from_status: 'Saved', to_status: 'Applied', changed_at: '2026-10-02T09:00:00.000Z' },
      { from_status: 'Applied', to_status: 'In progress', changed_at: '2026-10-09T09:00:00.000Z' },
    ];
    const { error } = await user.client.rpc('import_account', {
      p_import: {
        applications: [
          {
            id: withHistory,
            user_id: user.id,
            company_name: 'Kept',
            job_title: 'Engineer',
            status: 'In progress',
            status_changed_at: '2026-10-09T09:00:00.000Z',
          },
          { id: withoutHistory, user_id: user.id, company_name: 'Older export', job_title: 'Engineer', status: 'Applied' },
        ],
        application_status_events: events.map((event) => ({
          ...event,
          id: randomUUID(),
          user_id: user.id,
          application_id: withHistory,
        })),
      },
    });
    expect(error).toBeNull();
    expect(
      (await historyOf(withHistory)).map(({ from_status, to_status, changed_at }) => ({ from_status, to_status, changed_at: changed_at.toISOString() })),
    ).toEqual(events);
    expect((await historyOf(withoutHistory)).map((event) => [event.from_status, event.to_status])).toEqual([[null, 'Applied']]);

    // The import cannot add history to an application the account already had.
    const existing = await newApplication(user, { status: 'Applied' });
    const forged = await user.client.rpc('import_account', {
      p_import: {
        application_status_events: [{ id: randomUUID(), user_id: user.id, application_id: existing, from_status: 'Applied', to_status: 'Succeeded' }],
      },
    });
    expect(forged.error?.message).toBe('The import was refused: 1 item(s) could not be saved');
    expect((await historyOf(existing)).map((event) => event.to_status)).toEqual(['Applied']);
  });

  it('application_journeys gives each step reached, the days spent in each status left, and only to the owner', async () => {
    const id = await newApplication(alice, { status: 'Saved', status_changed_at: daysAgo(30), source: 'referral', resume_name: 'cv-v2.pdf' });
    await alice.client
      .from('applications')
      .update({ status: 'Applied', status_changed_at: daysAgo(28) })
      .eq('id', id)
      .throwOnError();
    await alice.client
      .from('applications')
      .update({ status: 'No Reply', status_changed_at: daysAgo(21) })
      .eq('id', id)
      .throwOnError();
    await alice.client
      .from('applications')
      .update({ status: 'In progress', status_changed_at: daysAgo(18) })
      .eq('id', id)
      .throwOnError();
    const { data: journey } = await alice.client.from('application_journeys').select('*').eq('id', id).single().throwOnError();
    expect(journey).toMatchObject({ source: 'referral', resume_name: 'cv-v2.pdf', status: 'In progress', offered_at: null });
    const day = (at: string | null) => Math.round((Date.now() - new Date(at!).getTime()) / DAY);
    expect([day(journey.saved_at), day(journey.applied_at), day(journey.replied_at), day(journey.interviewed_at)]).toEqual([30, 28, 18, 18]);
    expect(journey.days_in_status).toEqual({ Saved: 2, Applied: 7, 'No Reply': 3 });
    expect((await bob.client.from('application_journeys').select('id').eq('id', id)).data).toEqual([]);
  });

  it('goes with the application, and with the account', async () => {
    const user = await signUpUser(backend, 'Leaving');
    const id = await newApplication(user, { status: 'Applied' });
    await user.client.from('applications').update({ status: 'Missed' }).eq('id', id).throwOnError();
    expect((await leftovers(db, user.id))['public.application_status_events']).toBe(2);
    await db.query('delete from auth.users where id = $1', [user.id]);
    expect(await leftovers(db, user.id)).toEqual({});
  });
});
