// Guessing limits and the password policy, with supabase/config.toml's own [auth] values (no lifted limits here).
// Checked against supabase/auth (GoTrue) at bc32168: internal/api/api.go (which limiter guards which route),
// internal/api/apilimiter/apilimiter.go (per-IP buckets, burst 30, `limit` per 5 minutes), internal/api/middleware.go
// (429 over_request_rate_limit "Request rate limit reached"), internal/api/password.go (weak_password), and the
// Supabase CLI's config template (supabase/cli pkg/config/templates/config.toml: [auth.rate_limit], minimum_password_length,
// password_requirements). The per-IP tests use up their buckets, so they run last.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthConfig } from '../../local-supabase/src/auth/config.ts';
import { configureAuth, resetAuthSettings } from '../../local-supabase/src/auth/settings.ts';
import { startLocalSupabase } from '../../local-supabase/src/index.ts';
import { MIN_PASSWORD_LENGTH } from '../../src/data/auth/password-policy.ts';
import { clientFor, type LocalSupabase } from './backend.ts';

const PASSWORD = 'correct-horse-battery';
const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startLocalSupabase(); // config.toml's limits, as `npm start` uses them
});

afterAll(async () => {
  resetAuthSettings();
  await backend?.stop();
});

async function authRequest(route: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/auth/v1${route}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signUp(label: string): Promise<string> {
  const email = newEmail(label);
  const { error } = await clientFor(backend).auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return email;
}

const GOTRUE_429 = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };

describe('the password policy of supabase/config.toml', () => {
  it('reads minimum_password_length = 8 from config.toml, the rule the sign-up and password forms state', () => {
    const config = readAuthConfig(path.resolve(import.meta.dirname, '../..'));
    expect(config.minPasswordLength).toBe(8);
    expect(config.passwordRequirements).toBe('');
    expect(MIN_PASSWORD_LENGTH).toBe(config.minPasswordLength);
  });

  it('refuses 123456 at sign-up and at a password change with GoTrue’s weak_password (password.go)', async () => {
    const signUpAnswer = await clientFor(backend).auth.signUp({ email: newEmail('weak'), password: '123456' });
    expect(signUpAnswer.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.', reasons: ['length'] });

    const client = clientFor(backend);
    await client.auth.signInWithPassword({ email: await signUp('changer'), password: PASSWORD });
    const change = await client.auth.updateUser({ password: '1234567' });
    expect(change.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect((await client.auth.updateUser({ password: 'eight-ch' })).error).toBeNull();
  });

  it('honours password_requirements with GoTrue’s message listing the character sets', async () => {
    configureAuth({ passwordRequirements: 'letters_digits' });
    try {
      const { error } = await clientFor(backend).auth.signUp({ email: newEmail('letters'), password: 'only-letters-here' });
      expect(error).toMatchObject({
        status: 422,
        code: 'weak_password',
        message: 'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
        reasons: ['characters'],
      });
      expect((await clientFor(backend).auth.signUp({ email: newEmail('digits'), password: 'letters-and-42' })).error).toBeNull();
    } finally {
      resetAuthSettings();
    }
  });
});

describe('guessing, as GoTrue: limited per IP address only (never stricter than hosted Supabase)', () => {
  it('does not lock an address after wrong passwords: the right one still signs in', async () => {
    const email = await signUp('guessed');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await authRequest('/token?grant_type=password', { email, password: `wrong-guess-${attempt}` })).status).toBe(400);
    }
    expect((await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('keeps an emailed recovery code after wrong tries: the right code still signs in', async () => {
    const email = await signUp('recovering');
    expect((await clientFor(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
    const code = /enter the code: (\d{6})/.exec(backend.mailbox.latest(email)?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (const n of [1, 2, 3]) {
      const { error } = await clientFor(backend).auth.verifyOtp({ email, token: wrong(n), type: 'recovery' });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const { data, error } = await clientFor(backend).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });
});

describe('per-IP limits of [auth.rate_limit] (a burst of 30, as GoTrue’s tollbooth limiters)', () => {
  it('answers 429 once token_verifications is used up: a thousand code guesses are not possible', async () => {
    const email = await signUp('verify-flood');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      statuses.push((await authRequest('/verify', { type: 'recovery', email, token: String(attempt).padStart(6, '0') })).status);
    }
    // Earlier tests in this file made 4 verifications from this address; the bucket holds 30.
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    expect(await authRequest('/verify', { type: 'recovery', email, token: '000000' })).toEqual({ status: 429, body: GOTRUE_429 });
  });

  it('answers 429 once sign_in_sign_ups is used up for /signup', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      statuses.push((await authRequest('/signup', { email: newEmail('flood'), password: 'short' })).status);
    }
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
    expect(await authRequest('/signup', { email: newEmail('late'), password: PASSWORD })).toEqual({ status: 429, body: GOTRUE_429 });
  });
});
