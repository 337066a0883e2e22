// The local GoTrue-compatible auth server, driven through supabase-js the way the SPA drives it.
import { createClient, type AuthError, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { configureAuth, resetAuthSettings } from '../../local-supabase/src/auth/settings.ts';
import { clientFor, serviceClient, connectDatabase, startBackend, type LocalSupabase } from './backend.ts';

const PASSWORD = 'correct-horse-battery';
const RESET_PAGE = 'http://localhost:5173/reset-password';

let backend: LocalSupabase;
let db: pg.Client;

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
});

afterAll(async () => {
  resetAuthSettings();
  await db?.end();
  await backend?.stop();
});

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

interface SignedUp {
  client: SupabaseClient;
  email: string;
  userId: string;
  session: Session;
}

async function signUp(label = 'user', firstname = 'Ada'): Promise<SignedUp> {
  const client = clientFor(backend);
  const email = newEmail(label);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { firstname } } });
  if (error) throw error;
  if (!data.user || !data.session) throw new Error('sign-up returned no session');
  return { client, email, userId: data.user.id, session: data.session };
}

async function signIn(email: string, password = PASSWORD): Promise<{ client: SupabaseClient; session: Session }> {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session };
}

/** A refresh through supabase-js from a fresh client, so no client state is shared between attempts. */
async function refresh(refreshToken: string): Promise<{ session: Session | null; error: AuthError | null }> {
  const { data, error } = await clientFor(backend).auth.refreshSession({ refresh_token: refreshToken });
  return { session: data.session, error };
}

function pkceClient(): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(backend.url, backend.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => memory.get(k) ?? null,
        setItem: (k, v) => void memory.set(k, v),
        removeItem: (k) => void memory.delete(k),
      },
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

async function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}/auth/v1${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
}

async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

function fragment(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}

describe('sign-up', () => {
  it('creates a confirmed user with the first name as metadata and answers with a session', async () => {
    const client = clientFor(backend);
    const email = newEmail('Signup').replace('signup', 'SignUp');
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { firstname: 'Ada' } } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.firstname).toBe('Ada');
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', id: data.user?.id, user_id: data.user?.id });
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: data.user?.id } });
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{32}$/);

    const { rows } = await db.query(
      `select email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at from auth.users where id = $1`,
      [data.user?.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(email.toLowerCase());
    expect(rows[0].raw_user_meta_data.firstname).toBe('Ada');
    expect(rows[0].raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'] });
    expect(rows[0].encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(rows[0].encrypted_password).not.toContain(PASSWORD);
  });

  it('issues access tokens with hosted GoTrue claims that PostgREST accepts', async () => {
    const { session, userId, email } = await signUp('claims');
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { firstname: 'Ada' },
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);

    const rest = await fetch(`${backend.url}/rest/v1/`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${session.access_token}` } });
    expect(rest.status).toBe(200);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const { email } = await signUp('dup');
    for (const address of [email, email.toUpperCase()]) {
      const { data, error } = await clientFor(backend).auth.signUp({ email: address, password: PASSWORD });
      expect(data.user).toBeNull();
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('user_already_exists');
      expect(error?.message).toBe('User already registered');
    }
  });

  it('refuses a weak password with GoTrue’s reasons', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email: newEmail('weak'), password: '12345' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 8 characters.'); // minimum_password_length in supabase/config.toml
    expect(error).toMatchObject({ name: 'AuthWeakPasswordError', reasons: ['length'] });
  });

  it('refuses an invalid address and malformed bodies with 400s, never a 500', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email: 'not-an-address', password: PASSWORD });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Unable to validate email address: invalid format');

    const cases: Array<[string, string, number, string]> = [
      ['/signup', JSON.stringify({ email: newEmail('missing') }), 400, 'validation_failed'],
      // No address and no phone is an anonymous sign-in to GoTrue, and those are off (internal/api/api.go).
      ['/signup', JSON.stringify({ password: PASSWORD }), 422, 'anonymous_provider_disabled'],
      ['/signup', JSON.stringify({ email: 42, password: PASSWORD }), 400, 'bad_json'],
      ['/signup', JSON.stringify({ email: newEmail('meta'), password: PASSWORD, data: 'x' }), 400, 'bad_json'],
      ['/signup', '{not json', 400, 'bad_json'],
      ['/signup', JSON.stringify([1, 2]), 400, 'bad_json'],
      ['/token?grant_type=password', JSON.stringify({ email: ['a'], password: PASSWORD }), 400, 'bad_json'],
      ['/token?grant_type=refresh_token', JSON.stringify({}), 400, 'validation_failed'],
      ['/token?grant_type=nope', JSON.stringify({}), 400, 'invalid_credentials'],
      ['/token?grant_type=pkce', JSON.stringify({ auth_code: 'x' }), 400, 'validation_failed'],
      ['/verify', JSON.stringify({ type: 'recovery' }), 400, 'validation_failed'],
      ['/recover', JSON.stringify({ email: 'nope' }), 400, 'validation_failed'],
      ['/recover', JSON.stringify({ email: newEmail('pkce'), code_challenge: 'short', code_challenge_method: 's256' }), 400, 'validation_failed'],
    ];
    for (const [path, body, status, code] of cases) {
      const response = await authFetch(path, { method: 'POST', body });
      expect(response.status, `${path} ${body}`).toBe(status);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await response.json(), `${path} ${body}`).toMatchObject({ code: status, error_code: code, msg: expect.any(String) });
    }
  });
});

describe('sign-in', () => {
  it('signs in with the password, matching the address case-insensitively', async () => {
    const { email, userId } = await signUp('signin');
    const { data, error } = await clientFor(backend).auth.signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const { email } = await signUp('wrongpw');
    for (const credentials of [
      { email, password: 'not-the-password' },
      { email: newEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await clientFor(backend).auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });
});

describe('refresh tokens', () => {
  it('rotates: every refresh hands out a new token and revokes the old one with a parent link', async () => {
    const { session } = await signUp('rotate');
    const first = await refresh(session.refresh_token);
    expect(first.error).toBeNull();
    expect(first.session?.refresh_token).not.toBe(session.refresh_token);

    const { rows } = await db.query(`select token, revoked, parent from auth.refresh_tokens where token = any($1) order by id`, [
      [session.refresh_token, first.session?.refresh_token],
    ]);
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: first.session?.refresh_token, revoked: false, parent: session.refresh_token },
    ]);
    expect(decodeJwt(first.session?.access_token ?? '').session_id).toBe(decodeJwt(session.access_token).session_id);
  });

  it('gives the active child back to a client that lost its last refresh answer', async () => {
    configureAuth({ refreshTokenReuseInterval: 0 });
    try {
      const { session } = await signUp('lost');
      const child = await refresh(session.refresh_token);
      const again = await refresh(session.refresh_token);
      expect(again.error).toBeNull();
      expect(again.session?.refresh_token).toBe(child.session?.refresh_token);
    } finally {
      resetAuthSettings();
    }
  });

  it('honours a reused token within the reuse interval, then revokes the whole session once past it', async () => {
    const { session } = await signUp('reuse');
    const b = await refresh(session.refresh_token);
    const c = await refresh(b.session?.refresh_token ?? '');
    expect(c.error).toBeNull();

    // Within the default 10 s interval, the old token still works (GoTrue's grace for racing tabs).
    const withinInterval = await refresh(session.refresh_token);
    expect(withinInterval.error).toBeNull();

    configureAuth({ refreshTokenReuseInterval: 0 });
    try {
      const reused = await refresh(b.session?.refresh_token ?? '');
      expect(reused.session).toBeNull();
      expect(reused.error?.status).toBe(400);
      expect(reused.error?.code).toBe('refresh_token_already_used');
      expect(reused.error?.message).toBe('Invalid Refresh Token: Already Used');

      // The whole token family is revoked: the latest token is refused as well.
      for (const token of [c.session?.refresh_token ?? '', withinInterval.session?.refresh_token ?? '']) {
        const latest = await refresh(token);
        expect(latest.error?.code).toBe('refresh_token_already_used');
      }
    } finally {
      resetAuthSettings();
    }
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await refresh('abcdefghijklmnopqrstuvwxyz012345');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('serializes simultaneous refreshes of one token into one rotation of one session', async () => {
    const { session, userId } = await signUp('race');
    const sessionId = decodeJwt(session.access_token).session_id;
    // Hold the session row so all refreshes pile up inside the server before any of them can finish.
    const blocker = new pg.Client({ connectionString: backend.dbUrl });
    await blocker.connect();
    let pending: Promise<Array<Awaited<ReturnType<typeof refresh>>>>;
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from auth.sessions where id = $1 for update', [sessionId]);
      pending = Promise.all(Array.from({ length: 6 }, () => refresh(session.refresh_token)));
      // Lock waits in this file's database only: the other files' databases share its cluster.
      const waiting = `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`;
      await expect.poll(async () => (await db.query(waiting)).rows[0].n, { timeout: 10_000 }).toBe(6);
      await blocker.query('commit');
    } finally {
      await blocker.end();
    }
    const results = await pending;
    expect(results.map((r) => r.error)).toEqual(Array(6).fill(null));
    expect(new Set(results.map((r) => r.session?.refresh_token)).size).toBe(1);
    const { rows } = await db.query(
      `select count(distinct s.id)::int as sessions, count(*) filter (where not t.revoked)::int as active
         from auth.sessions s join auth.refresh_tokens t on t.session_id = s.id where s.user_id = $1`,
      [userId],
    );
    expect(rows[0]).toEqual({ sessions: 1, active: 1 });
  });
});

describe('the current user', () => {
  it('reads the user behind the access token', async () => {
    const { client, userId, email } = await signUp('getuser');
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      is_anonymous: false,
      user_metadata: { firstname: 'Ada' },
      app_metadata: { provider: 'email' },
    });
    expect(data.user?.identities?.[0].identity_data).toMatchObject({ sub: userId, email });
  });

  it('refuses a token signed with another secret, at /user and at PostgREST', async () => {
    const { session } = await signUp('forged');
    const claims = decodeJwt(session.access_token);
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('a-completely-different-secret-of-32-chars!'));
    const { data, error } = await clientFor(backend).auth.getUser(forged);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');

    const raw = await authFetch('/user', { headers: { Authorization: `Bearer ${forged}` } });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    const rest = await fetch(`${backend.url}/rest/v1/`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${forged}` } });
    expect(rest.status).toBe(401);
  });

  it('merges metadata (null deletes a key) and changes the password', async () => {
    const { client, email } = await signUp('update');
    const other = await signIn(email);

    const merged = await client.auth.updateUser({ data: { firstname: 'Grace', city: 'Paris' } });
    expect(merged.error).toBeNull();
    expect(merged.data.user?.user_metadata).toMatchObject({ firstname: 'Grace', city: 'Paris' });
    const removed = await client.auth.updateUser({ data: { city: null } });
    expect(removed.data.user?.user_metadata.firstname).toBe('Grace');
    expect(removed.data.user?.user_metadata).not.toHaveProperty('city');

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await client.auth.updateUser({ password: 'a-brand-new-password' });
    expect(changed.error).toBeNull();
    const old = await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await clientFor(backend).auth.signInWithPassword({ email, password: 'a-brand-new-password' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.user?.user_metadata.firstname).toBe('Grace');

    // A password change signs every other session out; this one stays.
    expect((await refresh(other.session.refresh_token)).error?.code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('sign-out scopes', () => {
  async function threeSessions() {
    const first = await signUp('signout');
    const second = await signIn(first.email);
    const third = await signIn(first.email);
    return [first, second, third] as const;
  }

  async function isAlive(session: Session): Promise<boolean> {
    const response = await authFetch('/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
    if (response.status === 200) return true;
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' });
    return false;
  }

  it('global ends every session of the user', async () => {
    const [first, second, third] = await threeSessions();
    expect(await first.client.auth.signOut()).toEqual({ error: null });
    expect(await isAlive(first.session)).toBe(false);
    expect(await isAlive(second.session)).toBe(false);
    expect((await refresh(third.session.refresh_token)).error?.code).toBe('refresh_token_not_found');
    expect((await first.client.auth.getSession()).data.session).toBeNull();
  });

  it('local ends only this session', async () => {
    const [first, second] = await threeSessions();
    expect(await second.client.auth.signOut({ scope: 'local' })).toEqual({ error: null });
    expect(await isAlive(second.session)).toBe(false);
    expect((await refresh(second.session.refresh_token)).error?.code).toBe('refresh_token_not_found');
    expect(await isAlive(first.session)).toBe(true);
    expect((await refresh(first.session.refresh_token)).error).toBeNull();
  });

  it('others ends every session but this one', async () => {
    const [first, second, third] = await threeSessions();
    expect(await first.client.auth.signOut({ scope: 'others' })).toEqual({ error: null });
    expect(await isAlive(first.session)).toBe(true);
    expect((await first.client.auth.getSession()).data.session).not.toBeNull();
    expect(await isAlive(second.session)).toBe(false);
    expect((await refresh(third.session.refresh_token)).error?.code).toBe('refresh_token_not_found');
  });
});

describe('password recovery', () => {
  it('mails a link that signs the person in for a password change (implicit flow)', async () => {
    const { email } = await signUp('recover');
    const client = clientFor(backend);
    const requested = await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(requested).toEqual({ data: {}, error: null });

    const mail = backend.mailbox.latest(email);
    expect(mail?.subject).toBe('Reset Your Password');
    expect(mail?.link).toMatch(new RegExp(`^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=`));
    expect(mail?.text).toContain(mail?.link ?? 'no link');
    expect(new URL(mail?.link ?? '').searchParams.get('redirect_to')).toBe(RESET_PAGE);

    const location = await followLink(mail?.link ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(RESET_PAGE);
    const params = fragment(location);

    // The link is single-use.
    const reused = await followLink(mail?.link ?? '');
    expect(reused.hash).toBe('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=');
    expect(`${reused.origin}${reused.pathname}`).toBe(RESET_PAGE);

    expect(params.get('type')).toBe('recovery');
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('expires_in')).toBe('3600');
    expect(decodeJwt(params.get('access_token') ?? '').amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    const { data, error } = await client.auth.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    const signedIn = await clientFor(backend).auth.signInWithPassword({ email, password: 'recovered-password' });
    expect(signedIn.error).toBeNull();
  });

  it('refuses an expired link', async () => {
    const { email, userId } = await signUp('expired');
    await clientFor(backend).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    await db.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [userId]);
    const location = await followLink(backend.mailbox.latest(email)?.link ?? '');
    expect(fragment(location).get('error_code')).toBe('otp_expired');
    expect(fragment(location).get('access_token')).toBeNull();
  });

  it('rate-limits requests per address without revealing which addresses have accounts', async () => {
    const { email } = await signUp('ratelimit');
    const unknown = newEmail('unknown');
    for (const address of [email, unknown]) {
      expect((await clientFor(backend).auth.resetPasswordForEmail(address)).error).toBeNull();
      const { error } = await clientFor(backend).auth.resetPasswordForEmail(address);
      expect(error?.status).toBe(429);
      expect(error?.code).toBe('over_email_send_rate_limit');
      expect(error?.message).toMatch(/^For security purposes, you can only request this after (60|59) seconds\.$/);
    }
    expect(backend.mailbox.list(email)).toHaveLength(1);
    expect(backend.mailbox.list(unknown)).toHaveLength(0);
  });

  it('sends links only back to the site, never to another host', async () => {
    const { email } = await signUp('redirect');
    await clientFor(backend).auth.resetPasswordForEmail(email, { redirectTo: 'https://attacker.example/steal' });
    const link = new URL(backend.mailbox.latest(email)?.link ?? '');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173');
    const forged = new URL(link);
    forged.searchParams.set('redirect_to', 'https://attacker.example/steal');
    const location = await followLink(forged.toString());
    expect(location.origin).toBe('http://localhost:5173');
  });

  it('accepts the emailed code through verifyOtp, once', async () => {
    const { email } = await signUp('otp');
    await clientFor(backend).auth.resetPasswordForEmail(email);
    const code = /enter the code: (\d{6})/.exec(backend.mailbox.latest(email)?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const client = clientFor(backend);
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await clientFor(backend).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });

  it('supports the PKCE flow: the link carries a code that only the requesting client can exchange', async () => {
    const { email } = await signUp('pkce');
    const client = pkceClient();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull();
    const link = backend.mailbox.latest(email)?.link ?? '';
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);

    const location = await followLink(link);
    expect(`${location.origin}${location.pathname}`).toBe(RESET_PAGE);
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    expect(location.hash).toBe('');

    const wrongVerifier = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error_code: 'bad_code_verifier' });

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data).toMatchObject({ redirectType: 'recovery' });
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(decodeJwt(data.session?.access_token ?? '').amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);

    expect((await client.auth.updateUser({ password: 'pkce-new-password' })).error).toBeNull();
    expect((await clientFor(backend).auth.signInWithPassword({ email, password: 'pkce-new-password' })).error).toBeNull();

    const replay = await authFetch('/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(56) }),
    });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });
});

describe('admin', () => {
  it('creates, lists, reads, updates and deletes users with the service key', async () => {
    const admin = serviceClient(backend).auth.admin;
    const email = newEmail('admin');
    const created = await admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { firstname: 'Root' } });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user).toMatchObject({ email, user_metadata: { firstname: 'Root' }, app_metadata: { provider: 'email' } });
    expect((await signIn(email)).session.user.id).toBe(id);

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.id)).toContain(id);
    expect(listed.data).toMatchObject({ total: listed.data.users.length, lastPage: 1 });

    const paged = await admin.listUsers({ page: 1, perPage: 1 });
    expect(paged.data.users).toHaveLength(1);
    expect(paged.data).toMatchObject({ nextPage: 2, total: listed.data.users.length });

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const updated = await admin.updateUserById(id, { user_metadata: { plan: 'plus' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ firstname: 'Root', plan: 'plus' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
    expect((await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    const { rows } = await db.query('select count(*)::int as n from auth.identities where user_id = $1', [id]);
    expect(rows[0].n).toBe(0);
  });

  it('keeps a user created without email_confirm out until confirmed', async () => {
    const admin = serviceClient(backend).auth.admin;
    const email = newEmail('unconfirmed');
    const created = await admin.createUser({ email, password: PASSWORD });
    const refused = await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error?.code).toBe('email_not_confirmed');
    await admin.updateUserById(created.data.user?.id ?? '', { email_confirm: true });
    expect((await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('refuses the anon key and signed-in users', async () => {
    const { client } = await signUp('notadmin');
    for (const admin of [clientFor(backend).auth.admin, client.auth.admin]) {
      const listed = await admin.listUsers();
      expect(listed.error?.status).toBe(403);
      expect(listed.error?.code).toBe('not_admin');
      const created = await admin.createUser({ email: newEmail('sneaky'), password: PASSWORD });
      expect(created.error?.status).toBe(403);
    }
    const bad = await serviceClient(backend).auth.admin.getUserById(randomUUID());
    expect(bad.error?.code).toBe('user_not_found');
  });
});

describe('settings, health and unsupported routes', () => {
  it('answers /settings and /health like GoTrue, without an API key', async () => {
    const settings = await fetch(`${backend.url}/auth/v1/settings`);
    expect(settings.status).toBe(200);
    const body = (await settings.json()) as { external: Record<string, boolean> } & Record<string, unknown>;
    expect(body.external.email).toBe(true);
    expect(body.external.google).toBe(false);
    expect(body.external.phone).toBe(false);
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false, sms_provider: '', saml_enabled: false });
    expect((await fetch(`${backend.url}/auth/v1/health`)).status).toBe(200);
  });

  it('answers routes it does not implement with a GoTrue-style 404', async () => {
    const response = await authFetch('/otp', { method: 'POST', body: JSON.stringify({ email: newEmail('otp') }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, error_code: 'not_found', msg: expect.stringContaining('POST /otp') });
  });
});
