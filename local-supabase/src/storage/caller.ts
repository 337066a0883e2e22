// Who is calling: the verified Bearer JWT's claims, as storage-api's jwt plugin decides them.
import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';
import { bearerToken } from '../http.js';
import type { JwtClaims } from '../db.js';
import { errors } from './errors.js';

export interface Caller {
  claims: JwtClaims;
  /** A valid JWT was presented (the anon key counts: it is a valid JWT with role anon). */
  isAuthenticated: boolean;
  /** `sub`, stored as the object's owner. */
  owner: string | undefined;
}

const ANONYMOUS: Caller = { claims: { role: 'anon' }, isAuthenticated: false, owner: undefined };

async function verify(token: string, secret: string): Promise<{ claims: JwtClaims } | { error: string }> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return { claims: payload as JwtClaims };
  } catch (error) {
    return { error: (error as Error).message || 'Invalid JWT' };
  }
}

/**
 * Routes that require a JWT: a missing or invalid one is storage-api's AccessDenied with the verifier's message. A
 * missing header is verified as an empty token, so it is "Invalid Compact JWS" (checked 2026-11-26: storage-js's
 * suite, storageBucketApi.test.ts, expects that message from the Supabase CLI for listBuckets() without a header).
 */
export async function requireCaller(req: IncomingMessage, secret: string): Promise<Caller> {
  const result = await verify(bearerToken(req) ?? '', secret);
  if ('error' in result) throw errors.accessDenied(result.error);
  return { claims: result.claims, isAuthenticated: true, owner: typeof result.claims.sub === 'string' ? result.claims.sub : undefined };
}

/** Routes that also serve anonymous readers (`allowInvalidJwt` in storage-api): no or bad token → anon. */
export async function optionalCaller(req: IncomingMessage, secret: string): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) return ANONYMOUS;
  const result = await verify(token, secret);
  if ('error' in result) return ANONYMOUS;
  return { claims: result.claims, isAuthenticated: true, owner: typeof result.claims.sub === 'string' ? result.claims.sub : undefined };
}
