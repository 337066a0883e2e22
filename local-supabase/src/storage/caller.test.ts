// Who calls storage: a route that needs a JWT answers as storage-api does when there is none or a bad one.
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http.js';
import { requireCaller } from './caller.js';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const request = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

async function refusal(headers: Record<string, string>) {
  const error = await requireCaller(request(headers), SECRET).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return (error as HttpError).body;
}

describe('requireCaller', () => {
  it('refuses a request without Authorization as storage-api does: AccessDenied, "Invalid Compact JWS"', async () => {
    expect(await refusal({})).toEqual({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'Invalid Compact JWS' });
  });

  it('refuses a token that is not a JWT with the same answer', async () => {
    expect(await refusal({ authorization: 'Bearer not-a-jwt' })).toMatchObject({ statusCode: '403', message: 'Invalid Compact JWS' });
  });
});
