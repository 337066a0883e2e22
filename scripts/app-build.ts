// The production build of the app, made in a child process (Vite's memory goes when the build ends). `npm start`
// reuses a build while the sources and the VITE_* values it bakes in are unchanged, one folder per key, so two
// `npm start`s on two ports (two keys) each keep theirs; a build is removed once no running process serves it. The
// e2e tests and the benches build into a folder of their own.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the bundle is made from: a change to any of these makes a new build. */
const BUILD_INPUTS = ['src', 'public', 'supabase/functions/_shared', 'index.html', 'vite.config.ts', 'tsconfig.json', 'tsconfig.app.json', 'package-lock.json'];
const CACHE_DIR = path.resolve('node_modules/.cache/offerpilot-app');

export async function buildApp({ outDir, env, minify = true }: { outDir: string; env: Record<string, string>; minify?: boolean }): Promise<void> {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  const args = [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...(minify ? [] : ['--minify', 'false'])];
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the app's build failed (exit ${code}):\n${errors.trim()}`);
}

function hashInputs(hash: ReturnType<typeof createHash>, entry: string): void {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) hashInputs(hash, path.join(entry, name));
    return;
  }
  hash.update(entry).update('\0').update(readFileSync(entry)).update('\0');
}

/** A key for the sources and the baked-in values: the same key means the same bundle. */
export function buildKey(env: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) hashInputs(hash, input);
  for (const name of Object.keys(env).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex').slice(0, 16);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Beside each build `<key>`: an empty `<key>.served-by-<pid>` per process serving it; `<key>.building-<pid>` while made. */
const OWNED = /^(.+)\.(?:served-by|building)-(\d+)$/;

/** Removes what no running process serves or builds: other keys' builds, and the markers of processes gone. */
function removeUnserved(cacheDir: string): void {
  const entries = readdirSync(cacheDir);
  const inUse = new Set<string>();
  for (const entry of entries) {
    const owned = OWNED.exec(entry);
    if (!owned) continue;
    if (isRunning(Number(owned[2]))) inUse.add(owned[1]).add(entry);
  }
  for (const entry of entries) {
    if (!inUse.has(entry)) rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
  }
}

/** Marks a build as served by this process until it exits. */
function markServed(dir: string): void {
  const marker = `${dir}.served-by-${process.pid}`;
  writeFileSync(marker, '');
  process.once('exit', () => rmSync(marker, { force: true }));
}

interface CacheOptions {
  cacheDir?: string;
  build?: typeof buildApp;
}

/**
 * The folder of a build for these values, served by this process from now on: reused when nothing changed,
 * otherwise built. Builds that no running process serves any more are removed.
 */
export async function cachedAppBuild(
  env: Record<string, string>,
  { cacheDir = CACHE_DIR, build = buildApp }: CacheOptions = {},
): Promise<{ dir: string; isReused: boolean }> {
  mkdirSync(cacheDir, { recursive: true });
  const dir = path.join(cacheDir, buildKey(env));
  markServed(dir);
  const isReused = existsSync(path.join(dir, 'index.html'));
  if (!isReused) {
    const temporary = `${dir}.building-${process.pid}`;
    await build({ outDir: temporary, env });
    // Another process may have finished the same build first: then its folder is the one served.
    if (existsSync(path.join(dir, 'index.html'))) rmSync(temporary, { recursive: true, force: true });
    else {
      rmSync(dir, { recursive: true, force: true });
      renameSync(temporary, dir);
    }
  }
  removeUnserved(cacheDir);
  return { dir, isReused };
}
