// What a bucket accepts from a copy or a move: the same type, size and content checks an upload gets.
import { errors } from './errors.js';
import { SNIFF_BYTES, mustBeAllowedMimeType, mustMatchContent } from './mime.js';
import type { BucketRow, StorageService } from './service.js';

export interface ArrivingObject {
  /** Where the bytes are now. */
  bucketId: string;
  key: string;
  /** The type the object will have in the destination (after any copy override). */
  mimeType: string | undefined;
  /** The name it will have: `.emptyFolderPlaceholder` files skip the type checks, as in an upload. */
  destinationKey: string;
}

/**
 * Refuses an object the destination bucket would refuse as an upload: a type outside `allowed_mime_types`, more
 * bytes than its limit, or bytes that contradict the declared type. storage-api itself checks only policies on copy
 * and move (its `Uploader.canUpload`), so a copy could turn a PNG into `text/html` in a public bucket.
 */
export async function mustFitBucket(service: StorageService, bucket: BucketRow, object: ArrivingObject): Promise<void> {
  const read = await service.disk.readHead(object.bucketId, object.key, SNIFF_BYTES);
  if (!read) throw errors.missingFile();
  const mimeType = object.mimeType ?? 'application/octet-stream';
  const isFolderPlaceholder = object.destinationKey.endsWith('.emptyFolderPlaceholder');
  if (!isFolderPlaceholder && bucket.allowed_mime_types && bucket.allowed_mime_types.length > 0) {
    mustBeAllowedMimeType(mimeType, bucket.allowed_mime_types);
  }
  if (read.size > (isFolderPlaceholder ? 0 : service.uploadLimit(bucket))) throw errors.entityTooLarge();
  if (!isFolderPlaceholder) mustMatchContent(mimeType, read.head);
}
