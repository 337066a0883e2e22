// Recordings made the way the app makes them: Chromium's MediaRecorder on the fake microphone (a sox tone), 1 s
// slices joined into one file (src/lib/transcription/engine.ts), in each format the recorder picks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { soxTone } from './sox-audio.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function recordInChromium(mimeTypes: string[], milliseconds: number): Promise<Buffer[]> {
  const microphone = path.join(tmpdir(), `browser-recording-${process.pid}.wav`);
  writeFileSync(microphone, soxTone('wav', 48_000, 2));
  const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<title>recorder</title>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${microphone}`],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const recordings: Buffer[] = [];
    for (const mimeType of mimeTypes) {
      const bytes = await page.evaluate(
        async ({ mimeType, milliseconds }) => {
          const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
          const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: 128_000 });
          const chunks: Blob[] = [];
          recorder.ondataavailable = (event) => chunks.push(event.data);
          const stopped = new Promise((resolve) => (recorder.onstop = resolve));
          recorder.start(1000);
          await new Promise((resolve) => setTimeout(resolve, milliseconds));
          recorder.stop();
          await stopped;
          stream.getTracks().forEach((track) => track.stop());
          return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
        },
        { mimeType, milliseconds },
      );
      recordings.push(Buffer.from(bytes));
    }
    return recordings;
  } finally {
    await browser.close();
    server.close();
  }
}
