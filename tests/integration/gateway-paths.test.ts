// The gateway decides on a function's JWT by its name: a path that walks from a function without JWT checks
// (stripe-webhook) to another one must be refused before that decision, however it is spelled.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type LocalSupabase } from './backend.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => backend?.stop());

/** A request exactly as written: no URL normalisation, so `..`, `//` and `\` reach the server. */
function rawGet(rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: 'GET', path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('function paths', () => {
  const walks = [
    '/functions/v1/stripe-webhook/../health',
    '/functions/v1/stripe-webhook/%2e%2e/health',
    '/functions/v1/stripe-webhook/%2E%2E/health',
    '/functions/v1/stripe-webhook/.%2e/health',
    '/functions/v1/stripe-webhook/..%2fhealth',
    '/functions/v1/stripe-webhook/..\\health',
    '/functions/v1/stripe-webhook/..%5chealth',
    '/functions/v1/stripe-webhook/./../health',
    '/functions/v1/stripe-webhook//../health',
    '/functions/v1//health',
  ];

  it.each(walks)('refuses %s without reaching the function', async (rawPath) => {
    const { status, body } = await rawGet(rawPath);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ message: 'Invalid function path' });
  });

  it('still serves plain paths: a trailing slash, a query, and the JWT rule by name', async () => {
    const authorization = `Bearer ${backend.anonKey}`;
    expect((await rawGet('/functions/v1/health', { authorization })).status).toBe(200);
    expect((await rawGet('/functions/v1/health/', { authorization })).status).toBe(200);
    expect((await rawGet('/functions/v1/health?x=../y', { authorization })).status).toBe(200);
    expect((await rawGet('/functions/v1/health')).status).toBe(401);
  });
});
