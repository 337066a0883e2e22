import { describe, expect, it, vi } from 'vitest';
import { createLevelStore } from '../level-store';
import { CaptureError, type CaptureOptions } from './capture';
import { HearingSession } from './hearing-session';
import type { HearingSessionEvent, HearingSessionOptions } from './hearing-session-types';
import type { WebSocketLike } from './realtime-transcriber';

const speech = () => Int16Array.from({ length: 480 }, (_, i) => Math.round(9000 * Math.sin((2 * Math.PI * 220 * i) / 24_000)));
const quiet = () => Int16Array.from({ length: 480 }, (_, i) => (i % 2 ? 20 : -20));

/** A fake capture the test drives frame by frame on a 20 ms clock. */
function fakeCaptures() {
  const opened: Array<{ options: CaptureOptions; isStopped: boolean }> = [];
  let clock = 0;
  const startCapture = vi.fn(async (options: CaptureOptions) => {
    const entry = { options, isStopped: false };
    opened.push(entry);
    return { stop: () => void (entry.isStopped = true) };
  });
  const play = (channel: 'tab' | 'mic', frames: Int16Array[], other?: Int16Array) => {
    for (const samples of frames) {
      clock += 20;
      const capture = opened.at(-1) as (typeof opened)[number];
      capture.options.onFrame({ channel, at: clock, samples });
      if (other) capture.options.onFrame({ channel: channel === 'tab' ? 'mic' : 'tab', at: clock, samples: other });
    }
  };
  const frames = (make: () => Int16Array, ms: number) => Array.from({ length: ms / 20 }, make);
  return { opened, startCapture, play, frames, now: () => clock };
}

function fakeSocket() {
  const sent: Array<{ type: string }> = [];
  const sockets: Array<{ url: string; protocols: string[]; socket: WebSocketLike }> = [];
  const createWebSocket = (url: string, protocols: string[]) => {
    const socket: WebSocketLike = {
      readyState: 1,
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
      send: (text) => {
        const event = JSON.parse(text) as { type: string };
        sent.push(event);
        if (event.type === 'input_audio_buffer.commit') answerCommit();
      },
      close: () => undefined,
    };
    sockets.push({ url, protocols, socket });
    return socket;
  };
  const server = (event: object) => {
    const { item_id: itemId, delta, transcript } = event as { item_id?: string; delta?: string; transcript?: string };
    if (itemId && (delta !== undefined || transcript !== undefined)) {
      texts.set(itemId, transcript ?? (texts.get(itemId) ?? '') + delta);
      if (!committedItems.includes(itemId)) heardItem = itemId;
    }
    sockets.at(-1)?.socket.onmessage?.({ data: JSON.stringify(event) });
  };
  // As the API answers a commit: `committed` (after the previous item), then `completed` with the item's words.
  const texts = new Map<string, string>();
  const committedItems: string[] = [];
  let heardItem: string | null = null;
  const answerCommit = () => {
    const itemId = heardItem ?? `item_c${committedItems.length + 1}`;
    heardItem = null;
    const previous = committedItems.at(-1) ?? null;
    committedItems.push(itemId);
    queueMicrotask(() => {
      server({ type: 'input_audio_buffer.committed', item_id: itemId, previous_item_id: previous });
      server({ type: 'conversation.item.input_audio_transcription.completed', item_id: itemId, transcript: texts.get(itemId) ?? '' });
    });
  };
  return { sent, sockets, createWebSocket, server };
}

function session(overrides: Partial<HearingSessionOptions>, capture = fakeCaptures()) {
  const events: HearingSessionEvent[] = [];
  const levels = { tab: createLevelStore(), mic: createLevelStore() };
  const hearing = new HearingSession({
    sessionId: 'demo',
    mode: 'realtime',
    timing: 'instant',
    levels,
    onEvent: (event) => events.push(event),
    mintSecret: async () => ({ secret: 'ek_test', url: 'ws://fake/v1/realtime', seconds: 300 }),
    startCapture: capture.startCapture,
    now: capture.now,
    ...overrides,
  });
  return { hearing, events, levels, capture, of: (type: string) => events.filter((event) => event.type === type) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HearingSession', () => {
  it('streams the tab to the transcriber, commits at the early end and drafts, then confirms the turn, keyed <session>:<seq>', async () => {
    const socket = fakeSocket();
    const { hearing, capture, of, levels } = session({ createWebSocket: socket.createWebSocket, firstTurnSeq: 7 });
    await hearing.start();
    await flush();
    expect(socket.sockets[0].protocols).toEqual(['realtime', 'openai-insecure-api-key.ek_test']);
    expect(capture.opened[0].options.channels).toEqual({ tab: true, mic: true });
    capture.play('tab', capture.frames(quiet, 400), quiet());
    capture.play('tab', capture.frames(speech, 1000), quiet());
    expect(levels.tab.get()).toBeGreaterThan(levels.mic.get());
    socket.server({ type: 'conversation.item.input_audio_transcription.delta', item_id: 'item_1', delta: 'Tell me about yourself' });
    expect(of('interviewerText')).toEqual([{ type: 'interviewerText', turnKey: 'demo:7', text: 'Tell me about yourself' }]);
    capture.play('tab', capture.frames(quiet, 240), quiet());
    await flush();
    expect(socket.sent.filter((event) => event.type === 'input_audio_buffer.commit')).toHaveLength(1);
    expect(of('draftStarted')).toEqual([{ type: 'draftStarted', turnKey: 'demo:7', text: 'Tell me about yourself' }]);
    capture.play('tab', capture.frames(quiet, 600), quiet());
    expect(of('confirmed')).toEqual([{ type: 'confirmed', turnKey: 'demo:7', text: 'Tell me about yourself' }]);
    expect(of('turnEnded')).toEqual([{ type: 'turnEnded', turnKey: 'demo:7', isAnswered: true, reason: 'confirmed' }]);
    // Every tab frame went to the transcriber; the microphone's did not.
    expect(socket.sent.filter((event) => event.type === 'input_audio_buffer.append')).toHaveLength(112);
    hearing.stop();
  });

  it('marks each answer decision on the User Timing timeline (the latency bench reads them)', async () => {
    performance.clearMarks();
    const socket = fakeSocket();
    const { hearing, capture } = session({ createWebSocket: socket.createWebSocket });
    await hearing.start();
    await flush();
    capture.play('tab', capture.frames(quiet, 400), quiet());
    capture.play('tab', capture.frames(speech, 1000), quiet());
    socket.server({ type: 'conversation.item.input_audio_transcription.delta', item_id: 'item_1', delta: 'Tell me about yourself' });
    capture.play('tab', capture.frames(quiet, 240), quiet());
    await flush();
    capture.play('tab', capture.frames(quiet, 600), quiet());
    const marks = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('hearing:')) as PerformanceMark[];
    expect(marks.map((mark) => [mark.name, mark.detail])).toEqual([
      ['hearing:draftStarted', { turnKey: 'demo:1' }],
      ['hearing:confirmed', { turnKey: 'demo:1' }],
    ]);
    hearing.stop();
  });

  it('never answers the candidate: speech on the microphone opens no turn', async () => {
    const socket = fakeSocket();
    const { hearing, capture, events } = session({ createWebSocket: socket.createWebSocket });
    await hearing.start();
    capture.play('mic', capture.frames(quiet, 400), quiet());
    capture.play('mic', capture.frames(speech, 2000), quiet());
    capture.play('mic', capture.frames(quiet, 1000), quiet());
    expect(events.map((event) => event.type)).toEqual(['channel', 'channel']);
    hearing.answerNow();
    expect(events.at(-1)).toEqual({ type: 'nothingToAnswer' });
  });

  it('hears the interviewer through the microphone when the tab has no audio, and says why', async () => {
    const capture = fakeCaptures();
    capture.startCapture.mockRejectedValueOnce(new CaptureError('tabNoAudio'));
    const socket = fakeSocket();
    const { hearing, events, of } = session({ createWebSocket: socket.createWebSocket }, capture);
    await hearing.start();
    expect(capture.startCapture.mock.calls[1][0].channels).toEqual({ tab: false, mic: true });
    expect(events[0]).toEqual({ type: 'channel', channel: 'tab', status: 'noAudio', message: new CaptureError('tabNoAudio').message, problem: 'tabNoAudio' });
    expect(of('micAsInterviewer')).toEqual([expect.objectContaining({ problem: 'tabNoAudio' })]);
    await flush();
    capture.play('mic', capture.frames(quiet, 400));
    capture.play('mic', capture.frames(speech, 1000));
    socket.server({ type: 'conversation.item.input_audio_transcription.completed', item_id: 'item_1', transcript: 'Why Acme?' });
    capture.play('mic', capture.frames(quiet, 240));
    await flush();
    capture.play('mic', capture.frames(quiet, 760));
    expect(of('confirmed')).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'Why Acme?' }]);
  });

  it('tells the screen to drop a draft whose question changed in the final transcript', async () => {
    const socket = fakeSocket();
    const { hearing, capture, of } = session({ createWebSocket: socket.createWebSocket });
    await hearing.start();
    await flush();
    capture.play('tab', capture.frames(quiet, 400), quiet());
    capture.play('tab', capture.frames(speech, 1000), quiet());
    socket.server({ type: 'conversation.item.input_audio_transcription.delta', item_id: 'item_1', delta: 'Tell me about your' });
    capture.play('tab', capture.frames(quiet, 240), quiet());
    expect(of('draftStarted')).toHaveLength(1);
    socket.server({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'item_1',
      transcript: 'Tell me about a failure you learned from.',
    });
    capture.play('tab', capture.frames(quiet, 600), quiet());
    expect(of('confirmed')).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about a failure you learned from.' }]);
  });

  it('hears the interviewer on the tab again once it is shared after a start without tab audio', async () => {
    const capture = fakeCaptures();
    capture.startCapture.mockRejectedValueOnce(new CaptureError('tabDenied'));
    const socket = fakeSocket();
    const { hearing, of } = session({ createWebSocket: socket.createWebSocket }, capture);
    await hearing.start();
    await flush();
    await hearing.reconnectTab();
    expect(capture.startCapture.mock.calls.map((call) => call[0].channels)).toEqual([
      { tab: true, mic: true },
      { tab: false, mic: true },
      { tab: true, mic: true },
    ]);
    // The candidate on the microphone no longer opens turns; the tab does.
    capture.play('mic', capture.frames(quiet, 400), quiet());
    capture.play('mic', capture.frames(speech, 1000), quiet());
    capture.play('mic', capture.frames(quiet, 1000), quiet());
    expect(of('draftStarted')).toEqual([]);
    expect(socket.sent.filter((event) => event.type === 'input_audio_buffer.commit')).toEqual([]);
  });

  it('reports the tab ending and shares it again on reconnectTab', async () => {
    const { hearing, capture, of } = session({ createWebSocket: fakeSocket().createWebSocket });
    await hearing.start();
    capture.opened[0].options.onEnded?.('tab', new CaptureError('tabEnded'));
    expect(of('channel').at(-1)).toEqual({
      type: 'channel',
      channel: 'tab',
      status: 'ended',
      message: new CaptureError('tabEnded').message,
      problem: 'tabEnded',
    });
    await hearing.reconnectTab();
    expect(capture.opened).toHaveLength(2);
    expect(capture.opened[0].isStopped).toBe(true);
    expect(of('channel').at(-2)).toEqual({ type: 'channel', channel: 'tab', status: 'connected' });
  });

  it('stops with a readable error when the microphone is refused', async () => {
    const capture = fakeCaptures();
    capture.startCapture.mockRejectedValueOnce(new CaptureError('micDenied'));
    const { hearing, events } = session({ createWebSocket: fakeSocket().createWebSocket }, capture);
    await hearing.start();
    expect(events).toEqual([{ type: 'error', message: new CaptureError('micDenied').message, isFatal: true, problem: 'micDenied' }]);
  });

  it('upload mode: cuts the turn at its early end as WAV, transcribes it and confirms on its text', async () => {
    const transcribe = vi.fn(async (wav: Blob) => (wav.type === 'audio/wav' ? 'What is your biggest weakness?' : ''));
    const { hearing, capture, of } = session({ mode: 'upload', mintSecret: undefined, transcribe });
    await hearing.start();
    capture.play('tab', capture.frames(quiet, 400), quiet());
    capture.play('tab', capture.frames(speech, 1000), quiet());
    capture.play('tab', capture.frames(quiet, 220), quiet());
    expect(transcribe).toHaveBeenCalledTimes(1);
    const wav = transcribe.mock.calls[0][0];
    // 44-byte header + the turn's audio with its pre-roll (at least the 1 s of speech, at most all 1.62 s heard).
    expect(wav.size).toBeGreaterThanOrEqual(44 + 1000 * 48);
    expect(wav.size).toBeLessThan(44 + 1620 * 48);
    await flush();
    capture.play('tab', capture.frames(quiet, 40), quiet());
    expect(of('draftStarted')).toEqual([{ type: 'draftStarted', turnKey: 'demo:1', text: 'What is your biggest weakness?' }]);
    capture.play('tab', capture.frames(quiet, 400), quiet());
    expect(of('confirmed')).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'What is your biggest weakness?' }]);
  });
});
