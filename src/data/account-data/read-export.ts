// Opens an account export zip and checks it is ours (manifest format and version), its rows and files well formed and
// within the import limits (supabase/functions/_shared/account-import-limits.ts), before anything is uploaded or changed.
import { t } from 'i18next';
import { ACCOUNT_IMPORT_FILES, ACCOUNT_IMPORT_MAX_BYTES, ACCOUNT_IMPORT_MAX_ROWS } from '@shared/account-import-limits.ts';
import { readZip } from '@/lib/zip';
import { z } from 'zod';
import {
  dataPath,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportedRowsSchema,
  IMPORTED_TABLES,
  TABLES_ADDED_LATER,
  manifestSchema,
  MANIFEST_PATH,
  rowsSchema,
  type ExportedFile,
  type ExportedRows,
  type ExportManifest,
  type ImportProblem,
} from './format';

interface ExportedFileWithBytes extends ExportedFile {
  bytes: Uint8Array<ArrayBuffer>;
}

export interface AccountExport {
  manifest: ExportManifest;
  rows: ExportedRows;
  /** The manifest's files, each with its bytes from the zip. */
  files: ExportedFileWithBytes[];
}

export class ImportRefusedError extends Error {
  constructor(
    message: string,
    readonly problems: ImportProblem[] = [],
  ) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}

const NOT_OURS = () => t('profile:transfer.notOurs');
const MiB = 1024 * 1024;
const megabytes = (bytes: number) => String(Math.round(bytes / MiB));

function parseJson(files: Map<string, Uint8Array>, name: string): unknown {
  const bytes = files.get(name);
  if (!bytes) throw new ImportRefusedError(t('profile:transfer.missing', { name }));
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ImportRefusedError(t('profile:transfer.badJson', { name }));
  }
}

/** Refuses a zip bigger than any export could be, before it is read into memory. */
export function checkImportFileSize(bytes: number): void {
  if (bytes > ACCOUNT_IMPORT_FILES.zipBytes) {
    throw new ImportRefusedError(t('profile:transfer.tooBig', { size: megabytes(bytes), limit: megabytes(ACCOUNT_IMPORT_FILES.zipBytes) }));
  }
}

function readManifest(files: Map<string, Uint8Array>): ExportManifest {
  if (!files.has(MANIFEST_PATH)) throw new ImportRefusedError(NOT_OURS());
  const raw = parseJson(files, MANIFEST_PATH);
  const header = z.object({ format: z.literal(EXPORT_FORMAT), version: z.unknown() }).safeParse(raw);
  if (!header.success) throw new ImportRefusedError(NOT_OURS());
  const { version } = header.data;
  if (typeof version === 'number' && version > EXPORT_VERSION) {
    throw new ImportRefusedError(t('profile:transfer.newer', { version: String(version), supported: EXPORT_VERSION }));
  }
  const manifest = manifestSchema.safeParse(raw);
  if (!manifest.success) throw new ImportRefusedError(t('profile:transfer.badManifest', { reason: manifest.error.issues[0]?.message ?? 'invalid' }));
  return manifest.data;
}

/** Names the first column that does not fit its table's schema: "item 3 of data/applications.json has no valid id". */
function badRow(issue: z.core.$ZodIssue | undefined): ImportRefusedError {
  const [table, item, column] = issue?.path ?? [];
  return new ImportRefusedError(t('profile:transfer.badRow', { name: dataPath(String(table), 'json'), item: Number(item) + 1, column: String(column ?? '') }));
}

function readRows(files: Map<string, Uint8Array>): ExportedRows {
  const tables = [...IMPORTED_TABLES, 'user_profiles'] as const;
  const rowBytes = tables.reduce((sum, table) => sum + (files.get(dataPath(table, 'json'))?.length ?? 0), 0);
  if (rowBytes > ACCOUNT_IMPORT_MAX_BYTES) {
    throw new ImportRefusedError(t('profile:transfer.tooManyRowBytes', { size: megabytes(rowBytes), limit: megabytes(ACCOUNT_IMPORT_MAX_BYTES) }));
  }
  const entries = tables.map((table) => {
    const name = dataPath(table, 'json');
    const isAbsentAndLater = !files.has(name) && TABLES_ADDED_LATER.some((later) => later === table);
    const rows = rowsSchema.safeParse(isAbsentAndLater ? [] : parseJson(files, name));
    if (!rows.success) throw new ImportRefusedError(t('profile:transfer.notRows', { name }));
    const limit = table === 'user_profiles' ? 1 : ACCOUNT_IMPORT_MAX_ROWS[table];
    if (rows.data.length > limit) {
      throw new ImportRefusedError(
        t('profile:transfer.tooManyRows', {
          items: t(`profile:importPreview.table.${table === 'user_profiles' ? 'profiles' : table}`, { count: rows.data.length }),
          limit,
        }),
      );
    }
    return [table, rows.data] as const;
  });
  const rows = exportedRowsSchema.safeParse(Object.fromEntries(entries));
  if (!rows.success) throw badRow(rows.error.issues[0]);
  return rows.data;
}

function readFiles(files: Map<string, Uint8Array<ArrayBuffer>>, manifest: ExportManifest): ExportedFileWithBytes[] {
  if (manifest.files.length > ACCOUNT_IMPORT_FILES.files) {
    throw new ImportRefusedError(t('profile:transfer.tooManyFiles', { count: manifest.files.length, limit: ACCOUNT_IMPORT_FILES.files }));
  }
  const withBytes = manifest.files.map((file) => {
    const bytes = files.get(file.zip_path);
    if (!bytes) throw new ImportRefusedError(t('profile:transfer.fileMissing', { name: file.zip_path }));
    return { ...file, bytes };
  });
  const fileBytes = withBytes.reduce((sum, file) => sum + file.bytes.length, 0);
  if (fileBytes > ACCOUNT_IMPORT_FILES.fileBytes) {
    throw new ImportRefusedError(t('profile:transfer.tooManyFileBytes', { size: megabytes(fileBytes), limit: megabytes(ACCOUNT_IMPORT_FILES.fileBytes) }));
  }
  return withBytes;
}

export function readAccountExport(bytes: Uint8Array<ArrayBuffer>): AccountExport {
  checkImportFileSize(bytes.length);
  let files: Map<string, Uint8Array<ArrayBuffer>>;
  try {
    files = readZip(bytes);
  } catch (error) {
    throw new ImportRefusedError(
      error instanceof Error && /not a zip/.test(error.message) ? NOT_OURS() : t('profile:transfer.unreadable', { reason: String(error) }),
    );
  }
  const manifest = readManifest(files);
  return { manifest, rows: readRows(files), files: readFiles(files, manifest) };
}
