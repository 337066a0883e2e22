// Reads an upload (multipart form as storage-js sends Blobs, or a raw body) into a temp file, enforcing size and type.
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { ObjectDisk } from './disk.js';
import { removeQuietly } from './disk.js';
import { errors } from './errors.js';
import { mustBeAllowedMimeType } from './mime.js';

export interface ReceivedFile {
  tempFile: string;
  size: number;
  /** Quoted MD5, like S3's ETag for a single-part upload. */
  eTag: string;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

export interface UploadLimits {
  /** Bytes; the smaller of the bucket's and the server's limit. */
  maxSize: number;
  /** Empty or null: any type. */
  allowedMimeTypes: readonly string[] | null;
  /** storage-api skips type checks for the dashboard's `.emptyFolderPlaceholder` files (and caps them at 0 bytes). */
  isFolderPlaceholder: boolean;
}

/** Room for multipart boundaries and form fields on top of the file itself. */
const MULTIPART_OVERHEAD = 1024 * 1024;
const MAX_USER_METADATA_BYTES = 1024 * 1024;

export async function receiveUpload(req: IncomingMessage, disk: ObjectDisk, limits: UploadLimits): Promise<ReceivedFile> {
  const contentType = headerValue(req, 'content-type');
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) return receiveMultipart(req, disk, limits, contentType);
  return receiveRaw(req, disk, limits);
}

function checkType(mimeType: string, limits: UploadLimits): void {
  if (limits.isFolderPlaceholder || !limits.allowedMimeTypes || limits.allowedMimeTypes.length === 0) return;
  mustBeAllowedMimeType(mimeType, limits.allowedMimeTypes);
}

async function receiveRaw(req: IncomingMessage, disk: ObjectDisk, limits: UploadLimits): Promise<ReceivedFile> {
  const mimeType = headerValue(req, 'content-type') || 'application/octet-stream';
  checkType(mimeType, limits);
  const declaredLength = Number(headerValue(req, 'content-length'));
  // Nothing has been read yet, so Node discards the body itself after the error response.
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxSize) throw errors.entityTooLarge();

  const userMetadata = parseBase64Metadata(headerValue(req, 'x-metadata'));
  const tempFile = await disk.newTempFile();
  try {
    const hash = createHash('md5');
    let size = 0;
    const file = await open(tempFile, 'w');
    try {
      // Read to the end even past the limit: stopping early would reset the connection before the answer is read.
      for await (const chunk of req) {
        const buf = chunk as Buffer;
        size += buf.length;
        if (size > limits.maxSize) continue;
        hash.update(buf);
        await file.write(buf);
      }
    } finally {
      await file.close();
    }
    if (size > limits.maxSize) throw errors.entityTooLarge();
    return {
      tempFile,
      size,
      eTag: `"${hash.digest('hex')}"`,
      mimeType,
      cacheControl: headerValue(req, 'cache-control') ?? 'no-cache',
      userMetadata,
    };
  } catch (error) {
    await removeQuietly(tempFile);
    throw error;
  }
}

async function receiveMultipart(req: IncomingMessage, disk: ObjectDisk, limits: UploadLimits, contentType: string): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    total += buf.length;
    if (total <= limits.maxSize + MULTIPART_OVERHEAD) chunks.push(buf);
  }
  if (total > limits.maxSize + MULTIPART_OVERHEAD) throw errors.entityTooLarge();

  let form: FormData;
  try {
    form = await new Request('http://storage.local/', { method: 'POST', headers: { 'content-type': contentType }, body: Buffer.concat(chunks) }).formData();
  } catch {
    throw errors.noContent();
  }
  let file: File | undefined;
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw errors.noContent();

  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  const mimeType = field('contentType') ?? (file.type || 'application/octet-stream');
  checkType(mimeType, limits);
  if (file.size > limits.maxSize) throw errors.entityTooLarge();

  const bytes = new Uint8Array(await file.arrayBuffer());

  const customMetadata = field('metadata') ?? field('userMetadata');
  if (customMetadata && Buffer.byteLength(customMetadata) > MAX_USER_METADATA_BYTES) {
    throw errors.entityTooLarge();
  }
  const cacheTime = field('cacheControl');

  const tempFile = await disk.newTempFile();
  try {
    const handle = await open(tempFile, 'w');
    try {
      await handle.write(bytes);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await removeQuietly(tempFile);
    throw error;
  }
  return {
    tempFile,
    size: bytes.length,
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    mimeType,
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: parseJsonObject(customMetadata),
  };
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseJsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function parseBase64Metadata(header: string | undefined): Record<string, unknown> | undefined {
  if (!header) return undefined;
  if (header.length > MAX_USER_METADATA_BYTES * 2) throw errors.entityTooLarge();
  return parseJsonObject(Buffer.from(header, 'base64').toString('utf8'));
}
