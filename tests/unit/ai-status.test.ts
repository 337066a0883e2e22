// `npm start` says whether AI is configured and which rung the Copilot will use (issue 28 item 9).
import { describe, expect, it } from 'vitest';
import { aiStatusLines, probeUpstream, realtimeOrigin } from '../../scripts/ai-status.ts';
import { startFakeUpstream } from '../fakes/openai-upstream.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

describe('aiStatusLines', () => {
  it('says AI is not configured without an upstream key', () => {
    expect(aiStatusLines(envOf({}))).toEqual([
      'AI:       not configured (set OPENAI_API_KEY in .env): the tracker works; Copilot and Coach say AI is not configured',
      'Copilot:  typed questions only (no AI to hear or answer)',
    ]);
  });

  it('names the upstream and the live rung, and the origin the page must be allowed to open', () => {
    expect(aiStatusLines(envOf({ OPENAI_API_KEY: 'sk-x' }))).toEqual([
      'AI:       configured (https://api.openai.com/v1)',
      'Copilot:  hears live (realtime transcription, gpt-live-transcribe at wss://api.openai.com/v1/realtime)',
      '          but the page may not open wss://api.openai.com (Content-Security-Policy): set VITE_REALTIME_ORIGIN=wss://api.openai.com',
    ]);
    expect(aiStatusLines(envOf({ OPENAI_API_KEY: 'sk-x', VITE_REALTIME_ORIGIN: 'wss://api.openai.com' }))).toHaveLength(2);
  });

  it('says the upload rung when realtime is off', () => {
    expect(aiStatusLines(envOf({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/', OPENAI_REALTIME_URL: 'off' }))).toEqual([
      'AI:       configured (http://127.0.0.1:11434/v1)',
      'Copilot:  hears by uploading each recorded turn (OPENAI_REALTIME_URL=off)',
    ]);
  });
});

describe('probeUpstream', () => {
  it('says the provider answers, with the gateway’s key and base URL, even when .env leaves the time-out empty', async () => {
    const upstream = await startFakeUpstream();
    try {
      const line = await probeUpstream(envOf({ OPENAI_API_KEY: upstream.apiKey, OPENAI_BASE_URL: upstream.url, AI_UPSTREAM_TIMEOUT_MS: '' }));
      expect(line).toMatch(/^AI check: the provider answers \(GET \/models in \d+ ms\)$/);
    } finally {
      await upstream.close();
    }
  });

  it('says when the key is refused, and when nothing answers at that address', async () => {
    const upstream = await startFakeUpstream();
    const closed = await startFakeUpstream();
    await closed.close();
    try {
      expect(await probeUpstream(envOf({ OPENAI_API_KEY: 'sk-wrong', OPENAI_BASE_URL: upstream.url }))).toBe(
        'AI check: the provider refused OPENAI_API_KEY (401): every AI call fails until the key is right',
      );
      expect(await probeUpstream(envOf({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: closed.url }))).toMatch(
        new RegExp(`^AI check: the provider at ${closed.url.replace(/[.]/g, '\\.')} does not answer \\(.*ECONNREFUSED.*\\)`),
      );
      expect(await probeUpstream(envOf({}))).toBeNull();
    } finally {
      await upstream.close();
    }
  });
});

describe('realtimeOrigin', () => {
  it('is the WebSocket origin the gateway’s settings lead to, for the page’s Content-Security-Policy', () => {
    expect(realtimeOrigin(envOf({ OPENAI_API_KEY: 'sk-x' }))).toBe('wss://api.openai.com');
    expect(realtimeOrigin(envOf({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_REALTIME_URL: '' }))).toBe('ws://127.0.0.1:9');
    expect(realtimeOrigin(envOf({ OPENAI_API_KEY: 'sk-x', OPENAI_REALTIME_URL: 'off' }))).toBeUndefined();
    expect(realtimeOrigin(envOf({}))).toBeUndefined();
  });
});
