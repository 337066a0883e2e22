// The front door on port 54321: CORS, API-key checks and dispatch, like Supabase's gateway.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { BackendContext, ServiceHandler } from './context.js';
import { HttpError, bearerToken, sendJson } from './http.js';
import { verifyJwt } from './jwt.js';
import { renderMailbox } from './mailbox-page.js';

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, x-retry-count, x-offerpilot-purpose, x-upsert, x-metadata, prefer, range, accept-profile, content-profile, x-supabase-api-version, cache-control, x-stainless-os, x-stainless-lang, x-stainless-package-version, x-stainless-runtime, x-stainless-runtime-version, x-stainless-arch, x-stainless-retry-count, x-stainless-timeout, x-stainless-helper-method, openai-organization, openai-project, stripe-signature',
  'access-control-expose-headers':
    'content-range, content-length, x-supabase-api-version, link, content-type, content-disposition, etag, last-modified, x-total-count, retry-after, x-request-id',
  'access-control-max-age': '86400',
};

/** Auth routes Supabase's gateway leaves open (links clicked from emails, OAuth callbacks). */
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/health', '/settings'];

export interface RouterOptions {
  ctx: BackendContext;
  postgrestUrl: string;
  /** Where Deno listens; empty until it has started. */
  functionsUrl: () => string;
  auth: ServiceHandler;
  storage: ServiceHandler;
  /** The offline stand-in for Stripe Payment Links, when enabled. */
  /** Function names whose JWT is not verified by the gateway (config.toml `verify_jwt = false`). */
  functionsWithoutJwt: Set<string>;
  log: (line: string) => void;
}

export function createRouter(options: RouterOptions): http.Server {
  const { ctx } = options;
  const apiKeys = new Set([ctx.anonKey, ctx.serviceRoleKey]);

  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendJson(res, error.status, error.body);
        else res.end();
        return;
      }
      options.log(`[router] ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    });
  });

  function requireApiKey(req: IncomingMessage): string {
    const url = new URL(req.url ?? '/', 'http://local');
    const key = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
    if (!key) throw new HttpError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    if (!apiKeys.has(key)) throw new HttpError(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    return key;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const [pathname] = url.split('?');

    if (pathname.startsWith('/rest/v1')) {
      const key = requireApiKey(req);
      const headers: http.OutgoingHttpHeaders = { ...req.headers };
      if (!headers.authorization) headers.authorization = `Bearer ${key}`;
      return proxy(req, res, options.postgrestUrl, url.slice('/rest/v1'.length) || '/', headers);
    }
    if (pathname.startsWith('/auth/v1')) {
      const subpath = url.slice('/auth/v1'.length) || '/';
      if (!OPEN_AUTH_PATHS.some((p) => subpath.split('?')[0] === p)) requireApiKey(req);
      return options.auth(req, res, subpath);
    }
    if (pathname.startsWith('/storage/v1')) {
      return options.storage(req, res, url.slice('/storage/v1'.length) || '/');
    }
    if (pathname.startsWith('/functions/v1/')) {
      const subpath = url.slice('/functions/v1'.length);
      // The JWT decision is taken on the function's name: a path that could resolve to another function is refused first.
      if (!isPlainPath(subpath.split('?')[0])) throw new HttpError(400, { code: 400, message: 'Invalid function path' });
      const name = subpath.split(/[/?]/)[1] ?? '';
      if (!options.functionsWithoutJwt.has(name)) {
        const token = bearerToken(req);
        if (!token || !(await verifyJwt(token, ctx.jwtSecret))) {
          throw new HttpError(401, { code: 401, message: token ? 'Invalid JWT' : 'Missing authorization header' });
        }
      }
      const functionsUrl = options.functionsUrl();
      if (!functionsUrl) throw new HttpError(503, { code: 503, message: 'Edge Functions are starting' });
      return proxy(req, res, functionsUrl, subpath, { ...req.headers });
    }
    if (pathname === '/mailbox' || pathname === '/mailbox/') {
      const to = new URL(url, 'http://local').searchParams.get('to') ?? undefined;
      const html = renderMailbox(ctx.mailbox.list(to));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
      return;
    }
    if (pathname === '/mailbox/api/messages') {
      const to = new URL(url, 'http://local').searchParams.get('to') ?? undefined;
      return sendJson(res, 200, ctx.mailbox.list(to));
    }
    if (pathname === '/' || pathname === '/health') {
      return sendJson(res, 200, { name: 'local-supabase', status: 'ok' });
    }
    sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  return server;
}

/**
 * True when `path` means exactly what it says: no `.` or `..` segment (also percent-encoded), no backslash, no empty
 * segment (`//`), nothing that decodes to a slash. Upstreams normalise such paths, so `/a/../b` would reach `/b`.
 */
function isPlainPath(path: string): boolean {
  const segments = path.split('/').slice(1);
  return segments.every((segment, index) => {
    if (segment === '') return index === segments.length - 1 && index > 0;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
  });
}

/** Streams a request to an upstream and its answer back, without buffering (server-sent events pass through). */
function proxy(req: IncomingMessage, res: ServerResponse, base: string, path: string, headers: http.OutgoingHttpHeaders): Promise<void> {
  const target = new URL(path, base);
  const outgoing = { ...headers, host: target.host };
  return new Promise((resolve, reject) => {
    const upstream = http.request(target, { method: req.method, headers: outgoing }, (answer) => {
      const responseHeaders = { ...answer.headers };
      for (const name of Object.keys(responseHeaders)) if (name.startsWith('access-control-')) delete responseHeaders[name];
      res.writeHead(answer.statusCode ?? 502, responseHeaders);
      res.flushHeaders();
      answer.pipe(res);
      answer.on('end', resolve);
      answer.on('error', reject);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) sendJson(res, 502, { message: `Upstream unavailable: ${error.message}` });
      resolve();
    });
    req.on('aborted', () => upstream.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
}
