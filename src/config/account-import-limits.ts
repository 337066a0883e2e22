// How much one account import may carry: far above what a real account reaches (a busy year of job hunting is a few
// hundred applications, a few thousand Copilot messages, one resume per application), far below what would let one
// import fill the database (issue 24: 100,000 rows, 28 MB, in one import_account call). The import dialog refuses
// beyond them before anything is uploaded; public.import_account refuses the same numbers in SQL (keep them equal).
const MiB = 1024 * 1024;

export const ACCOUNT_IMPORT_LIMITS = {
  /** The zip the person picks, refused before it is read. */
  zipBytes: 250 * MiB,
  /** Rows of any one imported table (applications, interviews, …, coach_sessions). */
  rowsPerTable: 10_000,
  /** All the imported rows together, as JSON text (what import_account receives). */
  rowBytes: 20 * MiB,
  /** Stored files (resumes and photos) uploaded by one import. */
  files: 500,
  /** Those files together. */
  fileBytes: 200 * MiB,
} as const;
