// Bucket routes: list and get, as the caller (policies on storage.buckets decide; service_role sees all).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.js';
import { requireCaller } from './caller.js';
import { errors } from './errors.js';
import { BUCKET_COLUMNS, type BucketRow, type StorageService } from './service.js';

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function render(bucket: BucketRow) {
  return { ...bucket, file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit) };
}

/** GET /bucket?limit&offset&search&sortColumn&sortOrder */
export async function listBuckets(service: StorageService, req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  const values: unknown[] = [];
  let sql = `select ${BUCKET_COLUMNS} from storage.buckets`;
  const search = query.get('search');
  if (search) {
    values.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    sql += ` where name ilike $${values.length}`;
  }
  const sortColumn = query.get('sortColumn');
  if (sortColumn && SORT_COLUMNS.has(sortColumn)) sql += ` order by ${sortColumn} ${query.get('sortOrder') === 'desc' ? 'desc' : 'asc'}`;
  for (const [param, clause] of [
    ['limit', 'limit'],
    ['offset', 'offset'],
  ] as const) {
    const raw = query.get(param);
    if (raw === null) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw errors.invalidRequest(`querystring/${param} must be integer`);
    values.push(value);
    sql += ` ${clause} $${values.length}`;
  }
  const rows = await service.asCaller(caller, async (client) => (await client.query<BucketRow>(sql, values)).rows);
  // storage-api's list adds the bucket type; its GET /bucket/{id} selects only the columns (getBucket.ts).
  sendJson(
    res,
    200,
    rows.map((bucket) => ({ ...render(bucket), type: 'STANDARD' })),
  );
}

/** GET /bucket/{id} */
export async function getBucket(service: StorageService, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  const rows = await service.asCaller(
    caller,
    async (client) => (await client.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows,
  );
  if (!rows[0]) throw errors.noSuchBucket();
  sendJson(res, 200, render(rows[0]));
}
