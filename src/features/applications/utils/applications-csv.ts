// CSV export and import of applications: every field but the resume (a private file, not text), validated by the form's schema.
import { t } from 'i18next';
import { APPLICATION_STATUSES } from '@/config/constants';
import { applicationFormSchema, toApplicationRow, type ApplicationFormValues } from '@/data/applications/application-schema';
import type { Application, ApplicationRowInput } from '@/data/applications/types';
import { CsvSyntaxError, parseCsv, protectCell, serializeCsv, unprotectCell, UTF8_BOM } from './csv';

type CsvField = Exclude<keyof ApplicationFormValues, 'resume'>;

/** The columns, in file order. The resume is left out: it is a PDF in private storage, not something a CSV can carry. */
const APPLICATION_CSV_COLUMNS: readonly { field: CsvField; header: string }[] = [
  { field: 'company_name', header: 'Company' },
  { field: 'job_title', header: 'Job Title' },
  { field: 'application_date', header: 'Application Date' },
  { field: 'status', header: 'Status' },
  { field: 'job_link', header: 'Job Link' },
  { field: 'job_offer_content', header: 'Job Offer' },
  { field: 'expected_interviews', header: 'Expected Interviews' },
];

const REQUIRED_FIELDS: readonly CsvField[] = ['company_name', 'job_title', 'application_date', 'status'];

/** At most this many rows per file: they are inserted in one request. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

type ExportableApplication = Pick<Application, CsvField>;

export function applicationsToCsv(applications: readonly ExportableApplication[]): string {
  const header = APPLICATION_CSV_COLUMNS.map((column) => column.header);
  const rows = applications.map((application) =>
    APPLICATION_CSV_COLUMNS.map(({ field }) => {
      const value = application[field];
      return protectCell(value == null ? '' : String(value));
    }),
  );
  return UTF8_BOM + serializeCsv([header, ...rows]);
}

export function csvFileName(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return `offerpilot-applications-${local.toISOString().slice(0, 10)}.csv`;
}

interface ImportableApplication {
  line: number;
  row: ApplicationRowInput;
}

interface RejectedRow {
  line: number;
  /** What identifies the row to a person: company and job title as written, when present. */
  label: string;
  reasons: string[];
}

export type ApplicationsCsvResult =
  { ok: true; applications: ImportableApplication[]; rejected: RejectedRow[]; ignoredColumns: string[] } | { ok: false; error: string };

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const HEADER_LOOKUP = new Map<string, CsvField>(
  APPLICATION_CSV_COLUMNS.flatMap(({ field, header }) => [
    [normalizeHeader(header), field],
    [normalizeHeader(field), field],
  ]),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATUS_LOOKUP = new Map(APPLICATION_STATUSES.map((status) => [status.toLowerCase(), status]));

function labelOf(values: Partial<Record<CsvField, string>>): string {
  const parts = [values.company_name?.trim(), values.job_title?.trim()].filter(Boolean);
  return parts.length ? parts.join(' – ') : '(no company or job title)';
}

/** Parses an exported (or hand-written) file: header names are matched case-insensitively, rows checked with the form's schema. */
export function parseApplicationsCsv(text: string): ApplicationsCsvResult {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, error: t('applications:csv.invalid', { reason: error.message }) };
    throw error;
  }
  const [headerRecord, ...dataRecords] = records;
  if (!headerRecord) return { ok: false, error: t('applications:csv.empty') };

  const columns: (CsvField | null)[] = [];
  const ignoredColumns: string[] = [];
  for (const header of headerRecord.fields) {
    const field = HEADER_LOOKUP.get(normalizeHeader(header)) ?? null;
    if (field && columns.includes(field)) return { ok: false, error: t('applications:csv.duplicateColumn', { column: header.trim() }) };
    if (!field && header.trim() !== '') ignoredColumns.push(header.trim());
    columns.push(field);
  }
  const missing = APPLICATION_CSV_COLUMNS.filter(({ field }) => REQUIRED_FIELDS.includes(field) && !columns.includes(field));
  if (missing.length) {
    const expected = APPLICATION_CSV_COLUMNS.map((column) => column.header).join(', ');
    return {
      ok: false,
      error: t('applications:csv.missingColumns', { missing: missing.map((column) => `“${column.header}”`).join(', '), expected }),
    };
  }
  if (dataRecords.length === 0) return { ok: false, error: t('applications:csv.noRows') };
  if (dataRecords.length > MAX_IMPORT_ROWS) {
    return { ok: false, error: t('applications:csv.tooManyRows', { count: dataRecords.length, max: MAX_IMPORT_ROWS }) };
  }

  const applications: ImportableApplication[] = [];
  const rejected: RejectedRow[] = [];
  for (const { line, fields } of dataRecords) {
    const values: Partial<Record<CsvField, string>> = {};
    columns.forEach((field, index) => {
      if (field) values[field] = unprotectCell(fields[index] ?? '');
    });
    if (fields.length !== headerRecord.fields.length) {
      rejected.push({
        line,
        label: labelOf(values),
        reasons: [t('applications:csv.fieldCount', { count: fields.length, expected: headerRecord.fields.length })],
      });
      continue;
    }
    const status = values.status?.trim() ?? '';
    const parsed = applicationFormSchema.safeParse({
      company_name: values.company_name ?? '',
      job_title: values.job_title ?? '',
      application_date: values.application_date?.trim() ?? '',
      status: STATUS_LOOKUP.get(status.toLowerCase()) ?? status,
      job_link: values.job_link ?? '',
      job_offer_content: values.job_offer_content ?? '',
      expected_interviews: values.expected_interviews ?? '',
      resume: null,
    });
    if (parsed.success) {
      applications.push({ line, row: toApplicationRow(parsed.data) });
    } else {
      const date = values.application_date?.trim() ?? '';
      const reasons = parsed.error.issues.map((issue) => {
        if (issue.path[0] === 'status' && status !== '') return t('applications:csv.badStatus', { status, statuses: APPLICATION_STATUSES.join(', ') });
        if (issue.path[0] === 'application_date' && date !== '' && !ISO_DATE.test(date)) return t('applications:csv.badDate', { date });
        return issue.message;
      });
      rejected.push({ line, label: labelOf(values), reasons: [...new Set(reasons)] });
    }
  }
  return { ok: true, applications, rejected, ignoredColumns };
}
