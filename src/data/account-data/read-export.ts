// Opens an account export zip and checks it is ours (manifest format and version) before anything is changed.
import { t } from 'i18next';
import { readZip } from '@/lib/zip';
import { dataPath, EXPORT_FORMAT, EXPORT_VERSION, IMPORTED_TABLES, manifestSchema, MANIFEST_PATH, type ExportManifest, type ImportedTable, type Row } from './format';

export interface AccountExport {
  manifest: ExportManifest;
  rows: Record<ImportedTable, Row[]> & { user_profiles: Row[] };
  files: Map<string, Uint8Array>;
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

export interface ImportProblem {
  table: string;
  item: number;
  message: string;
}

const NOT_OURS = () => t('profile:transfer.notOurs');

function parseJson(files: Map<string, Uint8Array>, name: string): unknown {
  const bytes = files.get(name);
  if (!bytes) throw new ImportRefusedError(t('profile:transfer.missing', { name }));
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ImportRefusedError(t('profile:transfer.badJson', { name }));
  }
}

export function readAccountExport(bytes: Uint8Array): AccountExport {
  let files: Map<string, Uint8Array>;
  try {
    files = readZip(bytes);
  } catch (error) {
    throw new ImportRefusedError(error instanceof Error && /not a zip/.test(error.message) ? NOT_OURS() : t('profile:transfer.unreadable', { reason: (error as Error).message }));
  }
  if (!files.has(MANIFEST_PATH)) throw new ImportRefusedError(NOT_OURS());
  const rawManifest = parseJson(files, MANIFEST_PATH) as { format?: unknown; version?: unknown };
  if (rawManifest?.format !== EXPORT_FORMAT) throw new ImportRefusedError(NOT_OURS());
  if (typeof rawManifest.version === 'number' && rawManifest.version > EXPORT_VERSION) {
    throw new ImportRefusedError(t('profile:transfer.newer', { version: String(rawManifest.version), supported: EXPORT_VERSION }));
  }
  const manifest = manifestSchema.safeParse(rawManifest);
  if (!manifest.success) throw new ImportRefusedError(t('profile:transfer.badManifest', { reason: manifest.error.issues[0]?.message ?? 'invalid' }));

  const rows = {} as AccountExport['rows'];
  for (const table of [...IMPORTED_TABLES, 'user_profiles'] as const) {
    const value = parseJson(files, dataPath(table, 'json'));
    if (!Array.isArray(value) || value.some((row) => !row || typeof row !== 'object' || Array.isArray(row))) {
      throw new ImportRefusedError(t('profile:transfer.notRows', { name: dataPath(table, 'json') }));
    }
    rows[table] = value as Row[];
  }
  for (const file of manifest.data.files) {
    if (!files.has(file.zip_path)) throw new ImportRefusedError(t('profile:transfer.fileMissing', { name: file.zip_path }));
  }
  return { manifest: manifest.data, rows, files };
}
