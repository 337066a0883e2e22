// Imports an account export (read and checked by read-export.ts, agreed to by the person after its preview) into the
// signed-in account: uploads its files to the person's folders, then saves every row in one database transaction
// (public.import_account). If any row is refused, nothing is saved and the uploaded files are removed again; the error
// lists each refused item.
import { t } from 'i18next';
import type { SupabaseClient } from '@supabase/supabase-js';
import { importCountsSchema, importProblemsSchema, IMPORTED_TABLES, type Bucket, type ExportedFile, type ImportProblem, type Progress } from './format';
import { planImport } from './plan-import';
import { ImportRefusedError, type AccountExport } from './read-export';
import { inAuthOrder } from '@/data/auth/auth-order';

export interface ImportReport {
  rows: Record<string, number>;
  files: number;
}

function newPathFor(userId: string, file: ExportedFile, index: number): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.path)?.[1]?.toLowerCase() ?? (file.bucket === 'resumes' ? 'pdf' : 'png');
  return file.bucket === 'resumes' ? `${userId}/${crypto.randomUUID()}.pdf` : `${userId}/${Date.now()}-${index}.${extension}`;
}

function contentTypeOf(file: ExportedFile): string {
  if (file.bucket === 'resumes') return 'application/pdf';
  if (file.content_type?.startsWith('image/')) return file.content_type;
  const extension = file.path.split('.').pop()?.toLowerCase();
  return extension === 'jpg' || extension === 'jpeg' ? 'image/jpeg' : `image/${extension ?? 'png'}`;
}

async function removeUploaded(client: SupabaseClient, uploaded: Array<{ bucket: Bucket; path: string }>) {
  for (const bucket of ['resumes', 'avatars'] as const) {
    const paths = uploaded.filter((file) => file.bucket === bucket).map((file) => file.path);
    if (paths.length > 0) await client.storage.from(bucket).remove(paths);
  }
}

function problemsOf(details: string | undefined): ImportProblem[] {
  try {
    const parsed = importProblemsSchema.safeParse(JSON.parse(details ?? ''));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export async function importAccount(
  client: SupabaseClient,
  source: AccountExport,
  onProgress: (progress: Progress) => void = () => undefined,
): Promise<ImportReport> {
  const { data: userData, error: userError } = await client.auth.getUser();
  const user = userData.user;
  if (userError || !user) throw new ImportRefusedError(t('profile:transfer.sessionExpired'));

  const files = source.files.map((file, index) => ({ ...file, newPath: newPathFor(user.id, file, index) }));
  const newPaths = new Map(files.map((file) => [`${file.bucket}/${file.path}`, file.newPath]));
  const plan = planImport(source, { userId: user.id, newPaths });
  if (plan.problems.length > 0) throw new ImportRefusedError(t('profile:transfer.cannotRestore'), plan.problems);

  const total = files.length + 1;
  onProgress({ done: 0, total, label: t('profile:transfer.uploading') });
  const uploaded: Array<{ bucket: Bucket; path: string }> = [];
  for (const [index, file] of files.entries()) {
    const path = file.newPath;
    const body = new Blob([file.bytes], { type: contentTypeOf(file) });
    const { error } = await client.storage.from(file.bucket).upload(path, body, { contentType: contentTypeOf(file), upsert: false });
    if (error) {
      await removeUploaded(client, uploaded).catch(() => undefined);
      throw new ImportRefusedError(t('profile:transfer.fileNotUploaded', { name: file.zip_path, reason: error.message }));
    }
    uploaded.push({ bucket: file.bucket, path });
    onProgress({ done: index + 1, total, label: t('profile:transfer.uploaded', { index: index + 1, count: files.length }) });
  }

  onProgress({ done: files.length, total, label: t('profile:transfer.saving') });
  const { data, error } = await client.rpc('import_account', { p_import: plan.payload });
  if (error) {
    await removeUploaded(client, uploaded).catch(() => undefined);
    throw new ImportRefusedError(t('profile:transfer.refused', { reason: error.message }), problemsOf(error.details));
  }
  const firstName = source.manifest.user_metadata.firstname;
  if (typeof firstName === 'string' && firstName.trim()) await inAuthOrder(() => client.auth.updateUser({ data: { firstname: firstName } }));
  onProgress({ done: total, total, label: t('profile:transfer.finished') });
  const answered = importCountsSchema.safeParse(data);
  const counts = answered.success ? answered.data : {};
  return { rows: Object.fromEntries(IMPORTED_TABLES.map((table) => [table, counts[table] ?? 0])), files: uploaded.length };
}
