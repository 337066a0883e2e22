// Start-up of `npm start` (cold and warm) and the memory of everything it runs.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../local-supabase/src/postgres.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const BUDGET_MIB = { npmStart: 450, backend: 300 };
const BUILD_CACHE = path.resolve('node_modules/.cache/offerpilot-app');

/** What a person does first: open the app, sign in with the demo account, see the dashboard. */
async function signInOnce(appUrl: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email address').fill('demo@offerpilot.local');
    await page.getByLabel('Password').fill('offerpilot-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'My Applications' }).waitFor({ timeout: 60_000 });
  } finally {
    await browser.close();
  }
}

interface StartResult {
  ms: number;
  rssMiB: number;
}

/** Sum of RSS of a process tree, in MiB (Linux /proc via ps). */
function treeRssMiB(rootPid: number): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='])
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rss = new Map(table.map(([pid, , kb]) => [pid, kb]));
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total / 1024;
}

/** Runs `npm <script>` (the process tree a person gets, npm included) until it prints `readyText`. */
async function timeStart(script: string[], readyText: string, dataDir: string, loadPage: boolean): Promise<StartResult> {
  const [backendPort, appPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn('npm', script, {
    env: { ...process.env, LOCAL_SUPABASE_DIR: dataDir, LOCAL_SUPABASE_PORT: String(backendPort), APP_PORT: String(appPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const ms = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm ${script.join(' ')} did not become ready:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`npm ${script.join(' ')} exited with ${code}:\n${output}`)));
  });
  // The memory after a person's first visit, in a real browser (signed in, on the dashboard).
  if (loadPage) await signInOnce(`http://localhost:${appPort}`);
  await new Promise((r) => setTimeout(r, 1500));
  const rssMiB = treeRssMiB(child.pid as number);
  process.kill(-(child.pid as number), 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, rssMiB };
}

const timeNpmStart = (dataDir: string) => timeStart(['start'], 'Offerpilot is running', dataDir, true);
const timeBackend = (dataDir: string) => timeStart(['run', 'backend'], 'Local Supabase ready', dataDir, false);

function verdict(mib: number, budget: number): string {
  return `≤ ${budget} MiB ${mib <= budget ? 'PASS' : 'FAIL'}`;
}

export async function run(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'offerpilot-bench-'));
  // As root, Postgres runs as the `postgres` user, which must be able to reach the data folder inside.
  await chmod(dir, 0o755);
  try {
    // Cold: no database and no build of the app yet.
    await rm(BUILD_CACHE, { recursive: true, force: true });
    const cold = await timeNpmStart(path.join(dir, 'data'));
    const warm = await timeNpmStart(path.join(dir, 'data'));
    const backend = await timeBackend(path.join(dir, 'data'));
    return [
      '## `npm start`',
      '',
      '| run | ready after | memory of the whole tree (RSS) | budget |',
      '| --- | --- | --- | --- |',
      `| cold (new database: initdb, migrations, seed; the app built) | ${(cold.ms / 1000).toFixed(2)} s | ${cold.rssMiB.toFixed(0)} MiB | ${verdict(cold.rssMiB, BUDGET_MIB.npmStart)} |`,
      `| warm (same data folder, the build reused) | ${(warm.ms / 1000).toFixed(2)} s | ${warm.rssMiB.toFixed(0)} MiB | ${verdict(warm.rssMiB, BUDGET_MIB.npmStart)} |`,
      `| \`npm run backend\` alone (same data folder) | ${(backend.ms / 1000).toFixed(2)} s | ${backend.rssMiB.toFixed(0)} MiB | ${verdict(backend.rssMiB, BUDGET_MIB.backend)} |`,
      '',
      'Ready = the moment it prints "Offerpilot is running" (backend up, app served) or "Local Supabase ready". Memory covers npm, Node, Postgres, PostgREST and Deno after a first visit in Chromium (sign in with the demo account, dashboard shown); the browser itself is not counted.',
    ].join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
