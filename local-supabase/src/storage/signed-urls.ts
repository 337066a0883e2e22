// Signed download URLs: an HS256 token bound to `<bucket>/<key>` with scope "download", as storage-api issues them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, jwtVerify } from 'jose';
import { sendJson } from '../http.js';
import { requireCaller } from './caller.js';
import { errors } from './errors.js';
import { mustBeValidObjectKey } from './names.js';
import { body, readJsonBody, serveObject } from './respond.js';
import type { StorageService } from './service.js';

const SCOPE_DOWNLOAD = 'download';
const MAX_PATHS = 1000;
/** storage-api's ceiling for `exp`: seconds whose milliseconds still fit in a safe integer. */
const MAX_EXPIRATION_SECONDS = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

function readExpiresIn(input: Record<string, unknown>): number {
  const expiresIn = body.integer(input, 'expiresIn', 1);
  if (Math.floor(Date.now() / 1000) + expiresIn > MAX_EXPIRATION_SECONDS) throw errors.invalidRequest('Invalid Parameter expiresIn');
  return expiresIn;
}

async function signToken(service: StorageService, url: string, expiresIn: number): Promise<string> {
  return new SignJWT({ url, scope: SCOPE_DOWNLOAD })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(new TextEncoder().encode(service.ctx.jwtSecret));
}

/** The path storage-js appends to its storage URL (it runs `encodeURI` over the whole thing). */
const signedPath = (url: string, token: string) => `/object/sign/${url}?token=${token}`;

/** POST /object/sign/{bucket}/{key} { expiresIn }: only for an object the caller's select policies show. */
export async function createSignedUrl(service: StorageService, req: IncomingMessage, res: ServerResponse, bucketId: string, key: string): Promise<void> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  const input = await readJsonBody(req);
  const expiresIn = readExpiresIn(input);
  // storage-js sends `transform` for `createSignedUrl(path, s, { transform })`; signing the original instead would
  // quietly serve the full-size file, so refuse it as `download({ transform })` (/render/image) is refused.
  if (input.transform && typeof input.transform === 'object' && Object.keys(input.transform).length > 0) {
    throw errors.notSupported('Image transformations');
  }
  mustBeValidObjectKey(key);
  await service.findObjectAsCaller(caller, bucketId, key);
  const url = `${bucketId}/${key}`;
  sendJson(res, 200, { signedURL: signedPath(url, await signToken(service, url, expiresIn)) });
}

/** POST /object/sign/{bucket} { expiresIn, paths }: one entry per path, with an error for those the caller cannot see. */
export async function createSignedUrls(service: StorageService, req: IncomingMessage, res: ServerResponse, bucketId: string): Promise<void> {
  const caller = await requireCaller(req, service.ctx.jwtSecret);
  const input = await readJsonBody(req);
  const expiresIn = readExpiresIn(input);
  const paths = body.stringArray(input, 'paths', MAX_PATHS);
  const visible = await service.asCaller(caller, async (client) => {
    const { rows } = await client.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
      bucketId,
      paths,
    ]);
    return new Set(rows.map((row) => row.name));
  });
  const results = await Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path)) return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      const url = `${bucketId}/${path}`;
      return { error: null, path, signedURL: signedPath(url, await signToken(service, url, expiresIn)) };
    }),
  );
  sendJson(res, 200, results);
}

/** GET /object/sign/{bucket}/{key}?token=…: anyone holding a valid, unexpired token for exactly this object. */
export async function serveSignedObject(
  service: StorageService,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  key: string,
  query: URLSearchParams,
): Promise<void> {
  const token = query.get('token');
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  let payload: { url?: unknown; scope?: unknown; upsert?: unknown; exp?: number };
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(service.ctx.jwtSecret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw errors.invalidJwt((error as Error).message || 'Invalid JWT');
  }
  // Tokens from before scopes existed carry no scope; upload tokens carry `upsert`.
  const isDownloadToken = payload.scope === SCOPE_DOWNLOAD || (payload.scope === undefined && !('upsert' in payload));
  if (!isDownloadToken) throw errors.invalidSignature(`Token is not scoped for ${SCOPE_DOWNLOAD}`);
  if (payload.url !== `${bucketId}/${key}`) throw errors.invalidSignature();
  mustBeValidObjectKey(key);
  const object = await service.findObjectAsSystem(bucketId, key);
  await serveObject(service, req, res, object, {
    isHead: req.method === 'HEAD',
    download: query.get('download'),
    expires: typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined,
  });
}
