// Password recovery: POST /recover mails a link, GET /verify follows it (implicit or PKCE), POST /verify takes a code or
// token hash (verifyOtp), and the pkce grant exchanges the auth code. Tokens are single-use and expire.
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { BackendContext } from '../context.js';
import { AuthError, badRequest, forbidden, notFound, unprocessable, validationFailed } from './errors.js';
import { recoveryMessage, type EmailTemplate } from './emails.js';
import { optionalString, readPkceChallenge, validateEmail, type JsonObject } from './input.js';
import { issueSession, type AuthMethod, type ClientInfo, type TokenResponse } from './sessions.js';
import { authSettings } from './settings.js';
import { inTransaction } from '../db.js';
import { confirmEmail, findUserByEmail, findUserById, isBanned, isEmailConfirmed, type Db, type UserRow } from './users.js';

const PKCE_PREFIX = 'pkce_';

/** GoTrue's crypto.GenerateTokenHash: hex SHA-224 of address + code. */
function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

// ---- redirect targets ----

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** GoTrue's IsRedirectURLValid without an allow list: back to the site (any port on loopback), or to a loopback address. */
function isRedirectAllowed(siteUrl: string, candidate: string): boolean {
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (site.hostname === target.hostname && site.protocol === target.protocol && (site.port === target.port || isLoopback(target.hostname))) {
    return true;
  }
  return isLoopback(target.hostname);
}

/** GoTrue's GetReferrer: redirect_to if allowed, else the Referer header if allowed, else the site URL. */
function redirectTarget(ctx: BackendContext, req: IncomingMessage, requested: string | null | undefined): string {
  for (const candidate of [requested, req.headers.referer]) {
    if (candidate && candidate.length <= 2048 && isRedirectAllowed(ctx.siteUrl, candidate)) return candidate;
  }
  return ctx.siteUrl;
}

// ---- POST /recover ----

/** Requests for addresses with no account are rate-limited too, so a 429 does not reveal which addresses exist. */
const unknownAddressRequests = new Map<string, number>();

function rateLimitError(sentAt: number, frequencySeconds: number): AuthError {
  const left = Math.max(1, Math.ceil((sentAt + frequencySeconds * 1000 - Date.now()) / 1000));
  return new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
}

function checkUnknownAddressRate(email: string, frequencySeconds: number): void {
  const now = Date.now();
  for (const [address, sentAt] of unknownAddressRequests) {
    if (sentAt + frequencySeconds * 1000 <= now) unknownAddressRequests.delete(address);
  }
  const sentAt = unknownAddressRequests.get(email);
  if (sentAt !== undefined && frequencySeconds > 0) throw rateLimitError(sentAt, frequencySeconds);
  if (unknownAddressRequests.size < 10_000) unknownAddressRequests.set(email, now);
}

/** Always `{}` whether or not the address has an account; mails a link (and a 6-digit code) when it does. */
export async function recover(ctx: BackendContext, req: IncomingMessage, url: URL, body: JsonObject, template: EmailTemplate): Promise<JsonObject> {
  const settings = authSettings();
  const rawEmail = optionalString(body, 'email');
  if (!rawEmail) throw validationFailed('Password recovery requires an email');
  const email = validateEmail(rawEmail);
  const pkce = readPkceChallenge(body);
  const redirectTo = redirectTarget(ctx, req, url.searchParams.get('redirect_to'));

  const user = await findUserByEmail(ctx.pool, email);
  if (!user) {
    checkUnknownAddressRate(email, settings.emailMaxFrequency);
    return {};
  }

  const mail = await inTransaction(ctx.pool, async (tx) => {
    const locked = await findUserById(tx, user.id, { forUpdate: true });
    if (!locked || !locked.email) return null;
    const sentAt = locked.recovery_sent_at?.getTime();
    if (sentAt !== undefined && sentAt + settings.emailMaxFrequency * 1000 > Date.now()) {
      throw rateLimitError(sentAt, settings.emailMaxFrequency);
    }
    const otp = randomOtp();
    const hash = tokenHash(locked.email, otp);
    const token = pkce ? `${PKCE_PREFIX}${hash}` : hash;
    if (pkce) {
      await tx.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'recovery', 'recovery', now(), now())`,
        [randomUUID(), locked.id, randomUUID(), pkce.method, pkce.codeChallenge],
      );
    }
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1', [locked.id, token]);
    await tx.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, 'recovery_token', $2, $3)
       on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
         created_at = now(), updated_at = now()`,
      [locked.id, token, locked.email],
    );
    const link = `${ctx.publicUrl}/auth/v1/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
    return recoveryMessage(template, locked.email, link, otp, locked.raw_user_meta_data, ctx.siteUrl);
  });
  if (mail) ctx.mailbox.send(mail);
  return {};
}

// ---- verification ----

type EmailTokenType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email' | 'email_change';
const EMAIL_TOKEN_TYPES = new Set<string>(['signup', 'invite', 'recovery', 'magiclink', 'email', 'email_change']);

const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const codeInvalid = () => forbidden('otp_expired', 'Token has expired or is invalid');

function isFresh(sentAt: Date | null): boolean {
  return sentAt !== null && sentAt.getTime() + authSettings().otpExpiry * 1000 > Date.now();
}

/** What a token turned out to be: a sign-up confirmation or a recovery / magic-link token. */
type Verified = { user: UserRow; kind: 'confirmation' | 'recovery' };

const LOCKED_USER = `select id from auth.users where`;

/** GoTrue's verifyTokenHash: the user whose pending token is exactly this hash, locked, checked for expiry. */
async function userForTokenHash(tx: Db, type: EmailTokenType, hash: string): Promise<Verified> {
  let kind: Verified['kind'] | null = null;
  let id: string | undefined;
  if (type === 'signup' || type === 'invite' || type === 'email') {
    id = (await tx.query<{ id: string }>(`${LOCKED_USER} confirmation_token = $1 for update`, [hash])).rows[0]?.id;
    if (id) kind = 'confirmation';
  }
  if (!id && (type === 'recovery' || type === 'magiclink' || type === 'email')) {
    id = (await tx.query<{ id: string }>(`${LOCKED_USER} recovery_token = $1 for update`, [hash])).rows[0]?.id;
    if (id) kind = 'recovery';
  }
  const user = id ? await findUserById(tx, id) : null;
  if (!user || !kind) throw linkInvalid();
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  if (!isFresh(kind === 'recovery' ? user.recovery_sent_at : user.confirmation_sent_at)) throw linkInvalid();
  return { user, kind };
}

/**
 * GoTrue's verifyUserAndToken: the address's pending token must match hash(address + code), raw or PKCE-prefixed.
 * Wrong codes are limited per IP only (`[auth.rate_limit] token_verifications`), as in GoTrue.
 */
async function userForEmailCode(tx: Db, type: EmailTokenType, email: string, hash: string): Promise<Verified | { error: AuthError }> {
  const found = await findUserByEmail(tx, email);
  const user = found ? await findUserById(tx, found.id, { forUpdate: true }) : null;
  if (!user) return { error: codeInvalid() };
  if (isBanned(user)) return { error: forbidden('user_banned', 'User is banned') };
  const matches = (expected: string | null, sentAt: Date | null) =>
    !!expected && isFresh(sentAt) && (expected === hash || expected === `${PKCE_PREFIX}${hash}`);
  const confirmation = matches(user.confirmation_token, user.confirmation_sent_at);
  const recovery = matches(user.recovery_token, user.recovery_sent_at);
  if ((type === 'signup' || type === 'invite' || type === 'email') && confirmation) return { user, kind: 'confirmation' };
  if ((type === 'recovery' || type === 'magiclink' || type === 'email') && recovery) return { user, kind: 'recovery' };
  return { error: codeInvalid() };
}

/** Uses the token up (single use) and confirms the address, as GoTrue's signupVerify / recoverVerify do. */
async function consumeToken(tx: Db, verified: Verified): Promise<void> {
  const { user } = verified;
  if (verified.kind === 'recovery') {
    await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
    await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
    if (!isEmailConfirmed(user)) await confirmEmail(tx, user.id);
  } else {
    await confirmEmail(tx, user.id);
  }
}

/** The latest PKCE flow state of this user and method gets its auth code released. */
async function issueAuthCode(tx: Db, userId: string, method: string): Promise<string> {
  const flow = (
    await tx.query<{ id: string; auth_code: string }>(
      `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
       order by created_at desc limit 1 for update`,
      [userId, method],
    )
  ).rows[0];
  if (!flow) throw badRequest('flow_state_not_found', 'No associated flow state found. No valid flow state found for user.');
  await tx.query('update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1', [flow.id]);
  return flow.auth_code;
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL: the error in the fragment (and, for PKCE, in the query too). */
function errorRedirect(redirectTo: string, error: AuthError, isPkce: boolean): string {
  const fields = new URLSearchParams();
  const oauthError = OAUTH_ERRORS[error.status];
  if (oauthError) fields.set('error', oauthError);
  fields.set('error_code', error.errorCode);
  fields.set('error_description', error.message);
  const target = new URL(redirectTo);
  if (isPkce) for (const [key, value] of fields) target.searchParams.set(key, value);
  fields.set('sb', '');
  target.hash = fields.toString();
  return target.toString();
}

/** GET /verify from an email link: answers with where to send the browser (always a 303). */
export async function verifyLink(ctx: BackendContext, req: IncomingMessage, url: URL, client: ClientInfo): Promise<string> {
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const redirectTo = redirectTarget(ctx, req, url.searchParams.get('redirect_to'));
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  const isPkce = token.startsWith(PKCE_PREFIX);
  try {
    if (!EMAIL_TOKEN_TYPES.has(type)) throw validationFailed('Invalid email verification type');
    const outcome = await inTransaction(ctx.pool, async (tx): Promise<{ code: string } | { session: TokenResponse }> => {
      const verified = await userForTokenHash(tx, type as EmailTokenType, token);
      await consumeToken(tx, verified);
      if (isPkce) return { code: await issueAuthCode(tx, verified.user.id, type === 'magiclink' ? 'magiclink' : 'recovery') };
      return { session: await issueSession(ctx, tx, verified.user.id, 'otp', client) };
    });
    if ('code' in outcome) {
      const target = new URL(redirectTo);
      target.searchParams.set('code', outcome.code);
      return target.toString();
    }
    const { session } = outcome;
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: session.token_type,
      type,
    });
    return `${redirectTo}#${fragment}`;
  } catch (error) {
    if (error instanceof AuthError) return errorRedirect(redirectTo, error, isPkce);
    throw error;
  }
}

/** POST /verify (supabase-js verifyOtp): `{ type, email, token }` or `{ type, token_hash }`; answers with a session. */
export async function verifyOtp(ctx: BackendContext, body: JsonObject, client: ClientInfo): Promise<TokenResponse> {
  const type = optionalString(body, 'type', 64) ?? '';
  const token = optionalString(body, 'token', 1024) ?? '';
  const hash = optionalString(body, 'token_hash', 1024) ?? '';
  const rawEmail = optionalString(body, 'email', 1024) ?? '';
  const phone = optionalString(body, 'phone', 64) ?? '';
  const redirectTo = optionalString(body, 'redirect_to', 2048) ?? '';
  if (!type) throw validationFailed('Verify requires a verification type');
  if ((token === '' && hash === '') || (token !== '' && hash !== '')) {
    throw validationFailed('Verify requires either a token or a token hash');
  }
  if (type === 'sms' || type === 'phone_change' || (token !== '' && phone !== '' && rawEmail === '')) {
    throw validationFailed('Phone verification is not supported by local-supabase');
  }
  if (!EMAIL_TOKEN_TYPES.has(type)) throw validationFailed('Unsupported verification type');
  let email = '';
  if (token !== '') {
    if (rawEmail === '' || phone !== '') throw validationFailed('Only an email address or phone number should be provided on verify');
    try {
      email = validateEmail(rawEmail);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
  } else if (rawEmail !== '' || phone !== '' || redirectTo !== '') {
    throw validationFailed('Only the token_hash and type should be provided');
  }

  const outcome = await inTransaction(ctx.pool, async (tx): Promise<TokenResponse | { error: AuthError }> => {
    const verified = token
      ? await userForEmailCode(tx, type as EmailTokenType, email, tokenHash(email, token))
      : await userForTokenHash(tx, type as EmailTokenType, hash);
    if ('error' in verified) return verified;
    await consumeToken(tx, verified);
    return issueSession(ctx, tx, verified.user.id, 'otp', client);
  });
  if ('error' in outcome) throw outcome.error;
  return outcome;
}

// ---- POST /token?grant_type=pkce ----

function pkceMatches(challenge: string, method: string, verifier: string): boolean {
  const expected = method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const AMR_FOR_FLOW: Record<string, AuthMethod> = { recovery: 'recovery', magiclink: 'magiclink' };

export async function pkceGrant(ctx: BackendContext, body: JsonObject, client: ClientInfo): Promise<TokenResponse> {
  const authCode = optionalString(body, 'auth_code', 1024) ?? '';
  const verifier = optionalString(body, 'code_verifier', 1024) ?? '';
  if (!authCode || !verifier) throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  const settings = authSettings();
  return inTransaction(ctx.pool, async (tx) => {
    const flow = (
      await tx.query<{
        id: string;
        user_id: string | null;
        code_challenge: string;
        code_challenge_method: string;
        authentication_method: string;
        created_at: Date;
        auth_code_issued_at: Date | null;
      }>(
        `select id, user_id, code_challenge, code_challenge_method, authentication_method, created_at, auth_code_issued_at
           from auth.flow_state where auth_code = $1 for update`,
        [authCode],
      )
    ).rows[0];
    // An auth code only becomes usable once the email link released it.
    if (!flow || !flow.user_id || !flow.auth_code_issued_at) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (flow.created_at.getTime() + settings.flowStateExpiry * 1000 < Date.now()) {
      throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (!pkceMatches(flow.code_challenge, flow.code_challenge_method, verifier)) {
      throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    const session = await issueSession(ctx, tx, user.id, AMR_FOR_FLOW[flow.authentication_method] ?? 'otp', client);
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    return session;
  });
}
