// The Vite dev server (`npm start`, `npm run dev`) serves the project folder: the local backend's data folder — the
// Postgres files with emails and password hashes, the private resumes — must not be reachable through it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local-supabase/src/postgres.ts';

const SECRET = `private-${randomUUID()}`;
// The default data folder and one named by LOCAL_SUPABASE_DIR, each with a file only this test wrote.
const defaultProbe = path.join('.local-supabase', `dev-server-test-${randomUUID()}`);
const customDir = path.join('tmp', `dev-server-test-${randomUUID()}`);
const hadDefaultFolder = existsSync('.local-supabase');
const started: ChildProcess[] = [];

function startVite(port: number, env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  started.push(child);
  return { child, output: () => output, exited };
}

let vite: ReturnType<typeof startVite>;
let appUrl: string;

beforeAll(async () => {
  for (const file of [path.join(defaultProbe, 'storage', 'resumes', 'resume.pdf'), path.join(customDir, 'pg', 'global', 'pg_authid')]) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, SECRET);
  }
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  vite = startVite(port, { LOCAL_SUPABASE_DIR: customDir });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (vite.child.exitCode !== null || Date.now() > deadline) throw new Error(`vite did not start:\n${vite.output()}`);
    const answered = await fetch(`${appUrl}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-(child.pid as number), 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  rmSync(hadDefaultFolder ? defaultProbe : '.local-supabase', { recursive: true, force: true });
  rmSync(customDir, { recursive: true, force: true });
});

describe('the dev server', () => {
  const defaultPaths = () => {
    const file = `${defaultProbe.split(path.sep).join('/')}/storage/resumes/resume.pdf`;
    return [`/${file}`, `/${file}?raw`, `/${file.replace(/^\./, '%2e')}`, `/@fs${path.resolve(file)}`];
  };
  const customPaths = () => {
    const file = `${customDir.split(path.sep).join('/')}/pg/global/pg_authid`;
    return [`/${file}`, `/${file}?raw`, `/@fs${path.resolve(file)}`];
  };

  it('never serves the default data folder (.local-supabase)', async () => {
    for (const urlPath of defaultPaths()) {
      const response = await fetch(`${appUrl}${urlPath}`);
      expect(await response.text(), urlPath).not.toContain(SECRET);
      expect(response.status, urlPath).toBe(403);
    }
  });

  it('never serves the data folder LOCAL_SUPABASE_DIR names', async () => {
    for (const urlPath of customPaths()) {
      const response = await fetch(`${appUrl}${urlPath}`);
      expect(await response.text(), urlPath).not.toContain(SECRET);
      expect(response.status, urlPath).toBe(403);
    }
  });

  it('still serves the app', async () => {
    const response = await fetch(`${appUrl}/src/main.tsx`);
    expect(response.status).toBe(200);
  });

  it('refuses to start with a data folder inside public/ (served as is, copied into builds)', { timeout: 60_000 }, async () => {
    const refused = startVite(await freePort(), { LOCAL_SUPABASE_DIR: 'public/local-data' });
    const listening = new Promise<'listening'>((resolve) =>
      refused.child.stdout?.on('data', () => refused.output().includes('ready in') && resolve('listening')),
    );
    expect(await Promise.race([refused.exited, listening])).not.toBe('listening');
    expect(refused.child.exitCode).not.toBe(0);
    expect(refused.output()).toContain('is inside public/, which Vite serves to anyone and copies into every build');
  });
});
