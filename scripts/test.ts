// `npm test`: every suite (unit and integration, then end-to-end), then one line with the totals.
// `.ci/run` adds lanes: `tsx scripts/test.ts --checks --vitest-node-bin <dir>` runs lint, typecheck and the Vitest pass
// (on the Node in <dir>) side by side, then the end-to-end suite on its own (its timing-sensitive specs want the
// machine to themselves), then each lane's wall time and the totals of everything run.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertPostgresUserCanReach, postgresBinaries } from '../local-supabase/src/postgres-checks.ts';

const { values: flags } = parseArgs({
  options: {
    // Lint and typecheck as lanes beside the Vitest pass, each counted as one check.
    checks: { type: 'boolean', default: false },
    // A folder holding another `node` for the Vitest pass (CI: Node 24 while the machine has another).
    'vitest-node-bin': { type: 'string' },
  },
});

// Every integration file needs Postgres (as root, run as the `postgres` OS user): when it cannot start, say so once.
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

interface Outcome {
  passed: number;
  failed: number;
  /** Names of what failed, repeated above the totals: a long run's log is often read from its end. */
  failures: string[];
}

interface Lane {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** What the lane's exit status and reports say passed and failed. */
  outcome(status: number): Outcome;
}

interface Finished {
  lane: Lane;
  status: number;
  ms: number;
  log?: string;
  /** Read from the lane's reports, not only its exit status (a tool can exit 0 after failures). */
  outcome: Outcome;
}

/** A check without a report of its own (lint, typecheck): one check, passed or failed. */
function check(name: string, script: string): Lane {
  return {
    name,
    command: 'npm',
    args: ['run', '--silent', script],
    outcome: (status) => (status === 0 ? { passed: 1, failed: 0, failures: [] } : { passed: 0, failed: 1, failures: [`${name}: see its log above`] }),
  };
}

/** The Vitest pass: the unit tests, then the integration tests. */
function vitestLane(nodeBin: string | undefined): Lane {
  const name = 'vitest';
  const report = path.join(reportDir, `${name}.json`);
  return {
    name: nodeBin ? `${name} on Node ${readNodeVersion(nodeBin)}` : name,
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env: nodeBin ? { PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ''}` } : undefined,
    outcome: (status) => {
      if (!existsSync(report)) return { passed: 0, failed: 1, failures: [`${name}: no report (the run crashed)`] };
      const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
      // Failed with no failed test: a file that failed to load, or an error outside the tests.
      const unexplained = result.numFailedTests === 0 && status !== 0 ? Math.max(result.numFailedTestSuites, 1) : 0;
      return { passed: result.numPassedTests, failed: result.numFailedTests + unexplained, failures: vitestFailures(result) };
    },
  };
}

function playwrightLane(): Lane {
  const report = path.join(reportDir, 'playwright.json');
  return {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    outcome: (status) => {
      if (!existsSync(report)) return { passed: 0, failed: 1, failures: ['e2e: no report (the run crashed)'] };
      const result = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
      const unexplained = result.stats.unexpected === 0 && status !== 0 ? 1 : 0;
      return { passed: result.stats.expected + result.stats.flaky, failed: result.stats.unexpected + unexplained, failures: playwrightFailures(result) };
    },
  };
}

function readNodeVersion(nodeBin: string): string {
  const node = path.join(nodeBin, 'node');
  if (!existsSync(node)) throw new Error(`--vitest-node-bin ${nodeBin} holds no node`);
  return spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
}

/**
 * Runs a lane. Alone, its output streams as it comes; beside others, it goes to its own log, printed whole when the
 * lane is the first to fail (the others' failures end with their last lines and the log's path).
 */
function runLane(lane: Lane, alone: boolean): Promise<Omit<Finished, 'outcome'>> {
  const started = Date.now();
  console.log(`\n=== ${lane.name}: ${lane.command} ${lane.args.join(' ')}${alone ? '' : ' (beside other lanes)'}`);
  const log = alone ? undefined : path.join(reportDir, `${lane.name.replace(/[^a-z0-9.]+/gi, '-')}.log`);
  const child = spawn(lane.command, lane.args, {
    env: { ...process.env, ...lane.env },
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (log) {
    const file = createWriteStream(log);
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve({ lane, status: 1, ms: Date.now() - started, log }));
    child.on('close', (code) => resolve({ lane, status: code ?? 1, ms: Date.now() - started, log }));
  });
}

let shownWhole = false;

function report(finished: Finished): void {
  const { lane, status, ms, log, outcome } = finished;
  const verdict = outcome.failed === 0 ? 'passed' : `FAILED (${outcome.failed} failed, exit ${status})`;
  console.log(`\n--- ${lane.name}: ${verdict} after ${duration(ms)}${log ? `, log ${path.relative(process.cwd(), log)}` : ''}`);
  if (outcome.failed === 0 || !log) return;
  const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
  console.log((shownWhole ? lines.slice(-60) : lines).join('\n'));
  shownWhole = true;
}

/** Runs the lanes side by side, reporting each as it ends. */
async function runTogether(lanes: Lane[]): Promise<Finished[]> {
  return Promise.all(
    lanes.map(async (lane) => {
      const ended = await runLane(lane, lanes.length === 1);
      const finished = { ...ended, outcome: lane.outcome(ended.status) };
      report(finished);
      return finished;
    }),
  );
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const runStarted = Date.now();
const nodeBin = flags['vitest-node-bin'];
// CI's lanes: lint, typecheck and one Vitest pass (unit, then integration). Measured under this machine's load
// (2026-11-28, load 20-23 on 2 cores): with the unit and integration tests as two more lanes, the unit tests (one
// worker) were starved (23 of 155 files in 18 min, against all 155 plus the integration files in 21 min as one pass)
// and two integration tests hit their 30 s timeouts; as one pass beside lint and typecheck, none did.
const firstLanes = [...(flags.checks ? [check('lint', 'lint'), check('typecheck', 'typecheck')] : []), vitestLane(nodeBin)];
const finished = await runTogether(firstLanes);
const e2eDir = path.resolve('tests/e2e');
if (existsSync(e2eDir) && readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'))) finished.push(...(await runTogether([playwrightLane()])));

const outcomes = finished.map((f) => f.outcome);
console.log('\nLanes (wall time):');
for (const { lane, ms, outcome } of finished) {
  console.log(
    `  ${lane.name.padEnd(28)} ${duration(ms).padStart(12)}  ${outcome.failed === 0 ? 'ok' : 'FAILED'}, ${outcome.passed} passed, ${outcome.failed} failed`,
  );
}
console.log(`  ${'whole run'.padEnd(28)} ${duration(Date.now() - runStarted).padStart(12)}`);

const failures = outcomes.flatMap((o) => o.failures);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
const failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

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
