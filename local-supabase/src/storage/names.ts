// Object keys and bucket names: storage-api's character rules, plus what keeps a key a plain relative path on disk.
import { errors } from './errors.js';

// storage-api's limits.ts: S3-safe characters only (so no backslash, no control characters, no '%' or '#').
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const MAX_KEY_BYTES = 1024;

export function isValidObjectKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return false;
  if (!VALID_OBJECT_KEY.test(key)) return false;
  // Every segment must be a real name: no leading '/', no '//', no trailing '/', no '.' or '..'.
  return key.split('/').every((segment) => segment.length > 0 && segment !== '.' && segment !== '..');
}

export function mustBeValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw errors.invalidKey(key);
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length <= 100 && name !== '.' && name !== '..' && VALID_BUCKET_NAME.test(name);
}

/** Decodes a percent-encoded path part the way Fastify decodes route params; malformed escapes are refused. */
export function decodePathPart(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw errors.invalidKey(raw);
  }
}
