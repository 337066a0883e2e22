// Rows as CSV (RFC 4180): a header of every column seen, objects as JSON, and cells that a spreadsheet would run as a
// formula (= + - @ at the start) prefixed with an apostrophe.

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const lines = [columns.map(cell).join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
