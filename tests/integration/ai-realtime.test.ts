// POST …/ai/v1/realtime/client-secret under real Deno, in front of the fake realtime upstream (which checks the
// client_secrets body as the real API does): who may mint, what the session listens for, the per-person mint rate and
// the block of transcription seconds each mint reserves from the month's audio allowance.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_REALTIME, type AiRealtimeSecret, type AiRealtimeSecretRequest } from '../../supabase/functions/_shared/ai-contract.ts';
import { startFakeRealtime, type FakeRealtime } from '../fakes/openai-realtime.ts';
import { startFakeUpstream, type FakeUpstream } from '../fakes/openai-upstream.ts';
import { audioAllowanceOf, tokenOf } from './ai-helpers.ts';
import { connectDatabase, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let chatUpstream: FakeUpstream;
let realtime: FakeRealtime;
let db: pg.Client;
let user: TestUser;

async function addApplication(owner: TestUser): Promise<string> {
  const { data, error } = await owner.client
    .from('applications')
    .insert({ company_name: 'Globex', job_title: 'Platform Engineer', job_offer_content: 'We run Kubernetes on AWS. You will own our Node.js services.' })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function mint(owner: TestUser, body: AiRealtimeSecretRequest | Record<string, unknown>): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/ai/v1/realtime/client-secret`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(owner)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  chatUpstream = await startFakeUpstream();
  realtime = await startFakeRealtime({ apiKey: chatUpstream.apiKey });
  backend = await startBackend({
    functionsEnv: {
      OPENAI_API_KEY: chatUpstream.apiKey,
      OPENAI_BASE_URL: chatUpstream.url,
      OPENAI_REALTIME_URL: realtime.realtimeUrl,
      AI_UPSTREAM_TIMEOUT_MS: '1500',
    },
  });
  db = await connectDatabase(backend);
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
  await realtime?.close();
  await chatUpstream?.close();
});
beforeEach(async () => {
  user = await signUpUser(backend, 'Listener');
});

describe('minting a realtime transcription secret', () => {
  it('mints for the person’s own application, with the model, language and keywords set by the server', async () => {
    const applicationId = await addApplication(user);
    const response = await mint(user, { session: `app_${applicationId}`, language: 'fr' });
    expect(response.status).toBe(200);
    const grant = (await response.json()) as AiRealtimeSecret;
    const minted = realtime.mints.at(-1)!;
    expect(grant).toEqual({
      secret: minted.value,
      expiresAt: new Date(minted.expiresAt * 1000).toISOString(),
      url: `${realtime.realtimeUrl}?intent=transcription`,
      model: 'gpt-live-transcribe',
      seconds: AI_REALTIME.blockSeconds,
    });
    const transcription = (minted.request.session as { audio: { input: { transcription: Record<string, unknown>; turn_detection: unknown } } }).audio.input;
    expect(transcription.turn_detection).toBeNull();
    expect(transcription.transcription).toMatchObject({ model: 'gpt-live-transcribe', languages: ['fr'] });
    expect(transcription.transcription.keywords).toEqual(expect.arrayContaining(['Globex', 'Platform Engineer', 'Kubernetes', 'AWS', 'Node.js']));
    expect((await audioAllowanceOf(user)).transcription.used).toBe(AI_REALTIME.blockSeconds);
  });

  it('mints again without a hint the upstream does not know (400 unknown_parameter), keeping the others', async () => {
    const applicationId = await addApplication(user);
    const calls = realtime.calls;
    realtime.options.unknownHints = ['keywords'];
    try {
      const response = await mint(user, { session: `app_${applicationId}`, language: 'fr' });
      expect(response.status).toBe(200);
    } finally {
      realtime.options.unknownHints = undefined;
    }
    expect(realtime.calls - calls).toBe(2);
    const transcription = (realtime.mints.at(-1)!.request.session as { audio: { input: { transcription: Record<string, unknown> } } }).audio.input
      .transcription;
    expect(transcription).toEqual({ model: 'gpt-live-transcribe', languages: ['fr'] });
    expect((await audioAllowanceOf(user)).transcription.used).toBe(AI_REALTIME.blockSeconds);
  });

  it('mints for the demo session without keywords from any application', async () => {
    const response = await mint(user, { session: 'demo', language: 'en' });
    expect(response.status).toBe(200);
    expect(realtime.mints.at(-1)!.model).toBe('gpt-live-transcribe');
  });

  it('refuses another person’s application or interview with 404, before the upstream and without spending audio', async () => {
    const other = await signUpUser(backend, 'Other');
    const applicationId = await addApplication(other);
    const calls = realtime.calls;
    for (const session of [`app_${applicationId}`, 'int_00000000-0000-4000-8000-000000000000']) {
      const response = await mint(user, { session, language: 'en' });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('session_not_found');
    }
    expect(realtime.calls).toBe(calls);
    expect((await audioAllowanceOf(user)).transcription.used).toBe(0);
  });

  it('refuses a body that tries to choose the model, or names no valid session or language', async () => {
    const calls = realtime.calls;
    for (const body of [
      { session: 'demo', language: 'en', model: 'gpt-4o-transcribe' },
      { session: 'nope', language: 'en' },
      { session: 'demo', language: 'xx' },
    ]) {
      const response = await mint(user, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_request');
    }
    expect(realtime.calls).toBe(calls);
  });

  it(`holds mints to ${AI_REALTIME.mintsPerHour} an hour per person (429), spending no audio on a refused one`, async () => {
    await db.query(`insert into public.ai_realtime_mints (user_id) select $1 from generate_series(1, $2::int)`, [user.id, AI_REALTIME.mintsPerHour - 1]);
    expect((await mint(user, { session: 'demo', language: 'en' })).status).toBe(200);
    const calls = realtime.calls;
    const held = await mint(user, { session: 'demo', language: 'en' });
    expect(held.status).toBe(429);
    const { error } = await held.json();
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain('Live transcription');
    expect(realtime.calls).toBe(calls);
    expect((await audioAllowanceOf(user)).transcription.used).toBe(AI_REALTIME.blockSeconds);
    // Another person is not held by this one's mints.
    expect((await mint(await signUpUser(backend, 'Fresh'), { session: 'demo', language: 'en' })).status).toBe(200);
  });

  it('refuses with 402 once the month’s transcription allowance cannot hold another block', async () => {
    const { monthly_limit: limit } = (await audioAllowanceOf(user)).transcription;
    await db.query(`insert into public.ai_audio_usage (user_id, kind, amount) values ($1, 'transcription', $2)`, [user.id, limit - AI_REALTIME.blockSeconds]);
    expect((await mint(user, { session: 'demo', language: 'en' })).status).toBe(200);
    const calls = realtime.calls;
    const refused = await mint(user, { session: 'demo', language: 'en' });
    expect(refused.status).toBe(402);
    expect((await refused.json()).error.code).toBe('audio_allowance_reached');
    expect(realtime.calls).toBe(calls);
    expect((await audioAllowanceOf(user)).transcription).toMatchObject({ used: limit, remaining: 0 });
  });
});
