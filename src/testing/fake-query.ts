// The query chain of the supabase fake (fake-supabase.ts): filters, order and range over rows in memory, and the answer
// postgrest-js gives for the request PostgREST would have received. Like postgrest-js, nothing runs until it is awaited.
export type Row = Record<string, unknown>;

export interface Answer {
  data: unknown;
  error: { code: string; message: string; details: string; hint: string | null } | null;
  count: null;
  status: number;
  statusText: string;
}

type Operation = 'select' | 'insert' | 'update' | 'delete';

interface Source {
  table: string;
  rows: Row[];
  gate: () => Promise<void> | undefined;
  log: Array<{ table: string; operation: 'insert' | 'update' | 'delete'; rows: Row[] }>;
  /** The id the database gives a new row. */
  newId: () => string;
  /** A fixed answer (an unknown function), whatever the chain asks. */
  answer?: Answer;
}

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No Content', 406: 'Not Acceptable' };

function answer(status: number, data: unknown, error: Answer['error'] = null): Answer {
  return { data, error, count: null, status, statusText: STATUS_TEXT[status] ?? '' };
}

/** PostgREST's answer to `Accept: application/vnd.pgrst.object+json` (single()) when the rows are not exactly one. */
function notOneRow(count: number): Answer {
  return answer(406, null, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${count} rows`,
    hint: null,
  });
}

/** postgrest-js's own answer when maybeSingle() receives more than one row. */
function tooManyRows(count: number): Answer {
  return answer(406, null, {
    code: 'PGRST116',
    message: 'JSON object requested, multiple (or no) rows returned',
    details: `Results contain ${count} rows, application/vnd.pgrst.object+json requires 1 row`,
    hint: null,
  });
}

/** The columns of a plain select list; null for `*` or anything with embeds, aliases or casts (the whole row is kept). */
function plainColumns(columns: string): string[] | null {
  const names = columns.split(',').map((name) => name.trim());
  return names.some((name) => name === '*' || /[():>]/.test(name)) ? null : names;
}

export class FakeQuery implements PromiseLike<Answer> {
  private operation: Operation = 'select';
  private values: Row[] = [];
  private filters: Array<(row: Row) => boolean> = [];
  private sorts: Array<{ column: string; ascending: boolean }> = [];
  private window: { from: number; to: number } | null = null;
  private returns: string[] | null | undefined;
  private cardinality: 'many' | 'single' | 'maybeSingle' = 'many';

  constructor(private readonly source: Source) {}

  select(columns = '*') {
    this.returns = plainColumns(columns);
    return this;
  }
  insert(values: Row | Row[]) {
    this.operation = 'insert';
    this.values = Array.isArray(values) ? values : [values];
    return this;
  }
  update(values: Row) {
    this.operation = 'update';
    this.values = [values];
    return this;
  }
  delete() {
    this.operation = 'delete';
    return this;
  }
  eq = (column: string, value: unknown) => this.where((row) => String(row[column]) === String(value));
  neq = (column: string, value: unknown) => this.where((row) => String(row[column]) !== String(value));
  in = (column: string, values: unknown[]) => this.where((row) => values.map(String).includes(String(row[column])));
  is = (column: string, value: null | boolean) => this.where((row) => (row[column] ?? null) === value);
  gt = (column: string, value: string | number) => this.where((row) => (row[column] as string | number) > value);
  gte = (column: string, value: string | number) => this.where((row) => (row[column] as string | number) >= value);
  lt = (column: string, value: string | number) => this.where((row) => (row[column] as string | number) < value);
  lte = (column: string, value: string | number) => this.where((row) => (row[column] as string | number) <= value);
  match = (query: Row) => this.where((row) => Object.entries(query).every(([column, value]) => String(row[column]) === String(value)));
  order(column: string, options: { ascending?: boolean } = {}) {
    this.sorts.push({ column, ascending: options.ascending ?? true });
    return this;
  }
  limit(count: number) {
    this.window = { from: this.window?.from ?? 0, to: (this.window?.from ?? 0) + count - 1 };
    return this;
  }
  range(from: number, to: number) {
    this.window = { from, to };
    return this;
  }
  abortSignal(_signal: AbortSignal) {
    return this;
  }
  single() {
    this.cardinality = 'single';
    return this;
  }
  maybeSingle() {
    this.cardinality = 'maybeSingle';
    return this;
  }

  then<Result1 = Answer, Result2 = never>(
    onDone?: ((value: Answer) => Result1 | PromiseLike<Result1>) | null,
    onFailed?: ((reason: unknown) => Result2 | PromiseLike<Result2>) | null,
  ) {
    return this.run().then(onDone, onFailed);
  }

  private where(test: (row: Row) => boolean) {
    this.filters.push(test);
    return this;
  }

  private async run(): Promise<Answer> {
    if (this.source.answer) return this.source.answer;
    if (this.operation === 'select') await this.source.gate();
    const rows = this.write();
    const status = this.operation === 'insert' ? 201 : this.returns === undefined && this.operation !== 'select' ? 204 : 200;
    if (this.returns === undefined && this.operation !== 'select') return answer(status, null);
    const shown = rows.map((row) =>
      this.returns ? Object.fromEntries(this.returns.filter((column) => column in row).map((column) => [column, row[column]])) : { ...row },
    );
    if (this.cardinality === 'many') return answer(status, shown);
    if (this.cardinality === 'single') return shown.length === 1 ? answer(status, shown[0]) : notOneRow(shown.length);
    return shown.length > 1 ? tooManyRows(shown.length) : answer(status, shown[0] ?? null);
  }

  /** Applies the write to the table and gives the rows the request concerns. */
  private write(): Row[] {
    const { rows, table, log, newId } = this.source;
    if (this.operation === 'insert') {
      const added = this.values.map((values) => ({ id: newId(), created_at: new Date().toISOString(), ...values }));
      rows.push(...added);
      log.push({ table, operation: 'insert', rows: this.values });
      return added;
    }
    const filtered = this.sorted(rows.filter((row) => this.filters.every((test) => test(row))));
    const matching = this.window ? filtered.slice(this.window.from, this.window.to + 1) : filtered;
    if (this.operation === 'update') {
      matching.forEach((row) => Object.assign(row, this.values[0]));
      log.push({ table, operation: 'update', rows: this.values });
    }
    if (this.operation === 'delete') {
      rows.splice(0, rows.length, ...rows.filter((row) => !matching.includes(row)));
      log.push({ table, operation: 'delete', rows: matching });
    }
    return matching;
  }

  private sorted(rows: Row[]): Row[] {
    return this.sorts.reduceRight(
      (sorted, { column, ascending }) =>
        [...sorted].sort((a, b) => (a[column] === b[column] ? 0 : (a[column] as string) > (b[column] as string) === ascending ? 1 : -1)),
      rows,
    );
  }
}
