// The local backend under load on loopback: simulated users sign in, load the dashboard and save applications.
// Reports p50/p95 per request type and the error count; the budget is zero errors.
import { performance } from 'node:perf_hooks';
import { processSettings } from '../local-supabase/src/cli.ts';
import { startLocalSupabase } from '../local-supabase/src/index.ts';

const USERS = processSettings.number('BENCH_LOAD_USERS', { fallback: 50, min: 1, unit: 'simulated users' });
const DURATION_MS = processSettings.number('BENCH_LOAD_SECONDS', { fallback: 60, min: 1, unit: 'seconds' }) * 1000;
const PASSWORD = 'correct-horse-battery';

type Kind = 'sign-in' | 'dashboard' | 'save application' | 'refresh token';

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function run(): Promise<string> {
  // Every simulated user comes from 127.0.0.1: lift config.toml's per-IP auth limits (local-supabase/AUTH.md).
  const backend = await startLocalSupabase({ auth: { tokenRateLimit: 1_000_000, signInSignUpsRateLimit: 1_000_000, tokenVerificationsRateLimit: 1_000_000 } });
  const timings = new Map<Kind, number[]>();
  const errors: string[] = [];
  const headers = (token?: string) => ({ apikey: backend.anonKey, authorization: `Bearer ${token ?? backend.anonKey}`, 'content-type': 'application/json' });

  async function timed<T>(kind: Kind, request: () => Promise<Response>, read: (response: Response) => Promise<T>): Promise<T | null> {
    const started = performance.now();
    try {
      const response = await request();
      const value = await read(response);
      if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(value).slice(0, 120)}`);
      timings.set(kind, [...(timings.get(kind) ?? []), performance.now() - started]);
      return value;
    } catch (error) {
      errors.push(`${kind}: ${(error as Error).message}`);
      return null;
    }
  }

  try {
    // Accounts first (sign-up is not part of the measured mix).
    const emails = Array.from({ length: USERS }, (_, i) => `load-${i}-${Date.now()}@example.test`);
    for (const email of emails) {
      const response = await fetch(`${backend.url}/auth/v1/signup`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`signup failed: ${response.status}`);
    }

    const deadline = Date.now() + DURATION_MS;
    let saves = 0;
    await Promise.all(
      emails.map(async (email, index) => {
        const session = await timed(
          'sign-in',
          () =>
            fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
              method: 'POST',
              headers: headers(),
              body: JSON.stringify({ email, password: PASSWORD }),
            }),
          (r) => r.json() as Promise<{ access_token: string; refresh_token: string }>,
        );
        if (!session) return;
        let { access_token: token, refresh_token: refresh } = session;
        let round = 0;
        while (Date.now() < deadline) {
          round += 1;
          await timed(
            'dashboard',
            () => fetch(`${backend.url}/rest/v1/applications?select=*,interviews(id,date)&order=application_date.desc`, { headers: headers(token) }),
            (r) => r.json(),
          );
          const saved = await timed(
            'save application',
            () =>
              fetch(`${backend.url}/rest/v1/applications`, {
                method: 'POST',
                headers: { ...headers(token), prefer: 'return=representation' },
                body: JSON.stringify({ company_name: `Company ${index}-${round}`, job_title: 'Engineer', status: 'Applied' }),
              }),
            (r) => r.json(),
          );
          if (saved) saves += 1;
          if (round % 10 === 0) {
            const refreshed = await timed(
              'refresh token',
              () =>
                fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
                  method: 'POST',
                  headers: headers(),
                  body: JSON.stringify({ refresh_token: refresh }),
                }),
              (r) => r.json() as Promise<{ access_token: string; refresh_token: string }>,
            );
            if (refreshed) ({ access_token: token, refresh_token: refresh } = refreshed);
          }
        }
      }),
    );

    const rows = [...timings.entries()].map(
      ([kind, values]) => `| ${kind} | ${values.length} | ${percentile(values, 50).toFixed(1)} ms | ${percentile(values, 95).toFixed(1)} ms |`,
    );
    const total = [...timings.values()].reduce((sum, values) => sum + values.length, 0);
    return [
      '## Local backend under load',
      '',
      `${USERS} simulated users for ${DURATION_MS / 1000} s on loopback (one machine, 2 cores shared by the load generator, Node router, Postgres, PostgREST and Deno): each signs in once, then loops loading the dashboard (applications with nested interviews) and saving an application, refreshing its token every 10 rounds.`,
      '',
      '| request | count | p50 | p95 |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
      `${total} requests, ${saves} applications saved, **${errors.length} errors** (budget: 0): ${errors.length === 0 ? 'PASS' : `FAIL (${[...new Set(errors)].slice(0, 3).join('; ')})`}.`,
    ].join('\n');
  } finally {
    await backend.stop();
  }
}
