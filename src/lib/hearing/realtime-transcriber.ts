// Streaming transcription over the OpenAI Realtime API (transcription sessions). The event handling is
// independent of the transport: server JSON events become a small typed stream, and client events are built
// here; a WebSocket transport (the browser authenticates with the `realtime` and `openai-insecure-api-key.<secret>`
// subprotocols, the ephemeral secret minted by our gateway) carries them. See docs/realtime.md. Self-contained (no
// imports) so node-side tests and scripts can load it too.

export type TranscriberEvent =
  | { type: 'ready' }
  | { type: 'speechStarted'; itemId: string; audioStartMs: number }
  | { type: 'speechStopped'; itemId: string; audioEndMs: number }
  | { type: 'committed'; itemId: string; previousItemId: string | null }
  | { type: 'delta'; itemId: string; delta: string }
  | { type: 'final'; itemId: string; text: string }
  | { type: 'failed'; itemId: string; message: string }
  | { type: 'error'; code: string | null; message: string }
  | { type: 'closed'; code: number; reason: string };

type Json = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** One server event (JSON text) as a transcriber event; null for events we do not use. */
export function parseServerEvent(text: string): TranscriberEvent | null {
  let event: Json;
  try {
    event = JSON.parse(text) as Json;
  } catch {
    return { type: 'error', code: 'invalid_server_event', message: 'The transcription service sent something that is not JSON' };
  }
  const itemId = str(event.item_id);
  switch (event.type) {
    case 'session.created':
    case 'session.updated':
      return { type: 'ready' };
    case 'input_audio_buffer.speech_started':
      return { type: 'speechStarted', itemId, audioStartMs: num(event.audio_start_ms) };
    case 'input_audio_buffer.speech_stopped':
      return { type: 'speechStopped', itemId, audioEndMs: num(event.audio_end_ms) };
    case 'input_audio_buffer.committed':
      return { type: 'committed', itemId, previousItemId: typeof event.previous_item_id === 'string' ? event.previous_item_id : null };
    case 'conversation.item.input_audio_transcription.delta':
      return { type: 'delta', itemId, delta: str(event.delta) };
    case 'conversation.item.input_audio_transcription.completed':
      return { type: 'final', itemId, text: str(event.transcript) };
    case 'conversation.item.input_audio_transcription.failed':
      return { type: 'failed', itemId, message: str((event.error as Json | undefined)?.message) || 'Transcription failed' };
    case 'error': {
      const error = (event.error ?? {}) as Json;
      return {
        type: 'error',
        code: typeof error.code === 'string' ? error.code : null,
        message: str(error.message) || 'The transcription service reported an error',
      };
    }
    default:
      return null;
  }
}

const SAMPLE_RATE = 24_000;
/** The API refuses to commit less audio ("buffer too small"). */
const MIN_COMMIT_MS = 100;

/** Base64 of PCM16 samples, little-endian, as `input_audio_buffer.append` wants. */
export function pcm16ToBase64(samples: Int16Array): string {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  samples.forEach((sample, i) => view.setInt16(i * 2, sample, true));
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Anything that carries JSON text both ways: a WebSocket, or a WebRTC data channel. */
export interface RealtimeChannel {
  send(text: string): void;
  close(): void;
}

export interface Transcriber {
  /** Streams 24 kHz mono PCM16 audio. */
  append(samples: Int16Array): void;
  /** Commits the buffered audio as one item; false (and nothing sent) under 100 ms of audio. */
  commit(): boolean;
  /** Drops the buffered audio. */
  clear(): void;
  /** Audio appended since the last commit or clear, in ms. */
  bufferedMs(): number;
  /** Feeds one server message (the transport calls this). */
  receive(text: string): void;
  close(): void;
}

export function createTranscriber(channel: RealtimeChannel, onEvent: (event: TranscriberEvent) => void): Transcriber {
  let bufferedSamples = 0;
  return {
    append(samples) {
      if (samples.length === 0) return;
      bufferedSamples += samples.length;
      channel.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(samples) }));
    },
    commit() {
      if ((bufferedSamples * 1000) / SAMPLE_RATE < MIN_COMMIT_MS) return false;
      bufferedSamples = 0;
      channel.send(JSON.stringify({ type: 'input_audio_buffer.commit' }));
      return true;
    },
    clear() {
      bufferedSamples = 0;
      channel.send(JSON.stringify({ type: 'input_audio_buffer.clear' }));
    },
    bufferedMs: () => (bufferedSamples * 1000) / SAMPLE_RATE,
    receive(text) {
      const event = parseServerEvent(text);
      if (event) onEvent(event);
    },
    close: () => channel.close(),
  };
}

/** The subset of the browser WebSocket the transport uses (the `ws` package's WebSocket fits too). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = (url: string, protocols: string[]) => WebSocketLike;

const OPEN = 1;
const defaultWebSocket: WebSocketFactory = (url, protocols) => new WebSocket(url, protocols) as unknown as WebSocketLike;

/**
 * Connects to the realtime URL (from the gateway's grant) as a browser can: the ephemeral secret rides in a
 * subprotocol, since a browser WebSocket cannot set headers. Messages sent before the socket opens are queued,
 * so audio captured while connecting is not lost.
 */
export function connectTranscriber(
  grant: { url: string; secret: string },
  onEvent: (event: TranscriberEvent) => void,
  createWebSocket: WebSocketFactory = defaultWebSocket,
): Transcriber {
  const socket = createWebSocket(grant.url, ['realtime', `openai-insecure-api-key.${grant.secret}`]);
  const queue: string[] = [];
  let isClosed = false;
  socket.onopen = () => {
    for (const text of queue.splice(0)) socket.send(text);
  };
  socket.onerror = () => onEvent({ type: 'error', code: 'connection_failed', message: 'Could not reach the transcription service' });
  socket.onclose = (event) => {
    isClosed = true;
    onEvent({ type: 'closed', code: event.code, reason: event.reason });
  };
  const channel: RealtimeChannel = {
    send(text) {
      if (isClosed) return;
      if (socket.readyState === OPEN) socket.send(text);
      else queue.push(text);
    },
    close() {
      isClosed = true;
      socket.close(1000, 'done');
    },
  };
  const transcriber = createTranscriber(channel, onEvent);
  socket.onmessage = (event) => {
    if (typeof event.data === 'string') transcriber.receive(event.data);
    else if (event.data instanceof ArrayBuffer) transcriber.receive(new TextDecoder().decode(event.data));
    else if (ArrayBuffer.isView(event.data)) transcriber.receive(new TextDecoder().decode(event.data));
  };
  return transcriber;
}
