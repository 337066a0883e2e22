// npm start's build cache: one folder per build key, kept while any running process serves it, so two `npm start`s
// of one checkout (two ports, two keys) never delete each other's app; builds nobody serves any more go.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedAppBuild } from '../../scripts/app-build.ts';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'app-build-'));
const fakeBuild = async ({ outDir }: { outDir: string }) => {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
};
function build(dir: string, servedBy?: number) {
  mkdirSync(path.join(cacheDir, dir), { recursive: true });
  writeFileSync(path.join(cacheDir, dir, 'index.html'), '');
  if (servedBy) writeFileSync(path.join(cacheDir, `${dir}.served-by-${servedBy}`), '');
}

const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
afterEach(() => {
  other.kill();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('cachedAppBuild', () => {
  it("keeps another running start's build, removes builds no running process serves", async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    build('served-elsewhere', other.pid);
    build('served-by-a-stopped-start', gone);
    build('served-by-nobody');

    const mine = await cachedAppBuild({ VITE_SUPABASE_URL: 'http://127.0.0.1:55400' }, { cacheDir, build: fakeBuild });
    expect(mine.isReused).toBe(false);
    const key = path.basename(mine.dir);
    expect(readdirSync(cacheDir).sort()).toEqual(
      [key, `${key}.served-by-${process.pid}`, 'served-elsewhere', `served-elsewhere.served-by-${other.pid}`].sort(),
    );

    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    const again = await cachedAppBuild({ VITE_SUPABASE_URL: 'http://127.0.0.1:55400' }, { cacheDir, build: fakeBuild });
    expect(again).toEqual({ dir: mine.dir, isReused: true });
    expect(existsSync(path.join(cacheDir, 'served-elsewhere'))).toBe(false);
  });
});
