// The storage subset through supabase-js: uploads, reads, URLs, listing, removal, limits and who may do what.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, describeLocalOnly, serviceClient, startBackend, usesExternalBackend, type LocalSupabase } from './backend.ts';
import { PNG_1X1 as PNG } from '../fakes/files.ts';

let backend: LocalSupabase;
let db: pg.Client;
let alice: { id: string; token: string; client: SupabaseClient };
let bob: { id: string; token: string; client: SupabaseClient };
let anon: SupabaseClient;
let service: SupabaseClient;

// Fresh bucket names per run, so the file can also run against a shared external Supabase.
const run = randomUUID().slice(0, 8);
const PICS = `pics-${run}`;
const DOCS = `docs-${run}`;

const OTHER_PNG = Buffer.concat([PNG, Buffer.from('second version')]);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\ntrailer<<>>\n%%EOF\n`);
const TEXT = Buffer.from('just some plain text, not a picture and not a document');

async function mintToken(sub: string, expiresIn = '1h', extra: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated', ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(backend.jwtSecret));
}

function clientWithToken(token: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    accessToken: async () => token,
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

async function createUser(email: string) {
  const id = randomUUID();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
  const token = await mintToken(id);
  return { id, token, client: clientWithToken(token) };
}

type StorageFailure = { message: string; status?: number; statusCode?: string } | null;

function expectStorageError(error: StorageFailure, statusCode: string, message?: string | RegExp) {
  expect(error, `expected a storage error ${statusCode}`).not.toBeNull();
  expect(error?.statusCode).toBe(statusCode);
  // storage-api answers client errors with HTTP 400 and puts the meaningful code in the body.
  expect(error?.status).toBe(400);
  if (typeof message === 'string') expect(error?.message).toBe(message);
  else if (message) expect(error?.message).toMatch(message);
}

function diskPath(bucket: string, key: string): string {
  return path.join(backend.dataDir, 'storage', bucket, ...key.split('/'));
}

/** The object's stored bytes: the file on local-supabase's disk, or (another Supabase) a download as the service role. */
async function storedBytes(bucket: string, key: string): Promise<Buffer | null> {
  if (!usesExternalBackend) return existsSync(diskPath(bucket, key)) ? readFileSync(diskPath(bucket, key)) : null;
  const { data } = await service.storage.from(bucket).download(key);
  return data ? Buffer.from(await data.arrayBuffer()) : null;
}

async function isStored(bucket: string, key: string): Promise<boolean> {
  return (await storedBytes(bucket, key)) !== null;
}

async function rowFor(bucket: string, name: string) {
  const { rows } = await db.query('select id, owner, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);
  return rows[0] as { id: string; owner: string | null; owner_id: string | null; metadata: Record<string, unknown> } | undefined;
}

/** A request exactly as written: no URL normalisation, so `..` and `//` reach the server. */
function rawRequest(
  method: string,
  rawPath: string,
  headers: Record<string, string>,
  payload?: Buffer,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  backend = await startBackend();
  db = new pg.Client({ connectionString: backend.dbUrl });
  await db.connect();
  await db.query(
    `
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
      ($1, $1, true, 1024, array['image/*']),
      ($2, $2, false, 65536, array['application/pdf']);
  `,
    [PICS, DOCS],
  );
  for (const bucket of [PICS, DOCS]) {
    const owns = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = (select auth.uid())::text`;
    await db.query(`
      create policy "${bucket}: owners read" on storage.objects for select to authenticated using (${owns});
      create policy "${bucket}: owners upload" on storage.objects for insert to authenticated with check (${owns});
      create policy "${bucket}: owners update" on storage.objects for update to authenticated using (${owns}) with check (${owns});
      create policy "${bucket}: owners delete" on storage.objects for delete to authenticated using (${owns});
    `);
  }
  alice = await createUser(`alice-${run}@example.test`);
  bob = await createUser(`bob-${run}@example.test`);
  anon = clientFor(backend);
  service = serviceClient(backend);
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('upload', () => {
  it('stores a Blob (multipart) with its row written as the caller', async () => {
    const key = `${alice.id}/avatar.png`;
    const { data, error } = await alice.client.storage.from(PICS).upload(key, new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: key, fullPath: `${PICS}/${key}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await rowFor(PICS, key);
    expect(row).toMatchObject({ id: data?.id, owner: alice.id, owner_id: alice.id });
    expect(row?.metadata).toMatchObject({
      size: PNG.length,
      contentLength: PNG.length,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
    });
    expect(row?.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await storedBytes(PICS, key)).toEqual(PNG);
  });

  it('stores a Buffer (raw body) with its content type and cache control', async () => {
    const key = `${alice.id}/resume.pdf`;
    const { error } = await alice.client.storage.from(DOCS).upload(key, pdf('resume'), { contentType: 'application/pdf', cacheControl: '60' });
    expect(error).toBeNull();
    expect((await rowFor(DOCS, key))?.metadata).toMatchObject({ mimetype: 'application/pdf', cacheControl: 'max-age=60', size: pdf('resume').length });
    expect(await storedBytes(DOCS, key)).toEqual(pdf('resume'));
  });

  it('refuses to overwrite an existing object without upsert', async () => {
    const key = `${alice.id}/avatar.png`;
    const { error } = await alice.client.storage.from(PICS).upload(key, new Blob([OTHER_PNG], { type: 'image/png' }));
    expectStorageError(error, '409', 'The resource already exists');
    expect(await storedBytes(PICS, key)).toEqual(PNG);
  });

  it('replaces the content with upsert, keeping the same object', async () => {
    const key = `${alice.id}/avatar.png`;
    const before = await rowFor(PICS, key);
    const { error } = await alice.client.storage.from(PICS).upload(key, new Blob([OTHER_PNG], { type: 'image/png' }), { upsert: true });
    expect(error).toBeNull();
    const after = await rowFor(PICS, key);
    expect(after?.id).toBe(before?.id);
    expect(after?.metadata.size).toBe(OTHER_PNG.length);
    const { data } = await alice.client.storage.from(PICS).download(key);
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(OTHER_PNG);
  });

  it('replaces the content with update (PUT)', async () => {
    const key = `${alice.id}/resume.pdf`;
    const { error } = await alice.client.storage.from(DOCS).update(key, pdf('updated resume'), { contentType: 'application/pdf' });
    expect(error).toBeNull();
    const { data } = await alice.client.storage.from(DOCS).download(key);
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(pdf('updated resume'));
  });

  it('answers "Bucket not found" for a bucket that does not exist', async () => {
    const { error } = await alice.client.storage.from('nope').upload(`${alice.id}/x.png`, new Blob([PNG], { type: 'image/png' }));
    expectStorageError(error, '404', 'Bucket not found');
  });
});

describe('bucket limits and content checks', () => {
  it('refuses files over the bucket size limit, multipart and raw', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2048)]);
    const multipart = await alice.client.storage.from(PICS).upload(`${alice.id}/big.png`, new Blob([big], { type: 'image/png' }));
    expectStorageError(multipart.error, '413', 'The object exceeded the maximum allowed size');
    const raw = await alice.client.storage.from(PICS).upload(`${alice.id}/big-raw.png`, big, { contentType: 'image/png' });
    expectStorageError(raw.error, '413', 'The object exceeded the maximum allowed size');
    expect(await rowFor(PICS, `${alice.id}/big.png`)).toBeUndefined();
    expect(await isStored(PICS, `${alice.id}/big.png`)).toBe(false);
  });

  it('refuses types the bucket does not allow, wildcards included', async () => {
    const text = await alice.client.storage.from(PICS).upload(`${alice.id}/notes.txt`, new Blob([TEXT], { type: 'text/plain' }));
    expectStorageError(text.error, '415', 'mime type text/plain is not supported');
    const image = await alice.client.storage.from(DOCS).upload(`${alice.id}/photo.png`, PNG, { contentType: 'image/png' });
    expectStorageError(image.error, '415', 'mime type image/png is not supported');
    const jpeg = await alice.client.storage.from(PICS).upload(`${alice.id}/photo.jpg`, new Blob([JPEG], { type: 'image/jpeg' }));
    expect(jpeg.error).toBeNull();
  });
});

// storage-api trusts the declared type (src/storage/uploader.ts fileUploadFromRequest checks only allowed_mime_types),
// and so does local-supabase: never stricter than hosted. A type the product refuses belongs in the bucket's
// allowed_mime_types (supabase/migrations/…_storage.sql), which both enforce.
describe('content, as storage-api sees it', () => {
  it('stores bytes under the type the client declares, within the bucket allowed_mime_types', async () => {
    const textAsPdf = await alice.client.storage.from(DOCS).upload(`${alice.id}/text.pdf`, TEXT, { contentType: 'application/pdf' });
    expect(textAsPdf.error).toBeNull();
    const { data } = await alice.client.storage.from(DOCS).download(`${alice.id}/text.pdf`);
    expect(data?.type).toBe('application/pdf');
    expect((await alice.client.storage.from(DOCS).remove([`${alice.id}/text.pdf`])).error).toBeNull();
  });
});

// storage-api's key rule (mustBeValidKey) allows `..` segments; local-supabase keeps keys inside the bucket's folder.
describeLocalOnly('stricter than storage-api, object files on disk', 'object names', () => {
  const traversal = ['../x', '/abs', 'a//b', '..%2Fescape', 'a%5Cb', 'line%0Abreak', `${'n'.repeat(1100)}`];

  it.each(traversal)('refuses the name %s at the server', async (name) => {
    const { status, body } = await rawRequest(
      'POST',
      `/storage/v1/object/${DOCS}/${alice.id}/${name}`,
      { authorization: `Bearer ${alice.token}`, 'content-type': 'application/pdf' },
      pdf('escape'),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    expect(String(body.message)).toMatch(/^Invalid key: /);
  });

  it('refuses traversal names at the bucket root, and nothing lands outside the bucket', async () => {
    for (const rawName of ['../outside.pdf', '..%2F..%2Foutside.pdf', '%2E%2E/outside.pdf']) {
      const { body } = await rawRequest(
        'POST',
        `/storage/v1/object/${DOCS}/${rawName}`,
        { authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/pdf' },
        pdf('x'),
      );
      expect(body).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
    expect(existsSync(path.join(backend.dataDir, 'storage', 'outside.pdf'))).toBe(false);
    expect(existsSync(path.join(backend.dataDir, 'outside.pdf'))).toBe(false);
  });

  it('does not let supabase-js names escape either', async () => {
    for (const name of ['../x.pdf', '/abs.pdf', `${alice.id}/../${bob.id}/x.pdf`]) {
      const { error } = await alice.client.storage.from(DOCS).upload(name, pdf('x'), { contentType: 'application/pdf' });
      expect(error, name).not.toBeNull();
    }
    const { rows } = await db.query("select name from storage.objects where name like '%x.pdf' or name like '%abs.pdf'");
    expect(rows).toEqual([]);
  });
});

describe('download and URLs', () => {
  it('downloads the owner’s private object with its headers', async () => {
    const { data, error } = await alice.client.storage.from(DOCS).download(`${alice.id}/resume.pdf`);
    expect(error).toBeNull();
    expect(data?.type).toBe('application/pdf');
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(pdf('updated resume'));

    const response = await fetch(`${backend.url}/storage/v1/object/authenticated/${DOCS}/${alice.id}/resume.pdf`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(pdf('updated resume').length));
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('hides another user’s private object and any object from anonymous callers', async () => {
    const asBob = await bob.client.storage.from(DOCS).download(`${alice.id}/resume.pdf`);
    expectStorageError(asBob.error, '404', 'Object not found');
    const asAnon = await anon.storage.from(DOCS).download(`${alice.id}/resume.pdf`);
    expectStorageError(asAnon.error, '404', 'Object not found');
    const noToken = await fetch(`${backend.url}/storage/v1/object/${DOCS}/${alice.id}/resume.pdf`);
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('serves public URLs for a public bucket only', async () => {
    const { data } = anon.storage.from(PICS).getPublicUrl(`${alice.id}/avatar.png`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(OTHER_PNG);

    const privateUrl = anon.storage.from(DOCS).getPublicUrl(`${alice.id}/resume.pdf`).data.publicUrl;
    const refused = await fetch(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });

    const missing = await fetch(anon.storage.from(PICS).getPublicUrl(`${alice.id}/nothing.png`).data.publicUrl);
    expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('serves a signed URL, and refuses it once tampered with, expired or moved to another object', async () => {
    const key = `${alice.id}/resume.pdf`;
    const { data, error } = await alice.client.storage.from(DOCS).createSignedUrl(key, 60);
    expect(error).toBeNull();
    const signedUrl = data!.signedUrl;
    expect(signedUrl.startsWith(`${backend.url}/storage/v1/object/sign/${DOCS}/${key}?token=`)).toBe(true);
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf('updated resume'));

    const token = new URL(signedUrl).searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const tampered = await fetch(`${backend.url}/storage/v1/object/sign/${DOCS}/${key}?token=${header}.${payload}.${flipped}`);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });

    const expiredToken = await new SignJWT({ url: `${DOCS}/${key}`, scope: 'download' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(backend.jwtSecret));
    const expired = await fetch(`${backend.url}/storage/v1/object/sign/${DOCS}/${key}?token=${expiredToken}`);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: '"exp" claim timestamp check failed' });

    await bob.client.storage.from(DOCS).upload(`${bob.id}/private.pdf`, pdf('bob'), { contentType: 'application/pdf' });
    const elsewhere = await fetch(`${backend.url}/storage/v1/object/sign/${DOCS}/${bob.id}/private.pdf?token=${token}`);
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });

    // A user's own access token is not a signed URL token.
    const userToken = await fetch(`${backend.url}/storage/v1/object/sign/${DOCS}/${key}?token=${alice.token}`);
    expect(await userToken.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
  });

  it('signs only objects the caller can read', async () => {
    const asBob = await bob.client.storage.from(DOCS).createSignedUrl(`${alice.id}/resume.pdf`, 60);
    expectStorageError(asBob.error, '404', 'Object not found');

    const { data, error } = await alice.client.storage.from(DOCS).createSignedUrls([`${alice.id}/resume.pdf`, `${bob.id}/private.pdf`], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ error: null, path: `${alice.id}/resume.pdf` });
    expect((await fetch(data![0].signedUrl ?? `${backend.url}/missing`)).status).toBe(200);
    expect(data?.[1]).toMatchObject({ error: 'Either the object does not exist or you do not have access to it', signedUrl: null });
  });

  it('reports info and existence', async () => {
    const info = await alice.client.storage.from(DOCS).info(`${alice.id}/resume.pdf`);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ bucketId: DOCS, name: `${alice.id}/resume.pdf`, size: pdf('updated resume').length, contentType: 'application/pdf' });
    expect((await alice.client.storage.from(DOCS).exists(`${alice.id}/resume.pdf`)).data).toBe(true);
    expect((await bob.client.storage.from(DOCS).exists(`${alice.id}/resume.pdf`)).data).toBe(false);
  });
});

describe('list', () => {
  beforeAll(async () => {
    for (const key of [`${alice.id}/letters/acme.pdf`, `${alice.id}/letters/globex.pdf`, `${alice.id}/cover.pdf`]) {
      const { error } = await alice.client.storage.from(DOCS).upload(key, pdf(key), { contentType: 'application/pdf' });
      expect(error).toBeNull();
    }
  });

  it('lists files and sub-folders directly under a prefix', async () => {
    const { data, error } = await alice.client.storage.from(DOCS).list(alice.id);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['cover.pdf', 'letters', 'resume.pdf']);
    const folder = data?.find((entry) => entry.name === 'letters');
    expect(folder).toMatchObject({ id: null, metadata: null, created_at: null });
    const file = data?.find((entry) => entry.name === 'cover.pdf');
    expect(file?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file?.metadata).toMatchObject({ mimetype: 'application/pdf', size: pdf(`${alice.id}/cover.pdf`).length });

    const letters = await alice.client.storage.from(DOCS).list(`${alice.id}/letters`, { limit: 1, offset: 1 });
    expect(letters.data?.map((entry) => entry.name)).toEqual(['globex.pdf']);
    const searched = await alice.client.storage.from(DOCS).list(alice.id, { search: 'COV' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['cover.pdf']);
    const descending = await alice.client.storage.from(DOCS).list(alice.id, { sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data?.map((entry) => entry.name)).toEqual(['resume.pdf', 'letters', 'cover.pdf']);
  });

  it('lists only what the caller may see', async () => {
    const root = await alice.client.storage.from(DOCS).list();
    expect(root.data?.map((entry) => entry.name)).toEqual([alice.id]);
    const snooping = await bob.client.storage.from(DOCS).list(alice.id);
    expect(snooping.data).toEqual([]);
    const everything = await service.storage.from(DOCS).list();
    expect(everything.data?.map((entry) => entry.name).sort()).toEqual([alice.id, bob.id].sort());
  });
});

describe('who may do what', () => {
  it('refuses uploads into another user’s folder', async () => {
    const { error } = await alice.client.storage.from(DOCS).upload(`${bob.id}/planted.pdf`, pdf('planted'), { contentType: 'application/pdf' });
    expectStorageError(error, '403', 'new row violates row-level security policy');
    const upsert = await alice.client.storage.from(DOCS).upload(`${bob.id}/private.pdf`, pdf('overwrite'), { contentType: 'application/pdf', upsert: true });
    expectStorageError(upsert.error, '403');
    expect(await storedBytes(DOCS, `${bob.id}/private.pdf`)).toEqual(pdf('bob'));
  });

  it('refuses anonymous uploads, with or without the anon key', async () => {
    const withAnonKey = await anon.storage.from(PICS).upload('anon/x.png', new Blob([PNG], { type: 'image/png' }));
    expectStorageError(withAnonKey.error, '403', 'new row violates row-level security policy');
    const noToken = await rawRequest('POST', `/storage/v1/object/${PICS}/anon/y.png`, { 'content-type': 'image/png' }, PNG);
    expect(noToken.status).toBe(400);
    const badToken = await rawRequest('POST', `/storage/v1/object/${PICS}/anon/y.png`, { authorization: 'Bearer not-a-jwt', 'content-type': 'image/png' }, PNG);
    expect(badToken.body).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    const forged = await new SignJWT({ sub: alice.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-different-secret-that-is-long-enough'));
    const forgedUpload = await clientWithToken(forged)
      .storage.from(PICS)
      .upload(`${alice.id}/forged.png`, new Blob([PNG], { type: 'image/png' }));
    expectStorageError(forgedUpload.error, '403', 'signature verification failed');
    expect(await rowFor(PICS, 'anon/x.png')).toBeUndefined();
  });

  it('refuses to remove another user’s file, and removes the owner’s', async () => {
    const key = `${alice.id}/cover.pdf`;
    const byBob = await bob.client.storage.from(DOCS).remove([key]);
    expect(byBob.error).toBeNull();
    expect(byBob.data).toEqual([]);
    expect(await isStored(DOCS, key)).toBe(true);

    const byAlice = await alice.client.storage.from(DOCS).remove([key, `${bob.id}/private.pdf`]);
    expect(byAlice.error).toBeNull();
    expect(byAlice.data?.map((row) => row.name)).toEqual([key]);
    expect(await isStored(DOCS, key)).toBe(false);
    expect(await rowFor(DOCS, key)).toBeUndefined();
    expect(await isStored(DOCS, `${bob.id}/private.pdf`)).toBe(true);
    expectStorageError((await alice.client.storage.from(DOCS).download(key)).error, '404');
  });

  it('moves and copies within the owner’s folder only', async () => {
    const from = `${alice.id}/letters/acme.pdf`;
    const moved = await alice.client.storage.from(DOCS).move(from, `${alice.id}/archive/acme.pdf`);
    expect(moved.error).toBeNull();
    expect(await isStored(DOCS, from)).toBe(false);
    const { data } = await alice.client.storage.from(DOCS).download(`${alice.id}/archive/acme.pdf`);
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(pdf(from));

    const copied = await alice.client.storage.from(DOCS).copy(`${alice.id}/archive/acme.pdf`, `${alice.id}/acme-copy.pdf`);
    expect(copied.error).toBeNull();
    expect(copied.data?.path).toBe(`${DOCS}/${alice.id}/acme-copy.pdf`);
    expect(await storedBytes(DOCS, `${alice.id}/acme-copy.pdf`)).toEqual(pdf(from));
    expect((await rowFor(DOCS, `${alice.id}/acme-copy.pdf`))?.owner).toBe(alice.id);

    const intoBob = await alice.client.storage.from(DOCS).copy(`${alice.id}/archive/acme.pdf`, `${bob.id}/gift.pdf`);
    expectStorageError(intoBob.error, '403');
    const stealing = await bob.client.storage.from(DOCS).move(`${alice.id}/archive/acme.pdf`, `${bob.id}/stolen.pdf`);
    expectStorageError(stealing.error, '404', 'Object not found');
    expect(await isStored(DOCS, `${alice.id}/archive/acme.pdf`)).toBe(true);
  });

  it('lets the service role read everything and see the buckets; users see no buckets without a policy', async () => {
    const { data, error } = await service.storage.from(DOCS).download(`${bob.id}/private.pdf`);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(pdf('bob'));

    const buckets = await service.storage.listBuckets();
    expect(buckets.data?.map((bucket) => bucket.id)).toEqual(expect.arrayContaining([DOCS, PICS]));
    const pics = await service.storage.getBucket(PICS);
    expect(pics.data).toMatchObject({ id: PICS, public: true, file_size_limit: 1024, allowed_mime_types: ['image/*'] });

    expect((await alice.client.storage.listBuckets()).data).toEqual([]);
    expectStorageError((await alice.client.storage.getBucket(PICS)).error, '404', 'Bucket not found');
  });
});
