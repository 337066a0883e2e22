// One small request per AI role with the models the gateway is configured with, for whoever has a key: run it after
// changing a model setting and before a release (docs/features.md, "Models are server configuration"). For each role it prints the model, its shutdown
// date if the upstream announces one (GET /models), the time to the first token or byte, and pass or fail; then it sends
// the requests the fake upstream refuses to the real API and says which refusals differ (compare-refusals.ts).
//
//   npx tsx scripts/check-openai.ts   (reads `.env` as `npm start` does; a variable set in the environment wins)
//
// Reads the same settings as the gateway (OPENAI_BASE_URL, OPENAI_CHAT_MODEL, OPENAI_COACH_MODEL,
// OPENAI_ANALYSIS_MODEL, OPENAI_TRANSCRIPTION_MODEL, OPENAI_REALTIME_MODEL, OPENAI_SPEECH_MODEL, OPENAI_SPEECH_VOICE,
// OPENAI_REALTIME_URL, OPENAI_CHAT_PARAMETERS) and builds its requests with the gateway's own code. The realtime role
// is checked by minting a secret; scripts/check-realtime.ts goes on to stream audio. The speech role takes the
// workflow its model takes (speech-workflow.ts): the Speech API, or one out-of-band response on the Realtime API's
// WebSocket, timed to its first audio. Also runs against
// tests/fakes/openai-upstream.ts (that is how it is tested).
import { pathToFileURL } from 'node:url';
import { chatParams } from '../supabase/functions/ai/chat-params.ts';
import { parseModelListing, type ModelListing } from '../supabase/functions/ai/lifecycle.ts';
import { MODEL_ROLES, readModels, readVoice, type ModelRole } from '../supabase/functions/ai/models.ts';
import { takesLanguageField } from '../supabase/functions/ai/policy.ts';
import { buildClientSecretRequest, realtimeConfigOrNull } from '../supabase/functions/ai/realtime-session.ts';
import { readAloudEvent, SPEECH_API_FORMAT, speechWorkflowOf } from '../supabase/functions/ai/speech-workflow.ts';
import WebSocket from 'ws';
import { loadDotEnv, processSettings } from '../local-supabase/src/cli.ts';
import { silentWav } from '../tests/fakes/openai-upstream.ts';
import { compareRefusals } from './compare-refusals.ts';

export interface RoleReport {
  role: ModelRole;
  model: string;
  shutdownDate: string | null;
  firstByteMs: number | null;
  ok: boolean;
  detail: string;
}

type Env = (name: string) => string | undefined;

const ONE_PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The time to the first byte of the answer; an answer that failed is read whole for its message. */
async function timed(request: () => Promise<Response>): Promise<{ ok: boolean; firstByteMs: number; detail: string }> {
  const started = performance.now();
  const response = await request();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { ok: false, firstByteMs: Math.round(performance.now() - started), detail: `${response.status}: ${body?.error?.message ?? 'no error message'}` };
  }
  const reader = response.body?.getReader();
  await reader?.read();
  const firstByteMs = Math.round(performance.now() - started);
  await reader?.cancel();
  return { ok: true, firstByteMs, detail: 'answered' };
}

/**
 * Speech through the Realtime API, as the gateway asks for it (speech-realtime.ts), told as an HTTP answer: 200 with
 * the audio at the first delta, or the upstream's error.
 */
function realtimeSpeech(url: string, model: string, voice: string, key: string): Promise<Response> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url}?model=${encodeURIComponent(model)}`, { headers: { authorization: `Bearer ${key}` } });
    const failed = (status: number, message: string) => {
      socket.close();
      resolve(Response.json({ error: { message } }, { status }));
    };
    socket.on('open', () => socket.send(JSON.stringify(readAloudEvent('Hello.', voice))));
    socket.on('unexpected-response', (_request, response) => failed(response.statusCode ?? 502, `the WebSocket upgrade answered ${response.statusCode}`));
    socket.on('error', (error) => failed(502, error.message));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type?: string; delta?: string; error?: { message?: string } };
      if (event.type === 'error') failed(400, event.error?.message ?? 'error event');
      if (event.type === 'response.output_audio.delta' && event.delta) {
        socket.close();
        resolve(new Response(Buffer.from(event.delta, 'base64'), { status: 200 }));
      }
    });
  });
}

/** One request for the role, as the gateway sends it. */
function requestFor(role: ModelRole, model: string, env: Env, base: string, key: string): (() => Promise<Response>) | null {
  const auth = { authorization: `Bearer ${key}` };
  const json = { ...auth, 'content-type': 'application/json' };
  if (role === 'copilot' || role === 'coach' || role === 'analysis') {
    const params = chatParams({ model, maxTokens: 20, isFast: role !== 'analysis', override: env('OPENAI_CHAT_PARAMETERS') });
    const body = { model, stream: true, messages: [{ role: 'user', content: 'Say hello in three words.' }], ...params };
    return () => fetch(`${base}/chat/completions`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  }
  if (role === 'vision') {
    // A 1×1 PNG as a "What's on screen" question sends it: a model that takes no images answers 400.
    const image = { type: 'image_url', image_url: { url: ONE_PIXEL_PNG, detail: 'low' } };
    const params = chatParams({ model, maxTokens: 20, isFast: true, override: env('OPENAI_CHAT_PARAMETERS') });
    const body = {
      model,
      stream: true,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'What colour is this pixel? Three words.' }, image] }],
      ...params,
    };
    return () => fetch(`${base}/chat/completions`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  }
  if (role === 'transcription') {
    return () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(silentWav())], 'check.wav', { type: 'audio/wav' }));
      form.set('model', model);
      form.set('response_format', 'json');
      if (takesLanguageField(model)) form.set('language', 'en');
      return fetch(`${base}/audio/transcriptions`, { method: 'POST', headers: auth, body: form });
    };
  }
  const realtime = realtimeConfigOrNull(key, env);
  if (role === 'speech' && speechWorkflowOf(model) === 'realtime') {
    if (!realtime)
      return async () => Response.json({ error: { message: `${model} speaks only through the Realtime API, and OPENAI_REALTIME_URL=off` } }, { status: 501 });
    return () => realtimeSpeech(realtime.realtimeUrl, model, readVoice(env), key);
  }
  if (role === 'speech') {
    const body = { model, voice: readVoice(env), input: 'Hello.', response_format: SPEECH_API_FORMAT };
    return () => fetch(`${base}/audio/speech`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  }
  if (!realtime) return null;
  const mint = buildClientSecretRequest(realtime, { language: 'en', company: 'Acme' });
  return () => fetch(mint.url, { method: 'POST', headers: json, body: JSON.stringify(mint.body) });
}

export async function checkOpenai(env: Env, log: (line: string) => void = console.log): Promise<RoleReport[]> {
  const key = env('OPENAI_API_KEY');
  if (!key) throw new Error('Set OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI).');
  const base = (env('OPENAI_BASE_URL') || 'https://api.openai.com/v1').replace(/\/+$/, '');
  const models = readModels(env);
  const listed: ModelListing | null = await fetch(`${base}/models`, { headers: { authorization: `Bearer ${key}` } })
    .then(async (response) => (response.ok ? parseModelListing(await response.json()) : null))
    .catch(() => null);
  if (!listed) log('GET /models: not available here (shutdown dates unknown).');
  const reports: RoleReport[] = [];
  for (const role of Object.keys(MODEL_ROLES) as ModelRole[]) {
    const model = models[role];
    const shutdownDate = listed?.get(model) ?? null;
    const request = requestFor(role, model, env, base, key);
    let report: RoleReport;
    if (!request) {
      report = { role, model, shutdownDate, firstByteMs: null, ok: true, detail: 'skipped (OPENAI_REALTIME_URL=off)' };
    } else {
      try {
        report = { role, model, shutdownDate, ...(await timed(request)) };
      } catch (error) {
        report = { role, model, shutdownDate, firstByteMs: null, ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    }
    if (listed && !listed.has(model)) report.detail += ' (not listed by GET /models)';
    reports.push(report);
    const time = report.firstByteMs === null ? '-' : `${report.firstByteMs} ms`;
    log(
      `${report.ok ? 'PASS' : 'FAIL'}  ${MODEL_ROLES[role].label.padEnd(34)} ${model.padEnd(22)} shutdown ${shutdownDate ?? 'none'}  first byte ${time}  ${report.detail}`,
    );
  }
  return reports;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  loadDotEnv();
  const env = processSettings.text;
  checkOpenai(env).then(
    async (reports) => {
      // Then the fake's refusals against the real API's (scripts/compare-refusals.ts): what differs is printed.
      const base = (env('OPENAI_BASE_URL') || 'https://api.openai.com/v1').replace(/\/+$/, '');
      const chat = readModels(env).copilot;
      const refusals = await compareRefusals(base, env('OPENAI_API_KEY') ?? '', { chat, reasoning: chat, classic: 'gpt-4o-mini' });
      process.exit(reports.every((report) => report.ok) && refusals.every((refusal) => refusal.isSame) ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
