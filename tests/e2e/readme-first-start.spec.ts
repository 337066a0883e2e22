// The README followed literally (issue 37, problem 1): a copy of the project, `cp .env.example .env` with only the
// upstream's key and base URL filled in (and the two port lines the README's Configure section names, so this start
// runs beside the suite's backend), `npm start`, then a Copilot question answered in Chromium. `.env.example` left
// `AI_UPSTREAM_TIMEOUT_MS=` empty, which the gateway read as a 0 ms time-out: every AI call failed while start-up said
// "AI: configured". The upstream is the suite's fake, which answers as OpenAI's API does and has no realtime route,
// so the Start also steps down to recorded transcription as a newcomer's would on such a provider.
// `npm ci` is the one step not repeated: the copy links this checkout's node_modules, installed from the same lockfile.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { freePort } from '../../local-supabase/src/postgres.ts';
import { startFakeUpstream, type FakeUpstream } from '../fakes/openai-upstream.ts';
import { fakeMicrophone } from './copilot-helpers.ts';
import { expect, selectSession, test } from './fixtures.ts';

test.use(fakeMicrophone);

const PROJECT = path.resolve(import.meta.dirname, '../..');

/** The project as a fresh clone has it: every file git knows (committed or new, not ignored), node_modules linked. */
function copyProject(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'offerpilot-readme-'));
  chmodSync(dir, 0o755); // as root, Postgres runs as the `postgres` user, who must enter the data folder inside
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(PROJECT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(PROJECT, file), path.join(dir, file));
  }
  symlinkSync(path.join(PROJECT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** `.env.example` with some of its lines filled in, as a person does in an editor: each line must be there as shipped. */
function envFromExample(dir: string, lines: Record<string, { shipped: string; value: string }>): void {
  let text = readFileSync(path.join(dir, '.env.example'), 'utf8');
  for (const [name, { shipped, value }] of Object.entries(lines)) {
    const line = `\n${name}=${shipped}\n`;
    expect(text, `.env.example has the line ${name}=${shipped}`).toContain(line);
    text = text.replace(line, `\n${name}=${value}\n`);
  }
  writeFileSync(path.join(dir, '.env'), text);
}

let upstream: FakeUpstream;
let dir: string;
let start: ChildProcess;
let output = '';
let appUrl: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  upstream = await startFakeUpstream({ transcript: 'Tell me about a project you are proud of.' });
  dir = copyProject();
  const [backendPort, appPort] = [await freePort(), await freePort()];
  appUrl = `http://localhost:${appPort}`;
  envFromExample(dir, {
    OPENAI_API_KEY: { shipped: '', value: upstream.apiKey },
    OPENAI_BASE_URL: { shipped: '', value: upstream.url },
    LOCAL_SUPABASE_PORT: { shipped: '54321', value: String(backendPort) },
    APP_PORT: { shipped: '5173', value: String(appPort) },
  });
  // What this suite's environment sets would win over `.env`: a newcomer's shell has none of it.
  const example = Object.keys(parseEnv(readFileSync(path.join(dir, '.env.example'), 'utf8')));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !example.includes(name) && !name.startsWith('OFFERPILOT_E2E')));
  start = spawn('npm', ['start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  start.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => (start.exitCode === null ? output : `exited ${start.exitCode}: ${output}`), { timeout: 240_000, message: 'npm start is ready' })
    .toContain('Offerpilot is running');
});

test.afterAll(async () => {
  if (start && start.exitCode === null) {
    const exited = new Promise((resolve) => start.once('exit', resolve));
    process.kill(-(start.pid as number), 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]); // a bound, not a wait: SIGKILL after 15 s
    if (start.exitCode === null) process.kill(-(start.pid as number), 'SIGKILL');
  }
  await upstream?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('cp .env.example .env, key and base URL set, npm start: start-up says the AI answers, and a Copilot question is answered', async ({ page }) => {
  test.setTimeout(120_000);
  await expect.poll(() => output, { message: 'the start-up check of the upstream' }).toContain('AI check: the provider answers');
  expect(output).toContain(`AI:       configured (${upstream.url})`);

  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email address').fill('demo@offerpilot.local');
  await page.getByLabel('Password').fill('offerpilot-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await page.goto(`${appUrl}/copilot2`);
  await selectSession(page, 'Enter Demo Mode');
  await page.getByRole('button', { name: 'Start Session' }).click();
  // This upstream has no realtime sessions: the same Start goes on with recorded transcription.
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
  await expect(page.getByText(/the Copilot goes on with recorded transcription/)).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();

  const question = 'What did you learn from your last project?';
  await page.getByLabel('Transcript').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('copilot-answer')).toContainText(`Suggested answer to: ${question}`, { timeout: 30_000 });
  await expect(page.getByText('The AI provider did not answer in time')).toHaveCount(0);
  expect(upstream.requests.some((request) => request.path === '/chat/completions')).toBe(true);
});
