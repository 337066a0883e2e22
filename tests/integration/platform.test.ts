// The embedded platform itself: keys, gateway rules, Edge Functions under real Deno, restart with the same data.
import { SignJWT } from 'jose';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRoleKey } from '../../local-supabase/src/keys.ts';
import { clientFor, signUpUser, startBackend, type LocalSupabase } from './backend.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => backend?.stop());

describe('keys', () => {
  it('are the Supabase CLI defaults, signed with the local JWT secret', async () => {
    expect(await signRoleKey('anon', backend.jwtSecret)).toBe(backend.anonKey);
    expect(await signRoleKey('service_role', backend.jwtSecret)).toBe(backend.serviceRoleKey);
  });
});

describe('gateway', () => {
  it('refuses REST calls without or with an unknown API key', async () => {
    expect((await fetch(`${backend.url}/rest/v1/applications`)).status).toBe(401);
    const forged = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    const response = await fetch(`${backend.url}/rest/v1/applications`, { headers: { apikey: forged } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('answers CORS preflights for the SPA origin', async () => {
    const response = await fetch(`${backend.url}/rest/v1/applications`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    // What supabase-js (x-retry-count on postgrest-js's retries), storage-js, the openai SDK and our AI client send from a browser.
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'x-retry-count',
      'x-upsert',
      'x-offerpilot-purpose',
      'x-stainless-retry-count',
      'x-stainless-timeout',
    ]) {
      expect(allowed, header).toContain(header);
    }
  });
});

describe('Edge Functions', () => {
  it('run supabase/functions/<name>/index.ts under real Deno through /functions/v1', async () => {
    const user = await signUpUser(backend, 'Fn');
    const { data, error } = await user.client.functions.invoke('health', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'ok', path: '/health', authenticated: true });
    expect(String(data.runtime)).toMatch(/^deno 2\./);
  });

  it('refuses a call without a valid JWT unless the function opts out in config.toml', async () => {
    expect((await fetch(`${backend.url}/functions/v1/health`)).status).toBe(401);
    expect((await fetch(`${backend.url}/functions/v1/health`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('answers 404 for a function that does not exist', async () => {
    const response = await fetch(`${backend.url}/functions/v1/nope`, { headers: { authorization: `Bearer ${backend.anonKey}` } });
    expect(response.status).toBe(404);
  });
});

describe('persistence', () => {
  it('a second start on the same folder reuses the data, applies no seed twice and keeps users', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'offerpilot-persist-'));
    const running: LocalSupabase[] = [];
    try {
      const first = await startBackend({ dataDir: dir, seed: true });
      running.push(first);
      expect(first.isNewDatabase).toBe(true);
      const demo = clientFor(first);
      expect((await demo.auth.signInWithPassword({ email: 'demo@offerpilot.local', password: 'offerpilot-demo' })).error).toBeNull();
      const { data: apps } = await demo.from('applications').select('id');
      expect(apps?.length).toBeGreaterThanOrEqual(5);
      await running.pop()?.stop();

      const second = await startBackend({ dataDir: dir, seed: true });
      running.push(second);
      expect(second.isNewDatabase).toBe(false);
      const again = clientFor(second);
      expect((await again.auth.signInWithPassword({ email: 'demo@offerpilot.local', password: 'offerpilot-demo' })).error).toBeNull();
      const { data: appsAgain } = await again.from('applications').select('id');
      expect(appsAgain?.length).toBe(apps?.length);
    } finally {
      for (const backend of running) await backend.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
