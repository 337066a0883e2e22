// RFC 4180 CSV: serialize rows of strings and parse them back (quotes, commas, CR/LF inside fields, a UTF-8 BOM). Files
// from a French Excel use ';' between fields: the parser takes the separator its header line uses.
import { t } from 'i18next';

export const UTF8_BOM = '\uFEFF';

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

function quoteField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One line per record, CRLF between records (RFC 4180 §2.1), fields quoted only when they need it. */
export function serializeCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map(quoteField).join(',')).join('\r\n') + '\r\n';
}

export interface CsvRecord {
  /** The 1-based line of the file on which the record starts (a quoted field may span several lines). */
  line: number;
  fields: string[];
}

type Separator = ',' | ';' | '\t';

/** The separator of the first line, outside quotes: ';' (a French Excel), a tab, or ',' when none is more frequent. */
export function detectSeparator(text: string): Separator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let isQuoted = false;
  for (const char of text.slice(0, 10_000)) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && char in counts) counts[char as Separator] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  return counts['\t'] > counts[','] ? '\t' : ',';
}

/**
 * Parses CSV text into records. Accepts CRLF, LF or CR line ends and a leading BOM; skips blank lines.
 * Throws CsvSyntaxError for an unterminated quoted field or text after a closing quote.
 */
export function parseCsv(text: string, separator: Separator = ','): CsvRecord[] {
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let isQuoted = false;
  let quoteLine = 1;
  /** True once the current record has any content (so a lone blank line is not a record). */
  let hasContent = false;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (hasContent) records.push({ line: recordLine, fields });
    fields = [];
    hasContent = false;
  };

  while (i < input.length) {
    const char = input[i];
    if (isQuoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        isQuoted = false;
        i += 1;
        const next = input[i];
        if (next !== undefined && next !== separator && next !== '\r' && next !== '\n') {
          throw new CsvSyntaxError(t('applications:csv.unexpectedText', { line }), line);
        }
        continue;
      }
      if (char === '\r' || char === '\n') {
        // Keep the line break as written, but count lines once for CRLF.
        if (char === '\r' && input[i + 1] === '\n') {
          field += '\r\n';
          i += 2;
        } else {
          field += char;
          i += 1;
        }
        line += 1;
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      isQuoted = true;
      quoteLine = line;
      hasContent = true;
      i += 1;
      continue;
    }
    if (char === separator) {
      hasContent = true;
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    hasContent = true;
    field += char;
    i += 1;
  }
  if (isQuoted) throw new CsvSyntaxError(t('applications:csv.unclosedQuote', { line: quoteLine }), quoteLine);
  endRecord();
  return records;
}

const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * Spreadsheets run cells starting with = + - @ (or a tab / CR) as formulas. Prefix those with an apostrophe;
 * values that already start with apostrophes before such a character get one more, so `unprotectCell` is exact.
 */
export function protectCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unprotectCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}
