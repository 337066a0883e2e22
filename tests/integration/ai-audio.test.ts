// The monthly audio allowance (seconds transcribed, characters spoken): enforced in the database before the
// upstream is called, atomically under concurrency, given back only when the upstream fails.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_AUDIO_ALLOWANCE } from '../../supabase/functions/_shared/ai-contract.ts';
import { silentWav, type FakeUpstream } from '../fakes/openai-upstream.ts';
import { lyingWav, soxTone } from '../fakes/sox-audio.ts';
import { audioAllowanceOf, tokenOf } from './ai-helpers.ts';
import { signUpUser, startGatewayBed, type LocalSupabase, type TestUser, type GatewayBed } from './backend.ts';
import { WEBM_HEADER } from '../fakes/files.ts';
import { TARGET_RATE } from '../../src/lib/hearing/pcm.ts';
import { encodeWav } from '../../src/lib/hearing/wav.ts';

let bed: GatewayBed;
let backend: LocalSupabase;
let upstream: FakeUpstream;
let db: pg.Client;
let user: TestUser;
let callsBefore = 0;
const upstreamCalls = () => upstream.calls - callsBefore;

/** A refusal of the gateway: its status, and its `{ error: { code, message } }` read as `<status> <message>`. */
class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(`${status} ${message}`);
  }
}

/** A POST to the gateway as any OpenAI-format client makes it: JSON, or a multipart form as it is. */
async function post(token: string, path: string, body: object | FormData): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${backend.url}/functions/v1/ai/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(isForm ? {} : { 'content-type': 'application/json' }) },
    body: isForm ? body : JSON.stringify(body),
  });
  if (response.ok) return response;
  const { error } = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
  throw new GatewayError(response.status, error?.code, error?.message ?? '');
}

async function apiError(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A mono 16-bit 8 kHz WAV of `seconds` seconds (16,000 bytes a second). */
function wavOf(seconds: number): Buffer {
  const silent = silentWav();
  const data = Buffer.alloc(seconds * 16_000);
  const header = Buffer.from(silent.subarray(0, 44));
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function spend(kind: 'transcription' | 'speech', amount: number) {
  await db.query('insert into public.ai_audio_usage (user_id, kind, amount) values ($1, $2, $3)', [user.id, kind, amount]);
}

// As the browser asks (src/lib/ai.ts): no model and no voice, the gateway chooses them. Read to the end.
async function speak(token: string, input: string): Promise<Uint8Array[]> {
  const response = await post(token, '/audio/speech', { input });
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}
async function transcribe(token: string, bytes: Buffer, name: string): Promise<{ text: string }> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  form.set('language', 'en');
  form.set('response_format', 'json');
  return (await post(token, '/audio/transcriptions', form)).json() as Promise<{ text: string }>;
}

beforeAll(async () => {
  bed = await startGatewayBed();
  ({ backend, upstream, db } = bed);
});
afterAll(() => bed?.stop());
beforeEach(async () => {
  user = await signUpUser(backend, 'Speaker');
  upstream.failures.length = 0;
  callsBefore = upstream.calls;
});

describe('audio allowance', () => {
  it('states the same monthly numbers as the contract, per plan', async () => {
    expect(await audioAllowanceOf(user)).toEqual({
      transcription: {
        kind: 'transcription',
        monthly_limit: AI_AUDIO_ALLOWANCE.free.transcriptionSeconds,
        used: 0,
        remaining: AI_AUDIO_ALLOWANCE.free.transcriptionSeconds,
      },
      speech: { kind: 'speech', monthly_limit: AI_AUDIO_ALLOWANCE.free.speechCharacters, used: 0, remaining: AI_AUDIO_ALLOWANCE.free.speechCharacters },
    });
    await db.query(`update public.subscriptions set plan_type = 'plus', current_period_end = now() + interval '30 days' where user_id = $1`, [user.id]);
    const paid = await audioAllowanceOf(user);
    expect(paid.transcription.monthly_limit).toBe(AI_AUDIO_ALLOWANCE.paid.transcriptionSeconds);
    expect(paid.speech.monthly_limit).toBe(AI_AUDIO_ALLOWANCE.paid.speechCharacters);
  });

  it('charges speech by its characters and a WAV transcription by its exact seconds', async () => {
    const token = await tokenOf(user);
    expect((await speak(token, 'Tell me about yourself.')).length).toBeGreaterThan(0);
    const result = await transcribe(token, wavOf(3), 'answer.wav');
    expect(result.text).toBe('Tell me about yourself.');
    const allowance = await audioAllowanceOf(user);
    expect(allowance.speech.used).toBe('Tell me about yourself.'.length);
    expect(allowance.transcription.used).toBe(3);
    // The server's models: gpt-transcribe takes no one-language field (the strict fake refuses it); the voice speaks
    // through the Realtime API (gpt-realtime-2.1-mini, voice marin).
    expect(upstream.requests.map(({ path, model, voice, language }) => ({ path, model, voice, language }))).toEqual([
      { path: '/realtime', model: 'gpt-realtime-2.1-mini', voice: 'marin', language: undefined },
      { path: '/audio/transcriptions', model: 'gpt-transcribe', voice: undefined, language: undefined },
    ]);
  });

  it('refuses a request that names a model or a voice, before the upstream and without charging', async () => {
    const token = await tokenOf(user);
    const named = await apiError(post(token, '/audio/speech', { model: 'tts-1', voice: 'nova', input: 'Hi' }));
    expect(named).toMatchObject({ status: 400, code: 'model_not_allowed' });
    const form = new FormData();
    form.set('file', new File([new Uint8Array(wavOf(1))], 'answer.wav'));
    form.set('model', 'whisper-1');
    expect(await apiError(post(token, '/audio/transcriptions', form))).toMatchObject({ status: 400, code: 'model_not_allowed' });
    expect(upstream.calls - callsBefore).toBe(0);
    expect(await audioAllowanceOf(user)).toMatchObject({ speech: { used: 0 }, transcription: { used: 0 } });
  });

  it('charges the WAV the app uploads (encodeWav at 24 kHz, as turn-uploads.ts makes it) what it lasts', async () => {
    const token = await tokenOf(user);
    const samples = new Int16Array(Math.round(TARGET_RATE * 3.2)).map((_, i) => Math.round(8_000 * Math.sin(i / 10)));
    await transcribe(token, Buffer.from(encodeWav([samples], TARGET_RATE)), 'segment.wav');
    expect((await audioAllowanceOf(user)).transcription.used).toBe(4);
  });

  it.each([
    ['a WebM recording', Buffer.concat([WEBM_HEADER, Buffer.alloc(4096, 1)]), 'segment.webm'],
    ['an Ogg recording', Buffer.concat([Buffer.from('OggS\0\x02'), Buffer.alloc(4096, 1)]), 'answer.ogg'],
    ['an MP3', Buffer.concat([Buffer.from('ID3\x04\0'), Buffer.alloc(4096, 1)]), 'answer.mp3'],
    ['an MP4 named .wav', Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(4096, 1)]), 'answer.wav'],
  ])('refuses %s with 415 unsupported_audio: nothing charged, the upstream never called', async (_label, bytes, name) => {
    const error = await apiError(transcribe(await tokenOf(user), bytes, name));
    expect(error).toMatchObject({ status: 415, code: 'unsupported_audio' });
    expect(error.message).toBe('415 Send the recording as a WAV file (PCM): the gateway takes no other audio format.');
    expect(await audioAllowanceOf(user)).toMatchObject({ transcription: { used: 0 }, speech: { used: 0 } });
    expect(upstreamCalls()).toBe(0);
  });

  it('refuses a WAV whose header lies about its byte rate: 400, nothing charged, the upstream never called', async () => {
    const error = await apiError(transcribe(await tokenOf(user), lyingWav(soxTone(16_000, 30), 16_000_000), 'answer.wav'));
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      '400 The WAV header says 16000000 bytes a second, but its sample rate and block size make 32000. Send the recording as it was made.',
    );
    expect((await audioAllowanceOf(user)).transcription.used).toBe(0);
    expect(upstreamCalls()).toBe(0);
  });

  it('refuses speech with no allowance left: 402 audio_allowance_reached, the upstream never called', async () => {
    await spend('speech', AI_AUDIO_ALLOWANCE.free.speechCharacters);
    const token = await tokenOf(user);
    for (let i = 0; i < 5; i += 1) {
      const error = await apiError(speak(token, 'x'.repeat(4096)));
      expect(error.status).toBe(402);
      expect(error.code).toBe('audio_allowance_reached');
      expect(error.message).toContain("You've used this month's spoken-audio allowance.");
    }
    expect(upstreamCalls()).toBe(0);
  });

  it('refuses transcription with no allowance left: 402 audio_allowance_reached, the upstream never called', async () => {
    await spend('transcription', AI_AUDIO_ALLOWANCE.free.transcriptionSeconds);
    const token = await tokenOf(user);
    for (let i = 0; i < 5; i += 1) {
      const error = await apiError(transcribe(token, wavOf(1), 'answer.wav'));
      expect(error.status).toBe(402);
      expect(error.code).toBe('audio_allowance_reached');
      expect(error.message).toContain("You've used this month's voice transcription allowance.");
    }
    expect(upstreamCalls()).toBe(0);
  });

  it('counts atomically: with room for one more request, 10 at once let exactly one through', async () => {
    await spend('speech', AI_AUDIO_ALLOWANCE.free.speechCharacters - 150);
    const token = await tokenOf(user);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => speak(token, 'y'.repeat(100))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'audio_allowance_reached')).toBe(true);
    expect(upstreamCalls()).toBe(1);
    expect((await audioAllowanceOf(user)).speech).toMatchObject({ used: AI_AUDIO_ALLOWANCE.free.speechCharacters - 50, remaining: 50 });
  });

  it('gives the allowance back when the upstream fails', async () => {
    upstream.failures.push({ status: 500 }, { status: 503 });
    const token = await tokenOf(user);
    expect((await apiError(speak(token, 'Hello there.'))).status).toBe(502);
    expect((await apiError(transcribe(token, wavOf(2), 'answer.wav'))).status).toBe(502);
    expect(await audioAllowanceOf(user)).toMatchObject({ speech: { used: 0 }, transcription: { used: 0 } });
  });
});

describe('speech through the Realtime API (the default model)', () => {
  const speechUrl = () => `${backend.url}/functions/v1/ai/v1/audio/speech`;
  const post = async (input: string, signal?: AbortSignal) =>
    fetch(speechUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(user)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input }),
      signal,
    });

  it('streams the deltas as raw PCM16 at 24 kHz while they come, word for word from the text, charged by characters', async () => {
    const text = 'Tell me about a project you are proud of, and what you would do differently.';
    const response = await post(text);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/pcm;rate=24000;channels=1');
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const bytes = chunks.reduce((total, chunk) => total + chunk.length, 0);
    // Relayed in pieces, as the fake sent them (100 ms each), not gathered into one answer.
    expect(chunks.length).toBeGreaterThan(5);
    expect(upstream.speeches.at(-1)).toEqual({ model: 'gpt-realtime-2.1-mini', voice: 'marin', text, audioBytes: bytes, status: 'completed' });
    expect((await audioAllowanceOf(user)).speech.used).toBe(text.length);
  });

  it('closes the upstream socket when the browser stops listening mid-sentence; what was spoken stays charged', async () => {
    const text = 'A long question, read slowly, that the person interrupts. '.repeat(6);
    const abort = new AbortController();
    const response = await post(text, abort.signal);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    abort.abort();
    await expect.poll(() => upstream.speeches.at(-1)?.status, { timeout: 5_000 }).toBe('closed_early');
    expect(upstream.speeches.at(-1)!.audioBytes).toBeLessThan(((text.length * 60) / 1000) * 24_000 * 2);
    expect((await audioAllowanceOf(user)).speech.used).toBe(text.length);
  });

  it('gives the characters back when the realtime upstream refuses before any audio, told as on /audio/speech', async () => {
    upstream.failures.push({ status: 401 });
    const response = await post('Hello there.');
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatchObject({
      code: 'upstream_auth',
      message: 'The AI provider refused the server’s API key. Check OPENAI_API_KEY.',
    });
    expect((await audioAllowanceOf(user)).speech.used).toBe(0);
  });
});
