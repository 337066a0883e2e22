// Real Deno (from the `deno` npm package) running supabase/functions/* behind /functions/v1.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres.js';
import { launchUntilReady, startProcess, type OwnedProcess } from './processes.js';

const require = createRequire(import.meta.url);
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'deno', 'main.ts');

export interface RunningFunctions extends OwnedProcess {
  url: string;
}

/** The Deno executable the `deno` package placed beside its launcher (its installer finds it when it is elsewhere). */
function denoBinary(): string {
  const pkgDir = path.dirname(require.resolve('deno/package.json'));
  const exe = path.join(pkgDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(exe)) return exe;
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}

export async function startFunctions(options: {
  functionsDir: string;
  projectDir: string;
  env: Record<string, string>;
  log: (line: string) => void;
}): Promise<RunningFunctions> {
  let port = 0;
  const owned = await launchUntilReady(async () => {
    port = await freePort();
    const deno = startProcess(
      'functions',
      denoBinary(),
      ['run', '--allow-net', '--allow-env', '--allow-read', '--node-modules-dir=manual', '--no-prompt', '--quiet', MAIN],
      {
        cwd: options.projectDir,
        env: {
          ...process.env,
          ...options.env,
          FUNCTIONS_DIR: path.resolve(options.functionsDir),
          PORT: String(port),
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
      },
      options.log,
    );
    return { owned: deno, readyUrl: `http://127.0.0.1:${port}/` };
  }, 30000);
  return { ...owned, url: `http://127.0.0.1:${port}` };
}
