// The run's backends share one Postgres cluster (tests/setup/integration.ts): each gets its own clone of the migrated
// template, sees only its own rows, and leaves nothing behind when it stops.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectDatabase, describeLocalOnly, serviceClient, signUpUser, startBackend, type LocalSupabase } from './backend.ts';

describeLocalOnly('the clones are local-supabase’s', 'backends on clones of one migrated template', () => {
  let first: LocalSupabase;
  let second: LocalSupabase;

  beforeAll(async () => {
    [first, second] = await Promise.all([startBackend(), startBackend()]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  it('run on the cluster the global setup started, each on a database of its own', () => {
    const template = inject('localSupabaseTemplate');
    expect(template).not.toBeNull();
    const [a, b] = [new URL(first.dbUrl), new URL(second.dbUrl)];
    expect([Number(a.port), Number(b.port)]).toEqual([template?.port, template?.port]);
    expect(a.pathname).not.toBe(b.pathname);
  });

  it('start migrated, and a row written through one backend is not seen through the other', async () => {
    const user = await signUpUser(first, 'Clone');
    const { error } = await user.client.from('applications').insert({ company_name: 'Clone Corp', job_title: 'Engineer' });
    expect(error).toBeNull();

    const seenByFirst = await serviceClient(first).from('applications').select('company_name');
    const seenBySecond = await serviceClient(second).from('applications').select('company_name');
    expect(seenByFirst.data).toEqual([{ company_name: 'Clone Corp' }]);
    expect(seenBySecond.error).toBeNull();
    expect(seenBySecond.data).toEqual([]);
    expect((await serviceClient(second).auth.admin.listUsers()).data.users).toEqual([]);
  });

  it('drops its database when it stops, open connections included', async () => {
    const third = await startBackend();
    const name = new URL(third.dbUrl).pathname.slice(1);
    const leftOpen = await connectDatabase(third);
    leftOpen.on('error', () => undefined); // the drop ends it
    await third.stop();

    const db = await connectDatabase(first);
    try {
      const { rows } = await db.query('select count(*)::int as n from pg_database where datname = $1', [name]);
      expect(rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });
});
