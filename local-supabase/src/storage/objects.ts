// Object routes: upload/update, download (caller, public), info, list and remove (move and copy: transfer.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.js';
import { type Caller, optionalCaller, requireCaller } from './caller.js';
import { removeQuietly } from './disk.js';
import { errors } from './errors.js';
import { mustBeValidObjectKey } from './names.js';
import { body, readJsonBody, serveObject } from './respond.js';
import { type ObjectMetadata, type ObjectRow, type StorageService, ownerColumns } from './service.js';
import { receiveUpload } from './upload-body.js';

const MAX_OBJECTS_PER_REQUEST = 1000;

interface ObjectWrite {
  bucketId: string;
  name: string;
  owner: string | undefined;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null | undefined;
  isUpsert: boolean;
}

/**
 * Inserts (or upserts) the object's row as the caller, inside their transaction. No RETURNING, so a bucket with
 * insert but no select policy still accepts uploads, as in storage-api.
 */
export async function writeObjectRow(client: import('pg').PoolClient, write: ObjectWrite): Promise<void> {
  const { owner, ownerId } = ownerColumns(write.owner);
  const values = [randomUUID(), write.bucketId, write.name, owner, ownerId, write.metadata, write.userMetadata ?? null, randomUUID()];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5, $6, $7, $8)`;
  if (!write.isUpsert) {
    await client.query(insert, values);
    return;
  }
  await client.query(
    `${insert} on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
       user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()`,
    values,
  );
}

/** POST /object/{bucket}/{key} (create; `x-upsert: true` replaces) and PUT (update, which upserts as storage-api does). */
export async function uploadObject(
  service: StorageService,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
  isUpsert: boolean,
): Promise<void> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  mustBeValidObjectKey(key);
  const bucket = await service.mustFindBucket(bucketId);
  const isFolderPlaceholder = key.endsWith('.emptyFolderPlaceholder');
  const file = await receiveUpload(req, service.disk, {
    maxSize: isFolderPlaceholder ? 0 : service.uploadLimit(bucket),
    allowedMimeTypes: bucket.allowed_mime_types,
    isFolderPlaceholder,
  });
  try {
    const metadata: ObjectMetadata = {
      eTag: file.eTag,
      size: file.size,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.size,
      httpStatusCode: 200,
    };
    await service.asCaller(caller, async (client) => {
      // storage-api stores `{ ...userMetadata }`, so an upload without metadata reads back as `{}` in info().
      const userMetadata = { ...file.userMetadata };
      await writeObjectRow(client, { bucketId: bucket.id, name: key, owner: caller.owner, metadata, userMetadata, isUpsert });
      // Still inside the transaction: a concurrent write of the same key waits on our row, so disk order = commit order.
      await service.disk.install(file.tempFile, bucket.id, key);
    });
    const id = await service.objectId(bucket.id, key);
    sendJson(res, 200, { Id: id, Key: `${bucket.id}/${key}` });
  } finally {
    await removeQuietly(file.tempFile);
  }
}

type ReadRoute = 'default' | 'authenticated' | 'public';

async function findReadableObject(service: StorageService, req: IncomingMessage, route: ReadRoute, bucketId: string, key: string): Promise<ObjectRow> {
  if (route === 'public') {
    const bucket = await service.findBucket(bucketId);
    if (!bucket?.public) throw errors.noSuchBucket();
    mustBeValidObjectKey(key);
    return service.findObjectAsSystem(bucket.id, key);
  }
  const caller = route === 'authenticated' ? await requireCaller(req, service.ctx.jwtSecret) : await optionalCaller(req, service.ctx.jwtSecret);
  const bucket = await service.findBucket(bucketId);
  // Without a valid JWT only public buckets exist; with one, unknown buckets are still "not found".
  if (!bucket || (!caller.isAuthenticated && !bucket.public)) throw errors.noSuchBucket();
  mustBeValidObjectKey(key);
  // Public buckets are readable by anyone, so storage-api skips policies for them; private ones ask the caller's policies.
  return bucket.public ? service.findObjectAsSystem(bucket.id, key) : service.findObjectAsCaller(caller, bucket.id, key);
}

/** GET/HEAD /object/{bucket}/{key}, /object/authenticated/…, /object/public/… */
export async function downloadObject(
  service: StorageService,
  req: IncomingMessage,
  res: ServerResponse,
  route: ReadRoute,
  bucketId: string,
  key: string,
  query: URLSearchParams,
): Promise<void> {
  const object = await findReadableObject(service, req, route, bucketId, key);
  await serveObject(service, req, res, object, { isHead: req.method === 'HEAD', download: query.get('download') });
}

/** GET /object/info/{bucket}/{key} (and /info/authenticated/…, /info/public/…): what storage-js's `info()` reads. */
export async function objectInfo(
  service: StorageService,
  req: IncomingMessage,
  res: ServerResponse,
  route: ReadRoute,
  bucketId: string,
  key: string,
): Promise<void> {
  const object = await findReadableObject(service, req, route, bucketId, key);
  const metadata = object.metadata ?? {};
  sendJson(res, 200, {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  });
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

/**
 * POST /object/list/{bucket}: the entries directly under `prefix` (files with their rows, sub-folders as
 * `{ name, id: null, … }`), filtered by `search`, as the caller sees them — storage.search()'s answer.
 */
export async function listObjects(service: StorageService, req: IncomingMessage, res: ServerResponse, bucketId: string): Promise<void> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  const input = await readJsonBody(req);
  let prefix = body.string(input, 'prefix');
  const search = body.optionalString(input, 'search') ?? '';
  const limit = optionalInteger(input.limit, 'limit', 100);
  const offset = optionalInteger(input.offset, 'offset', 0);
  const sortBy = (input.sortBy && typeof input.sortBy === 'object' ? input.sortBy : {}) as Record<string, unknown>;
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;

  const orderBy =
    column === 'name'
      ? `lower(name) collate "C" ${order}, name collate "C" ${order}`
      : `(id is null) desc, (case when id is null then name end) collate "C" ${order}, ${column} ${order} nulls last, name collate "C"`;
  const rows = await service.asCaller(caller, async (client) => {
    const { rows } = await client.query(
      `with matched as (
         select substr(o.name, char_length($2) + 1) as rest, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
         from storage.objects o
         where o.bucket_id = $1 and lower(left(o.name, char_length($2) + char_length($3))) = lower($2 || $3)
       ), entries as (
         select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata
         from matched where position('/' in rest) > 0
         group by split_part(rest, '/', 1)
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata from matched where position('/' in rest) = 0
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
       order by ${orderBy}
       limit $4 offset $5`,
      [bucketId, prefix, search, Math.min(limit, 1500), offset],
    );
    return rows;
  });
  sendJson(res, 200, rows);
}

function optionalInteger(value: unknown, field: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw errors.invalidRequest(`body/${field} must be integer`);
  if (value < 0) throw errors.invalidRequest(`body/${field} must be >= 0`);
  return value;
}

/** Deletes the caller's rows (their delete policies decide) and the files, inside the same transaction. */
async function deleteAsCaller(service: StorageService, caller: Caller, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  return service.asCaller(caller, async (client) => {
    const { rows } = await client.query<ObjectRow>('delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *', [
      bucketId,
      names,
    ]);
    for (const row of rows) {
      try {
        await service.disk.remove(row.bucket_id, row.name);
      } catch {
        // A row whose name cannot be a file (inserted by SQL) has no bytes to remove.
      }
    }
    return rows;
  });
}

/** DELETE /object/{bucket} { prefixes }: the rows actually deleted; others are silently left (as storage-api does). */
export async function removeObjects(service: StorageService, req: IncomingMessage, res: ServerResponse, bucketId: string): Promise<void> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  const names = body.stringArray(await readJsonBody(req), 'prefixes', MAX_OBJECTS_PER_REQUEST);
  sendJson(res, 200, await deleteAsCaller(service, caller, bucketId, names));
}

/** DELETE /object/{bucket}/{key}. */
export async function removeObject(service: StorageService, req: IncomingMessage, res: ServerResponse, bucketId: string, key: string): Promise<void> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  mustBeValidObjectKey(key);
  await service.findObjectAsSystem(bucketId, key);
  const deleted = await deleteAsCaller(service, caller, bucketId, [key]);
  if (deleted.length === 0) throw errors.accessDenied('Access denied');
  sendJson(res, 200, { message: 'Successfully deleted' });
}
