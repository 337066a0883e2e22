// Models are server configuration (supabase/functions/ai/models.ts): an operator's GPT-5.x chat model answers against
// an upstream as strict as today's API, and a model the provider has shut down is named plainly in capabilities,
// with one sentence for the person and nothing charged or sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../fakes/openai-upstream.ts';
import { chatAs, creditsOf, readEvents, tokenOf, validRequest } from './ai-helpers.ts';
import { signUpUser, startGatewayBed, type GatewayBed, type TestUser } from './backend.ts';

let bed: GatewayBed;
let upstream: FakeUpstream;
let user: TestUser;

beforeAll(async () => {
  // gpt-5.4: a GPT-5.x model (refuses max_tokens, temperature ≠ 1 and penalties); gpt-3.5-turbo: shut down 2026-10-23;
  // gpt-4o-mini-tts-2025-03-20: a speech snapshot this upstream no longer offers; gpt-6.2-sol: refuses reasoning effort none.
  bed = await startGatewayBed({
    env: {
      OPENAI_CHAT_MODEL: 'gpt-5.4',
      OPENAI_COACH_MODEL: 'gpt-6.2-sol',
      OPENAI_ANALYSIS_MODEL: 'gpt-3.5-turbo',
      OPENAI_SPEECH_MODEL: 'gpt-4o-mini-tts-2025-03-20',
    },
  });
  upstream = bed.upstream;
});
afterAll(() => bed?.stop());
beforeEach(async () => {
  user = await signUpUser(bed.backend, 'Operator');
  upstream.requests.length = 0;
});

describe('a GPT-5.x OPENAI_CHAT_MODEL and a gpt-6.2-sol OPENAI_COACH_MODEL', () => {
  it('answers the Copilot and the Coach, with max_completion_tokens, no sampling and each model’s lowest reasoning effort', async () => {
    const token = await tokenOf(user);
    const copilot = await chatAs(bed.backend, token, validRequest('copilot'));
    expect(copilot.status).toBe(200);
    expect((await readEvents(copilot)).text).toContain('Why do you want this job?');
    // gpt-6.2-sol refuses effort none (400 unsupported_value): it is asked at low, with room for the reasoning tokens.
    const coach = await chatAs(bed.backend, token, validRequest('coach-question'));
    expect(coach.status).toBe(200);
    expect(
      upstream.requests.map(({ model, maxTokens, maxCompletionTokens, reasoningEffort }) => ({ model, maxTokens, maxCompletionTokens, reasoningEffort })),
    ).toEqual([
      { model: 'gpt-5.4', maxTokens: undefined, maxCompletionTokens: 400, reasoningEffort: 'none' },
      { model: 'gpt-6.2-sol', maxTokens: undefined, maxCompletionTokens: 8_100, reasoningEffort: 'low' },
    ]);
  });
});

describe('a retired model in the configuration', () => {
  it('is named in capabilities with the setting to change and what to set instead', async () => {
    const answer = await fetch(`${bed.backend.url}/functions/v1/ai/v1/capabilities`, { headers: { authorization: `Bearer ${await tokenOf(user)}` } });
    const { models } = await answer.json();
    expect(models.problems).toEqual([
      {
        role: 'analysis',
        model: 'gpt-3.5-turbo',
        setting: 'OPENAI_ANALYSIS_MODEL',
        message:
          'OPENAI_ANALYSIS_MODEL names gpt-3.5-turbo, which the AI provider does not offer: set OPENAI_ANALYSIS_MODEL to a current model such as gpt-6.1-sol, or unset it.',
      },
      {
        role: 'speech',
        model: 'gpt-4o-mini-tts-2025-03-20',
        setting: 'OPENAI_SPEECH_MODEL',
        message:
          'OPENAI_SPEECH_MODEL names gpt-4o-mini-tts-2025-03-20, which the AI provider does not offer: set OPENAI_SPEECH_MODEL to a current model such as gpt-realtime-2.1-mini, or unset it.',
      },
    ]);
  });

  it('tells the person in one sentence, before charging or calling the upstream', async () => {
    const calls = upstream.calls;
    const response = await chatAs(bed.backend, await tokenOf(user), validRequest('coach-summary'));
    expect(response.status).toBe(503);
    const { error } = await response.json();
    expect(error).toMatchObject({
      code: 'model_retired',
      message: 'This AI feature is set up with a model its provider no longer offers; the site’s operator has to choose a current one.',
    });
    expect(error.message).not.toMatch(/OPENAI_|sk-/);
    expect(upstream.calls).toBe(calls);
    expect(await creditsOf(user)).toMatchObject({ used: 0 });
  });
});

describe('a retired speech model in the configuration', () => {
  it('tells the person in one sentence, before charging characters or opening anything upstream', async () => {
    const calls = upstream.calls;
    const response = await fetch(`${bed.backend.url}/functions/v1/ai/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(user)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'Tell me about yourself.' }),
    });
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatchObject({
      code: 'model_retired',
      message: 'This AI feature is set up with a model its provider no longer offers; the site’s operator has to choose a current one.',
    });
    expect(upstream.calls).toBe(calls);
    const { data } = await user.client.rpc('ai_audio_allowance');
    expect((data as Array<{ kind: string; used: number }>).find((row) => row.kind === 'speech')?.used).toBe(0);
  });
});
