// The fake OpenAI upstream refuses what api.openai.com refuses, with the same 400 bodies (the sources and their dates
// are beside each refusal in tests/fakes/openai-upstream.ts): a gateway request the real API would refuse fails here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatParams } from '../../supabase/functions/ai/chat-params.ts';
import { startFakeUpstream, type FakeUpstream } from '../fakes/openai-upstream.ts';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream?.close());

const ask = 'Name three strengths.';
function post(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${upstream.url}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${upstream.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-6.1-terra', messages: [{ role: 'user', content: ask }], ...body }),
  });
}
async function chat(body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const response = await post(body);
  return { status: response.status, body: await response.json() };
}
const refusal = (message: string, param: string | null = null) => ({
  status: 400,
  body: { error: { message, type: 'invalid_request_error', param, code: null } },
});

describe('the fake upstream refuses as the real API does', () => {
  it.each([
    ['a misspelt parameter', { temprature: 0.2 }, 'temprature'],
    ['another provider’s parameter', { thinking: { type: 'enabled' } }, 'thinking'],
    ['a parameter of the Responses API', { max_output_tokens: 100 }, 'max_output_tokens'],
  ])('%s: 400 Unrecognized request argument supplied', async (_label, body, name) => {
    expect(await chat(body)).toEqual(refusal(`Unrecognized request argument supplied: ${name}`));
  });

  it('reasoning_effort sent to a classic model: 400 Unrecognized request argument supplied', async () => {
    expect(await chat({ model: 'gpt-4o-mini', reasoning_effort: 'low' })).toEqual(refusal('Unrecognized request argument supplied: reasoning_effort'));
  });

  it('top_p other than 1 on a reasoning model: 400 unsupported_parameter; 1 answers', async () => {
    expect(await chat({ top_p: 0.5 })).toEqual({
      status: 400,
      body: {
        error: {
          message: "Unsupported parameter: 'top_p' is not supported with this model.",
          type: 'invalid_request_error',
          param: 'top_p',
          code: 'unsupported_parameter',
        },
      },
    });
    expect((await chat({ top_p: 1 })).status).toBe(200);
  });

  it('JSON mode whose messages never say json: 400 on messages; said in any case, it answers', async () => {
    const expected = refusal("'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.", 'messages');
    expect(await chat({ response_format: { type: 'json_object' } })).toEqual(expected);
    const told = await chat({
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: 'Answer as one Json object.' },
        { role: 'user', content: ask },
      ],
    });
    expect(told.status).toBe(200);
  });

  it('stream_options without a stream: 400 on stream_options; with one, it streams', async () => {
    expect(await chat({ stream_options: { include_usage: true } })).toEqual(
      refusal("The 'stream_options' parameter is only allowed when 'stream' is enabled.", 'stream_options'),
    );
    const streamed = await post({ stream: true, stream_options: { include_usage: true } });
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toContain('data: [DONE]');
  });

  it.each(['gpt-6.1-terra', 'gpt-4o-mini'])('accepts the parameters the gateway sends %s (chat-params.ts)', async (model) => {
    const params = chatParams({ model, maxTokens: 400, isFast: true });
    const answer = await post({ model, stream: true, stream_options: { include_usage: true }, ...params });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('data: [DONE]');
  });
});
