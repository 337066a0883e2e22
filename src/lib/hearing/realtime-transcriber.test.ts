import { describe, expect, it } from 'vitest';
import { connectTranscriber, createTranscriber, parseServerEvent, pcm16ToBase64, type TranscriberEvent, type WebSocketLike } from './realtime-transcriber';

describe('parseServerEvent', () => {
  it('turns the transcription events into the typed stream', () => {
    const cases: Array<[object, TranscriberEvent | null]> = [
      [{ type: 'session.created', session: {} }, { type: 'ready' }],
      [
        { type: 'input_audio_buffer.speech_started', item_id: 'i1', audio_start_ms: 120 },
        { type: 'speechStarted', itemId: 'i1', audioStartMs: 120 },
      ],
      [
        { type: 'input_audio_buffer.speech_stopped', item_id: 'i1', audio_end_ms: 900 },
        { type: 'speechStopped', itemId: 'i1', audioEndMs: 900 },
      ],
      [
        { type: 'input_audio_buffer.committed', item_id: 'i2', previous_item_id: 'i1' },
        { type: 'committed', itemId: 'i2', previousItemId: 'i1' },
      ],
      [
        { type: 'input_audio_buffer.committed', item_id: 'i1', previous_item_id: null },
        { type: 'committed', itemId: 'i1', previousItemId: null },
      ],
      [
        { type: 'conversation.item.input_audio_transcription.delta', item_id: 'i1', content_index: 0, delta: 'Tell' },
        { type: 'delta', itemId: 'i1', delta: 'Tell' },
      ],
      [
        { type: 'conversation.item.input_audio_transcription.completed', item_id: 'i1', transcript: 'Tell me.' },
        { type: 'final', itemId: 'i1', text: 'Tell me.' },
      ],
      [
        { type: 'conversation.item.input_audio_transcription.failed', item_id: 'i1', error: { message: 'audio unreadable' } },
        { type: 'failed', itemId: 'i1', message: 'audio unreadable' },
      ],
      [
        { type: 'error', error: { type: 'invalid_request_error', code: 'input_audio_buffer_commit_empty', message: 'buffer too small' } },
        { type: 'error', code: 'input_audio_buffer_commit_empty', message: 'buffer too small' },
      ],
      [{ type: 'rate_limits.updated' }, null],
    ];
    for (const [event, expected] of cases) expect(parseServerEvent(JSON.stringify(event))).toEqual(expected);
  });

  it('reports text that is not JSON as an error event', () => {
    expect(parseServerEvent('nope')).toMatchObject({ type: 'error', code: 'invalid_server_event' });
  });
});

describe('pcm16ToBase64', () => {
  it('encodes little-endian 16-bit samples', () => {
    const decoded = Uint8Array.from(atob(pcm16ToBase64(Int16Array.from([1, -2, 0x1234]))), (c) => c.charCodeAt(0));
    expect([...decoded]).toEqual([0x01, 0x00, 0xfe, 0xff, 0x34, 0x12]);
  });
});

describe('createTranscriber', () => {
  it('sends append, commit and clear events, and refuses to commit under 100 ms of audio', () => {
    const sent: Array<Record<string, unknown>> = [];
    const transcriber = createTranscriber({ send: (text) => sent.push(JSON.parse(text)), close: () => {} }, () => {});
    transcriber.append(new Int16Array(2000)); // 83 ms
    expect(transcriber.commit()).toBe(false);
    transcriber.append(new Int16Array(400));
    expect(transcriber.bufferedMs()).toBe(100);
    expect(transcriber.commit()).toBe(true);
    expect(transcriber.bufferedMs()).toBe(0);
    transcriber.append(new Int16Array(240));
    transcriber.clear();
    expect(transcriber.commit()).toBe(false);
    expect(sent.map((event) => event.type)).toEqual([
      'input_audio_buffer.append',
      'input_audio_buffer.append',
      'input_audio_buffer.commit',
      'input_audio_buffer.append',
      'input_audio_buffer.clear',
    ]);
    expect(typeof sent[0].audio).toBe('string');
  });
});

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

describe('connectTranscriber', () => {
  it('authenticates with the subprotocols, queues audio until the socket opens and reports events and closing', () => {
    let socket: FakeSocket | undefined;
    const events: TranscriberEvent[] = [];
    const transcriber = connectTranscriber(
      { url: 'wss://rt.test/v1/realtime?intent=transcription', secret: 'ek_1' },
      (e) => events.push(e),
      (url, protocols) => {
        socket = new FakeSocket(url, protocols);
        return socket;
      },
    );
    const open = socket as FakeSocket;
    expect(open.protocols).toEqual(['realtime', 'openai-insecure-api-key.ek_1']);
    transcriber.append(new Int16Array(2400));
    expect(open.sent).toEqual([]);
    open.readyState = 1;
    open.onopen?.({});
    expect(open.sent).toHaveLength(1);
    open.onmessage?.({ data: JSON.stringify({ type: 'conversation.item.input_audio_transcription.delta', item_id: 'i1', delta: 'Hi' }) });
    open.onclose?.({ code: 1006, reason: '' });
    transcriber.append(new Int16Array(2400));
    expect(open.sent).toHaveLength(1);
    expect(events).toEqual([
      { type: 'delta', itemId: 'i1', delta: 'Hi' },
      { type: 'closed', code: 1006, reason: '' },
    ]);
  });
});
