import { describe, expect, it, vi } from 'vitest';
import type { Transcriber, TranscriberEvent } from './realtime-transcriber';
import { createTranscriptStream, STREAM_MESSAGES, type RealtimeGrant } from './transcript-stream';

const frame = (value: number) => new Int16Array(480).fill(value); // 20 ms

function setup(grantSeconds = 300, mintSecret?: () => Promise<RealtimeGrant>) {
  const sockets: Array<{ grant: RealtimeGrant; appended: number[]; commits: number; closed: boolean; emit: (event: TranscriberEvent) => void }> = [];
  const errors: Array<[string, boolean]> = [];
  const events: TranscriberEvent[] = [];
  let mints = 0;
  const stream = createTranscriptStream({
    mintSecret: mintSecret ?? (async () => ({ secret: `ek_${(mints += 1)}`, url: 'ws://fake', seconds: grantSeconds })),
    connect: (grant, onEvent) => {
      const socket = { grant, appended: [] as number[], commits: 0, closed: false, emit: onEvent };
      sockets.push(socket);
      let buffered = 0;
      const transcriber: Partial<Transcriber> = {
        append: (samples) => {
          socket.appended.push(samples[0]);
          buffered += 20;
        },
        commit: () => (buffered >= 100 ? ((buffered = 0), (socket.commits += 1), true) : false),
        close: () => void (socket.closed = true),
      };
      return transcriber as Transcriber;
    },
    onEvent: (event) => events.push(event),
    onError: (message, isFatal) => errors.push([message, isFatal]),
    remintMarginMs: 100,
    handoverMs: 50,
  });
  return { stream, sockets, errors, events };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTranscriptStream', () => {
  it('keeps the audio heard while the secret is minted and sends it, in order, once connected; a commit asked for meanwhile follows it', async () => {
    const { stream, sockets } = setup();
    stream.open();
    [1, 2, 3, 4, 5, 6].forEach((value) => stream.append(frame(value)));
    stream.commit();
    await flush();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].appended).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sockets[0].commits).toBe(1);
  });

  it('mints again before the block of seconds runs out and closes the old socket after the handover', async () => {
    const { stream, sockets } = setup(1); // 1 s block, re-minted 100 ms before it ends
    stream.open();
    await flush();
    for (let i = 0; i < 45; i += 1) stream.append(frame(i));
    await flush();
    expect(sockets).toHaveLength(2);
    expect(sockets[1].grant.secret).toBe('ek_2');
    // The uncommitted audio is the new socket's to commit.
    expect(sockets[1].appended).toEqual(sockets[0].appended);
    stream.append(frame(99));
    expect(sockets[1].appended.at(-1)).toBe(99);
    expect(sockets[0].closed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sockets[0].closed).toBe(true);
  });

  it('reconnects after a drop, sending the audio since the last commit again', async () => {
    const { stream, sockets, errors } = setup();
    stream.open();
    await flush();
    [1, 2, 3, 4, 5].forEach((value) => stream.append(frame(value)));
    stream.commit();
    [6, 7].forEach((value) => stream.append(frame(value)));
    sockets[0].emit({ type: 'closed', code: 1006, reason: '' });
    stream.append(frame(8));
    await flush();
    expect(sockets).toHaveLength(2);
    expect(sockets[1].appended).toEqual([6, 7, 8]);
    expect(errors).toEqual([]);
  });

  it('sends a long stretch of speech not committed yet again whole after a drop, not only the ring kept while connecting', async () => {
    const { stream, sockets } = setup();
    stream.open();
    await flush();
    // 8 s without a commit: more than the 5 s ring of audio kept while connecting.
    for (let i = 0; i < 400; i += 1) stream.append(frame(i));
    sockets[0].emit({ type: 'closed', code: 1006, reason: '' });
    await flush();
    expect(sockets[1].appended).toEqual(sockets[0].appended);
  });

  it('gives up with a sentence after drops in a row, and on a mint the gateway refuses', async () => {
    const dropping = setup();
    dropping.stream.open();
    for (let i = 0; i < 4; i += 1) {
      await flush();
      dropping.sockets.at(-1)?.emit({ type: 'closed', code: 1006, reason: '' });
    }
    expect(dropping.sockets).toHaveLength(4);
    expect(dropping.errors).toEqual([[STREAM_MESSAGES.dropped, true]]);

    const refused = setup(300, vi.fn().mockRejectedValue(new Error('You have used this month’s transcription minutes.')));
    refused.stream.open();
    await flush();
    expect(refused.errors).toEqual([['You have used this month’s transcription minutes.', true]]);
    expect(refused.sockets).toHaveLength(0);
  });

  it('passes transcript events on and reports a failed item and a service error without stopping', async () => {
    const { stream, sockets, events, errors } = setup();
    stream.open();
    await flush();
    sockets[0].emit({ type: 'delta', itemId: 'item_1', delta: 'Hello' });
    sockets[0].emit({ type: 'failed', itemId: 'item_1', message: 'bad audio' });
    sockets[0].emit({ type: 'error', code: 'invalid_value', message: 'Bad event' });
    expect(events.map((event) => event.type)).toEqual(['delta', 'failed', 'error']);
    expect(errors).toEqual([
      [STREAM_MESSAGES.failed, false],
      [STREAM_MESSAGES.service('Bad event'), false],
    ]);
  });
});
