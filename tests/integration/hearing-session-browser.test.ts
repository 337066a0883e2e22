// HearingSession in real Chromium, without React: Vite builds it as the app will (the PCM worklet its own asset),
// the meeting tab is an init-script stream playing an espeak-ng interviewer (tests/e2e/tab-audio.ts), the fake
// microphone plays the candidate's WAV, and the interviewer's audio goes over a real WebSocket to the fake realtime
// upstream (minted through it, as the gateway does). Upload mode runs against a fake transcription function (which may
// answer the uploads out of order).
// Times from the end of the question to the early end (first draft) and to the confirmed turn are printed.
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientSecretRequest, parseClientSecretResponse } from '../../supabase/functions/ai/realtime-session.ts';
import { addTabAudio, fakeMicrophoneArgs, readTabAudio } from '../e2e/tab-audio.ts';
import { startFakeRealtime, type FakeRealtimeOptions } from '../fakes/openai-realtime.ts';
import { CLIP_LEAD_MS, CLIP_RATE, writeHearingClips, type HearingClips } from '../fakes/hearing-clips.ts';
import { parseWav, readWav } from '../fakes/wav.ts';
import { buildHearingPage, type PageEvent, type PageRun } from './hearing-session-page.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

const DIR = path.resolve('tmp/hearing-session-browser');
const OUT = path.join(DIR, 'build');
/** Levels (RMS, as the meters read them) well above the room's ~0.003 (−50 dBFS): speech, and the −20 dB leak. */
const SPEECH_RMS = 0.03;
const LEAK_RMS = 0.01;
const RATE = CLIP_RATE;
const LEAD_MS = CLIP_LEAD_MS;

let server: http.Server;
let origin = '';
const browsers: Browser[] = [];

let clips: HearingClips;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  clips = writeHearingClips(DIR);
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: {
      outDir: OUT,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: { 'hearing-session': path.resolve('src/lib/hearing/hearing-session.ts'), 'level-store': path.resolve('src/lib/level-store.ts') },
        formats: ['es'],
      },
    },
  });
  const page = buildHearingPage();
  server = http.createServer((req, res) => {
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const name = path.normalize(req.url ?? '').replace(/^([/\\])+/, '');
    const file = name.endsWith('.wav') ? path.join(DIR, name) : path.join(OUT, name);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': name.endsWith('.wav') ? 'audio/wav' : 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  await new Promise((resolve) => server?.close(resolve));
});

async function launch(micWav: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...fakeMicrophoneArgs(path.join(DIR, micWav))],
  });
  browsers.push(browser);
  return browser;
}

interface Hearing {
  mode: 'realtime' | 'upload';
  tabWav: string;
  micWav: string;
  /** What the fake upstream (or the fake transcription function) says each spoken item is. */
  transcripts: string[];
  /** Upload mode: the first upload's transcript comes back only after the second's (uploads answered out of order). */
  isFirstUploadLate?: boolean;
  /** The fake realtime upstream's timing and faults. */
  upstream?: Pick<FakeRealtimeOptions, 'textTiming' | 'dropAfterCommit'>;
}

/** Plays the tab WAV to its end in a fresh page and returns what HearingSession reported. */
async function hear({ mode, tabWav, micWav, transcripts, isFirstUploadLate = false, upstream }: Hearing) {
  const fake = await startFakeRealtime({ transcripts, firstDeltaMs: 150, wordEveryMs: 150, finalizeMs: 20, speechEvents: false, ...upstream });
  const browser = await launch(micWav);
  const context = await browser.newContext();
  await addTabAudio(context, { wavUrl: `${origin}/${tabWav}` });
  const page = await context.newPage();
  const uploads: number[] = [];
  let secondAnswered: () => void = () => undefined;
  const isSecondAnswered = new Promise<void>((resolve) => (secondAnswered = resolve));
  await page.exposeFunction('mintSecret', async () => {
    const config = { baseUrl: fake.url, realtimeUrl: fake.realtimeUrl, model: 'gpt-live-transcribe' };
    const request = buildClientSecretRequest(config, { language: 'en' });
    const minted = await fetch(request.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    });
    return { ...parseClientSecretResponse(config, await minted.json()), seconds: 300 };
  });
  await page.exposeFunction('transcribeWav', async (base64: string) => {
    const wav = parseWav(Buffer.from(base64, 'base64'));
    uploads.push((wav.samples.length * 1000) / wav.sampleRate);
    const index = uploads.length - 1;
    if (isFirstUploadLate && index === 0) await isSecondAnswered;
    if (index === 1) secondAnswered();
    return transcripts[Math.min(index, transcripts.length - 1)];
  });
  await page.goto(origin);
  const durationMs = (readWav(path.join(DIR, tabWav)).samples.length * 1000) / RATE;
  const run = await page.evaluate(
    ({ mode, durationMs }) => (window as unknown as { runHearing: (mode: string, ms: number) => Promise<PageRun> }).runHearing(mode, durationMs),
    { mode, durationMs },
  );
  const tab = await readTabAudio(page);
  await context.close();
  await fake.close();
  const of = (type: PageEvent['type']) => run.events.filter((event) => event.type === type);
  return { run, of, startedAt: tab.startedAt as number, uploads };
}

function report(label: string, result: Awaited<ReturnType<typeof hear>>, speechEndMs: number) {
  const end = result.startedAt + speechEndMs;
  // The draft the confirmed turn answers with: the last one started.
  const draft = result.of('draftStarted').at(-1);
  const confirmed = result.of('confirmed')[0];
  console.log(
    `[hearing ${label}] early end (answering draft) ${draft ? Math.round(draft.at - end) : '–'} ms, confirmed ${confirmed ? Math.round(confirmed.at - end) : '–'} ms after the question ended`,
  );
}

describe('HearingSession in Chromium', () => {
  it('(a) the interviewer’s question on the tab gives one confirmed turn with its transcript', async () => {
    const result = await hear({ mode: 'realtime', tabWav: 'question.wav', micWav: 'mic-room.wav', transcripts: [clips.question.text] });
    expect(result.run.errors).toEqual([]);
    expect(result.of('channel').map((event) => event.detail)).toEqual(['tab connected', 'mic connected']);
    expect(result.of('confirmed').map((event) => [event.turnKey, event.text])).toEqual([['demo:1', 'Tell me about yourself.']]);
    expect(result.of('turnEnded').map((event) => event.detail)).toEqual(['answered confirmed']);
    expect(result.run.maxLevel.tab).toBeGreaterThan(SPEECH_RMS);
    report('a', result, clips.question.parts[0].endMs);
  }, 60_000);

  it('(b) the candidate speaking on the microphone gives no turn', async () => {
    const result = await hear({ mode: 'realtime', tabWav: 'room.wav', micWav: 'mic-candidate.wav', transcripts: ['Nothing should be transcribed.'] });
    expect(result.run.errors).toEqual([]);
    expect(result.run.maxLevel.mic).toBeGreaterThan(SPEECH_RMS); // the candidate was heard…
    expect(result.run.events.filter((event) => event.type !== 'channel')).toEqual([]); // …and nothing was answered
  }, 60_000);

  it('(c) the question leaking into the microphone (−20 dB, 50 ms late) gives no second turn', async () => {
    const result = await hear({ mode: 'realtime', tabWav: 'question.wav', micWav: 'mic-leak.wav', transcripts: [clips.question.text] });
    expect(result.run.errors).toEqual([]);
    expect(result.run.maxLevel.mic).toBeGreaterThan(LEAK_RMS); // the leak reached the microphone
    expect(result.of('confirmed').map((event) => event.text)).toEqual(['Tell me about yourself.']);
    expect(result.of('turnEnded')).toHaveLength(1);
    report('c', result, clips.question.parts[0].endMs);
  }, 60_000);

  it('(d) a question with a 500 ms pause in the middle gives one confirmed turn (at most one cancelled draft)', async () => {
    const parts = clips.paused.parts.map((part) => part.text);
    const result = await hear({ mode: 'realtime', tabWav: 'paused.wav', micWav: 'mic-room.wav', transcripts: parts });
    expect(result.run.errors).toEqual([]);
    expect(result.of('confirmed').map((event) => event.text)).toEqual([parts.join(' ')]);
    expect(result.of('turnEnded')).toHaveLength(1);
    expect(result.of('draftCancelled').length).toBeLessThanOrEqual(1);
    report('d', result, clips.paused.parts[1].endMs);
    console.log(`[hearing d] drafts ${result.of('draftStarted').length}, cancelled ${result.of('draftCancelled').length}`);
  }, 60_000);

  it('(e) upload mode: the turn cut at its early end is transcribed as WAV and confirmed', async () => {
    const result = await hear({ mode: 'upload', tabWav: 'question.wav', micWav: 'mic-room.wav', transcripts: [clips.question.text] });
    expect(result.run.errors).toEqual([]);
    expect(result.uploads).toHaveLength(1);
    // The upload holds the whole question (its speech, with a little room either side).
    const spoken = clips.question.parts[0].endMs - LEAD_MS;
    expect(result.uploads[0]).toBeGreaterThan(spoken);
    expect(result.uploads[0]).toBeLessThan(spoken + 1200);
    expect(result.of('confirmed').map((event) => [event.turnKey, event.text])).toEqual([['demo:1', 'Tell me about yourself.']]);
    report('e', result, clips.question.parts[0].endMs);
  }, 60_000);

  it('(f) upload mode: the two parts of a paused question, transcribed back in reverse order, confirm as it was asked', async () => {
    const parts = clips.paused.parts.map((part) => part.text);
    const result = await hear({ mode: 'upload', tabWav: 'paused.wav', micWav: 'mic-room.wav', transcripts: parts, isFirstUploadLate: true });
    expect(result.run.errors).toEqual([]);
    expect(result.uploads).toHaveLength(2);
    expect(result.of('confirmed').map((event) => [event.turnKey, event.text])).toEqual([['demo:1', parts.join(' ')]]);
  }, 60_000);

  it('(g) realtime: the connection lost right after the commit, before its words, still gives the question, its kept audio transcribed as WAV', async () => {
    const upstream = { textTiming: 'afterCommit', dropAfterCommit: 1 } as const;
    const result = await hear({ mode: 'realtime', tabWav: 'question.wav', micWav: 'mic-room.wav', transcripts: [clips.question.text], upstream });
    expect(result.run.errors).toEqual([]);
    // The commit's audio, kept until its words came, holds the whole question.
    expect(result.uploads).toHaveLength(1);
    expect(result.uploads[0]).toBeGreaterThan(clips.question.parts[0].endMs - LEAD_MS);
    expect(result.of('confirmed').map((event) => [event.turnKey, event.text])).toEqual([['demo:1', 'Tell me about yourself.']]);
    report('g', result, clips.question.parts[0].endMs);
  }, 60_000);
});
