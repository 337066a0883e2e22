// PostgREST's HTTP answers over tables kept in memory, as a `fetch`: unit and component tests give it to the real
// supabase-js client (fake-supabase.ts), so the data layer's queries are built by the real postgrest-js (upsert, or,
// single, count…) and only the server is stood in for. The bodies follow PostgREST 12 (PGRST116, PGRST202, checked
// 2026-11-26). What it does not implement (an embed's own rows, array operators, full-text search) it refuses with a 501,
// so a test that needs it fails loudly instead of passing on a guess.
export type Row = Record<string, unknown>;

export interface InMemoryBackend {
  rows: (table: string) => Row[];
  /** While it returns a promise for a table, reading that table waits for it (a slow load). */
  gate: (table: string) => Promise<void> | undefined;
  /** Every write, in order: what the app sent, and which rows a delete removed. */
  log: Array<{ table: string; operation: 'insert' | 'update' | 'delete'; rows: Row[] }>;
  /** The id the database gives a new row. */
  newId: () => string;
  /** The database functions, by name: the rows each answers with (an unknown name is PostgREST's 404 PGRST202). */
  rpcs: Record<string, (args: Row) => Row[]>;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
  406: 'Not Acceptable',
  501: 'Not Implemented',
};

function reply(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

const pgrstError = (code: string, message: string, details: string | null = null, hint: string | null = null) => ({ code, details, hint, message });
const notImplemented = (what: string) =>
  reply(501, pgrstError('PGRST501', `in-memory PostgREST (src/testing/in-memory-postgrest.ts) does not implement ${what}`));

/** Splits a PostgREST list on commas outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (!quoted && char === ')') depth -= 1;
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts.map((part) => part.trim());
}

const unquote = (value: string) => (value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);

function compare(cell: unknown, value: string): number {
  if (typeof cell === 'number') return cell - Number(value);
  const text = String(cell);
  return text === value ? 0 : text > value ? 1 : -1;
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*');
  return new RegExp(`^${escaped}$`, flags);
}

type Test = (row: Row) => boolean;

/** One `column=op.value` condition (with `not.`), or why it is not implemented. */
function condition(column: string, expression: string): Test | string {
  const negated = expression.startsWith('not.');
  const body = negated ? expression.slice(4) : expression;
  const dot = body.indexOf('.');
  const [operator, value] = [body.slice(0, dot), body.slice(dot + 1)];
  let test: Test;
  switch (operator) {
    case 'eq':
      test = (row) => row[column] !== null && row[column] !== undefined && compare(row[column], value) === 0;
      break;
    case 'neq':
      test = (row) => row[column] !== null && row[column] !== undefined && compare(row[column], value) !== 0;
      break;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const holds = { gt: (n: number) => n > 0, gte: (n: number) => n >= 0, lt: (n: number) => n < 0, lte: (n: number) => n <= 0 }[operator];
      test = (row) => row[column] !== null && row[column] !== undefined && holds(compare(row[column], value));
      break;
    }
    case 'like':
    case 'ilike': {
      const pattern = likeToRegExp(value, operator === 'ilike' ? 'i' : '');
      test = (row) => typeof row[column] === 'string' && pattern.test(row[column] as string);
      break;
    }
    case 'is': {
      const expected = value === 'null' ? null : value === 'true' ? true : value === 'false' ? false : undefined;
      if (expected === undefined) return `is.${value}`;
      test = (row) => (row[column] ?? null) === expected;
      break;
    }
    case 'in': {
      const values = splitTopLevel(value.replace(/^\(|\)$/g, '')).map(unquote);
      test = (row) => row[column] !== null && row[column] !== undefined && values.some((candidate) => compare(row[column], candidate) === 0);
      break;
    }
    default:
      return `the ${operator} operator`;
  }
  return negated ? (row) => !test(row) : test;
}

/** `or=(a.eq.1,b.eq.2)` / `and=(…)`, nested. */
function logical(kind: 'or' | 'and', list: string): Test | string {
  const tests: Test[] = [];
  for (const part of splitTopLevel(list.replace(/^\(|\)$/g, ''))) {
    const nested = /^(not\.)?(or|and)(\(.*\))$/.exec(part);
    const dot = part.indexOf('.');
    const test = nested ? logical(nested[2] as 'or' | 'and', nested[3]) : condition(part.slice(0, dot), part.slice(dot + 1));
    if (typeof test === 'string') return test;
    tests.push(nested?.[1] ? (row) => !test(row) : test);
  }
  return kind === 'or' ? (row) => tests.some((test) => test(row)) : (row) => tests.every((test) => test(row));
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

function filtersOf(params: URLSearchParams): Test[] | string {
  const tests: Test[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const test =
      key === 'or' || key === 'and' ? logical(key, value) : /^not\.(or|and)$/.test(key) ? logical(key.slice(4) as 'or' | 'and', value) : condition(key, value);
    if (typeof test === 'string') return test;
    tests.push(key.startsWith('not.') ? (row) => !test(row) : test);
  }
  return tests;
}

function ordered(rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const keys = splitTopLevel(order).map((term) => {
    const [column, ...modifiers] = term.split('.');
    return {
      column,
      ascending: !modifiers.includes('desc'),
      nullsFirst: modifiers.includes('nullsfirst') || (modifiers.includes('desc') && !modifiers.includes('nullslast')),
    };
  });
  return [...rows].sort((a, b) => {
    for (const { column, ascending, nullsFirst } of keys) {
      const [x, y] = [a[column] ?? null, b[column] ?? null];
      if (x === y) continue;
      if (x === null || y === null) return (x === null) === nullsFirst ? -1 : 1;
      const difference = typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1;
      return ascending ? difference : -difference;
    }
    return 0;
  });
}

/** The columns a select list shows; null for `*`, embeds, aliases or casts (the whole row is shown). */
function shownColumns(select: string | null): string[] | null {
  if (!select) return null;
  const names = splitTopLevel(select);
  return names.some((name) => name === '*' || /[():]/.test(name)) ? null : names;
}

function preferences(request: Request): Set<string> {
  return new Set((request.headers.get('prefer') ?? '').split(',').map((preference) => preference.trim()));
}

/** The answer PostgREST gives to the rows a request concerns: its representation, one object, a count. */
function represent(request: Request, rows: Row[], status: number, params: URLSearchParams, total: number): Response {
  const prefer = preferences(request);
  const headers: Record<string, string> = {};
  if (prefer.has('count=exact')) headers['content-range'] = `${rows.length ? `0-${rows.length - 1}` : '*'}/${total}`;
  const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
  if (isWrite && !prefer.has('return=representation')) return reply(status === 201 ? 201 : 204, undefined, headers);
  const columns = shownColumns(params.get('select'));
  const shown = rows.map((row) =>
    columns ? Object.fromEntries(columns.filter((column) => column in row).map((column) => [column, row[column]])) : { ...row },
  );
  if ((request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json')) {
    if (shown.length !== 1)
      return reply(406, pgrstError('PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${shown.length} rows`));
    return reply(status, shown[0], headers);
  }
  if (request.method === 'HEAD') return reply(status, undefined, headers);
  return reply(status, shown, headers);
}

async function handle(backend: InMemoryBackend, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/rest\/v1\//, '');
  const params = url.searchParams;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  if (path.startsWith('rpc/')) {
    const name = path.slice(4);
    const rpc = backend.rpcs[name];
    if (!rpc)
      return reply(
        404,
        pgrstError(
          'PGRST202',
          `Could not find the function public.${name} without parameters in the schema cache`,
          `Searched for the function public.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
        ),
      );
    return reply(200, rpc(body ? (JSON.parse(body) as Row) : {}));
  }
  const table = path;
  const rows = backend.rows(table);
  const filters = filtersOf(params);
  if (typeof filters === 'string') return notImplemented(filters);
  const matches = (row: Row) => filters.every((test) => test(row));
  const offset = Number(params.get('offset') ?? 0);
  const limit = params.has('limit') ? Number(params.get('limit')) : Infinity;
  const window = (list: Row[]) => list.slice(offset, offset + limit);

  if (request.method === 'GET' || request.method === 'HEAD') {
    await backend.gate(table);
    const found = ordered(rows.filter(matches), params.get('order'));
    return represent(request, window(found), 200, params, found.length);
  }
  const sent = body ? (JSON.parse(body) as Row | Row[]) : {};
  if (request.method === 'POST') {
    const values = Array.isArray(sent) ? sent : [sent];
    const prefer = preferences(request);
    const conflictColumns =
      prefer.has('resolution=merge-duplicates') || prefer.has('resolution=ignore-duplicates') ? (params.get('on_conflict') ?? 'id').split(',') : null;
    const written: Row[] = [];
    for (const value of values) {
      const existing =
        conflictColumns && rows.find((row) => conflictColumns.every((column) => column in value && String(row[column]) === String(value[column])));
      if (existing) {
        if (prefer.has('resolution=merge-duplicates')) Object.assign(existing, value);
        written.push(existing);
        continue;
      }
      const added = { id: backend.newId(), created_at: new Date().toISOString(), ...value };
      rows.push(added);
      written.push(added);
    }
    backend.log.push({ table, operation: 'insert', rows: values });
    return represent(request, written, 201, params, written.length);
  }
  const matching = window(ordered(rows.filter(matches), params.get('order')));
  if (request.method === 'PATCH') {
    matching.forEach((row) => Object.assign(row, sent));
    backend.log.push({ table, operation: 'update', rows: [sent as Row] });
    return represent(request, matching, 200, params, matching.length);
  }
  if (request.method === 'DELETE') {
    rows.splice(0, rows.length, ...rows.filter((row) => !matching.includes(row)));
    backend.log.push({ table, operation: 'delete', rows: matching });
    return represent(request, matching, 200, params, matching.length);
  }
  return notImplemented(`the ${request.method} method`);
}

/** A `fetch` that answers `…/rest/v1/…` as PostgREST would, from `backend`. */
export function inMemoryPostgrest(backend: InMemoryBackend): typeof fetch {
  return async (input, init) => handle(backend, new Request(input, init));
}
