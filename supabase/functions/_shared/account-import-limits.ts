// How much one account import may hold: far above any real account, low enough that one call cannot fill the
// database. public.import_account enforces the same numbers (private.account_import_tables() in
// supabase/migrations/20261123000400_import_account.sql; tests/integration/import-account.test.ts checks they match),
// and the import dialog refuses a bigger export before uploading anything.

/** Most rows per imported table, in import order (parents first). */
export const ACCOUNT_IMPORT_MAX_ROWS = {
  applications: 5_000,
  interviews: 20_000,
  experiences: 2_000,
  application_analyses: 5_000,
  chat_messages: 20_000,
  user_notes: 5_000,
  coach_sessions: 5_000,
} as const;

/** Most bytes of the rows as JSON text (what import_account receives), all tables together. */
export const ACCOUNT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
