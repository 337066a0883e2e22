// What every storage route shares: the database (as the caller or as the system), the disk and the server-wide limit.
import type pg from 'pg';
import type { BackendContext } from '../context.js';
import { asRole } from '../db.js';
import type { Caller } from './caller.js';
import { ObjectDisk } from './disk.js';
import { errors, fromDatabaseError } from './errors.js';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date | null;
  updated_at: Date | null;
}

export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
  [key: string]: unknown;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
}

const OBJECT_COLUMNS = 'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';
export const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

/** Supabase's default global upload limit (`[storage] file_size_limit = "50MiB"`). */
export const DEFAULT_MAX_FILE_SIZE = 50 * 1024 * 1024;

export class StorageService {
  readonly disk: ObjectDisk;

  constructor(
    readonly ctx: BackendContext,
    readonly maxFileSize: number,
  ) {
    this.disk = new ObjectDisk(ctx.dataDir);
  }

  /** Runs `fn` in one transaction as the caller's role with their claims, so storage policies decide. */
  async asCaller<T>(caller: Caller, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    try {
      return await asRole(this.ctx.pool, caller.claims, fn);
    } catch (error) {
      throw fromDatabaseError(error);
    }
  }

  /** Bucket settings, read as the system (storage-api's `asSuperUser().findBucket`). */
  async findBucket(id: string): Promise<BucketRow | null> {
    const { rows } = await this.ctx.pool.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
    return rows[0] ?? null;
  }

  async mustFindBucket(id: string): Promise<BucketRow> {
    const bucket = await this.findBucket(id);
    if (!bucket) throw errors.noSuchBucket();
    return bucket;
  }

  /** The object as the system sees it (public buckets, signed URLs). */
  async findObjectAsSystem(bucketId: string, name: string): Promise<ObjectRow> {
    const { rows } = await this.ctx.pool.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
    if (!rows[0]) throw errors.noSuchKey();
    return rows[0];
  }

  /** The object if the caller's select policies show it; otherwise "Object not found", whether it exists or not. */
  async findObjectAsCaller(caller: Caller, bucketId: string, name: string): Promise<ObjectRow> {
    const row = await this.asCaller(caller, async (client) => {
      const { rows } = await client.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucketId, name]);
      return rows[0];
    });
    if (!row) throw errors.noSuchKey();
    return row;
  }

  async objectId(bucketId: string, name: string): Promise<string | null> {
    const { rows } = await this.ctx.pool.query<{ id: string }>('select id from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]);
    return rows[0]?.id ?? null;
  }

  /** The largest upload the bucket accepts, bounded by the server-wide limit. */
  uploadLimit(bucket: BucketRow): number {
    const bucketLimit = bucket.file_size_limit === null ? Number.POSITIVE_INFINITY : Number(bucket.file_size_limit);
    return Math.min(Number.isFinite(bucketLimit) ? bucketLimit : this.maxFileSize, this.maxFileSize);
  }
}

/** `owner` is a uuid column; `owner_id` keeps any subject (storage-api's `isUuid` split). */
export function ownerColumns(owner: string | undefined): { owner: string | null; ownerId: string | null } {
  if (!owner) return { owner: null, ownerId: null };
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(owner);
  return { owner: isUuid ? owner : null, ownerId: owner };
}
