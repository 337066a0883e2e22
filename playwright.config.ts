// End-to-end tests: the built app in Debian's Chromium against one local backend started by the global setup.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/chromium.ts';

/**
 * Specs whose assertions hang on how long the interviewer or the candidate pauses, heard through a real captured tab
 * or the fake microphone. They run last, one at a time, alone on the machine: a renderer starved by the other worker
 * stalls the meeting tab's audio, and the Copilot hears that stall as a pause like any other (2026-11-26, CI: a 0.7 s
 * stall after "… the hardest part of the project" ended the question there, as a real 0.7 s pause would). One of them
 * on its own: `npx playwright test --no-deps tests/e2e/copilot-turns.spec.ts` (without `--no-deps`, the rest runs first).
 */
const PAUSE_TIMED = ['**/copilot-turns.spec.ts', '**/coach-turns.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 2,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  projects: [
    { name: 'e2e', testIgnore: PAUSE_TIMED },
    { name: 'pauses', testMatch: PAUSE_TIMED, dependencies: ['e2e'], workers: 1 },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
});
