// `npm start` says whether AI is configured and which rung the Copilot will use (issue 28 item 9).
import { describe, expect, it } from 'vitest';
import { aiStatusLines } from '../../scripts/ai-status.ts';

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
