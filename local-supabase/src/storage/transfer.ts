// Move and copy: the caller's policies on the source and the destination, and nothing more, as in storage-api
// (checked 2026-11-25: its copy and move check policies only, not the destination bucket's type or size limits).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { sendJson } from '../http.js';
import { type Caller, requireCaller } from './caller.js';
import { removeQuietly } from './disk.js';
import { errors } from './errors.js';
import { mustBeValidObjectKey } from './names.js';
import { writeObjectRow } from './objects.js';
import { body, readJsonBody } from './respond.js';
import { type ObjectMetadata, type ObjectRow, type StorageService, ownerColumns } from './service.js';
import { headerValue, parseBase64Metadata } from './upload-body.js';

interface Transfer {
  caller: Caller;
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
  input: Record<string, unknown>;
}

async function readTransfer(service: StorageService, req: IncomingMessage): Promise<Transfer> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  const input = await readJsonBody(req);
  const bucketId = body.string(input, 'bucketId');
  const sourceKey = body.string(input, 'sourceKey');
  const destinationKey = body.string(input, 'destinationKey');
  const destinationBucket = body.optionalString(input, 'destinationBucket') || bucketId;
  mustBeValidObjectKey(sourceKey);
  mustBeValidObjectKey(destinationKey);
  return { caller, bucketId, sourceKey, destinationBucket, destinationKey, input };
}

/** POST /object/move: renames the row as the caller (select + update policies) and moves the file. */
export async function moveObject(service: StorageService, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const t = await readTransfer(service, req);
  await service.mustFindBucket(t.destinationBucket);
  const { owner, ownerId } = ownerColumns(t.caller.owner);
  await service.asCaller(t.caller, async (client) => {
    await findSourceAsCaller(client, t);
    const { rowCount } = await client.query(
      `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, version = $7, updated_at = now()
       where bucket_id = $1 and name = $2`,
      [t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey, owner, ownerId, randomUUID()],
    );
    if (!rowCount) throw errors.noSuchKey();
    if (t.bucketId !== t.destinationBucket || t.sourceKey !== t.destinationKey) {
      await service.disk.move(t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey);
    }
  });
  const id = await service.objectId(t.destinationBucket, t.destinationKey);
  sendJson(res, 200, { message: 'Successfully moved', Id: id, Key: t.destinationKey });
}

/** The source row if the caller's select policies show it (storage-api's `findObject` before a copy or move). */
async function findSourceAsCaller(client: pg.PoolClient, t: Transfer): Promise<ObjectRow> {
  const { rows } = await client.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [t.bucketId, t.sourceKey]);
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

/**
 * POST /object/copy: the caller must see the source and be allowed to create (or with x-upsert, replace) the copy,
 * as storage-api checks a copy. `copyMetadata: false` keeps the source's type and
 * cache-control unless `metadata` overrides them, and takes user metadata from `x-metadata` (as storage-api does).
 */
export async function copyObject(service: StorageService, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const t = await readTransfer(service, req);
  await service.mustFindBucket(t.destinationBucket);
  const isUpsert = req.headers['x-upsert'] === 'true';
  const copyMetadata = t.input.copyMetadata !== false;
  let tempFile: string | null = null;
  try {
    await service.asCaller(t.caller, async (client) => {
      const source = await findSourceAsCaller(client, t);
      const metadata: ObjectMetadata = { ...(source.metadata ?? {}), lastModified: new Date().toISOString() };
      const override = (t.input.metadata && typeof t.input.metadata === 'object' ? t.input.metadata : {}) as Record<string, unknown>;
      if (!copyMetadata) {
        if (typeof override.cacheControl === 'string') metadata.cacheControl = override.cacheControl;
        if (typeof override.mimetype === 'string') metadata.mimetype = override.mimetype;
      }
      await writeObjectRow(client, {
        bucketId: t.destinationBucket,
        name: t.destinationKey,
        owner: t.caller.owner,
        metadata,
        userMetadata: copyMetadata ? source.user_metadata : parseBase64Metadata(headerValue(req, 'x-metadata')),
        isUpsert,
      });
      tempFile = await service.disk.copyToTemp(t.bucketId, t.sourceKey);
      if (!tempFile) throw errors.missingFile();
      await service.disk.install(tempFile, t.destinationBucket, t.destinationKey);
    });
  } finally {
    await removeQuietly(tempFile);
  }
  const copied = await service.findObjectAsSystem(t.destinationBucket, t.destinationKey);
  sendJson(res, 200, { Id: copied.id, Key: `${t.destinationBucket}/${t.destinationKey}`, ...copied });
}
