// local-supabase's database and auth behave like hosted Supabase where seeds and direct connections notice:
// the postgres role's search_path, auth.users' columns, GoTrue's failure on NULL token columns, the demo seed, and
// anonymous sign-ins being off. Checked against supabase/auth (GoTrue) at bc32168: migrations/*.up.sql (auth.users),
// internal/models/user.go (token columns read as Go strings), internal/api/token.go ("Database error querying
// schema"), internal/api/api.go and apierrors/errorcode.go (anonymous_provider_disabled).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, connectDatabase, startBackend, type LocalSupabase } from './backend.ts';

let backend: LocalSupabase;
let db: pg.Client;

beforeAll(async () => {
  backend = await startBackend({ seed: true });
  db = await connectDatabase(backend);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

/** GoTrue's auth.users once all of supabase/auth's migrations have run. */
const GOTRUE_USER_COLUMNS = [
  'instance_id',
  'id',
  'aud',
  'role',
  'email',
  'encrypted_password',
  'email_confirmed_at',
  'invited_at',
  'confirmation_token',
  'confirmation_sent_at',
  'recovery_token',
  'recovery_sent_at',
  'email_change_token_new',
  'email_change',
  'email_change_sent_at',
  'last_sign_in_at',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'is_super_admin',
  'created_at',
  'updated_at',
  'phone',
  'phone_confirmed_at',
  'phone_change',
  'phone_change_token',
  'phone_change_sent_at',
  'confirmed_at',
  'email_change_token_current',
  'email_change_confirm_status',
  'banned_until',
  'reauthentication_token',
  'reauthentication_sent_at',
  'is_sso_user',
  'deleted_at',
  'is_anonymous',
];

describe('the database, as on a hosted project', () => {
  it('gives the postgres role "$user", public, extensions, so crypt() and gen_salt() work unqualified', async () => {
    expect((await db.query<{ search_path: string }>('show search_path')).rows[0].search_path).toBe('"$user", public, extensions');
    const { rows } = await db.query<{ matches: boolean }>(`select crypt('secret', h) = h as matches from (select crypt('secret', gen_salt('bf', 4)) as h) s`);
    expect(rows[0].matches).toBe(true);
  });

  it('has every column of GoTrue’s auth.users', async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`,
    );
    expect(rows.map((row) => row.column_name).sort()).toEqual([...GOTRUE_USER_COLUMNS].sort());
  });

  it("signs in a test user inserted with the usual seed pattern (unqualified crypt, '' token columns)", async () => {
    const id = randomUUID();
    const email = `seeded-${id.slice(0, 8)}@example.test`;
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data, created_at, updated_at, confirmation_token, email_change, email_change_token_new, recovery_token)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, crypt('seeded-password', gen_salt('bf')),
         now(), '{"provider":"email","providers":["email"]}', '{}', now(), now(), '', '', '', '')`,
      [id, email],
    );
    const { data, error } = await clientFor(backend).auth.signInWithPassword({ email, password: 'seeded-password' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
  });
});

describe('rows GoTrue cannot read', () => {
  it('refuses to sign in a user whose token columns are NULL, with GoTrue’s 500 "Database error querying schema"', async () => {
    const id = randomUUID();
    const email = `null-tokens-${id.slice(0, 8)}@example.test`;
    await db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, crypt('null-token-password', gen_salt('bf', 4)), now(), now(), now())`,
      [id, email],
    );
    const { data, error } = await clientFor(backend).auth.signInWithPassword({ email, password: 'null-token-password' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 }); // what supabase-js makes of any 5xx
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'null-token-password' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, error_code: 'unexpected_failure', msg: 'Database error querying schema' });
  });

  it('seeds the demo user the way GoTrue needs it, and signs it in with a password that meets the policy', async () => {
    const { rows } = await db.query<Record<string, string | null>>(
      `select confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
         phone_change, phone_change_token, reauthentication_token from auth.users where email = 'demo@offerpilot.local'`,
    );
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0]).every((value) => value === '')).toBe(true);
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@offerpilot.local', password: 'offerpilot-demo' }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.weak_password).toBeUndefined();
  });
});

describe('anonymous sign-ins (enable_anonymous_sign_ins = false)', () => {
  it('answers GoTrue’s 422 anonymous_provider_disabled', async () => {
    const { data, error } = await clientFor(backend).auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });
});
