// The server `npm start` and the e2e tests use for the production build: types, caching, the SPA fallback, paths that
// leave the build folder, and the build's Content-Security-Policy as a header.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local-supabase/src/postgres.ts';
import { contentSecurityPolicyOf, fileFor, serveStaticApp, type StaticApp } from '../../scripts/static-app.ts';

const POLICY = "default-src 'self'; connect-src 'self' http://127.0.0.1:54321";

/** A raw GET: fetch() would normalise `..` away before sending it. */
function get(url: string, rawPath: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = request({ hostname, port, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveStaticApp', () => {
  let root: string;
  let app: StaticApp;
  beforeAll(async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'static-app-'));
    root = path.join(parent, 'dist');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(
      path.join(root, 'index.html'),
      `<html><head><meta http-equiv="Content-Security-Policy" content="${POLICY.replaceAll("'", '&#39;')}"></head></html>`,
    );
    writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(parent, 'secret.txt'), 'outside the build');
    app = await serveStaticApp({ root, port: await freePort(), host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('serves hashed assets with their type, cached for good, and the build’s policy as a header', async () => {
    const response = await get(app.url, '/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe(`${POLICY}; frame-ancestors 'none'`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tells browsers that no other site may frame the app, on every answer (a meta policy cannot say so)', async () => {
    for (const rawPath of ['/', '/dashboard', '/assets/app-abc123.js', '/favicon.svg', '/..%2fsecret.txt']) {
      const response = await get(app.url, rawPath);
      expect([rawPath, response.headers['x-frame-options']]).toEqual([rawPath, 'DENY']);
      expect(String(response.headers['content-security-policy'])).toMatch(/(^|; )frame-ancestors 'none'$/);
    }
  });

  it('sends text compressed to a browser that accepts gzip, and plain to one that does not', async () => {
    const compressed = await fetch(`${app.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.text()).toBe('console.log(1)');
    const plain = await get(app.url, '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers every screen path with index.html, uncached', async () => {
    const response = await get(app.url, '/application/42?tab=interviews');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('Content-Security-Policy');
  });

  it('answers a missing asset with 404, so a stale chunk is an error and not a page', async () => {
    expect((await get(app.url, '/assets/gone-999.js')).status).toBe(404);
    expect((await get(app.url, '/missing.png')).status).toBe(404);
  });

  it('never serves a file outside the build folder', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const response = await get(app.url, attempt);
      expect(response.body, attempt).not.toContain('outside the build');
    }
    expect(fileFor(root, '/%2e%2e/secret.txt')).toBe(path.join(root, 'secret.txt'));
    expect(fileFor(root, '/..%5csecret.txt')).toBeNull();
    expect(fileFor(root, '/%E0%A4%A')).toBeNull();
  });

  it('reads the policy out of the meta tag', () => {
    expect(contentSecurityPolicyOf('<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;">')).toBe("default-src 'self'");
    expect(contentSecurityPolicyOf('<html></html>')).toBeNull();
  });
});
