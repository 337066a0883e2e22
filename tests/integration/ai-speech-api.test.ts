// The Coach's voice on an upstream without realtime (OPENAI_REALTIME_URL=off), as .env.example advises: a Speech-API
// model (gpt-4o-mini-tts, voice nova) through POST /audio/speech, answered in the same PCM16 stream as the realtime
// workflow, so the browser plays both the same way.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../fakes/openai-upstream.ts';
import { audioAllowanceOf, tokenOf } from './ai-helpers.ts';
import { signUpUser, startGatewayBed, type GatewayBed, type TestUser } from './backend.ts';

let bed: GatewayBed;
let upstream: FakeUpstream;
let user: TestUser;

beforeAll(async () => {
  bed = await startGatewayBed({ env: { OPENAI_REALTIME_URL: 'off', OPENAI_SPEECH_MODEL: 'gpt-4o-mini-tts', OPENAI_SPEECH_VOICE: 'nova' } });
  upstream = bed.upstream;
});
afterAll(() => bed?.stop());
beforeEach(async () => {
  user = await signUpUser(bed.backend, 'Listener');
});

describe('a Speech-API OPENAI_SPEECH_MODEL', () => {
  it('asks /audio/speech for pcm and relays it as it comes, charged by characters', async () => {
    const text = 'Walk me through a difficult stakeholder conversation.';
    const response = await fetch(`${bed.backend.url}/functions/v1/ai/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(user)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input: text }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/pcm;rate=24000;channels=1');
    // The fake answers 10 ms of 24 kHz PCM16 per character.
    expect((await response.arrayBuffer()).byteLength).toBe(text.length * 480);
    expect(upstream.requests.at(-1)).toMatchObject({ path: '/audio/speech', model: 'gpt-4o-mini-tts', voice: 'nova' });
    expect((await audioAllowanceOf(user)).speech.used).toBe(text.length);
    // Within 60 days of its shutdown: capabilities warn, naming the setting.
    const capabilities = await fetch(`${bed.backend.url}/functions/v1/ai/v1/capabilities`, { headers: { authorization: `Bearer ${await tokenOf(user)}` } });
    const { models } = await capabilities.json();
    expect(models.warnings).toEqual([expect.objectContaining({ role: 'speech', model: 'gpt-4o-mini-tts', setting: 'OPENAI_SPEECH_MODEL' })]);
  });
});
