// The fake upstream's speech, over real sockets, asked the way the gateway asks (speech-workflow.ts): what the real
// API does with a gpt-realtime model on the Realtime API and on /audio/speech, refusals included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readAloudEvent } from '../../supabase/functions/ai/speech-workflow.ts';
import { startFakeUpstream, type FakeUpstream } from '../fakes/openai-upstream.ts';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream({ speech: { msPerCharacter: 20 } });
});
afterAll(() => upstream.close());

interface ServerEvent {
  type: string;
  delta?: string;
  error?: { code: string; param: string | null; message: string };
  response?: { status: string; conversation_id: string | null };
}

/** Opens a speech socket, sends `events` once open, and collects what comes back until `until` or the socket closes. */
function converse(model: string, events: unknown[], until = 'response.done', key = upstream.apiKey): Promise<ServerEvent[]> {
  const socket = new WebSocket(`${upstream.url.replace(/^http/, 'ws')}/realtime?model=${model}`, { headers: { authorization: `Bearer ${key}` } });
  const received: ServerEvent[] = [];
  return new Promise((resolve, reject) => {
    socket.on('open', () => events.forEach((event) => socket.send(JSON.stringify(event))));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as ServerEvent;
      received.push(event);
      if (event.type === until) socket.close();
    });
    socket.on('close', () => resolve(received));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`upgrade answered ${response.statusCode}`)));
  });
}

describe('fake realtime speech', () => {
  it('reads the text out of band: session.created, response.created, PCM16 deltas, response.done with no conversation', async () => {
    const events = await converse('gpt-realtime-2.1-mini', [readAloudEvent('Why Initech, and why now?', 'marin')]);
    expect(events[0].type).toBe('session.created');
    expect(events[1]).toMatchObject({ type: 'response.created', response: { conversation_id: null } });
    const deltas = events.filter((event) => event.type === 'response.output_audio.delta');
    const bytes = deltas.reduce((total, event) => total + Buffer.from(event.delta!, 'base64').length, 0);
    expect(deltas.length).toBeGreaterThan(1);
    expect(bytes).toBe(Math.round((('Why Initech, and why now?'.length * 20) / 1000) * 24_000) * 2);
    expect(events.at(-1)).toMatchObject({ type: 'response.done', response: { status: 'completed', conversation_id: null } });
    expect(upstream.speeches.at(-1)).toMatchObject({ model: 'gpt-realtime-2.1-mini', voice: 'marin', text: 'Why Initech, and why now?', status: 'completed' });
  });

  it('refuses the beta field names, a Speech-API voice and another audio rate with the API’s error events', async () => {
    const good = readAloudEvent('Hi.', 'marin') as { type: string; response: Record<string, unknown> };
    const refusals = async (response: Record<string, unknown>) =>
      (await converse('gpt-realtime-2.1-mini', [{ type: 'response.create', response }], 'error')).at(-1)?.error;
    expect(await refusals({ ...good.response, modalities: ['audio'] })).toMatchObject({ code: 'unknown_parameter', param: 'response.modalities' });
    expect(await refusals({ ...good.response, audio: { output: { voice: 'nova' } } })).toMatchObject({
      code: 'invalid_value',
      param: 'response.audio.output.voice',
    });
    expect(await refusals({ ...good.response, audio: { output: { format: { type: 'audio/pcm', rate: 16_000 } } } })).toMatchObject({
      code: 'invalid_value',
      param: 'response.audio.output.format',
    });
    expect(await refusals({ ...good.response, output_modalities: ['audio', 'text'] })).toMatchObject({
      code: 'invalid_value',
      param: 'response.output_modalities',
    });
  });

  it('refuses a Speech-API model on the Realtime API, and a wrong key at the upgrade', async () => {
    const events = await converse('gpt-4o-mini-tts', [], 'error');
    expect(events.at(-1)?.error).toMatchObject({ code: 'invalid_model', message: 'Model "gpt-4o-mini-tts" is not supported in realtime mode.' });
    await expect(converse('gpt-realtime-2.1-mini', [], 'error', 'sk-wrong')).rejects.toThrow('upgrade answered 401');
  });

  it('refuses gpt-realtime-2.1-mini on /audio/speech, and streams raw PCM there for a Speech-API model', async () => {
    const speech = (body: Record<string, unknown>) =>
      fetch(`${upstream.url}/audio/speech`, {
        method: 'POST',
        headers: { authorization: `Bearer ${upstream.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await speech({ model: 'gpt-realtime-2.1-mini', voice: 'marin', input: 'Hi.' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: 'invalid_value', param: 'model' });
    const pcm = await speech({ model: 'gpt-4o-mini-tts', voice: 'nova', input: 'Hi there.', response_format: 'pcm' });
    expect(pcm.headers.get('content-type')).toBe('audio/pcm');
    expect((await pcm.arrayBuffer()).byteLength).toBe('Hi there.'.length * 480);
  });
});
