// scripts/check-realtime.ts against the fake realtime upstream: the same run whoever has a key does for real.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRealtime } from '../../scripts/check-realtime.ts';
import { compareMintRefusals } from '../../scripts/compare-refusals.ts';
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
    expect(stdout).toContain('SAME     the mint: an unknown transcription field');
    expect(JSON.parse(stdout.slice(stdout.indexOf('{')))).toMatchObject({ transcript: SCRIPTED, mint: { delayAccepted: true } });
  });
});

describe('compareMintRefusals', () => {
  it('says SAME where the upstream refuses a mint as the fake does, DIFFERS with both answers where it does not', async () => {
    const seen: string[] = [];
    const same = await compareMintRefusals(config(), fake.apiKey, (line) => seen.push(line));
    expect(same.map(({ name, isSame }) => ({ name, isSame }))).toEqual([
      { name: 'the mint: an unknown transcription field', isSame: true },
      { name: 'the mint: a transcription model that does not exist', isSame: true },
    ]);
    expect(seen[0]).toMatch(/^SAME {5}the mint: an unknown transcription field: 400 type=invalid_request_error code=unknown_parameter param=session\./);
    // An upstream that takes any mint (one that knows a `bogus_hint` field) differs from the fake.
    const lenient = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((resolve) => lenient.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(lenient.address() as AddressInfo).port}/v1`;
      const [unknownField] = await compareMintRefusals({ ...config(), baseUrl }, fake.apiKey, () => undefined);
      expect(unknownField).toMatchObject({
        isSame: false,
        real: '200 (answered)',
        fake: expect.stringMatching(/^400 type=invalid_request_error code=unknown_parameter/),
      });
    } finally {
      lenient.close();
    }
  });
});
