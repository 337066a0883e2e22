// capture.ts and the PCM worklet in real Chromium: Vite builds capture.ts as the app will (the worklet becomes its
// own same-origin asset through `?worker&url`), a page runs startCapture with a tab stream made in the page (a
// 440 Hz tone plus a canvas video track: headless Chromium cannot capture a real tab, MACHINE-FACTS.md) and the
// fake microphone, and we read the frames the worklet posts.
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

const OUT = path.resolve('tmp/hearing-capture-build');
let server: http.Server;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: { outDir: OUT, emptyOutDir: true, minify: false, lib: { entry: path.resolve('src/lib/hearing/capture.ts'), formats: ['es'], fileName: 'capture' } },
  });
  const page = `<!doctype html><title>capture</title><script type="module">
    import { startCapture } from '/capture.js';
    window.run = async () => {
      const frames = [];
      let video;
      const capture = await startCapture({
        channels: { tab: true, mic: true },
        onFrame: (f) => frames.push({ channel: f.channel, length: f.samples.length, peak: Math.max(...f.samples.map(Math.abs)) }),
        media: {
          getDisplayMedia: async () => {
            const context = new AudioContext();
            const tone = context.createOscillator();
            tone.frequency.value = 440;
            const destination = context.createMediaStreamDestination();
            tone.connect(destination);
            tone.start();
            const canvas = document.createElement('canvas');
            video = canvas.captureStream().getVideoTracks()[0];
            return new MediaStream([video, ...destination.stream.getAudioTracks()]);
          },
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 600)); // measured: the frames a capture of 600 ms hands the tap
      capture.stop();
      return { frames, videoState: video.readyState };
    };
  </script>`;
  server = http.createServer((req, res) => {
    const file = req.url === '/' ? null : path.join(OUT, path.normalize(req.url ?? '').replace(/^([/\\])+/, ''));
    if (!file) return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('capture in Chromium', () => {
  it('builds the worklet as its own asset, stops the tab video and streams 20 ms PCM16 frames from both channels', async () => {
    expect(readdirSync(path.join(OUT, 'assets')).some((name) => name.startsWith('pcm-worklet'))).toBe(true);
    const page = await browser.newPage();
    await page.goto(origin);
    const result = await page.evaluate(() =>
      (window as unknown as { run: () => Promise<{ frames: Array<{ channel: string; length: number; peak: number }>; videoState: string }> }).run(),
    );
    const tab = result.frames.filter((f) => f.channel === 'tab');
    const mic = result.frames.filter((f) => f.channel === 'mic');
    expect(result.videoState).toBe('ended');
    // 600 ms of audio is 30 frames of 20 ms; allow for the worklet's start-up.
    expect(tab.length).toBeGreaterThanOrEqual(15);
    expect(mic.length).toBeGreaterThanOrEqual(15);
    expect(new Set(result.frames.map((f) => f.length))).toEqual(new Set([480]));
    expect(Math.max(...tab.map((f) => f.peak))).toBeGreaterThan(10_000); // the full-scale tone, as PCM16
  }, 60_000);
});
