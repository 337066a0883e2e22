// The production build of the app, made in a child process (Vite's memory goes when the build ends). `npm start`
// reuses the last build while the sources and the VITE_* values it bakes in are unchanged; the e2e tests and the
// benches build into a folder of their own.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
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

/** The folder of a build for these values: reused when nothing changed, otherwise built (the old one is removed). */
export async function cachedAppBuild(env: Record<string, string>): Promise<{ dir: string; isReused: boolean }> {
  const dir = path.join(CACHE_DIR, buildKey(env));
  if (existsSync(path.join(dir, 'index.html'))) return { dir, isReused: true };
  const temporary = `${dir}.building-${process.pid}`;
  await buildApp({ outDir: temporary, env });
  for (const old of readdirSync(CACHE_DIR)) {
    if (path.join(CACHE_DIR, old) !== temporary) rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
  }
  renameSync(temporary, dir);
  return { dir, isReused: false };
}
