// Sending objects (headers as storage-api's asset renderer sets them) and reading JSON request bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { HttpError, MAX_JSON_BODY, readBody } from '../http.js';
import { errors, storageError } from './errors.js';
import { servedType } from './mime.js';
import type { ObjectRow, StorageService } from './service.js';

export interface ServeOptions {
  isHead: boolean;
  /** `?download` / `?download=name.pdf`: ask the browser to save rather than show. */
  download: string | null;
  /** Signed URLs answer with `Expires` (the token's expiry) instead of the object's cache-control. */
  expires?: Date;
}

export async function serveObject(service: StorageService, req: IncomingMessage, res: ServerResponse, object: ObjectRow, options: ServeOptions): Promise<void> {
  const opened = await service.disk.openForRead(object.bucket_id, object.name);
  if (!opened) throw errors.missingFile();
  const metadata = object.metadata ?? {};
  const served = servedType(metadata.mimetype);
  const headers: Record<string, string | number> = {
    'content-type': served.contentType,
    'content-length': opened.size,
    'x-content-type-options': 'nosniff',
  };
  if (metadata.eTag) headers.etag = metadata.eTag;
  const lastModified = metadata.lastModified ? new Date(metadata.lastModified) : object.updated_at;
  if (lastModified && !Number.isNaN(lastModified.getTime())) headers['last-modified'] = lastModified.toUTCString();
  if (options.expires) headers.expires = options.expires.toUTCString();
  else if (metadata.cacheControl) headers['cache-control'] = metadata.cacheControl;
  if (options.download !== null) {
    const fileName = encodeURIComponent(options.download);
    headers['content-disposition'] = options.download === '' ? 'attachment;' : `attachment; filename=${fileName}; filename*=UTF-8''${fileName}`;
  } else if (served.isAttachmentOnly) {
    headers['content-disposition'] = 'attachment;';
  }

  const ifNoneMatch = req.headers['if-none-match'];
  if (options.isHead || (ifNoneMatch && metadata.eTag && ifNoneMatch === metadata.eTag)) {
    opened.stream.destroy();
    if (!options.isHead) {
      delete headers['content-length'];
      res.writeHead(304, headers);
    } else {
      res.writeHead(200, headers);
    }
    res.end();
    return;
  }
  res.writeHead(200, headers);
  try {
    await pipeline(opened.stream, res);
  } catch {
    // The reader went away mid-download; nothing left to answer.
    res.destroy();
  }
}

export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_JSON_BODY);
  } catch (error) {
    if (error instanceof HttpError) throw storageError(413, 'EntityTooLarge', 'The request body exceeded the maximum allowed size', 'Payload too large');
    throw error;
  }
  if (raw.length === 0) return {};
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw errors.invalidRequest('Body is not valid JSON');
}

/** storage-api validates bodies with JSON schema; these give the same kind of 400 for the fields we read. */
export const body = {
  string(input: Record<string, unknown>, field: string): string {
    const value = input[field];
    if (typeof value !== 'string') throw errors.invalidRequest(`body must have required property '${field}'`);
    return value;
  },
  optionalString(input: Record<string, unknown>, field: string): string | undefined {
    const value = input[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw errors.invalidRequest(`body/${field} must be string`);
    return value;
  },
  integer(input: Record<string, unknown>, field: string, min: number): number {
    const value = input[field];
    if (value === undefined) throw errors.invalidRequest(`body must have required property '${field}'`);
    if (typeof value !== 'number' || !Number.isInteger(value)) throw errors.invalidRequest(`body/${field} must be integer`);
    if (value < min) throw errors.invalidRequest(`body/${field} must be >= ${min}`);
    return value;
  },
  stringArray(input: Record<string, unknown>, field: string, maxItems: number): string[] {
    const value = input[field];
    if (!Array.isArray(value)) throw errors.invalidRequest(`body must have required property '${field}'`);
    if (value.length < 1) throw errors.invalidRequest(`body/${field} must NOT have fewer than 1 items`);
    if (value.length > maxItems) throw errors.invalidRequest(`body/${field} must NOT have more than ${maxItems} items`);
    if (!value.every((item): item is string => typeof item === 'string')) throw errors.invalidRequest(`body/${field} must be array of strings`);
    return value;
  },
};
