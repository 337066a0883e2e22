// "What's on screen" at the gateway under real Deno, in front of the fake upstream: the screenshot is checked before
// anything reaches the upstream (clear refusals, nothing spent), the answer streams with code, one question is
// charged like a Copilot answer, and the free plan's limit holds.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_LIMITS, type AiRequest } from '../../supabase/functions/_shared/ai-contract.ts';
import { SCREEN_IMAGE_MESSAGES } from '../../supabase/functions/ai/screen-image.ts';
import type { FakeUpstream } from '../fakes/openai-upstream.ts';
import { chatAs, creditsOf, ONE_PIXEL_PNG, readEvents, tokenOf, validRequest } from './ai-helpers.ts';
import { signUpUser, startGatewayBed, type GatewayBed, type LocalSupabase, type TestUser } from './backend.ts';

let bed: GatewayBed;
let backend: LocalSupabase;
let upstream: FakeUpstream;
let db: pg.Client;
let user: TestUser;

const screenRequest = (image: string, extra: Partial<Extract<AiRequest, { purpose: 'screen' }>> = {}): AiRequest => ({
  ...validRequest('screen'),
  image,
  ...extra,
});

/** A PNG whose header names `width`×`height`, padded to `bytes` bytes. */
function png(width: number, height: number, bytes = 64): string {
  const buffer = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(buffer);
  buffer.writeUInt32BE(width, 16);
  buffer.writeUInt32BE(height, 20);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

beforeAll(async () => {
  bed = await startGatewayBed({ upstream: { extraChatModels: ['llama3.3'] } });
  ({ backend, upstream, db } = bed);
});
afterAll(() => bed?.stop());
beforeEach(async () => {
  user = await signUpUser(backend, 'Screen');
  upstream.requests.length = 0;
  upstream.failures.length = 0;
  upstream.options = { extraChatModels: ['llama3.3'] };
});

describe('a screen question', () => {
  it('streams an answer with code from the vision model, the screenshot as a high-detail image part, one question charged', async () => {
    const response = await chatAs(backend, await tokenOf(user), screenRequest(ONE_PIXEL_PNG, { note: 'in Python', settings: { responseLanguage: 'fr' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { text, error } = await readEvents(response);
    expect(error).toBeNull();
    expect(text).toContain('```python');
    const [sent] = upstream.requests;
    expect(sent).toMatchObject({ model: 'gpt-6.1-terra', stream: true, maxCompletionTokens: 1200, images: [{ type: 'png', detail: 'high' }] });
    expect(sent.messages?.[0].content).toContain('Write every explanation in French');
    expect(sent.messages?.[1].content).toContain('The candidate adds: in Python');
    expect(await creditsOf(user)).toMatchObject({ used: 1, remaining: 9 });
  });

  it('refuses a non-image, an oversized screenshot and too many pixels with clear sentences, before the upstream and without spending', async () => {
    const token = await tokenOf(user);
    const calls = upstream.calls;
    const cases: Array<[string, number, string, string]> = [
      [`data:image/png;base64,${Buffer.from('%PDF-1.7 not a screenshot').toString('base64')}`, 400, 'unsupported_image', SCREEN_IMAGE_MESSAGES.notImage],
      ['https://example.com/shot.png', 400, 'unsupported_image', SCREEN_IMAGE_MESSAGES.notDataUrl],
      [png(AI_LIMITS.imageSidePx + 1, 900), 413, 'image_too_large', SCREEN_IMAGE_MESSAGES.tooManyPixels],
      [png(1440, 900, AI_LIMITS.imageBytes + 1), 413, 'image_too_large', SCREEN_IMAGE_MESSAGES.tooLarge],
    ];
    for (const [image, status, code, message] of cases) {
      const response = await chatAs(backend, token, screenRequest(image));
      expect(response.status).toBe(status);
      expect((await response.json()).error).toMatchObject({ code, message });
    }
    expect(upstream.calls).toBe(calls);
    expect(await creditsOf(user)).toMatchObject({ used: 0 });
  });

  it('holds the free plan: with the month’s 10 questions used, a screen question is refused with the Copilot’s sentence', async () => {
    await db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 10)`, [user.id]);
    const calls = upstream.calls;
    const response = await chatAs(backend, await tokenOf(user), validRequest('screen'));
    expect(response.status).toBe(402);
    expect((await response.json()).error).toMatchObject({
      code: 'credit_limit_reached',
      message: expect.stringContaining("You've reached your monthly limit of 10 questions."),
    });
    expect(upstream.calls).toBe(calls);
  });
});

describe('the fake upstream checks image parts like the API', () => {
  const post = (body: unknown) =>
    fetch(`${upstream.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${upstream.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const withImage = (model: string, url: string) => ({
    model,
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is this?' },
          { type: 'image_url', image_url: { url } },
        ],
      },
    ],
  });

  it('refuses an image for a model that takes none, a URL that is not an image data URL, and bytes that are no image', async () => {
    const noVision = await post(withImage('llama3.3', ONE_PIXEL_PNG));
    expect(noVision.status).toBe(400);
    expect((await noVision.json()).error).toMatchObject({
      message: 'Invalid content type. image_url is only supported by certain models.',
      type: 'invalid_request_error',
    });
    const notDataUrl = await post(withImage('gpt-6.1-terra', 'data:text/plain;base64,aGk='));
    expect(notDataUrl.status).toBe(400);
    const notImage = await post(withImage('gpt-6.1-terra', `data:image/png;base64,${Buffer.from('hello').toString('base64')}`));
    expect((await notImage.json()).error.code).toBe('invalid_image_format');
    const fine = await post(withImage('gpt-6.1-terra', ONE_PIXEL_PNG));
    expect(fine.status).toBe(200);
  });
});

// Last: the gateway answers 413 before reading the whole body and closes the connection, which a pooled connection of the
// next request could trip on.
describe('body size', () => {
  it('refuses a body larger than a screen question may be, and keeps other purposes at 64 KB', async () => {
    const token = await tokenOf(user);
    const huge = await chatAs(backend, token, screenRequest(`data:image/png;base64,${'A'.repeat(AI_LIMITS.screenBodyBytes)}`));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe('request_too_large');
    const padded = await chatAs(backend, token, { ...validRequest('copilot'), question: 'Hi', padding: 'x'.repeat(70_000) } as AiRequest);
    expect(padded.status).toBe(413);
    expect((await padded.json()).error.message).toBe('The request may hold at most 64 KB.');
  });
});
