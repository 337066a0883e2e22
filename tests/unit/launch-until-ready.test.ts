// A server whose port was taken between "free" and its bind exits at once: it is launched again on fresh ports.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../local-supabase/src/postgres.ts';
import { launchUntilReady, startProcess, type OwnedProcess } from '../../local-supabase/src/processes.ts';

const started: OwnedProcess[] = [];
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((owned) => owned.stop()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** Another process's server on a port (it answers 503: not the server being launched). */
function holdPort(): http.Server {
  const server = http.createServer((_request, response) => ((response.statusCode = 503), response.end()));
  servers.push(server);
  return server.listen(0, '127.0.0.1');
}

/** A tiny HTTP server on `port` in a child process: it exits with code 1 when the port is taken, as PostgREST does. */
function serve(port: number): OwnedProcess {
  const script = `require('http').createServer((q, s) => s.end('ok')).on('error', () => process.exit(1)).listen(${port}, '127.0.0.1')`;
  const owned = startProcess('server', process.execPath, ['-e', script], {}, () => undefined);
  started.push(owned);
  return owned;
}

describe('launchUntilReady', () => {
  it('launches again on a fresh port when the first one was taken before the server bound it', async () => {
    const taken = holdPort();
    await new Promise((resolve) => taken.once('listening', resolve));
    const takenPort = (taken.address() as AddressInfo).port;
    const ports: number[] = [];
    await launchUntilReady(async () => {
      const port = ports.length === 0 ? takenPort : await freePort();
      ports.push(port);
      return { owned: serve(port), readyUrl: `http://127.0.0.1:${port}/` };
    }, 10_000);
    expect(ports).toHaveLength(2);
    expect(await (await fetch(`http://127.0.0.1:${ports[1]}/`)).text()).toBe('ok');
  });

  it('gives up after its attempts, with the last failure', async () => {
    const taken = holdPort();
    await new Promise((resolve) => taken.once('listening', resolve));
    const port = (taken.address() as AddressInfo).port;
    let launches = 0;
    const launch = async () => ((launches += 1), { owned: serve(port), readyUrl: `http://127.0.0.1:${port}/` });
    await expect(launchUntilReady(launch, 10_000, 2)).rejects.toThrow(/exited with code 1/);
    expect(launches).toBe(2);
  });
});
