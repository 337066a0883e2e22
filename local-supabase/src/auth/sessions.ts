// Sessions, refresh-token rotation with reuse detection, access tokens with hosted GoTrue's claims, and bearer checks.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { BackendContext } from '../context.js';
import { bearerToken } from '../http.js';
import { AuthError, badRequest, forbidden } from './errors.js';
import { isUuid, type JsonObject } from './input.js';
import { authSettings } from './settings.js';
import { inTransaction } from '../db.js';
import { NIL_INSTANCE_ID, findUserById, isBanned, userJson, type Db, type UserRow } from './users.js';

/** GoTrue's authentication methods as they appear in the `amr` claim. */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'magiclink';

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export function clientInfo(req: IncomingMessage): ClientInfo {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')[0]
    .trim();
  const ip = isIP(forwarded) ? forwarded : (req.socket.remoteAddress ?? '');
  const userAgent = req.headers['user-agent'];
  return { userAgent: userAgent ? userAgent.slice(0, 1024) : null, ip: isIP(ip) ? ip : null };
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random lower-case alphanumeric string (refresh tokens look like GoTrue's legacy ones, only longer). */
function randomToken(length = 32): string {
  let token = '';
  while (token.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 252 && token.length < length) token += TOKEN_ALPHABET[byte % 36];
    }
  }
  return token;
}

export interface TokenResponse extends JsonObject {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: JsonObject;
}

const secretKey = (secret: string) => new TextEncoder().encode(secret);

async function signAccessToken(ctx: BackendContext, db: Db, user: UserRow, sessionId: string): Promise<{ token: string; expiresAt: number }> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + authSettings().jwtExpiry;
  const token = await new SignJWT({
    iss: `${ctx.publicUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: rows.map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(claim.updated_at.getTime() / 1000) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(ctx.jwtSecret));
  return { token, expiresAt };
}

async function tokenResponse(ctx: BackendContext, db: Db, user: UserRow, sessionId: string, refreshToken: string): Promise<TokenResponse> {
  const { token, expiresAt } = await signAccessToken(ctx, db, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

async function insertRefreshToken(db: Db, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = randomToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ($1, $2, $3, false, $4, $5, now(), now())`,
    [NIL_INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/** GoTrue's IssueRefreshToken: a new session with its AMR claim and first refresh token; last_sign_in_at moves. Call inside a transaction. */
export async function issueSession(ctx: BackendContext, db: Db, userId: string, method: AuthMethod, client: ClientInfo): Promise<TokenResponse> {
  const sessionId = randomUUID();
  await db.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip) values ($1, $2, now(), now(), 'aal1', $3, $4)`, [
    sessionId,
    userId,
    client.userAgent,
    client.ip,
  ]);
  await db.query(`insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method) values ($1, now(), now(), $2)`, [
    sessionId,
    method,
  ]);
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while issuing a session`);
  return tokenResponse(ctx, db, user, sessionId, refreshToken);
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

interface SessionRow {
  id: string;
  user_id: string;
  not_after: Date | null;
}

const refreshTokenNotFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * GoTrue's refresh_token grant (legacy token algorithm): every use swaps the token for a child. A revoked token whose
 * child is the session's active token gets that child back (the client lost the answer); any other revoked token is
 * accepted only within the reuse interval, after which the whole token family is revoked and the answer is 400.
 * The session row, then the token row, are locked, so concurrent refreshes are serialized.
 */
export async function refreshTokenGrant(ctx: BackendContext, refreshToken: string, client: ClientInfo): Promise<TokenResponse> {
  const found = await ctx.pool.query<RefreshTokenRow>('select id, session_id from auth.refresh_tokens where token = $1', [refreshToken]);
  const first = found.rows[0];
  if (!first) throw refreshTokenNotFound();
  if (!first.session_id) {
    await ctx.pool.query('delete from auth.refresh_tokens where id = $1', [first.id]);
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  const sessionId = first.session_id;
  const reuseInterval = authSettings().refreshTokenReuseInterval;

  const outcome = await inTransaction(ctx.pool, async (tx): Promise<{ error: AuthError } | { response: TokenResponse }> => {
    const session = (await tx.query<SessionRow>('select id, user_id, not_after from auth.sessions where id = $1 for update', [sessionId])).rows[0];
    const token = (
      await tx.query<RefreshTokenRow>(
        'select id, token, user_id, revoked, parent, session_id, updated_at from auth.refresh_tokens where token = $1 for update',
        [refreshToken],
      )
    ).rows[0];
    if (!session || !token || token.session_id !== session.id) return { error: refreshTokenNotFound() };
    const user = await findUserById(tx, session.user_id);
    if (!user) return { error: refreshTokenNotFound() };
    if (isBanned(user)) return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    if (session.not_after && session.not_after.getTime() <= Date.now()) {
      return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
    }

    let issued: string | undefined;
    if (token.revoked) {
      const active = (
        await tx.query<{ token: string; parent: string | null }>(
          'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
          [session.id],
        )
      ).rows[0];
      if (active && active.parent === token.token) {
        issued = active.token;
      } else if (Date.now() > token.updated_at.getTime() + reuseInterval * 1000) {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [session.id]);
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    }
    if (!issued) {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id]);
      issued = await insertRefreshToken(tx, user.id, session.id, token.token);
    }
    await tx.query(`update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now(), user_agent = $2, ip = $3 where id = $1`, [
      session.id,
      client.userAgent,
      client.ip,
    ]);
    return { response: await tokenResponse(ctx, tx, user, session.id, issued) };
  });
  // The family revocation above is committed before the error goes out, as GoTrue does.
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

// ---- bearer tokens ----

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

function jwtErrorMessage(error: unknown): string {
  const prefix = 'invalid JWT: unable to parse or verify signature, ';
  if (error instanceof joseErrors.JWTExpired) return `${prefix}token has invalid claims: token is expired`;
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `${prefix}token has invalid claims: ${error.message}`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return `${prefix}token signature is invalid: signature is invalid`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return `${prefix}token is unverifiable: signing method is invalid`;
  return `${prefix}token is malformed: could not parse the token`;
}

async function verifiedClaims(ctx: BackendContext, req: IncomingMessage): Promise<JWTPayload> {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    const { payload } = await jwtVerify(token, secretKey(ctx.jwtSecret), { algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    throw forbidden('bad_jwt', jwtErrorMessage(error));
  }
}

export interface Caller {
  claims: JWTPayload;
  user: UserRow;
  /** The session named by the token's session_id claim; null for tokens without one. */
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid JWT whose user and session still exist. */
export async function authenticate(ctx: BackendContext, req: IncomingMessage): Promise<Caller> {
  const claims = await verifiedClaims(ctx, req);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.pool, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  const claim = claims.session_id;
  if (claim !== undefined && claim !== null && claim !== '' && claim !== '00000000-0000-0000-0000-000000000000') {
    if (typeof claim !== 'string' || !isUuid(claim)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rowCount } = await ctx.pool.query('select 1 from auth.sessions where id = $1', [claim]);
    if (!rowCount) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = claim;
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, sessionId };
}

/** GoTrue's requireAdminCredentials: a JWT whose role is an admin role (the service_role key). */
export async function requireAdmin(ctx: BackendContext, req: IncomingMessage): Promise<void> {
  const claims = await verifiedClaims(ctx, req);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
}
