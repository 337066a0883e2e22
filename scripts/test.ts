// `npm test`: every suite (unit, integration, end-to-end), then one line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPostgresUserCanReach, postgresBinaries } from '../local-supabase/src/postgres-checks.ts';

// Every integration file starts Postgres (as root, as the `postgres` OS user): when it cannot, say so once, not per file.
try {
  await assertPostgresUserCanReach(await postgresBinaries(), os.tmpdir());
} catch (error) {
  console.error(`Tests cannot start Postgres: ${(error as Error).message}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const reportDir = path.resolve('tmp/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

interface Totals {
  passed: number;
  failed: number;
}
const totals: Totals = { passed: 0, failed: 0 };
let crashed = false;
// The names of what failed, repeated just above the totals: a long run's log is often read from its end.
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

// Unit and integration tests (Vitest).
const vitestReport = path.join(reportDir, 'vitest.json');
const vitestStatus = run('Vitest (unit + integration)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as VitestReport;
  totals.passed += report.numPassedTests;
  failures.push(...vitestFailures(report));
  totals.failed += report.numFailedTests + (report.numFailedTests === 0 && vitestStatus !== 0 ? Math.max(report.numFailedTestSuites, 1) : 0);
} else {
  crashed = true;
}

// End-to-end tests (Playwright in Debian's Chromium), when there are any.
const e2eDir = path.resolve('tests/e2e');
if (existsSync(e2eDir) && readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'))) {
  const playwrightReport = path.join(reportDir, 'playwright.json');
  const status = run('Playwright (end-to-end)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as PlaywrightReport;
    totals.passed += report.stats.expected + report.stats.flaky;
    failures.push(...playwrightFailures(report));
    totals.failed += report.stats.unexpected + (report.stats.unexpected === 0 && status !== 0 ? 1 : 0);
  } else {
    crashed = true;
  }
}

if (crashed) totals.failed += 1;
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

function firstLine(text: string | undefined): string {
  return (
    (text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside any test (an import, a hook) has no failed test to name.
    return tests.length === 0 && file.status === 'failed' ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; ok: boolean; line: number }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

function playwrightFailures(report: PlaywrightReport): string[] {
  const walk = (suite: PlaywrightSuite, file: string): string[] => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${file}:${spec.line} › ${spec.title}`),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, inner.file ?? file)),
  ];
  return report.suites.flatMap((suite) => walk(suite, suite.file ?? suite.title));
}
