// scripts/check-realtime.ts against the fake realtime upstream: the same run whoever has a key does for real.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRealtime } from '../../scripts/check-realtime.ts';
import { startFakeRealtime, type FakeRealtime } from '../fakes/openai-realtime.ts';

const SCRIPTED = 'Can you tell me about a time you had to lead a team through a difficult project?';
let fake: FakeRealtime;
beforeAll(async () => {
  fake = await startFakeRealtime({ transcripts: [SCRIPTED], finalizeMs: 120 });
});
afterAll(() => fake.close());

const config = () => ({ baseUrl: fake.url, realtimeUrl: fake.realtimeUrl, model: 'gpt-live-transcribe' });

describe('check-realtime', () => {
  it('reports browser auth, the delay setting accepted, deltas during speech and commit → final time', async () => {
    const report = await checkRealtime({ config: config(), apiKey: fake.apiKey, delay: 'low', speed: 4 });
    expect(report.mint).toEqual({ status: 200, delayAccepted: true });
    expect(report.browserAuth.ok).toBe(true);
    expect(report.transcript).toBe(SCRIPTED);
    expect(report.commitToFinalMs).toBeGreaterThanOrEqual(120);
    expect(report.firstDeltaAfterStartMs).not.toBeNull();
    expect(report.errors).toEqual([]);
    expect(
      (fake.mints.at(-1)?.request as { session: { audio: { input: { transcription: { delay?: string } } } } }).session.audio.input.transcription.delay,
    ).toBe('low');
  });

  it('reports a refused delay and mints without it, and a refused connection', async () => {
    const refused = await checkRealtime({ config: config(), apiKey: fake.apiKey, delay: 'instant', speed: 4 });
    expect(refused.mint.delayAccepted).toBe(false);
    expect(refused.mint.delayError).toMatch(/delay/);
    expect(refused.mint.status).toBe(200);
    const wrongUrl = await checkRealtime({ config: { ...config(), realtimeUrl: `${fake.realtimeUrl}/elsewhere` }, apiKey: fake.apiKey });
    expect(wrongUrl.browserAuth).toEqual({ ok: false, detail: 'HTTP 404' });
  });

  it('runs from the command line with the gateway’s environment variables', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/check-realtime.ts'], {
      env: { ...process.env, OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, OPENAI_REALTIME_MODEL: 'gpt-live-transcribe' },
    });
    expect(stdout).toContain('browser-style auth: ok');
    expect(JSON.parse(stdout.slice(stdout.indexOf('{')))).toMatchObject({ transcript: SCRIPTED, mint: { delayAccepted: true } });
  });
});
