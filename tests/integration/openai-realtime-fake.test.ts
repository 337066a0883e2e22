// The fake realtime upstream over real sockets, driven by our own pieces as the app will drive the real one:
// the gateway's client_secrets request (realtime-session.ts), then the browser-side transcriber over WebSocket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  buildClientSecretRequest,
  parseClientSecretResponse,
  type RealtimeConfig,
  type RealtimeSessionGrant,
} from '../../supabase/functions/ai/realtime-session.ts';
import { connectTranscriber, type TranscriberEvent, type WebSocketLike } from '../../src/lib/hearing/realtime-transcriber.ts';
import { startFakeRealtime, type FakeRealtime } from '../fakes/openai-realtime.ts';

let fake: FakeRealtime;
let config: RealtimeConfig;
beforeAll(async () => {
  fake = await startFakeRealtime({ transcripts: ['Tell me about yourself.'], firstDeltaMs: 100, wordEveryMs: 100, finalizeMs: 50 });
  config = { baseUrl: fake.url, realtimeUrl: fake.realtimeUrl, model: 'gpt-live-transcribe' };
});
afterAll(() => fake.close());

const nodeWebSocket = (url: string, protocols: string[]) => new WebSocket(url, protocols) as unknown as WebSocketLike;

async function mint(body: unknown = buildClientSecretRequest(config, { language: 'en', company: 'Acme' }).body, key = fake.apiKey) {
  return fetch(`${fake.url}/realtime/client_secrets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function grant(): Promise<RealtimeSessionGrant> {
  const response = await mint();
  expect(response.status).toBe(200);
  return parseClientSecretResponse(config, await response.json());
}

/** 20 ms frames of 24 kHz PCM16: a 220 Hz tone (speech to the fake) or silence. */
const frames = (count: number, amplitude: number) =>
  Array.from({ length: count }, () => Int16Array.from({ length: 480 }, (_, i) => Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 220 * i) / 24_000))));

function listen(g: RealtimeSessionGrant) {
  const events: TranscriberEvent[] = [];
  const transcriber = connectTranscriber(g, (event) => events.push(event), nodeWebSocket);
  const waitFor = async (type: TranscriberEvent['type'], count = 1) => {
    await expect.poll(() => events.filter((e) => e.type === type).length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
    return events.filter((e) => e.type === type);
  };
  return { events, transcriber, waitFor };
}

describe('fake realtime: client secrets', () => {
  it('mints a short-lived secret for the request realtime-session builds, echoing the session', async () => {
    const response = await mint();
    const body = await response.json();
    expect(body.value).toMatch(/^ek_/);
    expect(body.expires_at - Date.now() / 1000).toBeGreaterThan(50);
    expect(body.expires_at - Date.now() / 1000).toBeLessThanOrEqual(60);
    expect(body.session).toMatchObject({
      object: 'realtime.transcription_session',
      type: 'transcription',
      audio: { input: { transcription: { model: 'gpt-live-transcribe', languages: ['en'], keywords: ['Acme'] } } },
    });
  });

  it('refuses a wrong key, an expiry given as a number, server turn detection on a live model, and a wrong audio format', async () => {
    expect((await mint(undefined, 'sk-wrong')).status).toBe(401);
    const good = buildClientSecretRequest(config, {}).body as { session: { audio: { input: Record<string, unknown> } } };
    const input = good.session.audio.input;
    const variants: Array<[unknown, RegExp]> = [
      [{ ...good, expires_after: 60 }, /expected an object/],
      [{ ...good, session: { ...good.session, audio: { input: { ...input, turn_detection: { type: 'server_vad' } } } } }, /Turn detection is not supported/],
      [{ ...good, session: { ...good.session, audio: { input: { ...input, format: { type: 'audio/pcm', rate: 16000 } } } } }, /audio\/pcm/],
      [{ ...good, session: { ...good.session, type: 'realtime' } }, /transcription/],
    ];
    for (const [body, message] of variants) {
      const response = await mint(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });
});

describe('fake realtime: the session socket', () => {
  it('streams deltas while speech is heard, then the final transcript after a commit', async () => {
    const { events, transcriber, waitFor } = listen(await grant());
    await waitFor('ready');
    for (const frame of frames(60, 0.2)) transcriber.append(frame); // 1.2 s of "speech"
    const deltas = await waitFor('delta', 4);
    expect(events.some((e) => e.type === 'final')).toBe(false);
    for (const frame of frames(15, 0)) transcriber.append(frame);
    await waitFor('speechStopped');
    expect(transcriber.commit()).toBe(true);
    const [final] = await waitFor('final');
    expect(final).toMatchObject({ type: 'final', text: 'Tell me about yourself.' });
    expect(deltas.map((e) => (e.type === 'delta' ? e.delta : '')).join('')).toBe('Tell me about yourself.');
    const committed = events.find((e) => e.type === 'committed');
    expect(committed).toMatchObject({ itemId: (final as { itemId: string }).itemId, previousItemId: null });
    expect(events.map((e) => e.type).indexOf('speechStarted')).toBeLessThan(events.map((e) => e.type).indexOf('delta'));
    transcriber.close();
  });

  it('with the last words after the commit (the bench’s regime, issue #38): an item’s last word or two come only after its commit', async () => {
    fake.options.textTiming = { lastWordsAfterCommitMs: [150] };
    try {
      const { events, transcriber, waitFor } = listen(await grant());
      await waitFor('ready');
      for (const frame of frames(60, 0.2)) transcriber.append(frame);
      for (const frame of frames(15, 0)) transcriber.append(frame);
      await waitFor('speechStopped');
      const live = events.flatMap((e) => (e.type === 'delta' ? [e.delta] : [])).join('');
      expect(['Tell me about', 'Tell me']).toContain(live);
      const committedAt = performance.now();
      expect(transcriber.commit()).toBe(true);
      const [final] = await waitFor('final');
      expect(performance.now() - committedAt).toBeGreaterThanOrEqual(150);
      expect(events.flatMap((e) => (e.type === 'delta' ? [e.delta] : [])).join('')).toBe('Tell me about yourself.');
      expect(final).toMatchObject({ text: 'Tell me about yourself.' });
      transcriber.close();
    } finally {
      fake.options.textTiming = undefined;
    }
  });

  it('answers a commit of under 100 ms, malformed JSON and an unknown event with errors', async () => {
    const g = await grant();
    const { waitFor } = listen(g);
    await waitFor('ready');
    const raw = new WebSocket(g.url, ['realtime', `openai-insecure-api-key.${g.secret}`]);
    const errors: string[] = [];
    raw.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type === 'error') errors.push(event.error.code);
    });
    await new Promise((resolve) => raw.once('open', resolve));
    raw.send(JSON.stringify({ type: 'input_audio_buffer.commit' }));
    raw.send('{not json');
    raw.send(JSON.stringify({ type: 'response.create' }));
    raw.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: 'not base64!' }));
    await expect.poll(() => errors, { timeout: 5000 }).toEqual(['input_audio_buffer_commit_empty', 'invalid_json', 'invalid_value', 'invalid_value']);
    raw.close();
  });

  it('refuses a connection without a valid secret, or with a model in the URL', async () => {
    const g = await grant();
    const statusOf = (url: string, protocols: string[]) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, protocols);
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => resolve(101));
        socket.on('error', () => {});
      });
    expect(await statusOf(g.url, ['realtime', 'openai-insecure-api-key.ek_unknown'])).toBe(401);
    expect(await statusOf(g.url, ['realtime'])).toBe(401);
    expect(await statusOf(`${fake.realtimeUrl}?intent=transcription&model=gpt-live-transcribe`, ['realtime', `openai-insecure-api-key.${g.secret}`])).toBe(400);
    expect(await statusOf(g.url, ['realtime', `openai-insecure-api-key.${g.secret}`])).toBe(101);
  });

  it("gives a scripted session each part's words as its audio is heard, the part starting after its pause: commits between words, a stall, no commit in a pause", async () => {
    const keyword = 'Scripted Fake Co';
    const parts = [
      { loudMs: 800, quietBeforeMs: 0 },
      { loudMs: 600, quietBeforeMs: 1000 },
      { loudMs: 400, quietBeforeMs: 1000 },
    ];
    const scripted = await fetch(`${fake.url.replace(/\/v1$/, '')}/__fake/scripts`, {
      method: 'POST',
      body: JSON.stringify({ keyword, transcripts: ['One two.', 'Three four.', 'Five six.'], parts }),
    });
    expect(scripted.status).toBe(204);
    const response = await mint(buildClientSecretRequest(config, { language: 'en', company: keyword }).body);
    const { transcriber, waitFor } = listen(parseClientSecretResponse(config, await response.json()));
    await waitFor('ready');
    const say = (speechFrames: number, quietFrames: number) =>
      [...frames(speechFrames, 0.2), ...frames(quietFrames, 0)].forEach((frame) => transcriber.append(frame));
    say(10, 5); // 200 ms of "One two.", then a commit 100 ms into a gap between two words: "One" only
    transcriber.commit();
    say(20, 5); // 400 ms more of it, another commit in a gap: "two."
    transcriber.commit();
    say(10, 50); // its last 200 ms, right after that commit (no pause before it): the same part, no words of its own
    transcriber.commit();
    say(15, 50); // "Three four.", its first 300 ms, after the pause
    transcriber.commit();
    say(15, 50); // its last 300 ms after the tab stalled for a second: still "Three four."
    transcriber.commit();
    say(20, 40); // "Five six." then, no commit in the pause, 400 ms more: past the script, nothing
    say(20, 15);
    transcriber.commit();
    const finals = await waitFor('final', 6);
    expect(finals.map((event) => (event.type === 'final' ? event.text : null))).toEqual(['One', 'two.', '', 'Three four.', '', 'Five six.']);
    transcriber.close();
  });

  it('reports a failed transcription and a dropped socket', async () => {
    fake.options.failTranscription = true;
    try {
      const { transcriber, waitFor } = listen(await grant());
      await waitFor('ready');
      for (const frame of frames(20, 0.2)) transcriber.append(frame);
      transcriber.commit();
      const [failed] = await waitFor('failed');
      expect(failed).toMatchObject({ message: 'The audio could not be transcribed.' });
      fake.dropSockets();
      const [closed] = await waitFor('closed');
      expect(closed).toMatchObject({ code: 1006 });
    } finally {
      fake.options.failTranscription = false;
    }
  });
});
