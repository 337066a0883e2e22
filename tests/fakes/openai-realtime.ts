// A fake OpenAI Realtime upstream for transcription sessions, for tests, benches and scripts/check-realtime.ts.
// `POST /v1/realtime/client_secrets` checks the body as the real API does and mints short-lived `ek_` secrets;
// the WebSocket `/v1/realtime?intent=transcription` takes a secret in the `openai-insecure-api-key.` subprotocol
// (or the real key as a Bearer header), hears speech in the appended PCM16 by energy, streams the scripted
// transcript word by word while speech is heard, and answers commits with `committed` then `completed`. Speech
// sockets (`/v1/realtime?model=gpt-realtime…`, the Coach's voice) are openai-realtime-speech.ts.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { checkSecretRequest, type MintedSecret } from './openai-realtime-secrets.ts';
import { carriesKey, runSpeechSession, speechModelOf, type FakeSpeechOptions, type RealtimeSpeechRecord } from './openai-realtime-speech.ts';
import { parseScript, restOfPart, wordsHeard, type RealtimeScript, type ScriptPart } from './realtime-scripts.ts';

export interface FakeRealtimeOptions {
  apiKey?: string;
  /** The transcript of each item that contains speech, in order (the last one repeats). */
  transcripts?: string[];
  /**
   * Or each spoken part's words as its audio is heard, over every session (realtime-scripts.ts), for a caller that
   * knows the recording (the bench): an item merged or split by commits, or a tab stalled under load, still gets the
   * words of its own audio. A session whose mint names a `POST /__fake/scripts` keyword takes that one.
   */
  script?: { transcripts: string[]; parts: ScriptPart[] };
  /** Audio time from the onset of speech to the first delta, and between words after it (ms). */
  firstDeltaMs?: number;
  wordEveryMs?: number;
  /** Wall time from a commit to `completed`. */
  finalizeMs?: number;
  /** RMS of a 20 ms window that counts as speech. */
  speechThreshold?: number;
  /** Send `…transcription.failed` instead of `completed`. */
  failTranscription?: boolean;
  /**
   * Lose the connection (closed without a close frame, as a dropped network does: 1006 in the browser) right after
   * acknowledging this commit of the fake's (1 = the first), before its words.
   */
  dropAfterCommit?: number;
  /** Send server-VAD `speech_started` / `speech_stopped` events (the live models do not). */
  speechEvents?: boolean;
  /** Transcription hints this upstream does not know: a mint naming one is refused with `400 unknown_parameter`. */
  unknownHints?: string[];
  /**
   * When the words come (read at each commit and audio window, so a bench can change it between questions):
   * - 'live' (default): while the speech is heard, `firstDeltaMs` after its onset;
   * - 'afterCommit': nothing during speech; the words 120 ms after the commit, `completed` 200 ms after them (checked
   *   2026-11-25, developers.openai.com/api/docs/guides/realtime-transcription: "committing the input audio buffer will
   *   trigger input audio transcription"; gpt-live-transcribe streams deltas as speech arrives, a model transcribing
   *   committed items, like gpt-4o-transcribe, sends its words after the commit);
   * - { behindMs }: streamed during speech but `behindMs` behind the audio, the words not sent by the commit only in
   *   `completed`;
   * - { lastWordsAfterCommitMs }: streamed during speech, but each item's last word (every other item: its last two)
   *   only after the commit, the delays taken in turn from the list (a transcriber that settles the end of a segment
   *   once it is closed: the bench's "last words after the early end" regime, issue #38).
   */
  textTiming?: 'live' | 'afterCommit' | { behindMs: number } | { lastWordsAfterCommitMs: number[] };
  /** Speech sockets (`?model=gpt-realtime…`, openai-realtime-speech.ts): their pace, and who hears of each response. */
  speech?: FakeSpeechOptions;
  onSpeech?: (entry: RealtimeSpeechRecord) => void;
}

/** 'afterCommit' timing: the first delta after the commit, and `completed` after it (ms). */
const AFTER_COMMIT_DELTA_MS = 120;
const AFTER_COMMIT_FINAL_MS = 200;

export interface RecordedRealtimeEvent {
  at: number;
  direction: 'in' | 'out';
  type: string;
}

export interface FakeRealtime {
  /** HTTP base, like OPENAI_BASE_URL: http://127.0.0.1:port/v1 */
  url: string;
  /** WebSocket URL for OPENAI_REALTIME_URL: ws://127.0.0.1:port/v1/realtime */
  realtimeUrl: string;
  apiKey: string;
  options: FakeRealtimeOptions;
  mints: MintedSecret[];
  /** HTTP requests that reached the fake (valid or not), so a test can tell that nothing was sent upstream. */
  readonly calls: number;
  events: RecordedRealtimeEvent[];
  /** Responses spoken on speech sockets, in order. */
  speeches: RealtimeSpeechRecord[];
  /** Closes every open session socket abruptly (a dropped connection). */
  dropSockets(): void;
  close(): Promise<void>;
}

const WINDOW = 480; // 20 ms at 24 kHz

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const apiError = (message: string, code: string | null, param: string | null = null) => ({ error: { message, type: 'invalid_request_error', param, code } });

export async function startFakeRealtime(options: FakeRealtimeOptions = {}): Promise<FakeRealtime> {
  const apiKey = options.apiKey ?? 'sk-fake-realtime';
  const mints: MintedSecret[] = [];
  let calls = 0;
  const events: RecordedRealtimeEvent[] = [];
  const speeches: RealtimeSpeechRecord[] = [];
  const sockets = new Set<WebSocket>();
  const timers = new Set<NodeJS.Timeout>();
  let itemSeq = 0;
  let transcriptSeq = 0;
  /** Commits acknowledged, over every session (`dropAfterCommit`). */
  let commitSeq = 0;
  /** Commits heard in the { lastWordsAfterCommitMs } timing: which delay the next one takes. */
  let lastWordsSeq = -1;
  /** Transcripts for the sessions whose mint names a script's keyword in its hints (realtime-scripts.ts). */
  const scripts: RealtimeScript[] = [];
  const scriptOfSecret = new Map<string, RealtimeScript>();
  const defaultScript = options.script && parseScript({ keyword: '(every session)', ...options.script });

  const server = http.createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === '/__fake/scripts') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      try {
        scripts.push(parseScript(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      } catch (error) {
        return sendJson(res, 400, apiError(String(error), 'invalid_script'));
      }
      res.writeHead(204).end();
      return;
    }
    // Where a script stands (a failed spec shows which part its session was hearing).
    if (req.method === 'GET' && req.url?.startsWith('/__fake/scripts?keyword=')) {
      const keyword = new URL(req.url, 'http://fake').searchParams.get('keyword');
      return sendJson(res, 200, scripts.find((script) => script.keyword === keyword) ?? null);
    }
    calls += 1;
    if (req.method !== 'POST' || req.url !== '/v1/realtime/client_secrets') return sendJson(res, 404, apiError(`Invalid URL (${req.method} ${req.url})`, null));
    if (req.headers.authorization !== `Bearer ${apiKey}`) return sendJson(res, 401, apiError('Incorrect API key provided.', 'invalid_api_key'));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return sendJson(res, 400, apiError('We could not parse the JSON body of your request.', 'invalid_json'));
    }
    const checked = checkSecretRequest(body, undefined, new Set(options.unknownHints));
    if ('error' in checked) return sendJson(res, 400, apiError(checked.error, checked.code, checked.param));
    const minted: MintedSecret = { ...checked, value: `ek_${randomBytes(12).toString('hex')}` };
    mints.push(minted);
    const script = scripts.find((candidate) => JSON.stringify(checked.request).includes(candidate.keyword));
    if (script) scriptOfSecret.set(minted.value, script);
    sendJson(res, 200, { value: minted.value, expires_at: minted.expiresAt, session: minted.session });
  });

  const wss = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has('realtime') ? 'realtime' : false) });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const protocols = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    const secret = protocols.find((p) => p.startsWith('openai-insecure-api-key.'))?.slice('openai-insecure-api-key.'.length);
    const minted = mints.find((m) => m.value === secret);
    const now = Date.now() / 1000;
    const isAuthorised = req.headers.authorization === `Bearer ${apiKey}` || (minted !== undefined && minted.expiresAt > now && protocols.includes('realtime'));
    const refuse = (status: string) => {
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    if (url.pathname !== '/v1/realtime') return refuse('404 Not Found');
    const speechModel = speechModelOf(req);
    if (speechModel !== null) {
      if (!carriesKey(req, apiKey)) return refuse('401 Unauthorized');
      return wss.handleUpgrade(req, socket, head, (ws) => {
        sockets.add(ws);
        ws.on('close', () => sockets.delete(ws));
        runSpeechSession(ws, speechModel, options.speech ?? {}, (entry) => {
          speeches.push(entry);
          options.onSpeech?.(entry);
        });
      });
    }
    if (url.searchParams.get('intent') !== 'transcription' || url.searchParams.has('model')) return refuse('400 Bad Request');
    if (!isAuthorised) return refuse('401 Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => runSession(ws, minted));
  });

  function runSession(ws: WebSocket, minted: MintedSecret | undefined) {
    sockets.add(ws);
    const send = (event: Record<string, unknown>) => {
      if (ws.readyState !== ws.OPEN) return;
      events.push({ at: performance.now(), direction: 'out', type: String(event.type) });
      ws.send(JSON.stringify({ event_id: `event_${randomBytes(6).toString('hex')}`, ...event }));
    };
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const firstDeltaMs = options.firstDeltaMs ?? 150;
    const wordEveryMs = options.wordEveryMs ?? 200;
    const threshold = options.speechThreshold ?? 0.01;
    let previousItemId: string | null = null;
    // Words stream from `streamFromMs` (the onset, or when a later part's words joined the item), from word `streamBase`.
    const newItem = () => ({ id: `item_${++itemSeq}`, words: [] as string[], sent: 0, onsetMs: -1, audioMs: 0, streamFromMs: 0, streamBase: 0 });
    let item = newItem();
    let clockMs = 0;
    let pending = new Int16Array(0);
    let isSpeaking = false;
    let quietMs = 0;

    const script = (minted && scriptOfSecret.get(minted.value)) ?? defaultScript;
    const addWords = (words: string[]) => {
      if (words.length === 0) return;
      if (item.sent === item.words.length) Object.assign(item, { streamFromMs: clockMs - 20, streamBase: item.sent });
      item.words.push(...words);
    };
    const hearWindow = (window: Int16Array) => {
      let sum = 0;
      for (const sample of window) sum += (sample / 32768) ** 2;
      const isLoud = Math.sqrt(sum / window.length) >= threshold;
      clockMs += 20;
      item.audioMs += 20;
      const isOnset = isLoud && !isSpeaking;
      const startsItem = isOnset && item.onsetMs < 0;
      if (startsItem) item.onsetMs = clockMs - 20;
      if (script) addWords(wordsHeard(script, { isLoud, startsItem }));
      else if (startsItem) {
        const transcripts = options.transcripts ?? ['Hello.'];
        addWords(transcripts[Math.min(transcriptSeq++, transcripts.length - 1)].split(/\s+/).filter(Boolean));
      }
      if (isLoud && !isSpeaking) {
        isSpeaking = true;
        if (options.speechEvents ?? true) send({ type: 'input_audio_buffer.speech_started', audio_start_ms: clockMs - 20, item_id: item.id });
      }
      quietMs = isLoud ? 0 : quietMs + 20;
      if (isSpeaking && quietMs >= 200) {
        isSpeaking = false;
        if (options.speechEvents ?? true) send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: clockMs - quietMs, item_id: item.id });
      }
      // Words stream while speech is heard, one every `wordEveryMs` of audio after the first delta's lag.
      const timing = script?.textTiming ?? options.textTiming ?? 'live';
      if (timing === 'afterCommit') return;
      const behindMs = typeof timing === 'object' && 'behindMs' in timing ? timing.behindMs : 0;
      // Held back for after the commit: the item's last word, or its last two (every other item).
      const heldWords = typeof timing === 'object' && 'lastWordsAfterCommitMs' in timing ? 1 + (Number(item.id.slice('item_'.length)) % 2) : 0;
      while (
        (isSpeaking || behindMs > 0) &&
        item.onsetMs >= 0 &&
        item.sent < item.words.length - heldWords &&
        clockMs - item.streamFromMs >= firstDeltaMs + behindMs + (item.sent - item.streamBase) * wordEveryMs
      ) {
        send({
          type: 'conversation.item.input_audio_transcription.delta',
          item_id: item.id,
          content_index: 0,
          delta: (item.sent > 0 ? ' ' : '') + item.words[item.sent],
        });
        item.sent += 1;
      }
    };

    send({ type: 'session.created', session: minted?.session ?? { type: 'transcription' } });
    ws.on('message', (data) => {
      let event: { type?: unknown; audio?: unknown; session?: { type?: unknown } };
      try {
        event = JSON.parse(String(data));
      } catch {
        return send({ type: 'error', error: { type: 'invalid_request_error', code: 'invalid_json', message: 'The event is not valid JSON.', param: null } });
      }
      events.push({ at: performance.now(), direction: 'in', type: String(event.type) });
      switch (event.type) {
        case 'session.update':
          if (event.session?.type !== 'transcription')
            return send({
              type: 'error',
              error: { type: 'invalid_request_error', code: 'invalid_value', message: "session.type must be 'transcription'", param: 'session.type' },
            });
          return send({ type: 'session.updated', session: minted?.session ?? event.session });
        case 'input_audio_buffer.append': {
          if (typeof event.audio !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(event.audio) || event.audio.length % 4 !== 0) {
            return send({
              type: 'error',
              error: { type: 'invalid_request_error', code: 'invalid_value', message: 'audio must be base64-encoded PCM16', param: 'audio' },
            });
          }
          const bytes = Buffer.from(event.audio, 'base64');
          const added = new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.length & ~1)));
          const joined = new Int16Array(pending.length + added.length);
          joined.set(pending);
          joined.set(added, pending.length);
          let offset = 0;
          for (; offset + WINDOW <= joined.length; offset += WINDOW) hearWindow(joined.subarray(offset, offset + WINDOW));
          pending = joined.slice(offset);
          return;
        }
        case 'input_audio_buffer.commit': {
          const bufferedMs = item.audioMs + (pending.length * 1000) / 24_000;
          if (bufferedMs < 100) {
            return send({
              type: 'error',
              error: {
                type: 'invalid_request_error',
                code: 'input_audio_buffer_commit_empty',
                message: `Error committing input audio buffer: buffer too small. Expected at least 100ms of audio, but buffer only has ${bufferedMs.toFixed(2)}ms of audio.`,
                param: null,
              },
            });
          }
          const done = item;
          const textTiming = script?.textTiming ?? options.textTiming;
          // 'liveWhole' (a script's): the words of audio already heard are out by the commit, the item's transcript has
          // every word of its audio (checked 2026-11-28, developers.openai.com/api/docs/guides/realtime-transcription:
          // the recommended model, gpt-live-transcribe, "returns transcript deltas as speech arrives and a final
          // transcript when your application commits each audio turn"; `completed` is per committed item, its
          // `transcript` that item's audio). 'live' keeps its pace, a part's last words may reach the next item.
          if (textTiming === 'liveWhole' && script && done.onsetMs >= 0) {
            done.words.push(...restOfPart(script));
            if (done.sent < done.words.length) {
              const rest = done.words.slice(done.sent).join(' ');
              send({ type: 'conversation.item.input_audio_transcription.delta', item_id: done.id, content_index: 0, delta: (done.sent > 0 ? ' ' : '') + rest });
              done.sent = done.words.length;
            }
          }
          send({ type: 'input_audio_buffer.committed', item_id: done.id, previous_item_id: previousItemId });
          if ((commitSeq += 1) === options.dropAfterCommit) return ws.terminate();
          previousItemId = done.id;
          item = newItem();
          pending = new Int16Array(0);
          isSpeaking = false;
          const isAfterCommit = textTiming === 'afterCommit';
          if (isAfterCommit && done.words.length > 0) {
            later(AFTER_COMMIT_DELTA_MS, () =>
              send({ type: 'conversation.item.input_audio_transcription.delta', item_id: done.id, content_index: 0, delta: done.words.join(' ') }),
            );
          }
          // The last words of the segment, once it is closed: one of the listed delays, in turn.
          const lastWordsMs =
            typeof textTiming === 'object' && 'lastWordsAfterCommitMs' in textTiming
              ? textTiming.lastWordsAfterCommitMs[(lastWordsSeq += 1) % textTiming.lastWordsAfterCommitMs.length]
              : null;
          if (lastWordsMs !== null && done.sent < done.words.length) {
            const rest = done.words.slice(done.sent);
            const isFirst = done.sent === 0;
            later(lastWordsMs, () =>
              send({
                type: 'conversation.item.input_audio_transcription.delta',
                item_id: done.id,
                content_index: 0,
                delta: (isFirst ? '' : ' ') + rest.join(' '),
              }),
            );
          }
          const finalMs = isAfterCommit ? AFTER_COMMIT_DELTA_MS + AFTER_COMMIT_FINAL_MS : lastWordsMs !== null ? lastWordsMs + 50 : (options.finalizeMs ?? 100);
          later(finalMs, () => {
            if (options.failTranscription) {
              return send({
                type: 'conversation.item.input_audio_transcription.failed',
                item_id: done.id,
                content_index: 0,
                error: { type: 'transcription_error', code: 'audio_unintelligible', message: 'The audio could not be transcribed.', param: null },
              });
            }
            send({
              type: 'conversation.item.input_audio_transcription.completed',
              item_id: done.id,
              content_index: 0,
              transcript: done.words.join(' '),
              usage: { type: 'duration', seconds: Math.ceil(bufferedMs / 1000) },
            });
          });
          return;
        }
        case 'input_audio_buffer.clear':
          Object.assign(item, { words: [], sent: 0, onsetMs: -1, audioMs: 0, streamFromMs: 0, streamBase: 0 });
          pending = new Int16Array(0);
          isSpeaking = false;
          return send({ type: 'input_audio_buffer.cleared' });
        default:
          return send({
            type: 'error',
            error: {
              type: 'invalid_request_error',
              code: 'invalid_value',
              message: `Invalid value: '${String(event.type)}'. Supported values are: 'session.update', 'input_audio_buffer.append', 'input_audio_buffer.commit' and 'input_audio_buffer.clear'.`,
              param: 'type',
            },
          });
      }
    });
    ws.on('close', () => sockets.delete(ws));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    realtimeUrl: `ws://127.0.0.1:${port}/v1/realtime`,
    apiKey,
    options,
    mints,
    get calls() {
      return calls;
    },
    events,
    speeches,
    dropSockets: () => sockets.forEach((ws) => ws.terminate()),
    close: async () => {
      timers.forEach((timer) => clearTimeout(timer));
      sockets.forEach((ws) => ws.terminate());
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
