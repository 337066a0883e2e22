// scripts/check-openai.ts against the strict fake upstream: the same run whoever has a key does for real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOpenai } from '../../scripts/check-openai.ts';
import { compareRefusals } from '../../scripts/compare-refusals.ts';
import { startFakeRealtime, type FakeRealtime } from '../fakes/openai-realtime.ts';
import { startFakeUpstream, type FakeUpstream } from '../fakes/openai-upstream.ts';

let upstream: FakeUpstream;
let realtime: FakeRealtime;
const lines: string[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream({ extraChatModels: ['llama3.3'] });
  realtime = await startFakeRealtime({ apiKey: upstream.apiKey });
});
afterAll(async () => {
  await upstream?.close();
  await realtime?.close();
});

const envOf = (values: Record<string, string>) => (name: string) =>
  ({ OPENAI_API_KEY: upstream.apiKey, OPENAI_BASE_URL: upstream.url, OPENAI_REALTIME_URL: realtime.realtimeUrl, ...values })[name];

describe('check-openai', () => {
  it('passes every role with the defaults, and prints each model with its shutdown date', async () => {
    const reports = await checkOpenai(envOf({}), (line) => lines.push(line));
    expect(reports.map(({ role, model, shutdownDate, ok }) => ({ role, model, shutdownDate, ok }))).toEqual([
      { role: 'copilot', model: 'gpt-6.1-terra', shutdownDate: null, ok: true },
      { role: 'coach', model: 'gpt-6.1-terra', shutdownDate: null, ok: true },
      { role: 'analysis', model: 'gpt-6.1-sol', shutdownDate: null, ok: true },
      { role: 'vision', model: 'gpt-6.1-terra', shutdownDate: null, ok: true },
      { role: 'transcription', model: 'gpt-transcribe', shutdownDate: null, ok: true },
      { role: 'realtime', model: 'gpt-live-transcribe', shutdownDate: null, ok: true },
      { role: 'speech', model: 'gpt-realtime-2.1-mini', shutdownDate: null, ok: true },
    ]);
    expect(reports.every((report) => typeof report.firstByteMs === 'number')).toBe(true);
    expect(lines.at(-1)).toMatch(/^PASS {2}Coach voice +gpt-realtime-2.1-mini +shutdown none {2}first byte \d+ ms/);
    // The voice was asked on the Realtime API's WebSocket, out of band, in the default realtime voice.
    expect(realtime.speeches).toEqual([expect.objectContaining({ model: 'gpt-realtime-2.1-mini', voice: 'marin', text: 'Hello.' })]);
  });

  it('checks a Speech-API model on /audio/speech, and fails the realtime voice where realtime is off', async () => {
    const reports = await checkOpenai(envOf({ OPENAI_SPEECH_MODEL: 'gpt-4o-mini-tts', OPENAI_SPEECH_VOICE: 'nova' }), () => undefined);
    expect(reports.at(-1)).toMatchObject({ role: 'speech', model: 'gpt-4o-mini-tts', shutdownDate: '2027-01-06', ok: true });
    expect(upstream.requests.at(-1)).toMatchObject({ path: '/audio/speech', model: 'gpt-4o-mini-tts', voice: 'nova' });
    const off = await checkOpenai(envOf({ OPENAI_REALTIME_URL: 'off' }), () => undefined);
    expect(off.at(-1)).toMatchObject({ role: 'speech', ok: false, detail: expect.stringContaining('OPENAI_REALTIME_URL=off') });
  });

  it('fails a role whose model the upstream has shut down, with the API’s own message', async () => {
    const [copilot] = await checkOpenai(envOf({ OPENAI_CHAT_MODEL: 'gpt-3.5-turbo' }), () => undefined);
    expect(copilot).toMatchObject({ ok: false, model: 'gpt-3.5-turbo', detail: expect.stringContaining('404: The model `gpt-3.5-turbo` does not exist') });
  });

  it('fails the vision role on a model that takes no images, with the API’s own message', async () => {
    const reports = await checkOpenai(envOf({ OPENAI_VISION_MODEL: 'llama3.3' }), () => undefined);
    expect(reports.find((report) => report.role === 'vision')).toMatchObject({
      ok: false,
      detail: '400: Invalid content type. image_url is only supported by certain models.',
    });
  });
});

describe('compare-refusals', () => {
  it('says SAME for each refusal the upstream makes as the fake does', async () => {
    const seen: string[] = [];
    const comparisons = await compareRefusals(
      upstream.url,
      upstream.apiKey,
      { chat: 'gpt-6.1-terra', reasoning: 'gpt-6.1-terra', classic: 'gpt-4o-mini' },
      (line) => seen.push(line),
    );
    expect(comparisons.map(({ name, isSame }) => ({ name, isSame }))).toEqual([
      { name: 'an unknown chat parameter', isSame: true },
      { name: 'JSON mode whose messages never say json', isSame: true },
      { name: 'stream_options without a stream', isSame: true },
      { name: 'max_tokens on a reasoning model', isSame: true },
      { name: 'top_p on a reasoning model', isSame: true },
      { name: 'reasoning_effort on a classic model', isSame: true },
      { name: 'a model that does not exist', isSame: true },
    ]);
    expect(seen[0]).toBe('SAME     an unknown chat parameter: 400 type=invalid_request_error code=null param=null');
  });

  it('says DIFFERS, with both answers, where the upstream answers otherwise (an upstream that ignores unknown parameters)', async () => {
    const lenient = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [] })));
    });
    await new Promise<void>((resolve) => lenient.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(lenient.address() as AddressInfo).port}/v1`;
      const seen: string[] = [];
      const [unknown] = await compareRefusals(base, 'sk-any', { chat: 'gpt-6.1-terra', reasoning: 'gpt-6.1-terra', classic: 'gpt-4o-mini' }, (line) =>
        seen.push(line),
      );
      expect(unknown).toEqual({
        name: 'an unknown chat parameter',
        isSame: false,
        real: '200 (answered)',
        fake: '400 type=invalid_request_error code=null param=null',
      });
      expect(seen[0]).toBe('DIFFERS  an unknown chat parameter: real 200 (answered), fake 400 type=invalid_request_error code=null param=null');
    } finally {
      lenient.close();
    }
  });
});
