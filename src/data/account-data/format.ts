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
  'application_status_events',
  'interviews',
  'experiences',
  'application_analyses',
  'chat_messages',
  'user_notes',
  'interview_debriefs',
  'standing_rules',
  'offers',
  // After offers: a negotiation role-play names its offer.
  'coach_sessions',
  'ai_usage',
] as const;

/**
 * What an import restores. Subscriptions (written by the Stripe webhook) and AI usage (the server's meter) belong to
 * the account they were paid or counted on, so they are exported for the person's records but never imported.
 */
export const IMPORTED_TABLES = [
  'applications',
  'application_status_events',
  'interviews',
  'experiences',
  'application_analyses',
  'chat_messages',
  'user_notes',
  'interview_debriefs',
  'standing_rules',
  'offers',
  // After offers: a negotiation role-play names its offer.
  'coach_sessions',
] as const;
/** Tables added after exports already existed: an export made before them has no file for them, read as none. */
export const TABLES_ADDED_LATER: ReadonlyArray<ImportedTable> = ['interview_debriefs', 'standing_rules', 'application_status_events', 'offers'];
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
  user_metadata: z.looseObject({ firstname: z.string().optional() }).default({}),
  rows: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(exportedFileSchema),
});
export type ExportManifest = z.infer<typeof manifestSchema>;

/** A row as exported, before its table's schema (exportedRowsSchema) is checked. */
export const rowsSchema = z.array(z.record(z.string(), z.unknown()));
export type Row = z.infer<typeof rowsSchema>[number];

const uuid = z.string().uuid();
const optionalText = z.string().nullish();
const inSession = z.array(z.looseObject({ session_id: z.string() }));

/**
 * The rows of an export, each table checked for what plan-import.ts and preview-import.ts read of it (the ids they map,
 * references, files, settings); the database checks every other column when the rows are saved.
 */
export const exportedRowsSchema = z.object({
  user_profiles: z.array(
    z.looseObject({
      photo_url: optionalText,
      language: optionalText,
      ai_response_length: optionalText,
      interview_language: optionalText,
      ai_response_language: optionalText,
      answer_timing: optionalText,
    }),
  ),
  applications: z.array(z.looseObject({ id: uuid, resume_file: optionalText, resume_name: optionalText })),
  application_status_events: z.array(z.looseObject({ application_id: z.string() })),
  interviews: z.array(z.looseObject({ id: uuid, application_id: z.string() })),
  experiences: z.array(z.looseObject({})),
  application_analyses: z.array(z.looseObject({ application_id: z.string() })),
  chat_messages: inSession,
  user_notes: inSession,
  coach_sessions: z.array(z.looseObject({ session_id: z.string(), offer_id: z.string().nullish() })),
  interview_debriefs: z.array(z.looseObject({ interview_id: z.string() })),
  standing_rules: z.array(z.looseObject({})),
  offers: z.array(z.looseObject({ application_id: z.string() })),
} satisfies Record<ImportedTable | 'user_profiles', z.ZodType<Row[]>>);
export type ExportedRows = z.infer<typeof exportedRowsSchema>;

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
