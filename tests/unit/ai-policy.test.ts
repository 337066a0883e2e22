// What the AI gateway lets through (supabase/functions/ai/policy.ts is plain TypeScript, shared with Deno).
import { describe, expect, it } from 'vitest';
import { audioFormatOf, checkChatRequest, checkSpeechRequest, MAX_TOKENS, METERED, parsePurpose } from '../../supabase/functions/ai/policy.ts';

const base = { model: 'gpt-3.5-turbo', messages: [{ role: 'user', content: 'Hello' }] };

describe('parsePurpose', () => {
  it('defaults to copilot and refuses unknown purposes', () => {
    expect(parsePurpose(null)).toBe('copilot');
    expect(parsePurpose('coach-question')).toBe('coach-question');
    expect(parsePurpose('free-for-all')).toBeNull();
  });
});

describe('checkChatRequest', () => {
  it('caps max_tokens per purpose and keeps a smaller request', () => {
    const copilot = checkChatRequest({ ...base, max_tokens: 5000 }, 'copilot', null);
    expect(copilot.ok && copilot.body.max_tokens).toBe(800);
    const short = checkChatRequest({ ...base, max_tokens: 200 }, 'copilot', null);
    expect(short.ok && short.body.max_tokens).toBe(200);
    const coach = checkChatRequest(base, 'coach-question', null);
    expect(coach.ok && coach.body.max_tokens).toBe(MAX_TOKENS['coach-question']);
  });

  it('sends only known fields upstream, and the configured upstream model', () => {
    const checked = checkChatRequest({ ...base, temperature: 0.7, user: 'x', tools: [{}], stream: true }, 'copilot', 'llama3');
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(Object.keys(checked.body).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream', 'temperature']);
      expect(checked.body.model).toBe('llama3');
      expect(checked.stream).toBe(true);
    }
  });

  it.each([
    [{ ...base, model: 'o1' }, 'model_not_allowed'],
    [{ ...base, messages: 'hi' }, 'invalid_messages'],
    [{ ...base, messages: [{ role: 'user', content: '' }] }, 'invalid_messages'],
    [{ ...base, messages: [{ role: 'user', content: 'x'.repeat(32_001) }] }, 'message_too_long'],
    [{ ...base, messages: Array.from({ length: 41 }, () => ({ role: 'user', content: 'x' })) }, 'too_many_messages'],
    [{ ...base, temperature: 3 }, 'invalid_parameter'],
    [{ ...base, max_tokens: 0 }, 'invalid_parameter'],
    [{ ...base, n: 2 }, 'invalid_n'],
    [null, 'invalid_body'],
  ])('refuses %#', (body, code) => {
    const checked = checkChatRequest(body, 'copilot', null);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.code).toBe(code);
  });

  it('meters copilot answers, coach feedback and analyses, not coach questions', () => {
    expect(METERED.copilot).toBe('copilot');
    expect(METERED['coach-feedback']).toBe('coach');
    expect(METERED['coach-question']).toBeUndefined();
  });
});

describe('checkSpeechRequest', () => {
  it('accepts tts-1 with nova and refuses other voices, models and long input', () => {
    expect(checkSpeechRequest({ model: 'tts-1', voice: 'nova', input: 'Hi' }).ok).toBe(true);
    expect(checkSpeechRequest({ model: 'tts-1', voice: 'robot', input: 'Hi' }).ok).toBe(false);
    expect(checkSpeechRequest({ model: 'gpt-4o-mini-tts', voice: 'nova', input: 'Hi' }).ok).toBe(false);
    expect(checkSpeechRequest({ model: 'tts-1', voice: 'nova', input: 'x'.repeat(4097) }).ok).toBe(false);
  });
});

describe('audioFormatOf', () => {
  const bytes = (...parts: Array<string | number[]>) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

  it.each([
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42])],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypM4A ')],
    ['wav', bytes('RIFF', [0x24, 0, 0, 0], 'WAVE')],
    ['ogg', bytes('OggS', [0, 2])],
    ['flac', bytes('fLaC', [0, 0, 0, 0x22])],
    ['mp3', bytes('ID3', [4, 0])],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64])],
  ])('recognises %s by its first bytes', (format, head) => {
    expect(audioFormatOf(head)).toBe(format);
  });

  it.each([
    ['text', bytes('just some text')],
    ['HTML', bytes('<script>alert(1)</script>')],
    ['a PDF', bytes('%PDF-1.4')],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['RIFF that is not WAVE', bytes('RIFF', [0, 0, 0, 0], 'AVI ')],
    ['nothing', bytes()],
  ])('refuses %s', (_label, head) => {
    expect(audioFormatOf(head)).toBeNull();
  });
});
