// CSV export and import of applications: every field but the resume (a private file, not text), validated by the form's
// schema. The import reads Offerpilot's own export and other trackers' (Huntr, Teal) and a French Excel's (';' between
// fields, dd/mm/yyyy dates, French headers and statuses); the person can change which column feeds which field, and
// rows that match an application already saved (same link, or same company and title) are set aside.
import { t } from 'i18next';
import { APPLICATION_SOURCES, APPLICATION_STATUSES, DEFAULT_APPLICATION_STATUS, type ApplicationSource } from '@/config/constants';
import { applicationFormSchema, toApplicationRow, type ApplicationFormValues } from '@/data/applications/application-schema';
import { todayIsoDate } from '@/data/applications/application-values';
import type { Application, ApplicationRowInput } from '@/data/applications/types';
import { cleanJobLink } from '@/lib/job-posting/job-link';
import { CsvSyntaxError, detectSeparator, parseCsv, protectCell, serializeCsv, unprotectCell, UTF8_BOM, type CsvRecord } from './csv';

/** The form's fields but the file. */
export type CsvField = Exclude<keyof ApplicationFormValues, 'resume'>;

/** The columns, in file order. The resume is left out: it is a PDF in private storage, not something a CSV can carry. */
export const APPLICATION_CSV_COLUMNS: readonly { field: CsvField; header: string }[] = [
  { field: 'company_name', header: 'Company' },
  { field: 'job_title', header: 'Job Title' },
  { field: 'application_date', header: 'Application Date' },
  { field: 'status', header: 'Status' },
  { field: 'job_link', header: 'Job Link' },
  { field: 'job_offer_content', header: 'Job Offer' },
  { field: 'expected_interviews', header: 'Expected Interviews' },
  // Last, so that files written before it (and the trackers that copied their order) keep their columns' places.
  { field: 'source', header: 'Source' },
];

/** Without a column for these, no row can be imported. No date means today, no status column Saved. */
const REQUIRED_FIELDS: readonly CsvField[] = ['company_name', 'job_title'];

/** At most this many rows per file: they are inserted in one request. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

type ExportableApplication = Pick<Application, CsvField>;

/**
 * Where the job was found, as the file writes it: in English words, as the statuses are (a spreadsheet shows
 * "Company site", not "company_site"). The import reads these, the database's own values and French words back.
 */
const SOURCE_WORDS = {
  job_board: 'Job board',
  referral: 'Referral',
  company_site: 'Company site',
  recruiter: 'Recruiter',
  other: 'Other',
} as const satisfies Record<ApplicationSource, string>;

function cellOf(application: ExportableApplication, field: CsvField): string {
  if (field === 'source') return application.source ? SOURCE_WORDS[application.source] : '';
  const value = application[field];
  return value == null ? '' : String(value);
}

export function applicationsToCsv(applications: readonly ExportableApplication[]): string {
  const header = APPLICATION_CSV_COLUMNS.map((column) => column.header);
  const rows = applications.map((application) => APPLICATION_CSV_COLUMNS.map(({ field }) => protectCell(cellOf(application, field))));
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

interface DuplicateApplication extends ImportableApplication {
  /** The saved application it matches, as "Company – Title". */
  savedAs: string;
}

interface RejectedRow {
  line: number;
  /** What identifies the row to a person: company and job title as written, when present. */
  label: string;
  reasons: string[];
}

/** The file's columns and rows, before they are read as applications. */
interface CsvTable {
  headers: string[];
  records: CsvRecord[];
  /** A French file (';' between fields or French headers): 03/04/2026 is the 3rd of April. */
  isFrench: boolean;
}

/** Which column (by index) feeds each field; a field without a column is absent. */
export type ColumnMapping = Partial<Record<CsvField, number>>;

export interface ApplicationsFromCsv {
  applications: ImportableApplication[];
  duplicates: DuplicateApplication[];
  rejected: RejectedRow[];
  /** Columns that feed no field. */
  ignoredColumns: string[];
  /** Required fields no column feeds: nothing can be imported until they are chosen. */
  missing: CsvField[];
  dates: CsvDates;
}

/** Day first (03/04/2026 is 3 April) or month first (March 4). */
export type DateOrder = 'dayFirst' | 'monthFirst';

export interface CsvDates {
  order: DateOrder;
  /** A date of the file that reads two ways when nothing in the file says which (null: the file says, or has none). */
  openExample: string | null;
}

export type ApplicationsCsvResult = ({ ok: true; table: CsvTable; mapping: ColumnMapping } & ApplicationsFromCsv) | { ok: false; error: string };

/** Each field's name on screen (the preview's column choice, the missing-columns message). */
export const CSV_FIELD_LABELS = {
  company_name: 'table.company',
  job_title: 'table.jobTitle',
  application_date: 'table.applicationDate',
  status: 'table.status',
  job_link: 'form.jobLink',
  job_offer_content: 'form.jobOffer',
  expected_interviews: 'form.expectedInterviews',
  source: 'form.source',
} as const satisfies Record<CsvField, string>;

export function missingColumnsMessage(missing: readonly CsvField[]): string {
  return t('applications:csv.missingColumns', { missing: missing.map((field) => t(`applications:${CSV_FIELD_LABELS[field]}`)).join(', ') });
}

/** What a saved application is recognised by. */
type SavedApplication = Pick<Application, 'company_name' | 'job_title' | 'job_link'>;

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/[\s_\-.:()]+/g, ' ')
    .trim();

/** Other trackers' and French spreadsheets' names for each column (Huntr, Teal, Excel), matched case-insensitively. */
const HEADER_ALIASES: Record<CsvField, string[]> = {
  company_name: ['company name', 'employer', 'organization', 'organisation', 'entreprise', 'société', 'societe', 'employeur', 'nom de l entreprise'],
  job_title: ['title', 'position', 'job position', 'role', 'job', 'poste', 'intitulé', 'intitulé du poste', 'intitule', 'titre', 'titre du poste'],
  application_date: ['date applied', 'applied date', 'applied on', 'applied', 'date de candidature', 'date candidature', 'date d envoi', 'date'],
  status: ['stage', 'statut', 'état', 'etat'],
  job_link: ['url', 'link', 'job url', 'posting url', 'job posting url', 'lien', 'lien de l offre', 'lien offre', 'lien vers l offre', 'adresse'],
  job_offer_content: ['description', 'job description', 'offre', 'description du poste', 'texte de l offre'],
  expected_interviews: ['entretiens prévus', 'nombre d entretiens'],
  source: ['channel', 'found via', 'found on', 'origine', 'provenance', 'canal'],
};
const FRENCH_HEADERS = /entreprise|soci[ée]t[ée]|poste|intitul|statut|lien|candidature|offre|entretiens|provenance|origine/;

const HEADER_LOOKUP = new Map<string, CsvField>(
  APPLICATION_CSV_COLUMNS.flatMap(({ field, header }) => [
    [normalizeHeader(header), field] as const,
    [normalizeHeader(field), field] as const,
    ...HEADER_ALIASES[field].map((alias) => [normalizeHeader(alias), field] as const),
  ]),
);

/** Other trackers' and French statuses, as Offerpilot's six. */
const STATUS_ALIASES: Record<(typeof APPLICATION_STATUSES)[number], string[]> = {
  Saved: ['wishlist', 'bookmarked', 'interested', 'to apply', 'sauvegardée', 'sauvegardé', 'à postuler', 'a postuler', 'favori'],
  Applied: ['applying', 'application sent', 'envoyée', 'envoyé', 'postulé', 'postulée', 'candidature envoyée'],
  'No Reply': ['no response', 'ghosted', 'sans réponse', 'pas de réponse'],
  'In progress': ['interview', 'interviewing', 'phone screen', 'screening', 'negotiating', 'en cours', 'entretien', 'entretiens', 'négociation'],
  Succeeded: ['offer', 'accepted', 'réussie', 'offre', 'acceptée'],
  Missed: ['rejected', 'not selected', 'declined', 'i withdrew', 'withdrawn', 'manquée', 'refusée', 'refus', 'rejetée', 'abandonnée'],
};
/** Other trackers' and French words for where a job was found, as the database's five values. */
const SOURCE_ALIASES: Record<ApplicationSource, string[]> = {
  job_board: ['job site', 'linkedin', 'indeed', 'welcome to the jungle', 'site d emploi', 'jobboard', 'annonce'],
  referral: ['cooptation', 'recommandation', 'réseau', 'reseau', 'network'],
  company_site: ['careers page', 'career site', 'site de l entreprise', 'site carrière', 'site carriere'],
  recruiter: ['headhunter', 'agency', 'recruteur', 'recruteuse', 'chasseur de têtes', 'cabinet'],
  other: ['autre'],
};
/** Lower case, without emoji or punctuation around the words ("No Response 🔕"). */
const statusKey = (status: string) =>
  status
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const STATUS_LOOKUP = new Map(
  APPLICATION_STATUSES.flatMap((status) => [
    [statusKey(status), status] as const,
    ...STATUS_ALIASES[status].map((alias) => [statusKey(alias), status] as const),
  ]),
);

const SOURCE_LOOKUP = new Map(
  APPLICATION_SOURCES.flatMap((source) => [
    [statusKey(source), source] as const,
    [statusKey(SOURCE_WORDS[source]), source] as const,
    ...SOURCE_ALIASES[source].map((alias) => [statusKey(alias), source] as const),
  ]),
);
/** A refused cell as the per-row reason quotes it: at most 60 characters. */
const quoted = (value: string) => (value.length > 60 ? `${value.slice(0, 59)}…` : value);

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const pad = (value: string | number) => String(value).padStart(2, '0');

/** A date as yyyy-mm-dd: ISO (a time after it dropped), dd/mm/yyyy or mm/dd/yyyy, or "Mar 1, 2026"; else as written. */
function isoDate(value: string, isDayFirst: boolean): string {
  const date = value.trim();
  if (/^\d{4}-\d{2}-\d{2}([T ].*)?$/.test(date)) return date.slice(0, 10);
  const numeric = NUMERIC_DATE.exec(date);
  if (numeric) {
    const [, first, second, year] = numeric;
    return isDayFirst ? `${year}-${pad(second)}-${pad(first)}` : `${year}-${pad(first)}-${pad(second)}`;
  }
  const parsed = /[a-z]/i.test(date) ? new Date(date) : null;
  if (parsed && !Number.isNaN(parsed.getTime())) return `${parsed.getFullYear()}-${pad(parsed.getMonth() + 1)}-${pad(parsed.getDate())}`;
  return date;
}

/**
 * How the column's dates like 03/04/2026 read: a first number above 12 says day first, a second above 12 month first.
 * When no date says, a French file reads day first and another month first, and `openExample` is a date that reads two
 * ways, for the person to settle (the preview asks).
 */
function dateOrderIn(dates: string[], isFrench: boolean): CsvDates {
  const numeric = dates.map((date) => NUMERIC_DATE.exec(date.trim())).filter((match) => match !== null);
  if (numeric.some(([, first]) => Number(first) > 12)) return { order: 'dayFirst', openExample: null };
  if (numeric.some(([, , second]) => Number(second) > 12)) return { order: 'monthFirst', openExample: null };
  const twoWays = numeric.find(([, first, second]) => Number(first) !== Number(second));
  return { order: isFrench ? 'dayFirst' : 'monthFirst', openExample: twoWays ? twoWays[0] : null };
}

function labelOf(values: Partial<Record<CsvField, string>>): string {
  const parts = [values.company_name?.trim(), values.job_title?.trim()].filter(Boolean);
  return parts.length ? parts.join(' – ') : '(no company or job title)';
}

/** Bytes as text: UTF-8 (with or without BOM), else Windows-1252, the encoding Excel's plain "CSV" saves in. */
export function decodeCsvBytes(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The file's header and rows, or why it cannot be read as a table of applications. */
function readCsvTable(text: string): { ok: true; table: CsvTable } | { ok: false; error: string } {
  const separator = detectSeparator(text.startsWith(UTF8_BOM) ? text.slice(1) : text);
  let records;
  try {
    records = parseCsv(text, separator);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { ok: false, error: t('applications:csv.invalid', { reason: error.message }) };
    throw error;
  }
  const [headerRecord, ...dataRecords] = records;
  if (!headerRecord) return { ok: false, error: t('applications:csv.empty') };
  const headers = headerRecord.fields.map((header) => header.trim());
  const seen = new Set<string>();
  for (const header of headers) {
    const key = normalizeHeader(header);
    if (key && HEADER_LOOKUP.has(key) && seen.has(key)) return { ok: false, error: t('applications:csv.duplicateColumn', { column: header }) };
    seen.add(key);
  }
  if (dataRecords.length === 0) return { ok: false, error: t('applications:csv.noRows') };
  if (dataRecords.length > MAX_IMPORT_ROWS) {
    return { ok: false, error: t('applications:csv.tooManyRows', { count: dataRecords.length, max: MAX_IMPORT_ROWS }) };
  }
  const isFrench = separator === ';' || headers.some((header) => FRENCH_HEADERS.test(normalizeHeader(header)));
  return { ok: true, table: { headers, records: dataRecords, isFrench } };
}

/** Each field's column, from the header's names: Offerpilot's own first, then other trackers' and French names. */
function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headers.forEach((header, index) => {
    const field = HEADER_LOOKUP.get(normalizeHeader(header));
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

const identity = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');
const linkKey = (link: string | null) => (link ? cleanJobLink(link, link) : '');

/** The rows as applications with this mapping: valid ones, those matching a saved application, and the rejected. */
export function applicationsFromCsv(
  table: CsvTable,
  mapping: ColumnMapping,
  saved: readonly SavedApplication[] = [],
  /** The person's reading of dates the file leaves open (the preview's choice); else the guess. */
  dateOrder?: DateOrder,
): ApplicationsFromCsv {
  const usedColumns = new Set(Object.values(mapping));
  const ignoredColumns = table.headers.filter((header, index) => header !== '' && !usedColumns.has(index));
  const missing = REQUIRED_FIELDS.filter((field) => mapping[field] === undefined);
  const dateColumn = mapping.application_date;
  const guessed = dateOrderIn(dateColumn === undefined ? [] : table.records.map(({ fields }) => fields[dateColumn] ?? ''), table.isFrench);
  const dates: CsvDates = { ...guessed, order: guessed.openExample && dateOrder ? dateOrder : guessed.order };
  if (missing.length) return { applications: [], duplicates: [], rejected: [], ignoredColumns, missing, dates };

  const savedByLink = new Map(saved.filter((application) => application.job_link).map((application) => [linkKey(application.job_link), application]));
  const savedByName = new Map(saved.map((application) => [`${identity(application.company_name)}\n${identity(application.job_title)}`, application]));
  const isDayFirst = dates.order === 'dayFirst';
  const today = todayIsoDate();

  const applications: ImportableApplication[] = [];
  const duplicates: DuplicateApplication[] = [];
  const rejected: RejectedRow[] = [];
  for (const { line, fields } of table.records) {
    const values: Partial<Record<CsvField, string>> = {};
    for (const { field } of APPLICATION_CSV_COLUMNS) {
      const column = mapping[field];
      if (column !== undefined) values[field] = unprotectCell(fields[column] ?? '');
    }
    if (fields.length !== table.headers.length) {
      rejected.push({ line, label: labelOf(values), reasons: [t('applications:csv.fieldCount', { count: fields.length, expected: table.headers.length })] });
      continue;
    }
    const status = values.status?.trim() ?? '';
    const date = values.application_date?.trim() ?? '';
    const source = values.source?.trim() ?? '';
    const parsed = applicationFormSchema.safeParse({
      company_name: values.company_name ?? '',
      job_title: values.job_title ?? '',
      // No date (no column, or an empty cell, as for a job only bookmarked in Teal): today, as the form's default.
      application_date: date === '' ? today : isoDate(date, isDayFirst),
      status: mapping.status === undefined ? DEFAULT_APPLICATION_STATUS : (STATUS_LOOKUP.get(statusKey(status)) ?? status),
      // No column: the rows say nothing of it (the database keeps null); an empty cell: not said either.
      ...(mapping.source !== undefined && { source: source === '' ? '' : (SOURCE_LOOKUP.get(statusKey(source)) ?? source) }),
      job_link: values.job_link ?? '',
      job_offer_content: values.job_offer_content ?? '',
      expected_interviews: (values.expected_interviews ?? '').trim().replace(/^(\d+)[.,]0+$/, '$1'),
      resume: null,
    });
    if (!parsed.success) {
      const isUnreadableDate =
        date !== '' && parsed.error.issues.some((issue) => issue.path[0] === 'application_date' && issue.message === t('applications:validation.dateRequired'));
      const reasons = parsed.error.issues.map((issue) => {
        if (issue.path[0] === 'status' && status !== '') return t('applications:csv.badStatus', { status, statuses: APPLICATION_STATUSES.join(', ') });
        if (issue.path[0] === 'source') return t('applications:csv.badSource', { source: quoted(source), sources: Object.values(SOURCE_WORDS).join(', ') });
        // A date that cannot be read (z.iso.date says "required"): what was written and how to write it, once.
        if (issue.path[0] === 'application_date' && isUnreadableDate) return t('applications:csv.badDate', { date });
        return issue.message;
      });
      rejected.push({ line, label: labelOf(values), reasons: [...new Set(reasons)] });
      continue;
    }
    const row = toApplicationRow(parsed.data);
    const match = (row.job_link && savedByLink.get(linkKey(row.job_link))) || savedByName.get(`${identity(row.company_name)}\n${identity(row.job_title)}`);
    if (match) duplicates.push({ line, row, savedAs: `${match.company_name} – ${match.job_title}` });
    else applications.push({ line, row });
  }
  return { applications, duplicates, rejected, ignoredColumns, missing, dates };
}

/** Reads a file: its table, the guessed mapping and the applications it gives with it. */
export function parseApplicationsCsv(text: string, saved: readonly SavedApplication[] = []): ApplicationsCsvResult {
  const read = readCsvTable(text);
  if (!read.ok) return read;
  const mapping = guessMapping(read.table.headers);
  return { ok: true, table: read.table, mapping, ...applicationsFromCsv(read.table, mapping, saved) };
}
