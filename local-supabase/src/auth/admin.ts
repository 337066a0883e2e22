// The admin subset (service_role key): create, list, get, update and delete users.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { BackendContext } from '../context.js';
import { sendJson } from '../http.js';
import { notFound, validationFailed } from './errors.js';
import { isUuid, optionalBoolean, optionalObject, optionalString, validateEmail, type JsonObject } from './input.js';
import { authSettings } from './settings.js';
import { inTransaction } from '../db.js';
import {
  MAX_PASSWORD_BYTES,
  NIL_INSTANCE_ID,
  checkPasswordStrength,
  EMPTY_STRING_COLUMNS,
  confirmEmail,
  duplicateEmail,
  emailIdentityData,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertEmailIdentity,
  isBcryptHash,
  isDuplicateEmailError,
  mergeMetadata,
  userJson,
  type Db,
  type UserRow,
} from './users.js';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

const DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go's time.ParseDuration subset GoTrue accepts for ban_duration ("24h", "1h30m", "none"); milliseconds, or null to unban. */
function parseBanDuration(value: string): number | null {
  if (value === 'none') return null;
  const parts = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/.test(value) ? value.match(/\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h)/g) : null;
  if (!parts) throw validationFailed(`invalid format for ban duration: time: invalid duration "${value}"`);
  let total = 0;
  for (const part of parts) {
    const [, amount, unit] = /^(\d+(?:\.\d+)?)(.+)$/.exec(part) ?? [];
    total += Number(amount) * DURATION_UNITS[unit];
  }
  if (!Number.isFinite(total) || total > 1e13) throw validationFailed(`invalid format for ban duration: time: invalid duration "${value}"`);
  return total;
}

async function applyBan(db: Db, userId: string, duration: string): Promise<void> {
  const ms = parseBanDuration(duration);
  await db.query(`update auth.users set banned_until = $2, updated_at = now() where id = $1`, [
    userId,
    ms === null || ms === 0 ? null : new Date(Date.now() + ms),
  ]);
}

function readRole(body: JsonObject): string | undefined {
  const role = optionalString(body, 'role', 255);
  return role ? role.trim() : undefined;
}

function readAdminPassword(body: JsonObject): string | undefined {
  const password = optionalString(body, 'password', 1024);
  if (password !== undefined && Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  return password;
}

export async function createUser(ctx: BackendContext, body: JsonObject): Promise<JsonObject> {
  const rawEmail = optionalString(body, 'email', 1024);
  const phone = optionalString(body, 'phone', 64);
  const password = readAdminPassword(body);
  const passwordHash = optionalString(body, 'password_hash', 255);
  const emailConfirm = optionalBoolean(body, 'email_confirm') ?? false;
  const userMetadata = optionalObject(body, 'user_metadata') ?? {};
  const appMetadata = optionalObject(body, 'app_metadata');
  const role = readRole(body) ?? 'authenticated';
  const banDuration = optionalString(body, 'ban_duration', 64);
  const id = optionalString(body, 'id', 64);

  if (!rawEmail && !phone) throw validationFailed('Cannot create a user without either an email or phone');
  if (phone) throw validationFailed('Phone users are not supported by local-supabase');
  const email = validateEmail(rawEmail);
  if (password !== undefined && passwordHash) throw validationFailed('Only a password or a password hash should be provided');
  if (passwordHash && !isBcryptHash(passwordHash)) throw validationFailed('Only bcrypt password hashes are supported by local-supabase');
  if (id !== undefined && (!isUuid(id) || id === NIL_INSTANCE_ID)) throw validationFailed('ID must conform to the uuid v4 format');
  if (banDuration) parseBanDuration(banDuration);
  if (await findUserByEmail(ctx.pool, email)) throw duplicateEmail();

  const hash = passwordHash || (await hashPassword(ctx.pool, password || randomBytes(48).toString('base64url'), authSettings().bcryptCost));
  const userId = id ?? randomUUID();
  const app = mergeMetadata({ provider: 'email', providers: ['email'] }, appMetadata ?? {});
  try {
    return await inTransaction(ctx.pool, async (tx) => {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
           created_at, updated_at, is_sso_user, is_anonymous, ${EMPTY_STRING_COLUMNS.join(', ')})
         values ($1, $2, 'authenticated', $3, $4, $5, $6, $7, now(), now(), false, false, ${EMPTY_STRING_COLUMNS.map(() => "''").join(', ')})`,
        [NIL_INSTANCE_ID, userId, role, email, hash, app, userMetadata],
      );
      await insertEmailIdentity(tx, userId, emailIdentityData(userId, email));
      if (emailConfirm) await confirmEmail(tx, userId);
      if (banDuration) await applyBan(tx, userId, banDuration);
      return userJson(tx, await existingUser(tx, userId));
    });
  } catch (error) {
    const pgError = error as { code?: string; constraint?: string };
    if (isDuplicateEmailError(error)) throw duplicateEmail();
    if (pgError.code === '23505' && pgError.constraint === 'users_pkey') throw validationFailed('A user with this ID already exists');
    throw error;
  }
}

async function existingUser(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(db, id, options);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

export async function getUser(ctx: BackendContext, id: string): Promise<JsonObject> {
  return userJson(ctx.pool, await existingUser(ctx.pool, id));
}

export async function updateUser(ctx: BackendContext, id: string, body: JsonObject): Promise<JsonObject> {
  const rawEmail = optionalString(body, 'email', 1024);
  const phone = optionalString(body, 'phone', 64);
  const password = readAdminPassword(body);
  const emailConfirm = optionalBoolean(body, 'email_confirm') ?? false;
  const userMetadata = optionalObject(body, 'user_metadata');
  const appMetadata = optionalObject(body, 'app_metadata');
  const role = readRole(body);
  const banDuration = optionalString(body, 'ban_duration', 64);

  const email = rawEmail ? validateEmail(rawEmail) : undefined;
  if (phone) throw validationFailed('Phone users are not supported by local-supabase');
  if (password !== undefined) checkPasswordStrength(password, authSettings());
  if (banDuration) parseBanDuration(banDuration);
  const hash = password !== undefined ? await hashPassword(ctx.pool, password, authSettings().bcryptCost) : undefined;

  try {
    return await inTransaction(ctx.pool, async (tx) => {
      const user = await existingUser(tx, id, { forUpdate: true });
      if (email && email !== user.email) {
        const other = await findUserByEmail(tx, email);
        if (other && other.id !== user.id) throw duplicateEmail();
      }
      if (role) await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [user.id, role]);
      if (emailConfirm) await confirmEmail(tx, user.id);
      if (hash !== undefined) {
        // GoTrue's UpdatePassword without a session: pending tokens cleared, every session signed out.
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = '', recovery_sent_at = null, confirmation_token = '',
             confirmation_sent_at = null, updated_at = now() where id = $1`,
          [user.id, hash],
        );
        await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
        await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
      }
      if (email) {
        const identity = await tx.query(`select 1 from auth.identities where user_id = $1 and provider = 'email'`, [user.id]);
        if (identity.rowCount) {
          await tx.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
               updated_at = now() where user_id = $1 and provider = 'email'`,
            [user.id, email, emailConfirm],
          );
        } else {
          await insertEmailIdentity(tx, user.id, { ...emailIdentityData(user.id, email), email_verified: emailConfirm });
        }
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [user.id, email]);
      }
      if (appMetadata) {
        const current = await existingUser(tx, user.id);
        await tx.query('update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1', [
          user.id,
          mergeMetadata(current.raw_app_meta_data, appMetadata),
        ]);
      }
      if (userMetadata) {
        const current = await existingUser(tx, user.id);
        await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          user.id,
          mergeMetadata(current.raw_user_meta_data, userMetadata),
        ]);
      }
      if (banDuration) await applyBan(tx, user.id, banDuration);
      return userJson(tx, await existingUser(tx, user.id));
    });
  } catch (error) {
    if (isDuplicateEmailError(error)) throw duplicateEmail();
    throw error;
  }
}

export async function deleteUser(ctx: BackendContext, id: string, body: JsonObject): Promise<JsonObject> {
  if (optionalBoolean(body, 'should_soft_delete')) throw validationFailed('Soft deletion is not supported by local-supabase');
  const user = await existingUser(ctx.pool, id);
  await ctx.pool.query('delete from auth.users where id = $1', [user.id]);
  return {};
}

function pageParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name) ?? '';
  if (raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw validationFailed(`Bad Pagination Parameters: ${name} must be a positive integer`);
  return Number(raw);
}

/** GET /admin/users: `{ users, aud }` newest first, with GoTrue's Link and X-Total-Count headers. */
export async function listUsers(ctx: BackendContext, url: URL, res: ServerResponse): Promise<void> {
  const page = Math.max(1, pageParam(url, 'page', 1));
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, pageParam(url, 'per_page', DEFAULT_PER_PAGE)));
  const filter = url.searchParams.get('filter') ?? '';
  if (filter.length > 255) throw validationFailed('Bad Pagination Parameters: filter is too long');
  const pattern = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = filter ? `where email ilike $1 or raw_user_meta_data ->> 'full_name' ilike $1` : '';
  const params = filter ? [pattern] : [];
  const total = Number((await ctx.pool.query<{ count: string }>(`select count(*) from auth.users ${where}`, params)).rows[0].count);
  const { rows } = await ctx.pool.query<{ id: string }>(
    `select id from auth.users ${where} order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`,
    params,
  );
  const users: JsonObject[] = [];
  for (const row of rows) {
    const user = await findUserById(ctx.pool, row.id);
    if (user) users.push(await userJson(ctx.pool, user));
  }

  const totalPages = Math.ceil(total / perPage);
  const link = (target: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(target));
    const sorted = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `</admin/users?${new URLSearchParams(sorted)}>`;
  };
  const links = [];
  if (totalPages > page) links.push(`${link(page + 1)}; rel="next"`);
  links.push(`${link(totalPages)}; rel="last"`);
  sendJson(res, 200, { users, aud: 'authenticated' }, { link: links.join(', '), 'x-total-count': String(total) });
}
