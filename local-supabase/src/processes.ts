// Child processes the backend owns: started with a readiness probe, stopped for sure.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface OwnedProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startProcess(name: string, command: string, args: string[], options: SpawnOptions, log: (line: string) => void): OwnedProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If the parent dies without stopping us (a crashed test run), take the child with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers with a status below 500, or throws after `timeoutMs`. */
async function waitForHttp(url: string, owned: OwnedProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (owned.child.exitCode !== null) throw new Error(`process exited with code ${owned.child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms (${lastError})`);
}

/**
 * Launches a server (on ports `launch` picks free) and waits until `readyUrl` answers. A port picked free can be taken
 * by another process before the server binds it (a backend starting beside it: parallel test files), and the server
 * then exits at once: it is launched again, on fresh ports, up to `attempts` times. One that runs but never gets ready
 * is stopped and not retried.
 */
export async function launchUntilReady<T extends OwnedProcess>(
  launch: () => Promise<{ owned: T; readyUrl: string }>,
  timeoutMs: number,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const { owned, readyUrl } = await launch();
    try {
      await waitForHttp(readyUrl, owned, timeoutMs);
      return owned;
    } catch (error) {
      const hasExited = owned.child.exitCode !== null;
      await owned.stop();
      if (!hasExited || attempt >= attempts) throw error;
    }
  }
}
