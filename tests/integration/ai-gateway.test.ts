// The AI gateway Edge Function under real Deno, in front of a fake OpenAI-compatible upstream.
import OpenAI, { APIError, toFile } from 'openai';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../fakes/openai-upstream.ts';
import { signUpUser, connectDatabase, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let upstream: FakeUpstream;
let db: pg.Client;
let user: TestUser;

const WEBM_HEADER = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

function aiFor(token: string, purpose = 'copilot'): OpenAI {
  return new OpenAI({ apiKey: token, baseURL: `${backend.url}/functions/v1/ai/v1`, maxRetries: 0, defaultHeaders: { 'x-offerpilot-purpose': purpose } });
}

async function tokenOf(u: TestUser): Promise<string> {
  const { data } = await u.client.auth.getSession();
  return data.session!.access_token;
}

async function credits(u: TestUser) {
  const { data } = await u.client.rpc('ai_credits');
  return (data as Array<{ remaining: number | null; used: number }>)[0];
}

const question = { model: 'gpt-3.5-turbo', messages: [{ role: 'user' as const, content: 'Why do you want this job?' }] };

async function apiError(promise: Promise<unknown>): Promise<APIError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof APIError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  backend = await startBackend({
    functionsEnv: { OPENAI_API_KEY: upstream.apiKey, OPENAI_BASE_URL: upstream.url, AI_UPSTREAM_TIMEOUT_MS: '1500' },
  });
  db = await connectDatabase(backend);
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
  await upstream?.close();
});
beforeEach(async () => {
  user = await signUpUser(backend, 'Asker');
  upstream.requests.length = 0;
  upstream.failures.length = 0;
});

describe('who may call', () => {
  it('refuses calls without a user session (no token, or the anon key)', async () => {
    const none = await fetch(`${backend.url}/functions/v1/ai/v1/chat/completions`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    const error = await apiError(aiFor(backend.anonKey).chat.completions.create(question));
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_token');
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('chat completions', () => {
  it('answers, meters one question and caps max_tokens and the fields sent upstream', async () => {
    const completion = await aiFor(await tokenOf(user)).chat.completions.create({ ...question, max_tokens: 5000, temperature: 0.7, presence_penalty: -0.5, frequency_penalty: -0.5 });
    expect(completion.choices[0].message.content).toContain('Why do you want this job?');
    expect(upstream.requests[0]).toMatchObject({ model: 'gpt-3.5-turbo', maxTokens: 800, stream: false });
    expect(await credits(user)).toMatchObject({ used: 1, remaining: 9 });
  });

  it('caps a coach question at 100 tokens and does not meter it', async () => {
    await aiFor(await tokenOf(user), 'coach-question').chat.completions.create({ ...question, max_tokens: 400 });
    expect(upstream.requests[0].maxTokens).toBe(100);
    expect(await credits(user)).toMatchObject({ used: 0 });
  });

  it('streams server-sent events as they come, without buffering', async () => {
    upstream.failures.push({ stallAfterTokens: 3 });
    const stream = await aiFor(await tokenOf(user)).chat.completions.create({ ...question, stream: true });
    const received: string[] = [];
    const error = await apiError(
      (async () => {
        for await (const chunk of stream) received.push(chunk.choices[0]?.delta?.content ?? '');
      })(),
    );
    // The three tokens arrived while the upstream was still holding the response open.
    expect(received.join('')).toBe('**Suggested answer** to: ');
    expect(error.message).toContain('stopped answering mid-way');
    expect(await credits(user)).toMatchObject({ used: 0 });
  });

  it('streams a complete answer', async () => {
    const stream = await aiFor(await tokenOf(user)).chat.completions.create({ ...question, stream: true });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    expect(text).toContain('Suggested answer');
    expect(upstream.requests[0].stream).toBe(true);
  });

  it.each([
    ['a model we do not use', { ...question, model: 'gpt-4-32k' }, 400, 'model_not_allowed'],
    ['an empty message list', { ...question, messages: [] }, 400, 'invalid_messages'],
    ['an oversized message', { ...question, messages: [{ role: 'user', content: 'x'.repeat(32_001) }] }, 413, 'message_too_long'],
    ['a tool role', { ...question, messages: [{ role: 'tool', content: 'x' }] }, 400, 'invalid_messages'],
    ['several choices', { ...question, n: 3 }, 400, 'invalid_n'],
  ])('refuses %s without spending a question', async (_label, body, status, code) => {
    const error = await apiError(aiFor(await tokenOf(user)).chat.completions.create(body as never));
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(upstream.requests).toHaveLength(0);
    expect(await credits(user)).toMatchObject({ used: 0 });
  });

  it('maps an upstream 500 to a clear 502 and gives the question back', async () => {
    upstream.failures.push({ status: 500 });
    const error = await apiError(aiFor(await tokenOf(user)).chat.completions.create(question));
    expect(error.status).toBe(502);
    expect(error.code).toBe('upstream_error');
    expect(await credits(user)).toMatchObject({ used: 0, remaining: 10 });
  });

  it('maps an upstream that never answers to 504 and gives the question back', async () => {
    upstream.failures.push({ hang: true });
    const error = await apiError(aiFor(await tokenOf(user)).chat.completions.create(question));
    expect(error.status).toBe(504);
    expect(error.code).toBe('upstream_timeout');
    expect(await credits(user)).toMatchObject({ used: 0 });
  });

  it('answers 402 credit_limit_reached once the month’s 10 free questions are spent', async () => {
    await db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 10)`, [user.id]);
    const error = await apiError(aiFor(await tokenOf(user)).chat.completions.create(question));
    expect(error.status).toBe(402);
    expect(error.code).toBe('credit_limit_reached');
    expect(error.message).toContain("You've reached your monthly limit of 10 questions.");
    expect(upstream.requests).toHaveLength(0);
  });

  it('with one question left, 20 concurrent questions let exactly one through', async () => {
    await db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 9)`, [user.id]);
    const ai = aiFor(await tokenOf(user));
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => ai.chat.completions.create(question)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => r.reason instanceof APIError && r.reason.status === 402)).toBe(true);
    expect(await credits(user)).toMatchObject({ used: 10, remaining: 0 });
  });

  it('answers 429 rate_limited past fair use on a paid plan', async () => {
    await db.query(`update public.subscriptions set plan_type = 'plus', current_period_end = now() + interval '30 days' where user_id = $1`, [user.id]);
    await db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 60)`, [user.id]);
    const error = await apiError(aiFor(await tokenOf(user)).chat.completions.create(question));
    expect(error.status).toBe(429);
    expect(error.code).toBe('rate_limited');
    expect(upstream.requests).toHaveLength(0);
  });

  it('keeps the Analyzer for paid plans (402 plan_required on Free, nothing spent)', async () => {
    const error = await apiError(aiFor(await tokenOf(user), 'analyzer').chat.completions.create(question));
    expect(error.status).toBe(402);
    expect(error.code).toBe('plan_required');
    expect(upstream.requests).toHaveLength(0);
    expect(await credits(user)).toMatchObject({ used: 0 });
  });

  it('does not limit a paid plan', async () => {
    await db.query(`insert into public.ai_usage (user_id, kind) select $1, 'copilot' from generate_series(1, 10)`, [user.id]);
    await db.query(`update public.subscriptions set plan_type = 'plus', current_period_end = now() + interval '30 days' where user_id = $1`, [user.id]);
    const completion = await aiFor(await tokenOf(user)).chat.completions.create(question);
    expect(completion.choices[0].message.content).toBeTruthy();
  });
});

describe('audio', () => {
  it('transcribes a recording with the interview language', async () => {
    const file = await toFile(Buffer.concat([WEBM_HEADER, Buffer.alloc(2048, 1)]), 'segment.webm', { type: 'audio/webm' });
    const result = await aiFor(await tokenOf(user)).audio.transcriptions.create({ file, model: 'whisper-1', language: 'fr', response_format: 'json' });
    expect(result.text).toBe('Tell me about yourself.');
    expect(upstream.requests[0]).toMatchObject({ path: '/audio/transcriptions', language: 'fr', audioMagic: 'webm' });
    expect(await credits(user)).toMatchObject({ used: 0 });
  });

  it('refuses audio over 25 MB before it reaches the upstream', async () => {
    const file = await toFile(Buffer.concat([WEBM_HEADER, Buffer.alloc(25 * 1024 * 1024 + 1024)]), 'long.webm', { type: 'audio/webm' });
    const error = await apiError(aiFor(await tokenOf(user)).audio.transcriptions.create({ file, model: 'whisper-1' }));
    expect(error.status).toBe(413);
    expect(error.code).toBe('audio_too_large');
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses another transcription model', async () => {
    const file = await toFile(WEBM_HEADER, 'a.webm', { type: 'audio/webm' });
    const error = await apiError(aiFor(await tokenOf(user)).audio.transcriptions.create({ file, model: 'gpt-4o-transcribe' }));
    expect(error.status).toBe(400);
  });

  it('speaks with tts-1 / nova and refuses unknown voices', async () => {
    const speech = await aiFor(await tokenOf(user)).audio.speech.create({ model: 'tts-1', voice: 'nova', input: 'Tell me about yourself.' });
    const bytes = Buffer.from(await speech.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    const error = await apiError(aiFor(await tokenOf(user)).audio.speech.create({ model: 'tts-1', voice: 'robot' as never, input: 'Hi' }));
    expect(error.status).toBe(400);
  });
});

describe('configuration', () => {
  it('without an upstream key answers 503 ai_not_configured with how to fix it', async () => {
    const bare = await startBackend({ functionsEnv: { OPENAI_API_KEY: '' } });
    try {
      const other = await signUpUser(bare, 'NoKey');
      const { data } = await other.client.auth.getSession();
      const ai = new OpenAI({ apiKey: data.session!.access_token, baseURL: `${bare.url}/functions/v1/ai/v1`, maxRetries: 0 });
      const error = await apiError(ai.chat.completions.create(question));
      expect(error.status).toBe(503);
      expect(error.code).toBe('ai_not_configured');
      expect(error.message).toContain('OPENAI_API_KEY');
    } finally {
      await bare.stop();
    }
  });
});
