// auth.users and auth.identities: loading, the user JSON GoTrue returns, metadata merging and passwords.
import type pg from 'pg';
import { AuthError, unprocessable, validationFailed } from './errors.js';
import type { JsonObject } from './input.js';
import { PASSWORD_REQUIREMENTS, type AuthSettings } from './settings.js';

/** A pool or a client inside a transaction. */
export interface Db {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

/**
 * Columns GoTrue's User model reads into plain Go strings (internal/models/user.go): a NULL in any of them makes every
 * lookup of that user fail, and GoTrue answers 500 "Database error querying schema" (internal/api/token.go).
 */
const NON_NULL_STRING_COLUMNS = [
  'aud',
  'role',
  'confirmation_token',
  'recovery_token',
  'email_change_token_current',
  'email_change_token_new',
  'email_change',
  'phone_change_token',
  'phone_change',
  'reauthentication_token',
] as const;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, is_anonymous,
  (${NON_NULL_STRING_COLUMNS.map((column) => `${column} is null`).join(' or ')}) as has_null_string`;

/** Column list and values for a new user row: '' in every string column GoTrue cannot read as NULL. */
export const EMPTY_STRING_COLUMNS = NON_NULL_STRING_COLUMNS.filter((column) => column !== 'aud' && column !== 'role');

/** GoTrue fails on such a row; so does local-supabase, so a seed that works here works on hosted Supabase too. */
function readableUser(row: (UserRow & { has_null_string?: boolean }) | undefined): UserRow | null {
  if (!row) return null;
  if (row.has_null_string) throw new AuthError(500, 'unexpected_failure', 'Database error querying schema');
  delete row.has_null_string;
  return row;
}

export const NIL_INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export async function findUserById(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<UserRow | null> {
  const lock = options.forUpdate ? ' for update' : '';
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1${lock}`, [id]);
  return readableUser(rows[0]);
}

/** Email matching is case-insensitive, as in GoTrue (it stores addresses lower-cased). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false order by created_at limit 1`,
    [email],
  );
  return readableUser(rows[0]);
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

export function isEmailConfirmed(user: UserRow): boolean {
  return user.email_confirmed_at !== null;
}

const iso = (date: Date | null): string | undefined => (date ? date.toISOString() : undefined);

function identityJson(row: IdentityRow): JsonObject {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email ?? undefined,
  };
}

/** The user object exactly as GoTrue serializes it (empty optional fields left out). */
export async function userJson(db: Db, user: UserRow): Promise<JsonObject> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at, id`,
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}

/** GoTrue's UpdateUserMetaData: keys are merged in, a null value deletes the key. */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const merged: JsonObject = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Identity data GoTrue stores for the email provider (provider.Claims with Subject and Email). */
export function emailIdentityData(userId: string, email: string, extra: JsonObject = {}): JsonObject {
  const data: JsonObject = { sub: userId, email, email_verified: false, phone_verified: false };
  for (const [key, value] of Object.entries(extra)) if (!(key in data)) data[key] = value;
  return data;
}

export async function insertEmailIdentity(db: Db, userId: string, identityData: JsonObject): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [userId, userId, identityData],
  );
}

/** GoTrue's User.Confirm: confirmed now, `email_verified: true` in user metadata, pending one-time tokens cleared. */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId],
  );
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

// ---- passwords ----

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than silently truncating. */
export const MAX_PASSWORD_BYTES = 72;

export interface WeakPassword {
  message: string;
  reasons: Array<'length' | 'characters'>;
}

/** GoTrue's checkPasswordStrength (internal/api/password.go) without the HaveIBeenPwned check: null when the password passes. */
export function weakPassword(password: string, settings: Pick<AuthSettings, 'minPasswordLength' | 'passwordRequirements'>): WeakPassword | null {
  const messages: string[] = [];
  const reasons: WeakPassword['reasons'] = [];
  // Go's len() counts bytes, so GoTrue does too.
  if (Buffer.byteLength(password) < settings.minPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${settings.minPasswordLength} characters.`);
  }
  const required: readonly string[] = PASSWORD_REQUIREMENTS[settings.passwordRequirements];
  if (required.some((characters) => ![...characters].some((character) => password.includes(character)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${required.join(', ')}.`);
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : null;
}

/** Throws GoTrue's 400 for an over-long password and its 422 `weak_password` for one that fails the policy. */
export function checkPasswordStrength(password: string, settings: Pick<AuthSettings, 'minPasswordLength' | 'passwordRequirements'>): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const weak = weakPassword(password, settings);
  if (weak) throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
}

/**
 * Hashes and checks passwords with bcrypt in Postgres (pgcrypto's C implementation, the `$2a$` hashes GoTrue and
 * seed files use). The work runs in a database backend process, so many sign-ins at once never block the router.
 */
export async function hashPassword(db: Db, password: string, cost: number): Promise<string> {
  const { rows } = await db.query<{ hash: string }>(`select extensions.crypt($1, extensions.gen_salt('bf', $2)) as hash`, [password, cost]);
  return rows[0].hash;
}

async function bcryptMatches(db: Db, password: string, hash: string): Promise<boolean> {
  const { rows } = await db.query<{ matches: boolean }>('select extensions.crypt($1, $2) = $2 as matches', [password, hash]);
  return rows[0].matches;
}

const BCRYPT_HASH = /^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/;

export function isBcryptHash(value: string): boolean {
  return BCRYPT_HASH.test(value);
}

/** A fixed cost-10 bcrypt hash of a random string: checked against when there is no account, so timing does not reveal accounts. */
const DUMMY_HASH = '$2a$10$toWW1yd//0wLn4rW8/vC1.OQvf4NJWqNUVJ21kQJ8xG1RrUx8lcE2';

export async function verifyPassword(db: Db, password: string, hash: string | null): Promise<boolean> {
  if (!hash || !isBcryptHash(hash)) {
    await bcryptMatches(db, password, DUMMY_HASH);
    return false;
  }
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) return false;
  return bcryptMatches(db, password, hash);
}

/** A unique-violation on users' email index, raced past our own duplicate check. */
export function isDuplicateEmailError(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === 'users_email_partial_key';
}

export function duplicateEmail(): AuthError {
  return unprocessable('email_exists', 'A user with this email address has already been registered');
}
