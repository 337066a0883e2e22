// Users made and changed through the admin API are rows GoTrue itself could read (no NULL in the string columns its
// User model scans, as supabase/auth internal/models/user.go does), so listUsers() and deleteUser() keep working after
// the calls Supabase's own auth-js suite makes; and `--config defaults` starts auth on the Supabase CLI's defaults.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigFrom } from '../../local-supabase/src/cli.ts';
import { clientFor, connectDatabase, serviceClient, startBackend, type LocalSupabase } from './backend.ts';

/** The auth.users columns GoTrue reads as Go strings: a NULL in one makes every read of the user a 500. */
const STRING_COLUMNS = [
  'aud',
  'role',
  'confirmation_token',
  'recovery_token',
  'email_change_token_current',
  'email_change_token_new',
  'email_change',
  'phone_change_token',
  'phone_change',
  'reauthentication_token',
];

let backend: LocalSupabase;
let db: pg.Client;

beforeAll(async () => {
  backend = await startBackend({ authConfig: 'cli-defaults' });
  db = await connectDatabase(backend);
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

const email = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`;

describe('admin-created users', () => {
  it('are written with every string column set, and list, update and delete like on GoTrue', async () => {
    const admin = serviceClient(backend).auth.admin;
    const created = await Promise.all([
      admin.createUser({ email: email('plain'), password: 'password123', user_metadata: {} }),
      admin.createUser({ email: email('meta'), password: 'password123', user_metadata: { a: 1 }, app_metadata: { roles: ['editor'] } }),
      admin.createUser({ email: email('unconfirmed'), password: 'password123', email_confirm: false }),
      admin.createUser({ email: email('confirmed'), email_confirm: true }),
    ]);
    for (const { error } of created) expect(error).toBeNull();
    const ids = created.map(({ data }) => data.user!.id);
    await Promise.all([
      admin.updateUserById(ids[0], { email: email('changed') }),
      admin.updateUserById(ids[1], { user_metadata: { b: 2 }, app_metadata: { c: 3 } }),
      admin.updateUserById(ids[2], { email_confirm: true, password: 'another-password' }),
      admin.updateUserById(ids[3], { ban_duration: '24h' }),
    ]).then((answers) => answers.forEach(({ error }) => expect(error).toBeNull()));

    const { rows } = await db.query<{ id: string; nulls: string[] }>(
      `select id, array_remove(array[${STRING_COLUMNS.map((column) => `case when ${column} is null then '${column}' end`).join(', ')}], null) as nulls
         from auth.users where id = any($1::uuid[])`,
      [ids],
    );
    expect(rows.map((row) => row.nulls)).toEqual(ids.map(() => []));

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((user) => user.id)).toEqual(expect.arrayContaining(ids));
    for (const id of ids) expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.listUsers()).data.users.map((user) => user.id)).not.toEqual(expect.arrayContaining([ids[0]]));
  });
});

describe('--config defaults', () => {
  it("takes the Supabase CLI's auth defaults: a 6-character password signs up (supabase/config.toml asks for 8)", async () => {
    const { data, error } = await clientFor(backend).auth.signUp({ email: email('short'), password: 'abc123' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('is read from the command line or LOCAL_SUPABASE_CONFIG, and a wrong value stops the start', () => {
    expect(authConfigFrom(['--config', 'defaults'], {})).toBe('cli-defaults');
    expect(authConfigFrom([], { LOCAL_SUPABASE_CONFIG: 'defaults' })).toBe('cli-defaults');
    expect(authConfigFrom([], {})).toBe('project');
    expect(() => authConfigFrom(['--config', 'default'], {})).toThrow(/--config takes "project" .* or "defaults"/);
  });
});
