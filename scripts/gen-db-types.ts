// `npx tsx scripts/gen-db-types.ts`: writes src/types/database.ts from the migrated database, in the `Database` shape
// `supabase gen types typescript` gives supabase-js. Without SUPABASE_DB_URL it starts a fresh local backend (every
// migration applied) and stops it afterwards. tests/integration/db-types.test.ts fails when the file is stale.
// One step beyond the Supabase CLI: a text column held by `check (column in ('a', 'b'))`, on the column or on its
// domain, gets the union 'a' | 'b', so the SPA reads statuses, plans and languages typed without casts.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLocalSupabase } from '../local-supabase/src/index.ts';

export const DATABASE_TYPES_PATH = fileURLToPath(new URL('../src/types/database.ts', import.meta.url));
const SCHEMA = 'public';

interface ColumnInfo {
  relation: string;
  kind: 'r' | 'v';
  name: string;
  type: string;
  /** The domain the column is declared with; `type` is then its base type. */
  domain: string | null;
  element_type: string | null;
  is_enum: boolean;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
}

interface ForeignKeyInfo {
  relation: string;
  name: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionInfo {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_defaults: number;
  returns: string;
  returns_set: boolean;
  returns_relation: string | null;
  table_columns: Array<{ name: string; type: string }> | null;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'citext',
  'name',
]);

function tsType(type: string, enums: ReadonlySet<string>): string {
  if (type.startsWith('_')) return `${tsType(type.slice(1), enums)}[]`;
  if (NUMBER_TYPES.has(type)) return 'number';
  if (STRING_TYPES.has(type)) return 'string';
  if (type === 'bool') return 'boolean';
  if (type === 'json' || type === 'jsonb' || type === 'record') return 'Json';
  if (type === 'void') return 'undefined';
  if (enums.has(type)) return `Database['${SCHEMA}']['Enums']['${type}']`;
  return 'unknown';
}

const quote = (value: string) => `'${value.replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
const indent = (lines: string[], depth: number) => lines.map((line) => `${'  '.repeat(depth)}${line}`);

function objectType(fields: Array<[string, string]>, depth: number): string[] {
  if (fields.length === 0) return ['{ [_ in never]: never }'];
  return [
    '{',
    ...indent(
      fields.map(([name, type]) => `${name}: ${type}`),
      depth + 1,
    ).map((line) => line),
    `${'  '.repeat(depth)}}`,
  ];
}

function block(name: string, body: string[], depth: number): string[] {
  const [first, ...rest] = body;
  return [`${'  '.repeat(depth)}${name}: ${first}`, ...rest];
}

async function readCatalog(client: pg.Client) {
  const enums = await client.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 group by t.typname order by t.typname`,
    [SCHEMA],
  );
  const columns = await client.query<ColumnInfo>(
    `select c.relname as relation, c.relkind as kind, a.attname as name, coalesce(bt.typname, t.typname) as type,
            case when t.typtype = 'd' then t.typname end as domain,
            (t.typcategory = 'E') as is_enum, null as element_type, not a.attnotnull as nullable,
            (a.atthasdef or a.attidentity <> '') as has_default, (a.attgenerated <> '') as generated
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = $1 and c.relkind in ('r', 'v')
      order by c.relname, a.attname`,
    [SCHEMA],
  );
  const foreignKeys = await client.query<ForeignKeyInfo>(
    `select c.relname as relation, k.conname as name,
            array(select attname from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey) order by attnum)::text[] as columns,
            r.relname as referenced,
            array(select attname from pg_attribute where attrelid = k.confrelid and attnum = any(k.confkey) order by attnum)::text[] as referenced_columns,
            exists (select 1 from pg_constraint u where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                     and u.conkey::int2[] @> k.conkey::int2[] and u.conkey::int2[] <@ k.conkey::int2[]) as one_to_one
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, k.conname`,
    [SCHEMA],
  );
  const functions = await client.query<FunctionInfo>(
    `select p.proname as name, p.proargnames::text[] as arg_names,
            array(select format_type_name from unnest(p.proargtypes::oid[]) with ordinality as a(oid, i)
                    cross join lateral (select typname as format_type_name from pg_type where oid = a.oid) t order by i)::text[] as arg_types,
            p.pronargdefaults as arg_defaults, rt.typname as returns, p.proretset as returns_set,
            (select rc.relname from pg_class rc join pg_namespace rcn on rcn.oid = rc.relnamespace
              where rc.oid = rt.typrelid and rcn.nspname = $1 and rc.relkind in ('r', 'v')) as returns_relation,
            case when p.proargmodes is not null then
              (select json_agg(json_build_object('name', m.name, 'type', (select typname from pg_type where oid = m.type)) order by m.i)
                 from unnest(p.proargnames, p.proargmodes::text[], p.proallargtypes::oid[]) with ordinality as m(name, mode, type, i)
                where m.mode = 't') end as table_columns
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'
      order by p.proname, p.oid`,
    [SCHEMA],
  );
  const checks = await client.query<{ relation: string; definition: string }>(
    `select coalesce(c.relname, 'domain ' || d.typname) as relation, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k left join pg_class c on c.oid = k.conrelid left join pg_type d on d.oid = k.contypid
       join pg_namespace n on n.oid = coalesce(c.relnamespace, d.typnamespace)
      where k.contype = 'c' and n.nspname = $1 order by 1, k.conname`,
    [SCHEMA],
  );
  return { enums: enums.rows, columns: columns.rows, foreignKeys: foreignKeys.rows, functions: functions.rows, allowedValues: allowedValues(checks.rows) };
}

const IN_LIST_CHECK = /^CHECK \(\((\w+|VALUE) = ANY \(ARRAY\[((?:'[^']*'::text(?:, )?)+)\]\)\)\)$/;

/** `relation.column` (or `domain name.VALUE`) → the literal values its `check (column in (...))` allows. */
function allowedValues(checks: Array<{ relation: string; definition: string }>): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const { relation, definition } of checks) {
    const match = IN_LIST_CHECK.exec(definition);
    if (match)
      values.set(
        `${relation}.${match[1]}`,
        [...match[2].matchAll(/'([^']*)'::text/g)].map((value) => value[1]),
      );
  }
  return values;
}

function render(catalog: Awaited<ReturnType<typeof readCatalog>>): string {
  const enumNames = new Set(catalog.enums.map((e) => e.name));
  const relations = [...new Set(catalog.columns.map((c) => c.relation))];
  const columnsOf = (relation: string) => catalog.columns.filter((c) => c.relation === relation);
  const columnType = (c: ColumnInfo) => {
    const allowed = catalog.allowedValues.get(c.domain ? `domain ${c.domain}.VALUE` : `${c.relation}.${c.name}`);
    return `${allowed ? allowed.map(quote).join(' | ') : tsType(c.type, enumNames)}${c.nullable ? ' | null' : ''}`;
  };
  const rowType = (columns: ColumnInfo[]) => columns.map((c): [string, string] => [key(c.name), columnType(c)]);

  const relationships = (relation: string) => {
    const keys = catalog.foreignKeys.filter((f) => f.relation === relation);
    if (keys.length === 0) return ['[]'];
    return [
      '[',
      ...keys.flatMap((f) => [
        '  {',
        `    foreignKeyName: ${quote(f.name)}`,
        `    columns: [${f.columns.map(quote).join(', ')}]`,
        `    isOneToOne: ${f.one_to_one}`,
        `    referencedRelation: ${quote(f.referenced)}`,
        `    referencedColumns: [${f.referenced_columns.map(quote).join(', ')}]`,
        '  },',
      ]),
      ']',
    ];
  };

  const relationBlock = (relation: string, withWrites: boolean) => {
    const columns = columnsOf(relation);
    const insert = columns.map((c): [string, string] =>
      c.generated ? [`${key(c.name)}?`, 'never'] : [`${key(c.name)}${c.nullable || c.has_default ? '?' : ''}`, columnType(c)],
    );
    const update = columns.map((c): [string, string] => [`${key(c.name)}?`, c.generated ? 'never' : columnType(c)]);
    const lines = [
      ...block('Row', objectType(rowType(columns), 0), 0),
      ...(withWrites ? [...block('Insert', objectType(insert, 0), 0), ...block('Update', objectType(update, 0), 0)] : []),
      ...block('Relationships', relationships(relation), 0),
    ];
    return [`${key(relation)}: {`, ...indent(lines, 1), '}'];
  };

  const functionBlock = (fn: FunctionInfo) => {
    const inputNames = (fn.arg_names ?? []).slice(0, fn.arg_types.length);
    const firstDefault = fn.arg_types.length - fn.arg_defaults;
    const args = fn.arg_types.map((type, i): [string, string] => [
      `${key(inputNames[i] ?? `arg${i}`)}${i >= firstDefault ? '?' : ''}`,
      tsType(type, enumNames),
    ]);
    const fields = (columns: Array<{ name: string; type: string }>) => columns.map((c): [string, string] => [key(c.name), tsType(c.type, enumNames)]);
    const returned = fn.returns_relation
      ? objectType(rowType(columnsOf(fn.returns_relation)), 0)
      : fn.table_columns
        ? objectType(fields(fn.table_columns), 0)
        : [tsType(fn.returns, enumNames)];
    if (fn.returns_set || fn.table_columns) returned[returned.length - 1] += '[]';
    const setof = fn.returns_relation
      ? [`SetofOptions: { from: '*'; to: ${quote(fn.returns_relation)}; isOneToOne: ${!fn.returns_set}; isSetofReturn: ${fn.returns_set} }`]
      : [];
    const lines = [...block('Args', args.length === 0 ? ['Record<PropertyKey, never>'] : objectType(args, 0), 0), ...block('Returns', returned, 0), ...setof];
    return [`${key(fn.name)}: {`, ...indent(lines, 1), '}'];
  };

  const section = (name: string, entries: string[][]) =>
    entries.length === 0 ? [`${name}: { [_ in never]: never }`] : [`${name}: {`, ...indent(entries.flat(), 1), '}'];
  const schema = [
    ...section(
      'Tables',
      relations.filter((r) => columnsOf(r)[0].kind === 'r').map((r) => relationBlock(r, true)),
    ),
    ...section(
      'Views',
      relations.filter((r) => columnsOf(r)[0].kind === 'v').map((r) => relationBlock(r, false)),
    ),
    ...section('Functions', catalog.functions.map(functionBlock)),
    ...section(
      'Enums',
      catalog.enums.map((e) => [`${key(e.name)}: ${e.labels.map(quote).join(' | ')}`]),
    ),
    'CompositeTypes: { [_ in never]: never }',
  ];
  return [
    '// Generated by scripts/gen-db-types.ts from supabase/migrations; do not edit by hand.',
    '// Run `npx tsx scripts/gen-db-types.ts` after changing a migration (tests/integration/db-types.test.ts checks it).',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export type Database = {',
    "  __InternalSupabase: { PostgrestVersion: '12' }",
    `  ${SCHEMA}: {`,
    ...indent(schema, 2),
    '  }',
    '}',
    '',
    `type PublicSchema = Database['${SCHEMA}'];`,
    "export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];",
    "export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];",
    "export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];",
    "export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];",
    '',
  ].join('\n');
}

/** The text of src/types/database.ts for the database at `dbUrl`. */
export async function generateDatabaseTypes(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return render(await readCatalog(client));
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const external = process.env.SUPABASE_DB_URL;
  const backend = external ? null : await startLocalSupabase();
  try {
    await writeFile(DATABASE_TYPES_PATH, await generateDatabaseTypes(external ?? backend!.dbUrl));
    console.log(`Wrote ${DATABASE_TYPES_PATH}`);
  } finally {
    await backend?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
