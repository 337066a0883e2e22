// A transparent HTTP proxy that timestamps each request (Date.now(): one clock with the page): arrival, response
// headers, first streamed token, end; it keeps the start of each request body so requests can be matched up.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyRecord {
  method: string;
  path: string;
  arrivedAt: number;
  /** The first 16 kB of the request body, as text. */
  body: string;
  headersAt?: number;
  firstTokenAt?: number;
  endAt?: number;
  status?: number;
}

export interface TimingProxy {
  url: string;
  records: ProxyRecord[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);
const TOKEN = /"content":"[^"]/;
const BODY_KEPT = 16 * 1024;

export async function startTimingProxy(target: string): Promise<TimingProxy> {
  const targetUrl = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const records: ProxyRecord[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const record: ProxyRecord = { method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0], arrivedAt: Date.now(), body: '' };
    records.push(record);
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: targetUrl.host };
    for (const name of HOP_BY_HOP) delete headers[name];
    const forward = http.request({ host: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers, agent }, (upstream) => {
      record.headersAt = Date.now();
      record.status = upstream.statusCode;
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(upstream.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
      res.writeHead(upstream.statusCode ?? 502, out);
      res.flushHeaders();
      const isStream = String(upstream.headers['content-type'] ?? '').includes('text/event-stream');
      upstream.on('data', (chunk: Buffer) => {
        if (isStream && record.firstTokenAt === undefined && TOKEN.test(chunk.toString('utf8'))) record.firstTokenAt = Date.now();
        res.write(chunk);
      });
      upstream.on('end', () => {
        record.endAt = Date.now();
        res.end();
      });
      upstream.on('error', () => res.destroy());
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.on('data', (chunk: Buffer) => {
      if (record.body.length < BODY_KEPT) record.body += chunk.toString('utf8').slice(0, BODY_KEPT - record.body.length);
    });
    req.pipe(forward);
    res.on('close', () => forward.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    records,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
