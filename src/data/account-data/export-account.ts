// Builds the account export in the browser, as the signed-in person: row level security decides what is in it.
// Rows are read a page at a time (PostgREST ranges) and files one by one, reporting progress after each step.
// Imports are relative so the integration tests can run this module under Node with their own client.
import { t } from 'i18next';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createZip, type ZipEntry } from '@/lib/zip';
import { toCsv } from './csv';
import {
  BUCKETS,
  dataPath,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  EXPORTED_TABLES,
  MANIFEST_PATH,
  type Bucket,
  type ExportedFile,
  type ExportManifest,
  type Progress,
  type Row,
} from './format';

const PAGE = 1000;

async function readAllRows(client: SupabaseClient, table: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from(table)
      .select('*')
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw new Error(t('profile:transfer.tableNotRead', { table: table.replaceAll('_', ' '), reason: error.message }));
    rows.push(...(data as Row[]));
    if (data.length < PAGE) return rows;
  }
}

/** Every file under `<user id>/` in a bucket, sub-folders included. */
async function listUserFiles(client: SupabaseClient, bucket: Bucket, folder: string): Promise<string[]> {
  const paths: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await client.storage.from(bucket).list(folder, { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw new Error(t('profile:transfer.filesNotListed', { bucket, reason: error.message }));
    for (const entry of data) {
      const path = `${folder}/${entry.name}`;
      if (entry.id === null) paths.push(...(await listUserFiles(client, bucket, path)));
      else paths.push(path);
    }
    if (data.length < PAGE) return paths;
  }
}

export async function exportAccount(client: SupabaseClient, onProgress: (progress: Progress) => void = () => undefined): Promise<Uint8Array<ArrayBuffer>> {
  const { data: session, error: userError } = await client.auth.getUser();
  const user = session.user;
  if (userError || !user) throw new Error(t('profile:transfer.sessionExpired'));

  const files: Array<{ bucket: Bucket; path: string }> = [];
  for (const bucket of BUCKETS) for (const path of await listUserFiles(client, bucket, user.id)) files.push({ bucket, path });
  const total = EXPORTED_TABLES.length + files.length + 1;
  let done = 0;
  const step = (label: string) => onProgress({ done: ++done, total, label });
  onProgress({ done, total, label: t('profile:transfer.reading') });

  const entries: ZipEntry[] = [];
  const encoder = new TextEncoder();
  const rowCounts: Record<string, number> = {};
  for (const table of EXPORTED_TABLES) {
    const rows = await readAllRows(client, table);
    rowCounts[table] = rows.length;
    entries.push({ name: dataPath(table, 'json'), bytes: encoder.encode(JSON.stringify(rows, null, 2)) });
    entries.push({ name: dataPath(table, 'csv'), bytes: encoder.encode(toCsv(rows)) });
    step(t('profile:transfer.readTable', { table: table.replaceAll('_', ' ') }));
  }

  const exportedFiles: ExportedFile[] = [];
  for (const [index, file] of files.entries()) {
    const { data: blob, error } = await client.storage.from(file.bucket).download(file.path);
    if (error || !blob)
      throw new Error(t('profile:transfer.fileNotDownloaded', { name: file.path.split('/').pop(), reason: error?.message ?? t('profile:transfer.noContent') }));
    const zipPath = `files/${file.bucket}/${file.path.slice(user.id.length + 1)}`;
    entries.push({ name: zipPath, bytes: new Uint8Array(await blob.arrayBuffer()) });
    exportedFiles.push({ bucket: file.bucket, path: file.path, zip_path: zipPath, size: blob.size, content_type: blob.type || null });
    step(t('profile:transfer.downloaded', { index: index + 1, count: files.length }));
  }

  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: new Date().toISOString(),
    user_id: user.id,
    email: user.email ?? null,
    user_metadata: user.user_metadata ?? {},
    rows: rowCounts,
    files: exportedFiles,
  };
  entries.unshift({ name: MANIFEST_PATH, bytes: encoder.encode(JSON.stringify(manifest, null, 2)) });
  const zip = createZip(entries);
  step(t('profile:transfer.exportReady'));
  return zip;
}

export function exportFileName(date = new Date()): string {
  return `offerpilot-export-${date.toISOString().slice(0, 10)}.zip`;
}
