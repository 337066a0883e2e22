// scripts/check-openai.ts against the strict fake upstream: the same run whoever has a key does for real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOpenai } from '../../scripts/check-openai.ts';
import { startFakeUpstream, type FakeUpstream } from '../fakes/openai-upstream.ts';

let upstream: FakeUpstream;
const lines: string[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream({ extraChatModels: ['llama3.3'] });
});
afterAll(() => upstream?.close());

const envOf = (values: Record<string, string>) => (name: string) => ({ OPENAI_API_KEY: upstream.apiKey, OPENAI_BASE_URL: upstream.url, OPENAI_REALTIME_URL: 'off', ...values })[name];

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
      { role: 'speech', model: 'gpt-4o-mini-tts', shutdownDate: '2027-01-06', ok: true },
    ]);
    expect(reports.filter((report) => report.role !== 'realtime').every((report) => typeof report.firstByteMs === 'number')).toBe(true);
    expect(lines.at(-1)).toMatch(/^PASS {2}Coach voice +gpt-4o-mini-tts +shutdown 2027-01-06 {2}first byte \d+ ms/);
  });

  it('fails a role whose model the upstream has shut down, with the API’s own message', async () => {
    const [copilot] = await checkOpenai(envOf({ OPENAI_CHAT_MODEL: 'gpt-3.5-turbo' }), () => undefined);
    expect(copilot).toMatchObject({ ok: false, model: 'gpt-3.5-turbo', detail: expect.stringContaining('404: The model `gpt-3.5-turbo` does not exist') });
  });

  it('fails the vision role on a model that takes no images, with the API’s own message', async () => {
    const reports = await checkOpenai(envOf({ OPENAI_VISION_MODEL: 'llama3.3' }), () => undefined);
    expect(reports.find((report) => report.role === 'vision')).toMatchObject({ ok: false, detail: '400: Invalid content type. image_url is only supported by certain models.' });
  });
});
