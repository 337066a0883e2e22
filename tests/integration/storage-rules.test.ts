// Copy and move obey the destination bucket, stored objects never become pages on the API's origin, and answers that
// match hosted Storage (info metadata, GET /bucket/{id}, signed URLs with transform). Each test names the
// supabase/storage (storage-api) or storage-js source it was checked against.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, describeLocalOnly, serviceClient, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';
import { PNG_1X1 as PNG } from '../fakes/files.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

let backend: LocalSupabase;
let db: pg.Client;
let alice: TestUser;
let service: SupabaseClient;

// Fresh bucket names per run, so the file can also run against a shared external Supabase.
const run = randomUUID().slice(0, 8);
const PICS = `pics-${run}`; // public, images, 2 KiB: the avatars bucket in miniature
const DOCS = `docs-${run}`; // private, PDF only
const INBOX = `inbox-${run}`; // public, any type, no limit of its own

const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(4096)]);
const PDF = Buffer.from('%PDF-1.4\n% a resume\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<html><body><script>document.title = "owned"</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>document.title = "owned"</script></svg>');

async function objectRow(bucket: string, name: string) {
  const { rows } = await db.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);
  return rows[0] as { metadata: Record<string, unknown> } | undefined;
}

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
  await db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
       ($1, $1, true, 2048, array['image/*']), ($2, $2, false, null, array['application/pdf']), ($3, $3, true, null, null)`,
    [PICS, DOCS, INBOX],
  );
  for (const bucket of [PICS, DOCS, INBOX]) {
    const owns = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = (select auth.uid())::text`;
    await db.query(`
      create policy "${bucket}: owners read" on storage.objects for select to authenticated using (${owns});
      create policy "${bucket}: owners upload" on storage.objects for insert to authenticated with check (${owns});
      create policy "${bucket}: owners update" on storage.objects for update to authenticated using (${owns}) with check (${owns});
    `);
  }
  alice = await signUpUser(backend, 'Alice');
  service = serviceClient(backend);

  const uploads: [string, string, Buffer, string][] = [
    [PICS, 'avatar.png', PNG, 'image/png'],
    [DOCS, 'resume.pdf', PDF, 'application/pdf'],
    [INBOX, 'big.png', BIG_PNG, 'image/png'],
  ];
  for (const [bucket, file, bytes, contentType] of uploads) {
    const { error } = await alice.client.storage.from(bucket).upload(`${alice.id}/${file}`, bytes, { contentType });
    expect(error).toBeNull();
  }
});

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

// storage-api (src/storage/object.ts copyObject/moveObject) asks only `Uploader.canUpload`, i.e. the policies, and so
// does local-supabase: never stricter than hosted. (Offerpilot never copies or moves objects.)
describe('copy and move, as storage-api does them', () => {
  it('check the policies only, not the destination bucket type or size limits', async () => {
    const pdf = await alice.client.storage.from(DOCS).copy(`${alice.id}/resume.pdf`, `${alice.id}/resume.pdf`, { destinationBucket: PICS });
    expect(pdf.error).toBeNull();
    expect((await objectRow(PICS, `${alice.id}/resume.pdf`))?.metadata).toMatchObject({ mimetype: 'application/pdf' });
  });

  it('copies and moves what the destination accepts', async () => {
    const copied = await alice.client.storage.from(INBOX).copy(`${alice.id}/big.png`, `${alice.id}/copy.png`);
    expect(copied.error).toBeNull();
    const moved = await alice.client.storage.from(PICS).move(`${alice.id}/avatar.png`, `${alice.id}/moved.png`, { destinationBucket: INBOX });
    expect(moved.error).toBeNull();
    expect((await objectRow(INBOX, `${alice.id}/moved.png`))?.metadata).toMatchObject({ mimetype: 'image/png' });
  });
});

// storage-api's renderer (src/storage/renderer/renderer.ts normalizeContentType) serves text/html as text/plain and
// sets nosniff; local-supabase also keeps SVG/XML out of the page context and refuses ambiguous types.
describeLocalOnly('stricter than storage-api for SVG and malformed types', 'serving stored objects', () => {
  async function served(file: string, bytes: Buffer, contentType: string) {
    const key = `${alice.id}/${file}`;
    const { error } = await alice.client.storage.from(INBOX).upload(key, bytes, { contentType });
    expect(error).toBeNull();
    const response = await fetch(service.storage.from(INBOX).getPublicUrl(key).data.publicUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    return response.headers;
  }

  it('serves HTML as text/plain with nosniff', async () => {
    const headers = await served('page.html', HTML, 'text/html');
    expect(headers.get('content-type')).toBe('text/plain');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    const xhtml = await served('page.xhtml', HTML, 'application/xhtml+xml; charset=utf-8');
    expect(xhtml.get('content-type')).toBe('text/plain');
  });

  it('serves SVG only as an attachment, and a type list as octet-stream', async () => {
    const svg = await served('logo.svg', SVG, 'image/svg+xml');
    expect(svg.get('content-type')).toBe('image/svg+xml');
    expect(svg.get('content-disposition')).toBe('attachment;');
    expect(svg.get('x-content-type-options')).toBe('nosniff');
    const listed = await served('mixed.bin', HTML, 'text/html,image/png');
    expect(listed.get('content-type')).toBe('application/octet-stream');
  });

  it('runs no script when Chromium opens a stored page or SVG at its public URL', async () => {
    const publicUrl = (file: string) => service.storage.from(INBOX).getPublicUrl(`${alice.id}/${file}`).data.publicUrl;
    for (const [file, bytes, contentType] of [
      ['opened.html', HTML, 'text/html'],
      ['opened.svg', SVG, 'image/svg+xml'],
    ] as const) {
      expect((await alice.client.storage.from(INBOX).upload(`${alice.id}/${file}`, bytes, { contentType })).error).toBeNull();
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      await page.goto(publicUrl('opened.html'));
      expect(await page.evaluate(() => ({ title: document.title, type: document.contentType }))).toEqual({ title: '', type: 'text/plain' });
      expect(await page.evaluate(() => document.body.innerText)).toContain('<script>');

      const downloading = page.waitForEvent('download');
      const navigation = await page.goto(publicUrl('opened.svg')).then(
        () => 'opened as a page',
        (error: Error) => error.message,
      );
      expect(navigation).toMatch(/Download is starting/);
      expect((await downloading).suggestedFilename()).toBe('opened.svg');
      expect(await page.title()).toBe('');
    } finally {
      await browser.close();
    }
  });
});

describe('answers as hosted Storage gives them', () => {
  it('reports metadata {} in info() for an object uploaded without metadata', async () => {
    // storage-api src/storage/uploader.ts upload(): `userMetadata: { ...request.userMetadata }`; renderer/info.ts
    // returns it as `metadata`.
    const { data, error } = await alice.client.storage.from(DOCS).info(`${alice.id}/resume.pdf`);
    expect(error).toBeNull();
    expect(data?.metadata).toEqual({});

    const key = `${alice.id}/tagged.pdf`;
    await alice.client.storage.from(DOCS).upload(key, PDF, { contentType: 'application/pdf', metadata: { source: 'tracker' } });
    expect((await alice.client.storage.from(DOCS).info(key)).data?.metadata).toEqual({ source: 'tracker' });
  });

  it('adds the bucket type to the list only, not to GET /bucket/{id}', async () => {
    // storage-api src/http/routes/bucket/getBucket.ts selects `id, name, owner, public, created_at, updated_at,
    // file_size_limit, allowed_mime_types`; getAllBuckets.ts lists `type: 'STANDARD'`.
    const bucket = await service.storage.getBucket(PICS);
    expect(bucket.error).toBeNull();
    expect(bucket.data).toMatchObject({ id: PICS, public: true, file_size_limit: 2048, allowed_mime_types: ['image/*'] });
    expect(bucket.data).not.toHaveProperty('type');
    const listed = (await service.storage.listBuckets()).data?.find((entry) => entry.id === PICS);
    expect(listed).toMatchObject({ id: PICS, type: 'STANDARD' });
  });
});

// storage-js createSignedUrl sends `{ expiresIn, transform }` (dist/index.mjs); storage-api signs a /render/image URL.
describeLocalOnly('image transformations are not emulated', 'signed URLs with transform', () => {
  it('refuses createSignedUrl with transform, as download({ transform }) is refused, instead of serving the original', async () => {
    const key = `${alice.id}/copy.png`;
    const signed = await alice.client.storage.from(INBOX).createSignedUrl(key, 60, { transform: { width: 32, height: 32 } });
    expect(signed.data).toBeNull();
    expect(signed.error?.message).toMatch(/Image transformations is not supported/);
    const download = await alice.client.storage.from(INBOX).download(key, { transform: { width: 32 } });
    expect(download.error?.message).toMatch(/Image transformations is not supported/);

    const plain = await alice.client.storage.from(INBOX).createSignedUrl(key, 60);
    expect((await fetch(plain.data!.signedUrl)).status).toBe(200);
  });
});
