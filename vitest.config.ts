import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { '@': src, '@shared': shared } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}', 'supabase/functions/**/*.test.ts', 'local-supabase/src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['./tests/setup/unit.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          // One Postgres cluster for the run, migrated once; each file's backend runs on its own clone of it.
          globalSetup: ['./tests/setup/integration.ts'],
          // Each integration file starts its own backend (PostgREST, Deno, a database): run them after the unit tests.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
