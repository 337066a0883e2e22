// The AI client against a fake gateway (its fetch is replaced): headers, error mapping, the event stream, transcription replies.
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', () => ({
  supabase: { auth: { getSession: async () => ({ data: { session: { access_token: 'user-access-token' } } }) } },
}));

const { AiError, canStepDownFromRealtime, mintRealtimeSecret, transcribeAudio, completeAnswer, streamAnswer } = await import('./ai');

interface Seen {
  url: string;
  headers: Headers;
  body: unknown;
}

function gateway(status: number, body: unknown, seen: Seen[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers), body: init?.body });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const question = { purpose: 'coach-question', session: 'demo', askedQuestions: [], settings: { interviewLanguage: 'en' } } as const;

describe('completeAnswer', () => {
  it('sends the access token and the structured request, never a prompt', async () => {
    const seen: Seen[] = [];
    await completeAnswer({ ...question, askedQuestions: [] }, { fetch: gateway(200, { id: 'x', choices: [{ message: { content: 'Hi' } }] }, seen) });
    expect(seen[0].url).toMatch(/\/functions\/v1\/ai\/v1\/chat\/completions$/);
    expect(seen[0].headers.get('authorization')).toBe('Bearer user-access-token');
    expect(JSON.parse(String(seen[0].body))).toEqual(question);
  });

  it('tells which model answered, as the gateway reports it', async () => {
    const models: string[] = [];
    await completeAnswer(
      { ...question, askedQuestions: [] },
      { fetch: gateway(200, { id: 'x', model: 'gpt-6.1-sol', choices: [{ message: { content: '{}' } }] }), onModel: (model) => models.push(model) },
    );
    expect(models).toEqual(['gpt-6.1-sol']);
  });

  it('maps 402 to credit_limit_reached or audio_allowance_reached, and 503 to ai_not_configured', async () => {
    for (const [status, code, expected] of [
      [402, 'credit_limit_reached', 'credit_limit_reached'],
      [402, 'audio_allowance_reached', 'audio_allowance_reached'],
      [404, 'session_not_found', 'session_not_found'],
      [503, 'ai_not_configured', 'ai_not_configured'],
      [502, 'upstream_error', 'upstream'],
    ] as const) {
      const error = await completeAnswer({ ...question, askedQuestions: [] }, { fetch: gateway(status, { error: { code, message: `m-${code}` } }) }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AiError);
      expect((error as InstanceType<typeof AiError>).code).toBe(expected);
      expect((error as Error).message).toBe(`m-${code}`);
    }
  });
});

describe('canStepDownFromRealtime', () => {
  // Issue 37: a mint that timed out ended the whole Start; recorded transcription can still hear that session.
  it('steps down when the mint finds no realtime, times out or fails upstream; not when the person could not upload either', async () => {
    const mintFails = async (status: number, code: string) => {
      vi.stubGlobal('fetch', gateway(status, { error: { code, message: code } }));
      try {
        return await mintRealtimeSecret({ session: 'demo', language: 'en' }).catch((caught: unknown) => caught);
      } finally {
        vi.unstubAllGlobals();
      }
    };
    expect(canStepDownFromRealtime(await mintFails(501, 'realtime_unavailable'))).toBe(true);
    expect(canStepDownFromRealtime(await mintFails(504, 'upstream_timeout'))).toBe(true);
    expect(canStepDownFromRealtime(await mintFails(502, 'upstream_error'))).toBe(true);
    expect(canStepDownFromRealtime(new AiError('timeout', 'The AI service took too long to answer.'))).toBe(true);
    expect(canStepDownFromRealtime(await mintFails(401, 'invalid_token'))).toBe(false);
    expect(canStepDownFromRealtime(await mintFails(402, 'audio_allowance_reached'))).toBe(false);
    expect(canStepDownFromRealtime(await mintFails(429, 'rate_limited'))).toBe(false);
    expect(canStepDownFromRealtime(new AiError('network', 'Cannot reach the server.'))).toBe(false);
  });
});

describe('transcribeAudio', () => {
  const audio = new Blob(['\x1a\x45\xdf\xa3'], { type: 'audio/webm' });

  it('returns the text and sends the language, never a model (the server chooses it)', async () => {
    const seen: Seen[] = [];
    await expect(transcribeAudio(audio, 'fr', { fetch: gateway(200, { text: 'Bonjour' }, seen) })).resolves.toBe('Bonjour');
    const form = seen[0].body as FormData;
    expect(form.get('language')).toBe('fr');
    expect(form.has('model')).toBe(false);
  });

  it('keeps the audio allowance refusal as such, so the screen can say so', async () => {
    const error = await transcribeAudio(audio, 'en', { fetch: gateway(402, { error: { code: 'audio_allowance_reached', message: 'No audio left' } }) }).catch(
      (caught: unknown) => caught,
    );
    expect((error as InstanceType<typeof AiError>).code).toBe('audio_allowance_reached');
    expect((error as Error).message).toBe('No audio left');
  });

  it("shows the provider's message, or 'Transcription failed with status {n}'", async () => {
    await expect(transcribeAudio(audio, 'en', { fetch: gateway(502, { error: { message: 'Provider down' } }) })).rejects.toThrow('Provider down');
    await expect(transcribeAudio(audio, 'en', { fetch: gateway(500, {}) })).rejects.toThrow('Transcription failed with status 500');
  });

  it("rejects an unexpected reply with 'Invalid response format from transcription API'", async () => {
    await expect(transcribeAudio(audio, 'en', { fetch: gateway(200, { transcript: 'x' }) })).rejects.toThrow('Invalid response format from transcription API');
  });
});

describe('streamAnswer', () => {
  /** A gateway that streams two pieces of an answer, then stalls (the connection stays open). */
  function stallingGateway(): typeof fetch {
    return (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const encoder = new TextEncoder();
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'gpt-3.5-turbo', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(chunk('**Suggested ') + chunk('answer**')));
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }) as typeof fetch;
  }

  it('rejects as cancelled when the person aborts mid-stream, instead of returning the partial answer', async () => {
    vi.stubGlobal('fetch', stallingGateway());
    try {
      const controller = new AbortController();
      const deltas: string[] = [];
      const request = { purpose: 'copilot', session: 'demo', question: 'Q', settings: { responseLength: 'balanced', responseLanguage: 'en' } } as const;
      const answer = streamAnswer(request, {
        signal: controller.signal,
        onDelta: (_delta, text) => {
          deltas.push(text);
          if (text === '**Suggested answer**') controller.abort();
        },
      });
      const error = await answer.catch((caught: unknown) => caught);
      expect(deltas).toEqual(['**Suggested ', '**Suggested answer**']);
      expect(error).toBeInstanceOf(AiError);
      expect((error as InstanceType<typeof AiError>).code).toBe('aborted');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('streamAnswer reads the event stream as the gateway sends it', () => {
  const request = { purpose: 'copilot', session: 'demo', question: 'Q', settings: { responseLength: 'balanced', responseLanguage: 'en' } } as const;
  const chunk = (content: string) => `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\r\n\r\n`;
  /** A gateway whose answer arrives in the given byte pieces. */
  const streaming = (pieces: Uint8Array[]): typeof fetch =>
    (async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of pieces) controller.enqueue(piece);
            controller.close();
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      )) as typeof fetch;

  it('joins events cut anywhere, a line ending or a character in two included, and stops at [DONE]', async () => {
    const bytes = new TextEncoder().encode(`: keep-alive\n\n${chunk('Géré l’équipe ')}${chunk('de 4 personnes.')}data: [DONE]\n\n${chunk('after the end')}`);
    // Three-byte pieces cut "é" and "’" and every CRLF in two.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 3) }, (_, index) => bytes.slice(index * 3, index * 3 + 3));
    const texts: string[] = [];
    const answer = await streamAnswer(request, { fetch: streaming(pieces), onDelta: (_delta, text) => texts.push(text) });
    expect(answer).toBe('Géré l’équipe de 4 personnes.');
    expect(texts).toEqual(['Géré l’équipe ', 'Géré l’équipe de 4 personnes.']);
  });

  it("rejects with the gateway's error event when the upstream fails mid-answer, after what was relayed", async () => {
    const error = `data: ${JSON.stringify({ error: { code: 'upstream_timeout', message: 'The AI service stopped answering.', type: 'api_error' } })}\n\n`;
    const texts: string[] = [];
    const failure = await streamAnswer(request, {
      fetch: streaming([new TextEncoder().encode(chunk('Half ') + error)]),
      onDelta: (_delta, text) => texts.push(text),
    }).catch((caught: unknown) => caught);
    expect(texts).toEqual(['Half ']);
    expect(failure).toMatchObject({ code: 'upstream', message: 'The AI service stopped answering.' });
  });

  it('tells a request that never got an answer as a network failure', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(streamAnswer(request, { fetch: offline })).rejects.toMatchObject({ code: 'network' });
  });
});
