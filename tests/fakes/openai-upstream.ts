// A fake OpenAI-compatible server for tests and benchmarks. It checks requests the way the real API does today
// (key, model, message shapes, parameter ranges, multipart audio), refusals included: shut-down models answer
// `404 model_not_found`, reasoning models refuse max_tokens, temperature other than 1 and penalties with the API's 400
// bodies, chat refuses unknown parameters, JSON mode without the word "json" and stream_options without a stream
// (tests/unit/openai-upstream-refusals.test.ts), and `GET /v1/models` lists each model with its `shutdown_date` (checked 2026-11-25 on OpenAI's deprecations
// page and model pages). It answers deterministically, with scriptable latencies and failures. Like api.openai.com it
// also speaks on `wss://…/v1/realtime?model=gpt-realtime…` (openai-realtime-speech.ts), and its /audio/speech refuses
// those realtime models.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { showsMeetingMarker } from './screen-marker.ts';
import {
  carriesKey,
  REALTIME_VOICE_MODELS,
  runSpeechSession,
  speechModelOf,
  type FakeSpeechOptions,
  type RealtimeSpeechRecord,
} from './openai-realtime-speech.ts';

export interface ScriptedFailure {
  /** Only for a request whose body contains this text (specs share the fake: a failure meant for one must not hit another's request). */
  match?: string;
  /** Answer with this HTTP status and an OpenAI-shaped error. */
  status?: number;
  /** Never answer (for time-out tests). */
  hang?: boolean;
  /** Stream a few tokens, then stall forever. */
  stallAfterTokens?: number;
  /** Stream the whole answer and its last chunk (finish_reason), then stall forever before `[DONE]`. */
  stallBeforeDone?: boolean;
  /** Answer a JSON-mode request with text that is not JSON. */
  malformedJson?: boolean;
  /** Not a failure: a slow answer, this long between its tokens (an answer still streaming when the interviewer goes on). */
  tokenIntervalMs?: number;
  /** Not a failure: a slow answer, this long before its first token (a brief still being written when the person leaves). */
  firstTokenMs?: number;
}

export interface RecordedRequest {
  path: string;
  model?: string;
  maxTokens?: number;
  stream?: boolean;
  jsonMode?: boolean;
  /** The messages, each image part's content replaced by `[image <type> <bytes> bytes]` (the text parts as they came). */
  messages?: Array<{ role: string; content: string }>;
  /**
   * The image parts the request carried (type by its bytes, size decoded, detail) and, for a JPEG, whether it shows the
   * e2e meeting tab's marker (screen-marker.ts; null: not decodable).
   */
  images?: Array<{ type: string; bytes: number; detail?: string; showsMeeting?: boolean | null }>;
  language?: string;
  reasoningEffort?: string;
  maxCompletionTokens?: number;
  voice?: string;
  audioBytes?: number;
  audioMagic?: string;
}

export interface FakeUpstreamOptions {
  apiKey?: string;
  /** What transcriptions return (a function reads the uploaded file). */
  transcript?: string | ((audio: Buffer) => string);
  /** Builds the chat answer from the last user message. */
  answer?: (lastUserMessage: string, request: RecordedRequest) => string;
  latency?: { transcriptionMs?: number; firstTokenMs?: number; tokenIntervalMs?: number };
  /** The reply to JSON-mode requests (`response_format: { type: 'json_object' }`), serialised as the message content. */
  jsonAnswer?: unknown;
  /** JSON-mode replies chosen by a text of the prompt (spec files share one fake): the first whose `match` is found wins. */
  jsonAnswerWhen?: Array<{ match: string; answer: unknown }>;
  /** An upstream other than OpenAI: no `GET /models` route (404), like some OpenAI-compatible servers. */
  hasNoModelList?: boolean;
  /** Models served besides OpenAI's (another provider's names: classic chat models). */
  extraChatModels?: string[];
  /** The pace of realtime speech sockets. */
  speech?: FakeSpeechOptions;
}

export interface FakeUpstream {
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Every request that reached the fake (valid or not), so a test can tell that nothing was sent upstream. */
  readonly calls: number;
  /** Failures applied to the next requests, one each, in order. */
  failures: ScriptedFailure[];
  options: FakeUpstreamOptions;
  /** Responses spoken on realtime speech sockets, in order (each also recorded in `requests` as path '/realtime'). */
  speeches: RealtimeSpeechRecord[];
  close(): Promise<void>;
}

interface ListedModel {
  kind: 'chat' | 'transcription' | 'speech' | 'realtime' | 'voice';
  /** YYYY-MM-DD, or null when none is announced. */
  shutdown: string | null;
  /** Reasoning models: the efforts they take (first is the lowest); absent for classic chat models. */
  efforts?: readonly string[];
  /** Chat models that take image inputs (each model page's "Input modalities: text, image", checked 2026-11-25). */
  vision?: boolean;
}

const GPT6 = ['none', 'low', 'medium', 'high', 'xhigh', 'max'] as const;
const LISTED: Record<string, ListedModel> = {
  'gpt-6.1-terra': { kind: 'chat', shutdown: null, efforts: GPT6, vision: true },
  // gpt-6.2-sol's model page, checked 2026-11-28: "The API rejects requests that set reasoning effort to none."
  'gpt-6.2-sol': { kind: 'chat', shutdown: null, efforts: GPT6.slice(1), vision: true },
  'gpt-6.1-sol': { kind: 'chat', shutdown: null, efforts: GPT6.slice(1), vision: true },
  'gpt-6-luna': { kind: 'chat', shutdown: null, efforts: GPT6, vision: true },
  'gpt-6-astra': { kind: 'chat', shutdown: null, efforts: GPT6.slice(1), vision: true },
  'gpt-5.6-terra': { kind: 'chat', shutdown: null, efforts: GPT6, vision: true },
  'gpt-5.4': { kind: 'chat', shutdown: null, efforts: ['none', 'low', 'medium', 'high', 'xhigh'], vision: true },
  'gpt-5.1': { kind: 'chat', shutdown: '2027-04-01', efforts: ['none', 'low', 'medium', 'high'], vision: true },
  'gpt-5': { kind: 'chat', shutdown: '2026-12-11', efforts: ['minimal', 'low', 'medium', 'high'], vision: true },
  'gpt-5-mini': { kind: 'chat', shutdown: '2026-12-11', efforts: ['minimal', 'low', 'medium', 'high'], vision: true },
  'gpt-4o': { kind: 'chat', shutdown: '2027-01-14', vision: true },
  'gpt-4o-mini': { kind: 'chat', shutdown: '2027-01-14', vision: true },
  'gpt-4.1-mini': { kind: 'chat', shutdown: '2027-01-14', vision: true },
  'gpt-3.5-turbo': { kind: 'chat', shutdown: '2026-10-23' },
  'gpt-4': { kind: 'chat', shutdown: '2026-10-23' },
  'gpt-transcribe': { kind: 'transcription', shutdown: null },
  'whisper-1': { kind: 'transcription', shutdown: '2027-02-26' },
  'gpt-4o-transcribe': { kind: 'transcription', shutdown: '2027-02-26' },
  'gpt-4o-mini-tts': { kind: 'speech', shutdown: '2027-01-06' },
  'tts-1': { kind: 'speech', shutdown: '2027-01-06' },
  'gpt-live-transcribe': { kind: 'realtime', shutdown: null },
  ...Object.fromEntries(Object.entries(REALTIME_VOICE_MODELS).map(([id, shutdown]) => [id, { kind: 'voice', shutdown } as ListedModel])),
};
const VOICES = new Set(['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse', 'marin', 'cedar']);
const TODAY = () => new Date().toISOString().slice(0, 10);

/** What the model says to a screenshot that shows no question (a JPEG without the meeting tab's marker: a black frame). */
export const NOTHING_ON_SCREEN = 'I cannot see a question on this screen: it looks empty. Share the tab that shows the exercise.';

/** The default answer to a request with an image that shows the exercise (or that the fake cannot read): code included. */
export const SCREEN_ANSWER = [
  '**Approach**: one pass with a hash map from value to index.',
  '',
  '```python',
  'def two_sum(nums, target):',
  '    seen = {}',
  '    for i, n in enumerate(nums):',
  '        if target - n in seen:',
  '            return [seen[target - n], i]',
  '        seen[n] = i',
  '```',
  '',
  '**Complexity**: O(n) time, O(n) space.',
].join('\n');

/** What the model answers to screenshots: nothing to answer when a JPEG it reads lacks the marker, else the code. */
const screenAnswer = (images: NonNullable<RecordedRequest['images']>) =>
  images.some((image) => image.showsMeeting === false) ? NOTHING_ON_SCREEN : SCREEN_ANSWER;

type PartRefusal = { message: string; code: string | null; param: string };

/**
 * Reads an array content (text and image_url parts) as the API does (checked 2026-11-25): an image part needs a URL
 * (here only base64 data URLs, whose bytes must be PNG, JPEG, WebP or GIF) of at most 20 MB, `detail` low, high or
 * auto, and a model that takes images (else the API's "Invalid content type" 400). The text it stands for, or a refusal.
 */
function readContentParts(
  message: Record<string, unknown>,
  index: number,
  model: ListedModel,
  images: NonNullable<RecordedRequest['images']>,
): string | PartRefusal {
  if (!Array.isArray(message.content)) return { message: 'Invalid message in messages.', code: null, param: 'messages' };
  const texts: string[] = [];
  for (const [partIndex, part] of (message.content as Array<Record<string, unknown>>).entries()) {
    const param = `messages.[${index}].content.[${partIndex}]`;
    if (part?.type === 'text' && typeof part.text === 'string') {
      texts.push(part.text);
      continue;
    }
    if (part?.type !== 'image_url')
      return {
        message: `Invalid value: '${String(part?.type)}'. Supported values are: 'text', 'image_url', 'input_audio', 'refusal', 'audio', and 'file'.`,
        code: 'invalid_value',
        param: `${param}.type`,
      };
    if (message.role !== 'user')
      return { message: `Invalid 'messages[${index}]': image content parts are only allowed for messages with role 'user'.`, code: null, param };
    if (!model.vision) return { message: 'Invalid content type. image_url is only supported by certain models.', code: null, param: `${param}.type` };
    const imageUrl = part.image_url as { url?: unknown; detail?: unknown } | undefined;
    const detail = imageUrl?.detail;
    if (detail !== undefined && !['low', 'high', 'auto'].includes(String(detail)))
      return {
        message: `Invalid value: '${String(detail)}'. Supported values are: 'low', 'high', and 'auto'.`,
        code: 'invalid_value',
        param: `${param}.image_url.detail`,
      };
    const match = typeof imageUrl?.url === 'string' ? /^data:image\/(png|jpeg|webp|gif);base64,(.*)$/s.exec(imageUrl.url) : null;
    if (!match)
      return {
        message:
          "Invalid 'image_url'. Expected a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,aW1nIGJ5dGVzIGhlcmU='), but got an invalid value.",
        code: 'invalid_value',
        param: `${param}.image_url.url`,
      };
    const bytes = Buffer.from(match[2], 'base64');
    if (bytes.length > 20 * 1024 * 1024)
      return { message: 'Image too large: images may be at most 20 MB.', code: 'image_too_large', param: `${param}.image_url.url` };
    const type = imageMagic(bytes);
    if (!type)
      return {
        message: "You uploaded an unsupported image. Please make sure your image has of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
        code: 'invalid_image_format',
        param: `${param}.image_url.url`,
      };
    images.push({
      type,
      bytes: bytes.length,
      ...(typeof detail === 'string' ? { detail } : {}),
      ...(type === 'jpeg' ? { showsMeeting: showsMeetingMarker(bytes) } : {}),
    });
    texts.push(`[image ${type} ${bytes.length} bytes]`);
  }
  return texts.join('\n');
}

function imageMagic(bytes: Buffer): string | null {
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (bytes.subarray(0, 3).toString('latin1') === 'GIF') return 'gif';
  return null;
}

/** A model this upstream serves today, or the refusal the API gives (404 model_not_found for unknown and shut-down). */
function served(model: string, kind: ListedModel['kind'], listed: Record<string, ListedModel>): ListedModel | null {
  const entry = listed[model];
  if (!entry || entry.kind !== kind) return null;
  return entry.shutdown !== null && entry.shutdown <= TODAY() ? null : entry;
}
const modelNotFound = (model: string) => `The model \`${model}\` does not exist or you do not have access to it.`;

/**
 * Every field of Chat Completions' request body (CreateChatCompletionRequest in OpenAI's API reference and the SDKs
 * generated from it, 35 fields, checked 2026-11-28). The API refuses any other with 400 "Unrecognized request argument
 * supplied: <name>", param and code null (the bodies quoted in langchain_dart#712, 2025-06; coroot#698, 2025-09;
 * llm_wiki#336, 2026-06); so does a classic model sent `reasoning_effort`.
 */
const CHAT_PARAMETERS = new Set([
  'audio',
  'frequency_penalty',
  'function_call',
  'functions',
  'logit_bias',
  'logprobs',
  'max_completion_tokens',
  'max_tokens',
  'messages',
  'metadata',
  'modalities',
  'model',
  'n',
  'parallel_tool_calls',
  'prediction',
  'presence_penalty',
  'prompt_cache_key',
  'prompt_cache_retention',
  'reasoning_effort',
  'response_format',
  'safety_identifier',
  'seed',
  'service_tier',
  'stop',
  'store',
  'stream',
  'stream_options',
  'temperature',
  'tool_choice',
  'tools',
  'top_logprobs',
  'top_p',
  'user',
  'verbosity',
  'web_search_options',
]);
const unrecognized = (name: string) => `Unrecognized request argument supplied: ${name}`;

function sendError(res: ServerResponse, status: number, message: string, code: string | null, type = 'invalid_request_error', param: string | null = null) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param, code } }));
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A silent 0.1 s mono 8 kHz WAV: a valid, playable audio answer for /audio/speech. */
export function silentWav(): Buffer {
  const samples = 800;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

function audioMagic(bytes: Buffer): string {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF') return 'wav';
  if (bytes.subarray(0, 4).toString('latin1') === 'OggS') return 'ogg';
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)) return 'mp3';
  return 'unknown';
}

/** The evidence instruction of the gateway's Copilot prompt (supabase/functions/ai/prompts/evidence.ts). */
const EVIDENCE_INSTRUCTION = "Evidence: the candidate's record, each line after its ref.";
/** The first line of the evidence naming a role: "[E1] Data lead at Acme Retail, 2019-03 to present". */
const EVIDENCE_ROLE_LINE = /^\[(E\d+)\] .+? at (.+?)(?:, .*)?$/m;

/**
 * A model asked to cite answers with one specific cited from the evidence (the employer of its first role) and one
 * invented figure it cites all the same (issue #39): what the deterministic check in the SPA has to catch.
 */
function citedSentence(messages: ReadonlyArray<{ role: string; content: string }>): string {
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  if (!system.includes(EVIDENCE_INSTRUCTION)) return '';
  const role = EVIDENCE_ROLE_LINE.exec(system.slice(system.indexOf(EVIDENCE_INSTRUCTION)));
  return role ? `At ${role[2]} [${role[1]}], I cut churn by 47% [${role[1]}].\n\n` : '';
}

/**
 * The offer stage's prompts (supabase/functions/ai/prompts/negotiation.ts, issue #43), answered the way a model that
 * keeps their rule does: the brief quotes the base salary from the record and leaves the ask as a blank; the recruiter
 * asks for a number first. null for any other prompt.
 */
function offerStageAnswer(messages: ReadonlyArray<{ role: string; content: string }>): string | null {
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  if (system.startsWith('You are a salary negotiation coach preparing')) {
    const base = /Base salary: (\S+ [A-Z]{3}) a year/.exec(messages.find((message) => message.role === 'user')?.content ?? '')?.[1] ?? '[your number: base]';
    return [
      '**What to ask for**',
      `- A base above the ${base} offered: ask for [your number: target base].`,
      '**Your leverage**',
      '- Your other applications still going.',
      '**How to say it**',
      '- "I am excited about the role. I would sign today at [your number: target base]."',
      '**Before the call**',
      '- Decide your walk-away number: [your number: walk-away].',
    ].join('\n');
  }
  if (system.startsWith('You are the recruiter at ')) return 'Thanks for taking the call. Before I see what is possible, what number did you have in mind?';
  return null;
}

export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const apiKey = options.apiKey ?? 'sk-test-fake-upstream-key';
  const requests: RecordedRequest[] = [];
  const failures: ScriptedFailure[] = [];
  const state = { options, calls: 0 };
  const speeches: RealtimeSpeechRecord[] = [];

  const server = http.createServer(async (req, res) => {
    if ((req.url ?? '').startsWith('/__fake/')) return control(req, res);
    const path = (req.url ?? '').split('?')[0].replace(/^\/v1/, '');
    state.calls += 1;
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      await readAll(req);
      return sendError(res, 401, 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.', 'invalid_api_key');
    }
    if (req.method === 'GET' && path === '/models') return listModels(res);
    if (req.method !== 'POST') return sendError(res, 405, `Method ${req.method} not allowed`, null);
    const body = await readAll(req);
    const text = failures.some((candidate) => candidate.match) ? body.toString('utf8') : '';
    const index = failures.findIndex((candidate) => !candidate.match || text.includes(candidate.match));
    const failure = index >= 0 ? failures.splice(index, 1)[0] : undefined;
    if (failure?.hang) return; // never answers; the client must time out
    if (failure?.status) return sendError(res, failure.status, `Scripted failure ${failure.status}`, null, 'server_error');

    if (path === '/chat/completions') return chat(req, res, body, failure);
    if (path === '/audio/transcriptions') return transcription(req, res, body);
    if (path === '/audio/speech') return speech(res, body);
    sendError(res, 404, `Invalid URL (POST /v1${path})`, null);
  });

  /** Control API for tests in other processes (Playwright workers): script failures, set options, read requests. */
  async function control(req: IncomingMessage, res: ServerResponse) {
    const body = await readAll(req);
    const payload = body.length ? (JSON.parse(body.toString('utf8')) as unknown) : null;
    const route = (req.url ?? '').split('?')[0];
    if (route === '/__fake/reset' && req.method === 'POST') {
      requests.length = 0;
      speeches.length = 0;
      failures.length = 0;
      state.calls = 0;
      state.options = { ...options };
    } else if (route === '/__fake/failures' && req.method === 'POST') {
      failures.push(...(payload as ScriptedFailure[]));
    } else if (route === '/__fake/options' && req.method === 'POST') {
      const { transcript, latency, answerPrefix, jsonAnswer, jsonAnswerWhen } = payload as {
        transcript?: string;
        latency?: FakeUpstreamOptions['latency'];
        answerPrefix?: string;
        jsonAnswer?: unknown;
        jsonAnswerWhen?: FakeUpstreamOptions['jsonAnswerWhen'];
      };
      state.options = {
        ...state.options,
        ...(jsonAnswer !== undefined ? { jsonAnswer } : {}),
        ...(jsonAnswerWhen !== undefined ? { jsonAnswerWhen } : {}),
        ...(transcript !== undefined ? { transcript } : {}),
        ...(latency !== undefined ? { latency } : {}),
        ...(answerPrefix !== undefined ? { answer: (q: string) => `${answerPrefix}${q}` } : {}),
      };
    } else if (route === '/__fake/requests' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(requests));
      return;
    } else {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(204);
    res.end();
  }

  function listed(): Record<string, ListedModel> {
    const extra = Object.fromEntries((state.options.extraChatModels ?? []).map((id) => [id, { kind: 'chat', shutdown: null } as ListedModel]));
    return { ...LISTED, ...extra };
  }

  /** GET /v1/models: every model with its shutdown_date (shut-down models are no longer listed). */
  function listModels(res: ServerResponse) {
    if (state.options.hasNoModelList) return sendError(res, 404, 'Invalid URL (GET /v1/models)', null);
    const data = Object.entries(listed())
      .filter(([, entry]) => entry.shutdown === null || entry.shutdown > TODAY())
      .map(([id, entry]) => ({ id, object: 'model', created: 1_760_000_000, owned_by: 'system', shutdown_date: entry.shutdown }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', data }));
  }

  async function chat(_req: IncomingMessage, res: ServerResponse, body: Buffer, failure: ScriptedFailure | undefined) {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      return sendError(res, 400, 'We could not parse the JSON body of your request.', null);
    }
    const unknownParameter = Object.keys(payload).find((name) => !CHAT_PARAMETERS.has(name));
    if (unknownParameter) return sendError(res, 400, unrecognized(unknownParameter), null);
    const {
      model,
      messages,
      max_tokens: maxTokens,
      max_completion_tokens: maxCompletion,
      temperature,
      presence_penalty: presence,
      frequency_penalty: frequency,
      stream,
    } = payload;
    const effort = payload.reasoning_effort;
    if (typeof model !== 'string') return sendError(res, 400, 'you must provide a model parameter', null, 'invalid_request_error', 'model');
    const entry = served(model, 'chat', listed());
    if (!entry) return sendError(res, 404, modelNotFound(model), 'model_not_found');
    // The reasoning models' refusals, with the API's bodies (checked 2026-11-25).
    if (entry.efforts) {
      if (maxTokens !== undefined) {
        return sendError(
          res,
          400,
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
          'unsupported_parameter',
          'invalid_request_error',
          'max_tokens',
        );
      }
      if (temperature !== undefined && temperature !== 1) {
        return sendError(
          res,
          400,
          "Unsupported value: 'temperature' does not support " + String(temperature) + ' with this model. Only the default (1) value is supported.',
          'unsupported_value',
          'invalid_request_error',
          'temperature',
        );
      }
      // top_p other than 1: the same 400 (param top_p), reported live on 2026-08-29 (1 answers 200) and in GPT-5 threads.
      if (payload.top_p !== undefined && payload.top_p !== 1)
        return sendError(
          res,
          400,
          "Unsupported parameter: 'top_p' is not supported with this model.",
          'unsupported_parameter',
          'invalid_request_error',
          'top_p',
        );
      for (const [name, value] of [
        ['presence_penalty', presence],
        ['frequency_penalty', frequency],
      ] as const) {
        if (value !== undefined)
          return sendError(
            res,
            400,
            `Unsupported parameter: '${name}' is not supported with this model.`,
            'unsupported_parameter',
            'invalid_request_error',
            name,
          );
      }
      if (effort !== undefined && !entry.efforts.includes(String(effort))) {
        return sendError(
          res,
          400,
          `Unsupported value: 'reasoning_effort' does not support '${String(effort)}' with this model. Supported values are: ${entry.efforts.map((e) => `'${e}'`).join(', ')}.`,
          'unsupported_value',
          'invalid_request_error',
          'reasoning_effort',
        );
      }
    } else {
      if (maxCompletion !== undefined && maxTokens !== undefined)
        return sendError(res, 400, 'max_tokens and max_completion_tokens cannot both be set.', null, 'invalid_request_error', 'max_tokens');
      if (effort !== undefined) return sendError(res, 400, unrecognized('reasoning_effort'), null);
    }
    if (maxCompletion !== undefined && (!Number.isInteger(maxCompletion) || (maxCompletion as number) < 1))
      return sendError(res, 400, 'Invalid max_completion_tokens.', null, 'invalid_request_error', 'max_completion_tokens');
    if (!Array.isArray(messages) || messages.length === 0)
      return sendError(res, 400, "'messages' must contain at least one message.", null, 'invalid_request_error', 'messages');
    const images: NonNullable<RecordedRequest['images']> = [];
    const typed: Array<{ role: string; content: string }> = [];
    for (const [index, m] of (messages as Array<Record<string, unknown>>).entries()) {
      if (!['system', 'user', 'assistant'].includes(String(m.role)))
        return sendError(res, 400, 'Invalid message in messages.', null, 'invalid_request_error', 'messages');
      if (typeof m.content === 'string') {
        typed.push({ role: String(m.role), content: m.content });
        continue;
      }
      const parts = readContentParts(m, index, entry, images);
      if (typeof parts !== 'string') return sendError(res, 400, parts.message, parts.code, 'invalid_request_error', parts.param);
      typed.push({ role: String(m.role), content: parts });
    }
    if (maxTokens !== undefined && (!Number.isInteger(maxTokens) || (maxTokens as number) < 1))
      return sendError(res, 400, 'Invalid max_tokens.', null, 'invalid_request_error', 'max_tokens');
    if (temperature !== undefined && (typeof temperature !== 'number' || temperature < 0 || temperature > 2))
      return sendError(res, 400, 'Invalid temperature.', null);
    for (const penalty of [presence, frequency])
      if (penalty !== undefined && (typeof penalty !== 'number' || penalty < -2 || penalty > 2)) return sendError(res, 400, 'Invalid penalty.', null);

    // Refusals checked 2026-11-28 against the bodies developers quote from api.openai.com: stream_options without a
    // stream (param stream_options); JSON mode whose messages never say "json" in any case (param messages).
    if (payload.stream_options !== undefined && payload.stream !== true)
      return sendError(res, 400, "The 'stream_options' parameter is only allowed when 'stream' is enabled.", null, 'invalid_request_error', 'stream_options');
    const jsonMode = (payload.response_format as { type?: string } | undefined)?.type === 'json_object';
    if (jsonMode && !typed.some((message) => /json/i.test(message.content)))
      return sendError(
        res,
        400,
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
        null,
        'invalid_request_error',
        'messages',
      );
    const recorded: RecordedRequest = {
      path: '/chat/completions',
      model,
      maxTokens: maxTokens as number | undefined,
      maxCompletionTokens: maxCompletion as number | undefined,
      reasoningEffort: typeof effort === 'string' ? effort : undefined,
      stream: stream === true,
      jsonMode,
      messages: typed,
      ...(images.length > 0 ? { images } : {}),
    };
    requests.push(recorded);
    const lastUser = [...typed].reverse().find((m) => m.role === 'user')?.content ?? '';
    const defaultAnswer = (q: string) =>
      offerStageAnswer(typed) ??
      (images.length > 0 ? screenAnswer(images) : `**Suggested answer** to: ${q}\n\n${citedSentence(typed)}- Start with the situation.\n- Then the result.`);
    const answer = jsonMode
      ? failure?.malformedJson
        ? '{"requirements": [ this is not json'
        : JSON.stringify(
            state.options.jsonAnswerWhen?.find((when) => typed.some((m) => m.content.includes(when.match)))?.answer ?? state.options.jsonAnswer ?? {},
          )
      : (state.options.answer ?? defaultAnswer)(lastUser, recorded);
    const tokens = answer.match(/\S+\s*/g) ?? [answer];
    const latency = state.options.latency ?? {};
    await sleep(failure?.firstTokenMs ?? latency.firstTokenMs ?? 0);
    const id = `chatcmpl-${Date.now()}`;
    const created = Math.floor(Date.now() / 1000);
    if (stream !== true) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: tokens.length, total_tokens: 10 + tokens.length },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    for (let i = 0; i < tokens.length; i += 1) {
      if (failure?.stallAfterTokens !== undefined && i >= failure.stallAfterTokens) return; // stall: keep the connection open
      res.write(chunk({ content: tokens[i] }));
      const interval = failure?.tokenIntervalMs ?? latency.tokenIntervalMs;
      if (interval) await sleep(interval);
    }
    if (failure?.stallAfterTokens !== undefined) return; // as many tokens as the answer has: stall before its last chunk
    res.write(chunk({}, 'stop'));
    if (failure?.stallBeforeDone) return; // stall: keep the connection open
    res.end('data: [DONE]\n\n');
  }

  async function transcription(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) return sendError(res, 400, 'Expected multipart/form-data.', null);
    const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
    const file = form.get('file');
    const model = form.get('model');
    if (!(file instanceof Blob)) return sendError(res, 400, "Missing required parameter: 'file'.", null, 'invalid_request_error', 'file');
    if (typeof model !== 'string' || !served(model, 'transcription', listed())) return sendError(res, 404, modelNotFound(String(model)), 'model_not_found');
    if (file.size > 25 * 1024 * 1024) return sendError(res, 413, 'Maximum content size limit (26214400) exceeded.', null);
    const bytes = Buffer.from(await file.arrayBuffer());
    const magic = audioMagic(bytes);
    if (magic === 'unknown') return sendError(res, 400, 'Invalid file format. Supported formats: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm', null);
    const language = form.get('language');
    // gpt-transcribe takes `languages` hints, not the one-language field (speech-to-text guide, 2026-11-25).
    if (language !== null && model === 'gpt-transcribe')
      return sendError(res, 400, "Unknown parameter: 'language'.", 'unknown_parameter', 'invalid_request_error', 'language');
    requests.push({
      path: '/audio/transcriptions',
      model,
      language: typeof language === 'string' ? language : undefined,
      audioBytes: bytes.length,
      audioMagic: magic,
    });
    await sleep(state.options.latency?.transcriptionMs ?? 0);
    const transcript = state.options.transcript;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text: typeof transcript === 'function' ? transcript(bytes) : (transcript ?? 'Tell me about yourself.') }));
  }

  async function speech(res: ServerResponse, body: Buffer) {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      return sendError(res, 400, 'We could not parse the JSON body of your request.', null);
    }
    // A realtime model is not a Speech-API model (text-to-speech guide, 2026-11-25); the exact wording of this refusal
    // is not published: it has the shape of the API's other invalid_value refusals.
    if (typeof payload.model === 'string' && listed()[payload.model]?.kind === 'voice') {
      return sendError(
        res,
        400,
        `Invalid value: '${payload.model}'. Supported values are: 'gpt-4o-mini-tts', 'tts-1' and 'tts-1-hd'.`,
        'invalid_value',
        'invalid_request_error',
        'model',
      );
    }
    if (typeof payload.model !== 'string' || !served(payload.model, 'speech', listed()))
      return sendError(res, 404, modelNotFound(String(payload.model)), 'model_not_found');
    if (!VOICES.has(String(payload.voice))) return sendError(res, 400, 'Invalid voice.', null, 'invalid_request_error', 'voice');
    if (typeof payload.input !== 'string' || payload.input.length === 0 || payload.input.length > 4096)
      return sendError(res, 400, 'Invalid input.', null, 'invalid_request_error', 'input');
    const format = payload.response_format ?? 'mp3';
    if (!['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'].includes(String(format)))
      return sendError(res, 400, `Invalid value: '${String(format)}'.`, 'invalid_value', 'invalid_request_error', 'response_format');
    requests.push({ path: '/audio/speech', model: payload.model, voice: String(payload.voice) });
    if (format !== 'pcm') {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.end(silentWav());
    }
    // pcm: raw 24 kHz 16-bit mono samples, no header, streamed in pieces (10 ms of silence per character).
    res.writeHead(200, { 'content-type': 'audio/pcm' });
    const total = payload.input.length * 480;
    for (let sent = 0; sent < total && !res.destroyed; sent += 9600) {
      res.write(Buffer.alloc(Math.min(9600, total - sent)));
      await sleep(20);
    }
    res.end();
  }

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const model = speechModelOf(req);
    const refuse = (status: string) => {
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    state.calls += 1;
    if (model === null) return refuse('404 Not Found');
    if (!carriesKey(req, apiKey)) return refuse('401 Unauthorized');
    // A scripted status fails the handshake (a hang is not scripted here).
    const failure = failures.findIndex((candidate) => !candidate.match && candidate.status);
    if (failure >= 0) return refuse(`${failures.splice(failure, 1)[0].status} Scripted failure`);
    wss.handleUpgrade(req, socket, head, (ws) =>
      runSpeechSession(ws, model, state.options.speech ?? {}, (entry) => {
        speeches.push(entry);
        requests.push({ path: '/realtime', model: entry.model, voice: entry.voice });
      }),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    failures,
    speeches,
    get calls() {
      return state.calls;
    },
    get options() {
      return state.options;
    },
    set options(value: FakeUpstreamOptions) {
      state.options = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        wss.clients.forEach((ws) => ws.terminate());
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
