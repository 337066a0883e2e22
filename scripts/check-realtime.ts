// One manual check of the realtime transcription upstream, for whoever has a key. It answers the three unknowns
// of docs/realtime.md: (1) does a browser-style WebSocket (secret in the subprotocol) authenticate for
// `intent=transcription`, (2) is `delay` accepted for the model, (3) how long from commit to the final transcript.
// It mints a secret as the gateway will, connects as the browser will, and streams a spoken WAV in real time; then it
// says whether the fake realtime upstream still refuses a mint as the real API does (compare-refusals.ts).
//
//   OPENAI_API_KEY=sk-… npx tsx scripts/check-realtime.ts [--wav file.wav] [--delay low] [--model gpt-live-transcribe]
//
// OPENAI_BASE_URL / OPENAI_REALTIME_URL / OPENAI_REALTIME_MODEL as for the gateway. Also runs against
// tests/fakes/openai-realtime.ts (that is how it is tested).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDotEnv, processSettings } from '../local-supabase/src/cli.ts';
import WebSocket from 'ws';
import { buildClientSecretRequest, parseClientSecretResponse, realtimeConfigFromEnv, type RealtimeConfig } from '../supabase/functions/ai/realtime-session.ts';
import { connectTranscriber, type TranscriberEvent, type WebSocketLike } from '../src/lib/hearing/realtime-transcriber.ts';
import { readWav } from '../tests/fakes/wav.ts';
import { compareMintRefusals } from './compare-refusals.ts';

export interface CheckOptions {
  config: RealtimeConfig;
  apiKey: string;
  /** 24 kHz mono 16-bit WAV; spoken by espeak-ng when absent. */
  wavPath?: string;
  /** Probed on the mint; dropped (and reported) when the upstream refuses it. */
  delay?: string;
  /** 1 = real time; tests go faster. */
  speed?: number;
  log?: (line: string) => void;
}

export interface CheckReport {
  mint: { status: number; delayAccepted: boolean | null; delayError?: string };
  browserAuth: { ok: boolean; detail: string };
  firstDeltaAfterStartMs: number | null;
  commitToFinalMs: number | null;
  transcript: string | null;
  errors: string[];
}

const SPOKEN = 'Can you tell me about a time you had to lead a team through a difficult project?';

function speakWav(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-realtime-'));
  const raw = path.join(dir, 'raw.wav');
  const wav = path.join(dir, 'question.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '165', '-w', raw, SPOKEN]);
  execFileSync('sox', [raw, '-r', '24000', '-c', '1', '-b', '16', wav]);
  return wav;
}

async function mint(options: CheckOptions, delay: string | undefined) {
  const request = buildClientSecretRequest(options.config, { language: 'en', company: 'Acme' });
  if (delay) {
    const session = request.body.session as { audio: { input: { transcription: Record<string, unknown> } } };
    session.audio.input.transcription.delay = delay;
  }
  const response = await fetch(request.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as { error?: { message?: string } } | null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function checkRealtime(options: CheckOptions): Promise<CheckReport> {
  const log = options.log ?? (() => {});
  const report: CheckReport = {
    mint: { status: 0, delayAccepted: null },
    browserAuth: { ok: false, detail: '' },
    firstDeltaAfterStartMs: null,
    commitToFinalMs: null,
    transcript: null,
    errors: [],
  };

  let minted = await mint(options, options.delay);
  if (options.delay) {
    report.mint.delayAccepted = minted.status === 200;
    if (minted.status !== 200) {
      report.mint.delayError = minted.body?.error?.message ?? `HTTP ${minted.status}`;
      log(`delay "${options.delay}" refused: ${report.mint.delayError}; minting without it`);
      minted = await mint(options, undefined);
    }
  }
  report.mint.status = minted.status;
  if (minted.status !== 200) {
    report.errors.push(`client_secrets: HTTP ${minted.status} ${minted.body?.error?.message ?? ''}`.trim());
    return report;
  }
  const grant = parseClientSecretResponse(options.config, minted.body);
  log(`minted a secret for ${grant.model}, expires ${grant.expiresAt}; connecting to ${grant.url}`);

  const events: Array<{ at: number; event: TranscriberEvent }> = [];
  let rejection = '';
  let openedAt = 0;
  const transcriber = connectTranscriber(
    grant,
    (event) => events.push({ at: performance.now(), event }),
    (url, protocols) => {
      const socket = new WebSocket(url, protocols);
      // With this listener ws leaves the failed handshake open: record the status, then abort (→ error, close).
      socket.on('unexpected-response', (_request, response) => {
        rejection = `HTTP ${response.statusCode}`;
        socket.terminate();
      });
      socket.on('open', () => (openedAt = performance.now()));
      return socket as unknown as WebSocketLike;
    },
  );
  const deadline = performance.now() + 10_000;
  // Authenticated = the handshake succeeded and the socket stayed open (session.created, or 1.5 s without a close).
  const isSettled = () =>
    events.some(({ event }) => event.type === 'ready' || event.type === 'closed') || (openedAt > 0 && performance.now() - openedAt > 1500);
  while (!isSettled() && performance.now() < deadline) await sleep(20);
  const closed = events.find(({ event }) => event.type === 'closed');
  const isReady = events.some(({ event }) => event.type === 'ready');
  report.browserAuth =
    closed || openedAt === 0
      ? { ok: false, detail: rejection || (closed?.event.type === 'closed' ? `closed ${closed.event.code} ${closed.event.reason}` : 'no answer') }
      : { ok: true, detail: `${isReady ? 'session.created' : 'socket open'} with subprotocols realtime + openai-insecure-api-key.<secret>` };
  log(`browser-style auth: ${report.browserAuth.ok ? 'ok' : 'refused'} (${report.browserAuth.detail})`);
  if (!report.browserAuth.ok) return report;

  // Stream in 100 ms appends, paced like a microphone, then 400 ms of silence, then commit.
  const { samples, sampleRate } = readWav(options.wavPath ?? speakWav());
  if (sampleRate !== 24_000) throw new Error(`The WAV must be 24 kHz mono 16-bit (got ${sampleRate} Hz)`);
  const chunk = 2400;
  const padded = new Float32Array(samples.length + chunk * 4);
  padded.set(samples);
  const startedAt = performance.now();
  for (let offset = 0; offset < padded.length; offset += chunk) {
    const part = padded.subarray(offset, offset + chunk);
    transcriber.append(Int16Array.from(part, (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32767)));
    await sleep(100 / (options.speed ?? 1));
  }
  const committedAt = performance.now();
  if (!transcriber.commit()) report.errors.push('commit refused locally: under 100 ms of audio');
  while (!events.some(({ event }) => event.type === 'final' || event.type === 'failed' || event.type === 'closed') && performance.now() < committedAt + 15_000)
    await sleep(10);

  const firstDelta = events.find(({ event }) => event.type === 'delta');
  const final = events.find(({ event }) => event.type === 'final');
  report.firstDeltaAfterStartMs = firstDelta ? Math.round(firstDelta.at - startedAt) : null;
  report.commitToFinalMs = final ? Math.round(final.at - committedAt) : null;
  report.transcript = final && final.event.type === 'final' ? final.event.text : null;
  for (const { event } of events) if (event.type === 'error' || event.type === 'failed') report.errors.push(`${event.type}: ${event.message}`);
  log(
    `first delta ${report.firstDeltaAfterStartMs ?? '—'} ms after streaming began; commit → final ${report.commitToFinalMs ?? '—'} ms; "${report.transcript ?? ''}"`,
  );
  transcriber.close();
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  loadDotEnv();
  const apiKey = processSettings.text('OPENAI_API_KEY');
  if (!apiKey) {
    console.error('Set OPENAI_API_KEY (and OPENAI_BASE_URL / OPENAI_REALTIME_URL for another server).');
    process.exit(2);
  }
  const config = realtimeConfigFromEnv(processSettings.text);
  if (arg('model')) config.model = arg('model') as string;
  const report = await checkRealtime({ config, apiKey, wavPath: arg('wav'), delay: arg('delay') ?? 'low', log: (line) => console.log(line) });
  // Then the fake's mint refusals against the real API's (scripts/compare-refusals.ts): what differs is printed.
  const refusals = await compareMintRefusals(config, apiKey);
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.browserAuth.ok && report.transcript !== null && refusals.every((refusal) => refusal.isSame) ? 0 : 1);
}
