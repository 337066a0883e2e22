// Speech through the Realtime API (speech-workflow.ts says which models): the gateway opens a WebSocket to the
// upstream with the server's key, asks one out-of-band response to read the text aloud, and streams the audio deltas
// to the browser as they arrive (SPEECH_AUDIO). A failure before the first audio is an ordinary error answer and gives
// the reservation back; after it, the stream ends early. When the browser goes away, the upstream socket is closed.
import { corsHeaders } from '../_shared/http.ts';
import { readAloudEvent, SPEECH_AUDIO } from './speech-workflow.ts';
import { log, unreachable, upstreamFailure, type Config } from './upstream.ts';

export interface RealtimeSpeech {
  /** The upstream's realtime WebSocket URL, without query (realtime-session.ts). */
  url: string;
  model: string;
  voice: string;
  text: string;
  refund: () => Promise<void>;
}

/** The HTTP status an upstream `error` event stands for, so the person reads the same sentences as on /audio/speech. */
function statusOfCode(code: unknown): number {
  if (code === 'invalid_api_key') return 401;
  if (code === 'model_not_found' || code === 'invalid_model') return 404;
  if (code === 'rate_limit_exceeded') return 429;
  return 400;
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function speakThroughRealtime(config: Config, speech: RealtimeSpeech): Promise<Response> {
  return new Promise<Response>((resolve) => {
    const started = Date.now();
    let audio!: ReadableStreamDefaultController<Uint8Array>;
    let socket: WebSocket | null = null;
    let isAnswered = false;
    let isFinished = false;
    let bytes = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: string, code?: unknown) => {
      if (isFinished) return;
      isFinished = true;
      clearTimeout(timer);
      socket?.close();
      log({ route: 'speech', workflow: 'realtime', model: speech.model, outcome, code, ms: Date.now() - started, bytes });
    };
    const fail = (response: () => Response, outcome: string, code?: unknown) => {
      if (isFinished) return;
      finish(outcome, code);
      if (isAnswered) return audio.error(new Error(`speech ${outcome}`));
      isAnswered = true;
      void speech.refund().then(() => resolve(response()));
    };
    // The time-out covers the first audio, then each pause between events.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(() => unreachable(new DOMException('timeout', 'TimeoutError')), 'timeout'), config.timeoutMs);
    };
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => void (audio = controller),
      // The browser stopped listening (barge-in, or it left): the upstream stops speaking.
      cancel: () => finish('cancelled'),
    });

    const onEvent = (event: {
      type?: string;
      delta?: unknown;
      response?: { status?: string; status_details?: { error?: { code?: unknown } } };
      error?: { code?: unknown };
    }) => {
      arm();
      switch (event.type) {
        case 'response.output_audio.delta': {
          if (typeof event.delta !== 'string') return;
          const chunk = decodeBase64(event.delta);
          bytes += chunk.length;
          audio.enqueue(chunk);
          if (!isAnswered) {
            isAnswered = true;
            resolve(new Response(stream, { status: 200, headers: { ...corsHeaders, 'content-type': SPEECH_AUDIO.contentType, 'cache-control': 'no-store' } }));
          }
          return;
        }
        case 'response.done': {
          const status = event.response?.status;
          if (!isAnswered)
            return fail(
              () => upstreamFailure(statusOfCode(event.response?.status_details?.error?.code)),
              `response_${status}`,
              event.response?.status_details?.error?.code,
            );
          finish('ok');
          return audio.close();
        }
        case 'error':
          return fail(() => upstreamFailure(statusOfCode(event.error?.code)), 'upstream_error', event.error?.code);
      }
    };

    arm();
    try {
      // Deno's WebSocket client sends headers (checked 2026-11-25 on Deno 2.9): the key never leaves the server.
      socket = new WebSocket(`${speech.url}?model=${encodeURIComponent(speech.model)}`, {
        headers: { authorization: `Bearer ${config.apiKey}` },
      } as unknown as string[]);
    } catch (error) {
      return fail(() => unreachable(error), 'unreachable');
    }
    socket.onopen = () => socket?.send(JSON.stringify(readAloudEvent(speech.text, speech.voice)));
    socket.onmessage = (message) => {
      try {
        onEvent(JSON.parse(String(message.data)));
      } catch {
        fail(() => upstreamFailure(502), 'bad_event');
      }
    };
    socket.onerror = (event) => {
      // A refused upgrade: Deno says "Invalid status code: 401" (checked 2026-11-25 on Deno 2.9): told like an HTTP answer.
      const status = /status code:? (\d{3})/.exec((event as ErrorEvent).message ?? '')?.[1];
      fail(() => (status ? upstreamFailure(Number(status)) : unreachable(new Error('socket error'))), status ? `upgrade_${status}` : 'unreachable');
    };
    socket.onclose = () => fail(() => unreachable(new Error('socket closed')), 'closed');
  });
}
