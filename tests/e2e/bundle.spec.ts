// The production bundle the e2e run built carries no secret (no upstream AI key, no service key, no Stripe secret), and
// each route's JavaScript stays within its budget.
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { measureRoutes } from '../../bench/route-budgets.ts';
import { readE2eEnv } from './e2e-env.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('the built app contains no secret', async () => {
  const env = readE2eEnv();
  const bundle = files(env.distDir)
    .filter((f) => /\.(js|html|css|map|json)$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  expect(bundle.length).toBeGreaterThan(10_000);
  expect(bundle.includes(env.anonKey), 'the public anon key is what the app uses').toBe(true);
  const secrets: Array<[string, RegExp | string]> = [
    ['service role key', env.serviceRoleKey],
    ['the upstream AI key', 'sk-test-fake-upstream-key'],
    ['the JWT secret', 'super-secret-jwt-token-with-at-least-32-characters-long'],
    ['an OpenAI-style key', /sk-[A-Za-z0-9]{20,}/],
    ['a Stripe secret key', /sk_(live|test)_[A-Za-z0-9]{10,}/],
    ['a Stripe webhook secret', /whsec_[A-Za-z0-9]{10,}/],
  ];
  const found = secrets.filter(([, needle]) => (typeof needle === 'string' ? bundle.includes(needle) : needle.test(bundle))).map(([name]) => name);
  expect(found).toEqual([]);
});

// Issue 44: the dashboard had grown from 179 to 212 KB gzip unnoticed, because its budget lived in a bench nothing ran.
// The e2e build carries Vite's manifest (vite.config.ts), from which each route's first-render JavaScript is summed
// exactly as `npm run bench -- bundle` does; the budgets are bench/route-budgets.ts's.
test('each route loads no more JavaScript before its first render than its budget (gzip)', async () => {
  const { routes } = await measureRoutes(readE2eEnv().distDir);
  expect(routes.map((r) => r.route)).toContain('/ (dashboard)');
  const overBudget = routes
    .filter((r) => r.gzipKb > r.budgetKb)
    .map(
      (r) =>
        `${r.route}: ${r.gzipKb.toFixed(1)} KB > ${r.budgetKb} KB (largest: ${r.files
          .slice(0, 4)
          .map((f) => `${f.file} ${f.gzipKb.toFixed(1)}`)
          .join(', ')})`,
    );
  expect(overBudget).toEqual([]);
});
