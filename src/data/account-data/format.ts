// The account export's format: a zip with manifest.json, data/<table>.json and .csv for every table the person owns,
// and their stored files under files/<bucket>/. The manifest's format and version let an import refuse anything else.
import { z } from 'zod';

export const EXPORT_FORMAT = 'offerpilot-account-export';
export const EXPORT_VERSION = 1;
export const BUCKETS = ['resumes', 'avatars'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Every table with rows of the person, in an order that respects foreign keys (parents first). */
export const EXPORTED_TABLES = [
  'user_profiles',
  'subscriptions',
  'applications',
  'interviews',
  'experiences',
  'application_analyses',
  'chat_messages',
  'user_notes',
  'coach_sessions',
  'interview_debriefs',
  'ai_usage',
] as const;

/**
 * What an import restores. Subscriptions (written by the Stripe webhook) and AI usage (the server's meter) belong to
 * the account they were paid or counted on, so they are exported for the person's records but never imported.
 */
export const IMPORTED_TABLES = ['applications', 'interviews', 'experiences', 'application_analyses', 'chat_messages', 'user_notes', 'coach_sessions', 'interview_debriefs'] as const;
/** Tables added after exports already existed: an export made before them has no file for them, read as none. */
export const TABLES_ADDED_LATER: ReadonlyArray<ImportedTable> = ['interview_debriefs'];
export type ImportedTable = (typeof IMPORTED_TABLES)[number];

export const dataPath = (table: string, extension: 'json' | 'csv') => `data/${table}.${extension}`;
export const MANIFEST_PATH = 'manifest.json';

const exportedFileSchema = z.object({
  bucket: z.enum(BUCKETS),
  path: z.string().min(1).max(1024),
  zip_path: z.string().min(1).max(1024),
  size: z.number().int().nonnegative(),
  content_type: z.string().max(255).nullable(),
});
export type ExportedFile = z.infer<typeof exportedFileSchema>;

export const manifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int().min(1),
  exported_at: z.string(),
  user_id: z.string().uuid(),
  email: z.string().nullable(),
  user_metadata: z.record(z.string(), z.unknown()).default({}),
  rows: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(exportedFileSchema),
});
export type ExportManifest = z.infer<typeof manifestSchema>;

/** A row as exported: its columns are checked by the database when imported (public.import_account). */
export const rowsSchema = z.array(z.record(z.string(), z.unknown()));
export type Row = z.infer<typeof rowsSchema>[number];

/** One row the database refused, as public.import_account lists them in the error's details. */
export const importProblemsSchema = z.array(z.object({ table: z.string(), item: z.number(), message: z.string() }));
export type ImportProblem = z.infer<typeof importProblemsSchema>[number];

/** What public.import_account answers: the number of rows saved per table. */
export const importCountsSchema = z.record(z.string(), z.number().int().nonnegative());

export interface Progress {
  done: number;
  total: number;
  label: string;
}
