// A question's parts stay in the order they were said, in every hearing mode, however their words come back: uploads
// that return in reverse order, a final that comes after the next turns, a socket that drops before acknowledging its
// commit. Sockets and transcriptions answer only when each test says, on a 20 ms frame clock.
import { describe, expect, it } from 'vitest';
import { createLevelStore } from '../level-store';
import type { CaptureOptions } from './capture';
import { HearingSession } from './hearing-session';
import type { HearingSessionEvent, HearingSessionOptions } from './hearing-session-types';
import type { WebSocketLike } from './realtime-transcriber';

const speech = () => Int16Array.from({ length: 480 }, (_, i) => Math.round(9000 * Math.sin((2 * Math.PI * 220 * i) / 24_000)));
const quiet = () => Int16Array.from({ length: 480 }, (_, i) => (i % 2 ? 20 : -20));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Realtime sockets whose server the test plays by hand; `commits`: the commits each socket was sent. */
function handPlayedSockets() {
  const sockets: Array<{ socket: WebSocketLike; commits: number }> = [];
  const createWebSocket = () => {
    const entry = {
      commits: 0,
      socket: {
        readyState: 1,
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
        send: (text: string) => {
          if ((JSON.parse(text) as { type: string }).type === 'input_audio_buffer.commit') entry.commits += 1;
        },
        close: () => undefined,
      } as WebSocketLike,
    };
    sockets.push(entry);
    return entry.socket;
  };
  const say = (socket: number, event: object) => sockets[socket].socket.onmessage?.({ data: JSON.stringify(event) });
  return {
    sockets,
    createWebSocket,
    delta: (socket: number, itemId: string, delta: string) =>
      say(socket, { type: 'conversation.item.input_audio_transcription.delta', item_id: itemId, delta }),
    committed: (socket: number, itemId: string) => say(socket, { type: 'input_audio_buffer.committed', item_id: itemId, previous_item_id: null }),
    completed: (socket: number, itemId: string, transcript: string) =>
      say(socket, { type: 'conversation.item.input_audio_transcription.completed', item_id: itemId, transcript }),
    /** The connection is lost (not closed by us): the stream mints again and opens the next socket. */
    drop: (socket: number) => sockets[socket].socket.onclose?.({ code: 1006, reason: '' }),
  };
}

/** Transcriptions the test answers by hand, in any order. */
function handAnsweredUploads() {
  const calls: Array<(text: string) => void> = [];
  const transcribe = (wav: Blob) => new Promise<string>((resolve) => calls.push(resolve)).then((text) => (wav.size > 44 ? text : ''));
  return { calls, transcribe };
}

function session(overrides: Partial<HearingSessionOptions>) {
  let clock = 0;
  let capture: CaptureOptions | null = null;
  const events: HearingSessionEvent[] = [];
  const hearing = new HearingSession({
    sessionId: 'demo',
    mode: 'realtime',
    timing: 'instant',
    levels: { tab: createLevelStore(), mic: createLevelStore() },
    onEvent: (event) => events.push(event),
    mintSecret: async () => ({ secret: 'ek_test', url: 'ws://fake/v1/realtime', seconds: 300 }),
    startCapture: async (options) => {
      capture = options;
      return { stop: () => undefined };
    },
    now: () => clock,
    ...overrides,
  });
  /** The interviewer on the tab (the microphone quiet) for `ms`. */
  const play = (make: () => Int16Array, ms: number) => {
    for (let at = 0; at < ms; at += 20) {
      clock += 20;
      capture?.onFrame({ channel: 'tab', at: clock, samples: make() });
      capture?.onFrame({ channel: 'mic', at: clock, samples: quiet() });
    }
  };
  const confirmed = () => events.filter((event) => event.type === 'confirmed');
  return { hearing, play, confirmed };
}

describe('HearingSession: a question’s parts in the order they were said', () => {
  it('upload: two parts of one question that come back in reverse order confirm as it was asked', async () => {
    const uploads = handAnsweredUploads();
    const { hearing, play, confirmed } = session({ mode: 'upload', mintSecret: undefined, transcribe: uploads.transcribe });
    await hearing.start();
    play(quiet, 400);
    play(speech, 1000);
    play(quiet, 220);
    expect(uploads.calls).toHaveLength(1);
    // The interviewer goes on after a short pause: the same question, a second part.
    play(speech, 1000);
    play(quiet, 220);
    expect(uploads.calls).toHaveLength(2);
    uploads.calls[1]('a failure you learned from.');
    await flush();
    uploads.calls[0]('Tell me about');
    await flush();
    play(quiet, 700);
    expect(confirmed()).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about a failure you learned from.' }]);
    hearing.stop();
  });

  it('realtime: a final that comes after the next turns joins its own turn, not the question being heard', async () => {
    const server = handPlayedSockets();
    const { hearing, play, confirmed } = session({ createWebSocket: server.createWebSocket });
    await hearing.start();
    await flush();
    // Turn 1: its commit is acknowledged, but its final is late (the turn answers on the words heard live).
    play(quiet, 400);
    play(speech, 1000);
    server.delta(0, 'item_1', 'Why us?');
    play(quiet, 240);
    server.committed(0, 'item_1');
    play(quiet, 2400);
    // Turn 2, answered at once.
    play(speech, 1000);
    server.delta(0, 'item_2', 'Tell me about yourself.');
    play(quiet, 240);
    server.committed(0, 'item_2');
    server.completed(0, 'item_2', 'Tell me about yourself.');
    play(quiet, 700);
    // Turn 3: the interviewer speaks, and turn 1's final comes only now.
    play(speech, 1000);
    server.delta(0, 'item_3', 'What are your weaknesses?');
    server.completed(0, 'item_1', 'Why us, really?');
    play(quiet, 240);
    server.committed(0, 'item_3');
    server.completed(0, 'item_3', 'What are your weaknesses?');
    play(quiet, 700);
    expect(confirmed()).toEqual([
      { type: 'confirmed', turnKey: 'demo:1', text: 'Why us?' },
      { type: 'confirmed', turnKey: 'demo:2', text: 'Tell me about yourself.' },
      { type: 'confirmed', turnKey: 'demo:3', text: 'What are your weaknesses?' },
    ]);
    hearing.stop();
  });

  it('realtime: a socket that drops before acknowledging a commit leaves the next socket’s items in their own turns', async () => {
    const server = handPlayedSockets();
    const { hearing, play, confirmed } = session({ createWebSocket: server.createWebSocket });
    await hearing.start();
    await flush();
    play(quiet, 400);
    play(speech, 1000);
    server.delta(0, 'item_1', 'Tell me about yourself.');
    play(quiet, 240);
    expect(server.sockets[0].commits).toBe(1);
    // The connection is lost before the commit is acknowledged: its words never come; the turn answers what it heard.
    server.drop(0);
    await flush();
    expect(server.sockets).toHaveLength(2);
    play(quiet, 2600);
    play(speech, 1000);
    server.delta(1, 'item_2', 'Why Acme?');
    play(quiet, 240);
    expect(server.sockets[1].commits).toBe(1);
    server.committed(1, 'item_2');
    server.completed(1, 'item_2', 'Why Acme?');
    play(quiet, 700);
    expect(confirmed()).toEqual([
      { type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about yourself.' },
      { type: 'confirmed', turnKey: 'demo:2', text: 'Why Acme?' },
    ]);
    hearing.stop();
  });
});

describe('HearingSession: commits matched with their own socket’s acknowledgements', () => {
  it('realtime: across a re-mint, the new socket acknowledging first and the old one late, each item keeps its own turn', async () => {
    const server = handPlayedSockets();
    // A 6 s block: the stream mints again after 3 s of audio, the old socket kept for the words it owes.
    const mintSecret = async () => ({ secret: 'ek_test', url: 'ws://fake/v1/realtime', seconds: 6 });
    const { hearing, play, confirmed } = session({ createWebSocket: server.createWebSocket, mintSecret });
    await hearing.start();
    await flush();
    play(quiet, 400);
    play(speech, 1000);
    server.delta(0, 'item_a', 'Why us?');
    play(quiet, 240);
    expect(server.sockets[0].commits).toBe(1);
    // Its acknowledgement is late: turn 1 answers the words heard live once the wait for the owed words is over.
    play(quiet, 2600);
    await flush();
    expect(server.sockets).toHaveLength(2);
    play(speech, 1000);
    server.delta(1, 'item_b', 'Tell me about yourself.');
    play(quiet, 240);
    expect(server.sockets[1].commits).toBe(1);
    // The new socket acknowledges its commit before the old one acknowledges the commit it was sent first.
    server.committed(1, 'item_b');
    server.committed(0, 'item_a');
    server.completed(1, 'item_b', 'Tell me about yourself.');
    server.completed(0, 'item_a', 'Why us?');
    play(quiet, 700);
    expect(confirmed()).toEqual([
      { type: 'confirmed', turnKey: 'demo:1', text: 'Why us?' },
      { type: 'confirmed', turnKey: 'demo:2', text: 'Tell me about yourself.' },
    ]);
    hearing.stop();
  });
});

describe('HearingSession: audio sent again to a new socket is heard once', () => {
  it('realtime, words heard live: a socket that drops mid-question leaves the words of the audio it never committed to the next socket', async () => {
    const server = handPlayedSockets();
    const { hearing, play, confirmed } = session({ createWebSocket: server.createWebSocket });
    await hearing.start();
    await flush();
    play(quiet, 400);
    play(speech, 600);
    server.delta(0, 'item_1', 'Tell me about');
    // The connection is lost mid-question: the audio since the last commit goes again to the next socket.
    server.drop(0);
    await flush();
    play(speech, 400);
    server.delta(1, 'item_2', 'Tell me about yourself.');
    play(quiet, 240);
    server.committed(1, 'item_2');
    server.completed(1, 'item_2', 'Tell me about yourself.');
    play(quiet, 800);
    expect(confirmed()).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about yourself.' }]);
    hearing.stop();
  });

  /** Realtime with a 6 s block (the stream mints again after 3 s of audio), a first question heard and answered. */
  async function firstQuestionAnswered() {
    const server = handPlayedSockets();
    const events: HearingSessionEvent[] = [];
    const mintSecret = async () => ({ secret: 'ek_test', url: 'ws://fake/v1/realtime', seconds: 6 });
    const { hearing, play } = session({ createWebSocket: server.createWebSocket, mintSecret, onEvent: (event) => events.push(event) });
    await hearing.start();
    await flush();
    play(quiet, 400);
    play(speech, 1000);
    server.delta(0, 'item_1', 'Hello, thanks for joining.');
    play(quiet, 240);
    server.committed(0, 'item_1');
    server.completed(0, 'item_1', 'Hello, thanks for joining.');
    play(quiet, 1000);
    return { server, events, hearing, play };
  }

  it('realtime, words heard live: a re-mint mid-question takes back the old socket’s words for that audio, those that come late too', async () => {
    const { server, events, hearing, play } = await firstQuestionAnswered();
    play(speech, 300);
    server.delta(0, 'item_2', 'Why');
    play(speech, 300);
    await flush();
    expect(server.sockets).toHaveLength(2);
    // The old socket is kept for the words it owes, and still sends words for the audio it was hearing: not heard twice.
    server.delta(0, 'item_2', ' Acme');
    play(speech, 400);
    server.delta(1, 'item_3', 'Why Acme?');
    play(quiet, 240);
    server.committed(1, 'item_3');
    server.completed(1, 'item_3', 'Why Acme?');
    play(quiet, 600);
    expect(events.filter((event) => event.type === 'confirmed')).toEqual([
      { type: 'confirmed', turnKey: 'demo:1', text: 'Hello, thanks for joining.' },
      { type: 'confirmed', turnKey: 'demo:2', text: 'Why Acme?' },
    ]);
    // The box read the question's words once each: never "Why Why Acme?" nor "Why Acme? Acme".
    expect(events.flatMap((event) => (event.type === 'interviewerText' && event.turnKey === 'demo:2' ? [event.text] : []))).toEqual(['Why', 'Why Acme?']);
    hearing.stop();
  });

  it('realtime, words heard live: words the replaced socket sends only after a re-mint, for audio it never committed, are not heard', async () => {
    const { server, events, hearing, play } = await firstQuestionAnswered();
    play(speech, 600);
    await flush();
    expect(server.sockets).toHaveLength(2);
    // The old socket's first words for the audio it was hearing come late, once that audio went to the new socket.
    server.delta(0, 'item_2', 'Why Acme');
    play(speech, 400);
    server.delta(1, 'item_3', 'Why Acme?');
    play(quiet, 240);
    server.committed(1, 'item_3');
    server.completed(1, 'item_3', 'Why Acme?');
    play(quiet, 600);
    expect(events.filter((event) => event.type === 'confirmed')).toEqual([
      { type: 'confirmed', turnKey: 'demo:1', text: 'Hello, thanks for joining.' },
      { type: 'confirmed', turnKey: 'demo:2', text: 'Why Acme?' },
    ]);
    expect(events.flatMap((event) => (event.type === 'interviewerText' && event.turnKey === 'demo:2' ? [event.text] : []))).toEqual(['Why Acme?']);
    hearing.stop();
  });
});

describe('HearingSession: a question the interviewer goes on with after it was answered', () => {
  it('upload (words only once each part is transcribed): the second part answers the whole question under the first turn’s key', async () => {
    const uploads = handAnsweredUploads();
    const events: HearingSessionEvent[] = [];
    const { hearing, play } = session({ mode: 'upload', mintSecret: undefined, transcribe: uploads.transcribe, onEvent: (event) => events.push(event) });
    await hearing.start();
    play(quiet, 400);
    play(speech, 1000);
    play(quiet, 220);
    uploads.calls[0]('Tell me about a time you disagreed with your manager.');
    await flush();
    play(quiet, 580);
    // 0.8 s after the first part (answered at 0.7 s), the interviewer goes on.
    play(speech, 1500);
    play(quiet, 220);
    uploads.calls[1]('And how did you finally resolve it?');
    await flush();
    play(quiet, 400);
    const whole = 'Tell me about a time you disagreed with your manager. And how did you finally resolve it?';
    const answering = events.filter((event) => ['draftStarted', 'draftCancelled', 'confirmed', 'turnContinued'].includes(event.type));
    expect(answering).toEqual([
      { type: 'draftStarted', turnKey: 'demo:1', text: 'Tell me about a time you disagreed with your manager.' },
      { type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about a time you disagreed with your manager.' },
      { type: 'turnContinued', turnKey: 'demo:1', fromKey: 'demo:2' },
      { type: 'draftStarted', turnKey: 'demo:1', text: whole },
      { type: 'confirmed', turnKey: 'demo:1', text: whole },
    ]);
    // The box reads the whole question under its key; the next question has a key of its own.
    expect(events.filter((event) => event.type === 'interviewerText').at(-1)).toEqual({ type: 'interviewerText', turnKey: 'demo:1', text: whole });
    play(quiet, 3000);
    play(speech, 1000);
    expect(events.at(-1)).toEqual({ type: 'speechStarted', turnKey: 'demo:3' });
    hearing.stop();
  });
});

describe('HearingSession: a commit’s audio kept until its words arrive', () => {
  it('realtime, words after the commit: a socket that drops after acknowledging a commit has its audio transcribed as a file; the question is answered once', async () => {
    const server = handPlayedSockets();
    const uploads = handAnsweredUploads();
    const { hearing, play, confirmed } = session({ createWebSocket: server.createWebSocket, transcribe: uploads.transcribe });
    await hearing.start();
    await flush();
    play(quiet, 400);
    play(speech, 1000);
    play(quiet, 240);
    server.committed(0, 'item_1');
    // The connection is lost before the transcriber sends the item's words: the audio goes up once, as a file.
    server.drop(0);
    await flush();
    expect(uploads.calls).toHaveLength(1);
    uploads.calls[0]('Tell me about yourself.');
    await flush();
    play(quiet, 800);
    expect(confirmed()).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about yourself.' }]);
    hearing.stop();
  });

  it('realtime: the lost part of a question keeps its place before the part committed on the next socket, whose words come first', async () => {
    const server = handPlayedSockets();
    const uploads = handAnsweredUploads();
    const { hearing, play, confirmed } = session({ createWebSocket: server.createWebSocket, transcribe: uploads.transcribe });
    await hearing.start();
    await flush();
    play(quiet, 400);
    play(speech, 1000);
    play(quiet, 240);
    server.committed(0, 'item_1');
    server.drop(0);
    await flush();
    // The interviewer goes on (the same question) on the next socket, whose words come back before the file's.
    play(speech, 1000);
    play(quiet, 240);
    expect(server.sockets[1].commits).toBe(1);
    server.committed(1, 'item_2');
    server.completed(1, 'item_2', 'a failure you learned from.');
    uploads.calls[0]('Tell me about');
    await flush();
    play(quiet, 800);
    expect(confirmed()).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about a failure you learned from.' }]);
    // A commit whose words arrived is not sent again when its socket drops.
    server.drop(1);
    await flush();
    expect(uploads.calls).toHaveLength(1);
    hearing.stop();
  });

  it('realtime, words heard live: a commit its socket never acknowledged is transcribed under the item its words were heard as, not added twice', async () => {
    const server = handPlayedSockets();
    const uploads = handAnsweredUploads();
    const { hearing, play, confirmed } = session({ createWebSocket: server.createWebSocket, transcribe: uploads.transcribe });
    await hearing.start();
    await flush();
    play(quiet, 400);
    play(speech, 1000);
    server.delta(0, 'item_1', 'Tell me about your');
    play(quiet, 240);
    server.drop(0);
    await flush();
    uploads.calls[0]('Tell me about yourself.');
    await flush();
    play(quiet, 800);
    expect(confirmed()).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about yourself.' }]);
    hearing.stop();
  });
});
