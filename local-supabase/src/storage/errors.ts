// Storage API errors in supabase/storage-api's JSON shape: HTTP 400 (500 for server faults), the real code in the body.
import { HttpError } from '../http.js';

/**
 * storage-api renders `{ statusCode: '<semantic code>', code, error, message }` and answers HTTP 400 for every
 * client error (its `userStatusCode`), so storage-js sees `error.status === 400` and `error.statusCode === '404'`.
 */
export function storageError(statusCode: number, code: string, message: string, error = code): HttpError {
  const httpStatus = statusCode >= 500 ? statusCode : 400;
  return new HttpError(httpStatus, { statusCode: String(statusCode), code, error, message });
}

export const errors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  /** The row exists but its bytes do not (e.g. inserted by SQL): the renderer's answer. */
  missingFile: () => storageError(404, 'NoSuchKey', 'The resource was not found', 'Not found'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  noContent: (message = 'No content provided') => storageError(400, 'InvalidRequest', message),
  accessDenied: (message: string) => storageError(403, 'AccessDenied', message, 'Unauthorized'),
  rlsViolation: () => storageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  alreadyExists: () => storageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => storageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  /** Local-only limit: on disk an object cannot also be a folder of other objects. */
  pathConflict: (key: string) =>
    storageError(409, 'KeyAlreadyExists', `The name ${key} clashes with an existing object or folder of the same name`, 'Duplicate'),
  entityTooLarge: () => storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) => storageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => storageError(400, 'InvalidSignature', message),
  notFound: () => storageError(404, 'NotFound', 'Route not found', 'Not Found'),
  notSupported: (feature: string) =>
    storageError(501, 'NotSupported', `${feature} is not supported by local-supabase's storage (see local-supabase/STORAGE.md)`, 'Not Implemented'),
};

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
}

/** Maps the Postgres errors a caller can cause to storage-api's answers (as its DBError.fromDBError does). */
export function fromDatabaseError(error: unknown): unknown {
  const pgError = error as PgErrorLike;
  if (!pgError || typeof pgError.code !== 'string') return error;
  const message = typeof pgError.message === 'string' ? pgError.message : '';
  switch (pgError.code) {
    case '42501':
      return message.includes('row-level security') ? errors.rlsViolation() : errors.accessDenied(message);
    case '23505':
      return errors.alreadyExists();
    case '23503':
      return storageError(404, 'InvalidRequest', 'The related resource does not exist');
    case '22P02':
    case '22001':
    case '22021':
      return storageError(400, 'InvalidParameter', message || 'Invalid value');
    default:
      return error;
  }
}
