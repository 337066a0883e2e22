// The speech side of a fake Realtime API: `wss://…/v1/realtime?model=<realtime model>` with the key as a Bearer
// header (or in the `openai-insecure-api-key.` subprotocol). It answers the events the real API answers for a
// gpt-realtime model and refuses what it refuses (checked 2026-11-25 against the Realtime API reference: GA
// `response.create` takes conversation, input, instructions, output_modalities, audio.output {format, voice},
// max_output_tokens, metadata, prompt, tools, tool_choice; the beta names modalities / voice / output_audio_format are
// unknown parameters; output audio is `audio/pcm` at 24 kHz, `audio/pcmu` or `audio/pcma`; voices alloy, ash, ballad,
// coral, echo, sage, shimmer, verse, marin, cedar). A Speech-API model on this socket is refused as "not supported in
// realtime mode". Audio is a quiet 220 Hz tone, `msPerCharacter` of it per character, its first delta `firstAudioMs`
// after response.create, then sent at twice real time in 100 ms deltas (the real API streams faster than it plays).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';

/** Models this fake speaks with, and their shutdown dates (deprecations page, 2026-11-25). */
export const REALTIME_VOICE_MODELS: Record<string, string | null> = {
  'gpt-realtime-2.1-mini': null,
  'gpt-realtime-2.1': null,
  'gpt-realtime-mini': null,
  'gpt-realtime': '2027-01-20',
};

const VOICES = new Set(['alloy', 'ash', 'ballad', 'coral', 'echo', 'sage', 'shimmer', 'verse', 'marin', 'cedar']);
const RESPONSE_FIELDS = new Set([
  'conversation',
  'input',
  'instructions',
  'output_modalities',
  'audio',
  'max_output_tokens',
  'metadata',
  'prompt',
  'tools',
  'tool_choice',
]);
const RATE = 24_000;

export interface FakeSpeechOptions {
  /** From response.create to the first audio delta (ms). */
  firstAudioMs?: number;
  /** Audio per character of text (ms). */
  msPerCharacter?: number;
}

/** One spoken response, for tests: what was asked, and whether the caller hung up before the end. */
export interface RealtimeSpeechRecord {
  model: string;
  voice: string;
  text: string;
  audioBytes: number;
  status: 'in_progress' | 'completed' | 'cancelled' | 'closed_early';
}

/** The model a speech socket asks for, or null when the upgrade is not one (transcription sockets carry `intent`). */
export function speechModelOf(req: IncomingMessage): string | null {
  const url = new URL(req.url ?? '/', 'http://fake');
  return url.pathname === '/v1/realtime' && !url.searchParams.has('intent') ? url.searchParams.get('model') : null;
}

/** Whether the upgrade carries the server key, as a header or in the subprotocol a browser would use. */
export function carriesKey(req: IncomingMessage, apiKey: string): boolean {
  const protocols = String(req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  return req.headers.authorization === `Bearer ${apiKey}` || protocols.includes(`openai-insecure-api-key.${apiKey}`);
}

const errorEvent = (code: string, message: string, param: string | null = null) => ({
  type: 'error',
  error: { type: 'invalid_request_error', code, message, param, event_id: null },
});

/** Why a response.create is refused, as the real API's error event, or null. */
function refusal(response: Record<string, unknown>): Record<string, unknown> | null {
  const unknown = Object.keys(response).find((key) => !RESPONSE_FIELDS.has(key));
  if (unknown) return errorEvent('unknown_parameter', `Unknown parameter: 'response.${unknown}'.`, `response.${unknown}`);
  const modalities = response.output_modalities;
  if (modalities !== undefined && !(Array.isArray(modalities) && modalities.length === 1 && ['audio', 'text'].includes(modalities[0]))) {
    return errorEvent('invalid_value', "Invalid value for 'response.output_modalities': expected ['audio'] or ['text'].", 'response.output_modalities');
  }
  if (response.conversation !== undefined && !['auto', 'none'].includes(String(response.conversation))) {
    return errorEvent('invalid_value', `Invalid value: '${String(response.conversation)}'. Supported values are: 'auto' and 'none'.`, 'response.conversation');
  }
  const output = (response.audio as { output?: { voice?: unknown; format?: { type?: unknown; rate?: unknown } } } | undefined)?.output;
  if (output?.voice !== undefined && !VOICES.has(String(output.voice))) {
    return errorEvent(
      'invalid_value',
      `Invalid value: '${String(output.voice)}'. Supported values are: ${[...VOICES].map((v) => `'${v}'`).join(', ')}.`,
      'response.audio.output.voice',
    );
  }
  const format = output?.format;
  if (
    format !== undefined &&
    !(format.type === 'audio/pcm' && (format.rate === undefined || format.rate === RATE)) &&
    !['audio/pcmu', 'audio/pcma'].includes(String(format.type))
  ) {
    return errorEvent('invalid_value', "Invalid value for 'response.audio.output.format': audio/pcm takes rate 24000.", 'response.audio.output.format');
  }
  return null;
}

function textOf(input: unknown): string {
  if (!Array.isArray(input)) return '';
  return input
    .flatMap((item: { content?: Array<{ type?: string; text?: string }> }) => item?.content ?? [])
    .filter((part) => part?.type === 'input_text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join(' ');
}

/** `samples` of a quiet tone starting at sample `from`, as PCM16 little-endian. */
function tone(from: number, samples: number): Buffer {
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) pcm.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 220 * (from + i)) / RATE)), i * 2);
  return pcm;
}

/** Runs one speech socket. `record` receives each response as it starts; its status changes as it ends. */
export function runSpeechSession(ws: WebSocket, model: string, options: FakeSpeechOptions, record: (entry: RealtimeSpeechRecord) => void): void {
  const send = (event: Record<string, unknown>) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event_id: `event_${randomBytes(6).toString('hex')}`, ...event }));
  };
  if (!(model in REALTIME_VOICE_MODELS)) {
    const isSpeechApi = /^(tts-|gpt-4o-mini-tts)/.test(model);
    send(
      isSpeechApi
        ? errorEvent('invalid_model', `Model "${model}" is not supported in realtime mode.`, 'model')
        : errorEvent('model_not_found', `The model \`${model}\` does not exist or you do not have access to it.`, 'model'),
    );
    ws.close(1008);
    return;
  }
  let voice = 'marin';
  let current: { entry: RealtimeSpeechRecord; timer: NodeJS.Timeout | null; id: string } | null = null;
  send({
    type: 'session.created',
    session: {
      type: 'realtime',
      object: 'realtime.session',
      model,
      output_modalities: ['audio'],
      audio: { output: { format: { type: 'audio/pcm', rate: RATE }, voice } },
    },
  });

  const done = (status: 'completed' | 'cancelled') => {
    if (!current) return;
    const { entry, id } = current;
    if (current.timer) clearTimeout(current.timer);
    current = null;
    entry.status = status;
    if (status === 'completed') {
      send({ type: 'response.output_audio.done', response_id: id, output_index: 0, content_index: 0 });
      send({ type: 'response.output_audio_transcript.done', response_id: id, output_index: 0, content_index: 0, transcript: entry.text });
    }
    send({
      type: 'response.done',
      response: {
        object: 'realtime.response',
        id,
        status,
        conversation_id: null,
        output_modalities: ['audio'],
        audio: { output: { format: { type: 'audio/pcm', rate: RATE }, voice: entry.voice } },
      },
    });
  };

  ws.on('message', (data) => {
    let event: { type?: unknown; session?: Record<string, unknown>; response?: Record<string, unknown> };
    try {
      event = JSON.parse(String(data));
    } catch {
      return send(errorEvent('invalid_json', 'The event is not valid JSON.'));
    }
    if (event.type === 'session.update') {
      if (event.session?.type !== 'realtime') return send(errorEvent('invalid_value', "session.type must be 'realtime'", 'session.type'));
      const next = (event.session.audio as { output?: { voice?: unknown } } | undefined)?.output?.voice;
      if (next !== undefined) voice = String(next);
      return send({ type: 'session.updated', session: { ...event.session, model } });
    }
    if (event.type === 'response.cancel') return done('cancelled');
    if (event.type !== 'response.create') return send(errorEvent('invalid_value', `Invalid value: '${String(event.type)}'.`, 'type'));
    if (current) return send(errorEvent('conversation_already_has_active_response', 'Conversation already has an active response in progress.'));
    const response = event.response ?? {};
    const refused = refusal(response);
    if (refused) return send(refused);
    const id = `resp_${randomBytes(8).toString('hex')}`;
    const text = textOf(response.input);
    const entry: RealtimeSpeechRecord = {
      model,
      voice: String((response.audio as { output?: { voice?: string } } | undefined)?.output?.voice ?? voice),
      text,
      audioBytes: 0,
      status: 'in_progress',
    };
    record(entry);
    send({
      type: 'response.created',
      response: { object: 'realtime.response', id, status: 'in_progress', conversation_id: null, output_modalities: response.output_modalities ?? ['audio'] },
    });
    const total = Math.max(2400, Math.round(((text.length * (options.msPerCharacter ?? 60)) / 1000) * RATE));
    const chunk = 2400; // 100 ms
    let sent = 0;
    const next = () => {
      if (!current) return;
      const samples = Math.min(chunk, total - sent);
      const pcm = tone(sent, samples);
      sent += samples;
      entry.audioBytes += pcm.length;
      send({ type: 'response.output_audio.delta', response_id: id, item_id: `item_${id}`, output_index: 0, content_index: 0, delta: pcm.toString('base64') });
      if (sent >= total) return done('completed');
      current.timer = setTimeout(next, 50);
    };
    current = { entry, id, timer: setTimeout(next, options.firstAudioMs ?? 250) };
  });
  ws.on('close', () => {
    if (!current) return;
    if (current.timer) clearTimeout(current.timer);
    current.entry.status = 'closed_early';
    current = null;
  });
}
