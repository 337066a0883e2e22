// The signed-in person's own operations: sign-up, password sign-in, reading and updating the user, signing out.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.js';
import { badRequest, forbidden, unprocessable, validationFailed } from './errors.js';
import { optionalObject, optionalString, readPkceChallenge, validateEmail, type JsonObject } from './input.js';
import { authenticate, issueSession, type ClientInfo, type TokenResponse } from './sessions.js';
import { authSettings } from './settings.js';
import { inTransaction } from '../db.js';
import {
  NIL_INSTANCE_ID,
  EMPTY_STRING_COLUMNS,
  checkPasswordStrength,
  confirmEmail,
  emailIdentityData,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertEmailIdentity,
  isBanned,
  isDuplicateEmailError,
  isEmailConfirmed,
  mergeMetadata,
  userJson,
  verifyPassword,
  weakPassword,
} from './users.js';

const userAlreadyExists = () => unprocessable('user_already_exists', 'User already registered');
const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** POST /signup with email confirmations off (the CLI default): the user is confirmed at once and gets a session. */
export async function signUp(ctx: BackendContext, body: JsonObject, client: ClientInfo): Promise<TokenResponse> {
  const settings = authSettings();
  const rawEmail = optionalString(body, 'email', 1024);
  const phone = optionalString(body, 'phone', 64);
  const password = optionalString(body, 'password', 1024);
  const data = optionalObject(body, 'data') ?? {};
  if (!password) throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password, settings);
  if (rawEmail && phone) throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!rawEmail) throw validationFailed('Sign up only available with email provider');
  readPkceChallenge(body); // checked like GoTrue; with auto-confirm the session comes back directly either way
  const email = validateEmail(rawEmail);
  if (await findUserByEmail(ctx.pool, email)) throw userAlreadyExists();

  const hash = await hashPassword(ctx.pool, password, settings.bcryptCost);
  try {
    return await inTransaction(ctx.pool, async (tx) => {
      const id = randomUUID();
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
           created_at, updated_at, is_sso_user, is_anonymous, ${EMPTY_STRING_COLUMNS.join(', ')})
         values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, $6, now(), now(), false, false,
           ${EMPTY_STRING_COLUMNS.map(() => "''").join(', ')})`,
        [NIL_INSTANCE_ID, id, email, hash, { provider: 'email', providers: ['email'] }, data],
      );
      await insertEmailIdentity(tx, id, emailIdentityData(id, email, data));
      await confirmEmail(tx, id);
      return issueSession(ctx, tx, id, 'password', client);
    });
  } catch (error) {
    if (isDuplicateEmailError(error)) throw userAlreadyExists();
    throw error;
  }
}

/** POST /token?grant_type=password (limited per IP address only, as in GoTrue: `[auth.rate_limit] token_refresh`). */
export async function passwordGrant(ctx: BackendContext, body: JsonObject, client: ClientInfo): Promise<TokenResponse> {
  const email = optionalString(body, 'email', 1024) ?? '';
  const phone = optionalString(body, 'phone', 64) ?? '';
  const password = optionalString(body, 'password', 1024) ?? '';
  if (email && phone) throw validationFailed('Only an email address or phone number should be provided on login.');
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw validationFailed('missing email or phone');
  const settings = authSettings();

  const user = email.length <= 255 ? await findUserByEmail(ctx.pool, email) : null;
  const isValid = await verifyPassword(ctx.pool, password, user?.encrypted_password ?? null);
  if (!user || !isValid) throw invalidCredentials();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!isEmailConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await inTransaction(ctx.pool, (tx) => issueSession(ctx, tx, user.id, 'password', client));
  // GoTrue still signs in with a password that no longer meets the policy, and says so.
  const weak = weakPassword(password, settings);
  return weak ? { ...session, weak_password: weak } : session;
}

/** GET /user. */
export async function currentUser(ctx: BackendContext, req: IncomingMessage): Promise<JsonObject> {
  const { claims, user } = await authenticate(ctx, req);
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (audience !== 'authenticated') throw validationFailed("Token audience doesn't match request audience");
  return userJson(ctx.pool, user);
}

/** PUT /user: merges `data` into user_metadata (null deletes a key) and changes the password. */
export async function updateCurrentUser(ctx: BackendContext, req: IncomingMessage, body: JsonObject): Promise<JsonObject> {
  const caller = await authenticate(ctx, req);
  const settings = authSettings();
  const rawEmail = optionalString(body, 'email', 1024);
  const phone = optionalString(body, 'phone', 64);
  const password = optionalString(body, 'password', 1024);
  const data = optionalObject(body, 'data');
  const appMetadata = optionalObject(body, 'app_metadata');
  optionalString(body, 'nonce', 64);
  optionalString(body, 'current_password', 1024);
  readPkceChallenge(body);

  const email = rawEmail ? validateEmail(rawEmail) : undefined;
  if (password !== undefined) checkPasswordStrength(password, settings);
  if (appMetadata) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  if (email && email !== caller.user.email) {
    throw validationFailed('Changing the email address is not supported by local-supabase (see local-supabase/AUTH.md)');
  }
  if (phone && phone !== caller.user.phone) throw validationFailed('Phone numbers are not supported by local-supabase');

  let hash: string | undefined;
  if (password !== undefined) {
    if (caller.user.encrypted_password && (await verifyPassword(ctx.pool, password, caller.user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    hash = await hashPassword(ctx.pool, password, settings.bcryptCost);
  }

  return inTransaction(ctx.pool, async (tx) => {
    const user = await findUserById(tx, caller.user.id, { forUpdate: true });
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    if (hash !== undefined) {
      // GoTrue's UpdatePassword: pending email tokens are void and every other session is signed out.
      await tx.query(
        `update auth.users set encrypted_password = $2, recovery_token = '', recovery_sent_at = null, confirmation_token = '',
           confirmation_sent_at = null, updated_at = now() where id = $1`,
        [user.id, hash],
      );
      await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
      if (caller.sessionId) await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, caller.sessionId]);
      else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    }
    if (data) {
      await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        mergeMetadata(user.raw_user_meta_data, data),
      ]);
    }
    const updated = await findUserById(tx, user.id);
    return userJson(tx, updated ?? user);
  });
}

/** POST /logout?scope=global|local|others: deletes sessions (their refresh tokens go with them). */
export async function logout(ctx: BackendContext, req: IncomingMessage, url: URL): Promise<void> {
  const { user, sessionId } = await authenticate(ctx, req);
  const scope = url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) throw validationFailed(`Unsupported logout scope "${scope.slice(0, 64)}"`);
  if (sessionId && scope === 'local') {
    await ctx.pool.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (sessionId && scope === 'others') {
    await ctx.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  } else {
    await ctx.pool.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
}
