// The Storage-API-compatible subset behind /storage/v1: routes storage-js calls, dispatched to their handlers.
import type { BackendContext, ServiceHandler } from '../context.js';
import { HttpError, sendJson } from '../http.js';
import { listBuckets, getBucket } from './buckets.js';
import { errors } from './errors.js';
import { decodePathPart } from './names.js';
import { downloadObject, listObjects, objectInfo, removeObject, removeObjects, uploadObject } from './objects.js';
import { DEFAULT_MAX_FILE_SIZE, StorageService } from './service.js';
import { createSignedUrl, createSignedUrls, serveSignedObject } from './signed-urls.js';
import { copyObject, moveObject } from './transfer.js';

export interface StorageOptions {
  /** Server-wide upload limit in bytes (config.toml `[storage] file_size_limit`); buckets may set less. */
  maxFileSize?: number;
}

export function createStorageHandler(ctx: BackendContext, options: StorageOptions = {}): ServiceHandler {
  const service = new StorageService(ctx, options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE);

  return async (req, res, subpath) => {
    const method = req.method ?? 'GET';
    const queryStart = subpath.indexOf('?');
    const pathname = queryStart === -1 ? subpath : subpath.slice(0, queryStart);
    const query = new URLSearchParams(queryStart === -1 ? '' : subpath.slice(queryStart + 1));
    // Raw segments: route words are matched before decoding, so an encoded '/' stays part of the object key.
    const [area, ...rest] = pathname.split('/').slice(1);
    const isRead = method === 'GET' || method === 'HEAD';
    const bucketAndKey = (parts: string[]) => {
      if (parts.length < 2) throw routeNotFound(method, pathname);
      return [decodePathPart(parts[0]), decodePathPart(parts.slice(1).join('/'))] as const;
    };

    if (area === 'object') {
      const [first] = rest;
      if (method === 'POST' && rest.length === 1 && first === 'move') return moveObject(service, req, res);
      if (method === 'POST' && rest.length === 1 && first === 'copy') return copyObject(service, req, res);
      if (method === 'POST' && first === 'list' && rest.length === 2) return listObjects(service, req, res, decodePathPart(rest[1]));
      if (first === 'sign') {
        if (method === 'POST' && rest.length === 2) return createSignedUrls(service, req, res, decodePathPart(rest[1]));
        const [bucket, key] = bucketAndKey(rest.slice(1));
        if (method === 'POST') return createSignedUrl(service, req, res, bucket, key);
        if (isRead) return serveSignedObject(service, req, res, bucket, key, query);
      }
      if (first === 'upload' && rest[1] === 'sign') throw errors.notSupported('Signed upload URLs');
      if (first === 'list-v2') throw errors.notSupported('list-v2');
      if (isRead && (first === 'public' || first === 'authenticated')) {
        const [bucket, key] = bucketAndKey(rest.slice(1));
        return downloadObject(service, req, res, first, bucket, key, query);
      }
      if (method === 'GET' && first === 'info') {
        const route = rest[1] === 'public' || rest[1] === 'authenticated' ? rest[1] : 'default';
        const [bucket, key] = bucketAndKey(rest.slice(route === 'default' ? 1 : 2));
        return objectInfo(service, req, res, route, bucket, key);
      }
      if (method === 'DELETE' && rest.length === 1) return removeObjects(service, req, res, decodePathPart(first));
      if (rest.length >= 2) {
        const [bucket, key] = bucketAndKey(rest);
        if (method === 'POST') return uploadObject(service, req, res, bucket, key, req.headers['x-upsert'] === 'true');
        if (method === 'PUT') return uploadObject(service, req, res, bucket, key, true);
        if (isRead) return downloadObject(service, req, res, 'default', bucket, key, query);
        if (method === 'DELETE') return removeObject(service, req, res, bucket, key);
      }
    }

    if (area === 'bucket') {
      if (method === 'GET' && (rest.length === 0 || (rest.length === 1 && rest[0] === ''))) return listBuckets(service, req, res, query);
      if (method === 'GET' && rest.length === 1 && rest[0] !== '') return getBucket(service, req, res, decodePathPart(rest[0]));
      if (rest.length <= 2) throw errors.notSupported('Creating, changing, emptying or deleting buckets through the API (create them in a migration)');
    }

    if (area === 'render') throw errors.notSupported('Image transformations');
    if (area === 'upload') throw errors.notSupported('Resumable (TUS) uploads');
    if (area === 's3') throw errors.notSupported('The S3 protocol');
    if (area === 'status' && isRead) return sendJson(res, 200, { status: 'ok' });
    throw routeNotFound(method, pathname);
  };
}

function routeNotFound(method: string, pathname: string): HttpError {
  return new HttpError(404, { statusCode: '404', error: 'Not Found', message: `Route ${method}:${pathname} not found` });
}
