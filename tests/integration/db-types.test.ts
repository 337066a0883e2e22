// src/types/database.ts is generated from the migrations (scripts/gen-db-types.ts); this fails when it is stale.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '../../scripts/gen-db-types.ts';
import { describeLocalOnly, startBackend, type LocalSupabase } from './backend.ts';

describeLocalOnly('the file is generated from this repository’s migrations', 'generated database types', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startBackend();
  }, 120_000);
  afterAll(() => backend?.stop());

  it('src/types/database.ts matches the migrated database (run `npx tsx scripts/gen-db-types.ts` to refresh it)', async () => {
    const generated = await generateDatabaseTypes(backend.dbUrl);
    expect(await readFile(DATABASE_TYPES_PATH, 'utf8')).toBe(generated);
    expect(generated).toContain('coach_sessions: {');
  });
});
