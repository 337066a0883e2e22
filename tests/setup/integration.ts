// The integration project's global setup: one Postgres cluster for the whole run, migrated once and kept as a
// template. Each backend a test file starts gets its own clone of it (tests/integration/backend.ts), so no file sees
// another's rows, and no file pays for a cluster of its own (about 1.5 s each, most of a backend's start).
import type { TestProject } from 'vitest/node';
import { startTemplateCluster, type TemplateDatabase } from '../../local-supabase/src/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Null against an external Supabase (SUPABASE_TEST_URL): nothing to clone there. */
    localSupabaseTemplate: TemplateDatabase | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.SUPABASE_TEST_URL) {
    project.provide('localSupabaseTemplate', null);
    return undefined;
  }
  const cluster = await startTemplateCluster({ log: process.env.LOCAL_SUPABASE_VERBOSE === '1' ? console.log : undefined });
  project.provide('localSupabaseTemplate', cluster.template);
  return () => cluster.stop();
}
