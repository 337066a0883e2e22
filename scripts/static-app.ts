// Serves a production build of the app (dist/) the way a static host does: files by their type, hashed assets cached
// for good, every other path answered with index.html (the SPA's router decides), and the build's own
// Content-Security-Policy (its meta tag) sent as a header too, with what only a header can say: no site may frame the
// app (frame-ancestors 'none', X-Frame-Options: DENY). No Vite in the process: `npm start` stays lean.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRAMING_HEADERS, headerPolicy } from '../src/config/content-security-policy.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** Text is sent compressed, as a static host would (the first request of a file compresses it, once). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt', '.map']);

export interface StaticApp {
  url: string;
  close(): Promise<void>;
}

/** The policy the build carries in its index.html, to send as a header as well. */
export function contentSecurityPolicyOf(indexHtml: string): string | null {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(indexHtml);
  return match ? match[1].replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') : null;
}

/** The file a request path names inside `root`, or null when it is not a plain path below it. */
export function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
}

export async function serveStaticApp({ root, port, host }: { root: string; port: number; host: string }): Promise<StaticApp> {
  const dir = path.resolve(root);
  const indexHtml = await readFile(path.join(dir, 'index.html'));
  const policy = contentSecurityPolicyOf(indexHtml.toString('utf8'));
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    'content-security-policy': headerPolicy(policy),
    ...FRAMING_HEADERS,
  };
  const gzipped = new Map<string, Buffer>();
  const gzipOf = async (file: string) => {
    let body = gzipped.get(file);
    if (!body) gzipped.set(file, (body = gzipSync(await readFile(file))));
    return body;
  };

  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...common, allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://app').pathname;
    const file = fileFor(dir, urlPath);
    if (!file) {
      response.writeHead(400, common).end('Bad path');
      return;
    }
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) {
      const extension = path.extname(file).toLowerCase();
      const compressed = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? await gzipOf(file) : null;
      response.writeHead(200, {
        ...common,
        'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'content-length': String(compressed ? compressed.length : info.size),
        'cache-control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(compressed ? { 'content-encoding': 'gzip' } : {}),
      });
      if (request.method === 'HEAD') response.end();
      else if (compressed) response.end(compressed);
      else createReadStream(file).pipe(response);
      return;
    }
    // A missing asset is a real 404 (a stale chunk after a deploy: the app says so); any other path is a screen.
    if (urlPath.startsWith('/assets/') || path.extname(urlPath)) {
      response.writeHead(404, { ...common, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const index = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? await gzipOf(path.join(dir, 'index.html')) : null;
    response.writeHead(200, {
      ...common,
      'content-type': CONTENT_TYPES['.html'],
      'cache-control': 'no-cache',
      ...(index ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : (index ?? indexHtml));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: `http://${host === '127.0.0.1' || host === 'localhost' ? host : '127.0.0.1'}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
