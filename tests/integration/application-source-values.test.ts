// An application's source (issue #42): the values the form, Paste a job and the CSV import accept (APPLICATION_SOURCES,
// from which the CSV's words are read) are exactly those public.applications' check allows, so a CSV row the import
// accepts is never refused by the database, and one it refuses would be too.
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_SOURCES } from '../../src/config/constants.ts';
import { connectDatabase, startBackend, type LocalSupabase } from './backend.ts';

let backend: LocalSupabase;
let db: pg.Client;

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

it('allows in SQL exactly the sources the browser offers and the CSV import reads', async () => {
  const { rows } = await db.query<{ definition: string }>(
    "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'applications_source_check' and conrelid = 'public.applications'::regclass",
  );
  expect(rows).toHaveLength(1);
  const allowed = [...rows[0].definition.matchAll(/'([^']+)'::text/g)].map((match) => match[1]);
  expect(allowed.sort()).toEqual([...APPLICATION_SOURCES].sort());
});
