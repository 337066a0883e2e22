// How much one account import may hold: far above what a real account reaches (a busy year of job hunting is a few
// hundred applications, a few thousand Copilot messages, one resume per application), far below what would let one
// import fill the database (issue 24: 100,000 rows, 28 MB, in one import_account call). The import dialog
// (src/data/account-data/read-export.ts) refuses beyond them before anything is uploaded; public.import_account
// enforces the row and byte numbers in SQL (the rows of public.account_import_tables, created by
// supabase/migrations/20261128200000_account_import_tables.sql; tests/integration/import-account.test.ts checks they
// match).
const MiB = 1024 * 1024;

/** Most rows per imported table, in import order (parents first). */
export const ACCOUNT_IMPORT_MAX_ROWS = {
  applications: 5_000,
  /** Each application's status changes: a few each, 10 on average for the busiest (issue #42's bench: 2,000 and 20,000). */
  application_status_events: 50_000,
  interviews: 20_000,
  experiences: 2_000,
  application_analyses: 5_000,
  chat_messages: 20_000,
  user_notes: 5_000,
  interview_debriefs: 20_000,
  /** As many as an account may keep (the standing_rules trigger's limit). */
  standing_rules: 20,
  /** A few per application (a first offer, a revised one). */
  offers: 5_000,
  /** After offers: a negotiation role-play names its offer. */
  coach_sessions: 5_000,
} as const;

/** Most bytes of the rows as JSON text (what import_account receives), all tables together. */
export const ACCOUNT_IMPORT_MAX_BYTES = 20 * MiB;

/** What the browser checks before anything is read or uploaded: the zip picked, and the stored files it carries. */
export const ACCOUNT_IMPORT_FILES = {
  /** The zip the person picks, refused before it is read. */
  zipBytes: 250 * MiB,
  /** Stored files (resumes and photos) uploaded by one import. */
  files: 500,
  /** Those files together. */
  fileBytes: 200 * MiB,
} as const;
