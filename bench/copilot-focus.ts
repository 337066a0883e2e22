// Why the Copilot keeps the focus when the meeting tab is shared (src/lib/hearing/capture.ts keepCopilotInFront): one
// Chromium, the meeting as a real captured tab (tests/e2e/tab-audio.ts openMeeting) and a page that shares it the way
// the Copilot does (video kept at 1 fps, audio), A/B interleaved in the same run: with Chrome's default (the shared tab
// comes to the front) and with a CaptureController set to focus-capturing-application. Measured in the capturing page:
// a text change → its next animation frame (what the copilot-latency bench's "first word painted" waits for).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { writeHearingClips } from '../tests/fakes/hearing-clips.ts';
import { writeWav } from '../tests/fakes/wav.ts';
import { openMeeting, realTabLaunch } from '../tests/e2e/tab-audio.ts';
import { ms, p50, percentile } from './copilot-latency/turns.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const MODES = ['default', 'in front'] as const;
const ROUNDS = 3;
const CHANGES = 15;
const ORIGIN = 'http://127.0.0.1:9';

const share = (mode: (typeof MODES)[number]) => `document.getElementById('share').onclick = async () => {
  const controller = ${mode === 'in front'} ? new CaptureController() : undefined;
  controller?.setFocusBehavior('focus-capturing-application');
  const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: true, controller });
  await stream.getVideoTracks()[0].applyConstraints({ frameRate: { max: 1 } });
  window.__shared = true;
}`;

const paintDelays = `new Promise((resolve) => {
  const delays = [];
  const change = () => {
    const at = performance.now();
    document.getElementById('text').textContent = 'word ' + delays.length;
    requestAnimationFrame(() => {
      delays.push(performance.now() - at);
      if (delays.length < ${CHANGES}) setTimeout(change, 130); else resolve(delays);
    });
  };
  setTimeout(change, 300);
})`;

export async function run(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'offerpilot-bench-focus-'));
  const rate = 24_000;
  const tone = new Float32Array(rate * 60).map((_, i) => ((i / rate) % 2 < 1 ? 0.2 * Math.sin((2 * Math.PI * 220 * i) / rate) : 0));
  writeWav(path.join(dir, 'meeting.wav'), { sampleRate: rate, samples: tone });
  writeHearingClips(dir);
  const launch = realTabLaunch(path.join(dir, 'mic-room.wav'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: launch.ignoreDefaultArgs,
    args: [...CHROMIUM_FLAGS, ...launch.args],
  });
  const delays: Record<string, number[]> = { default: [], 'in front': [] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const mode of round % 2 ? [...MODES].reverse() : MODES) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.route(`${ORIGIN}/meeting.wav`, (route) => route.fulfill({ path: path.join(dir, 'meeting.wav'), contentType: 'audio/wav' }));
        await context.route(`${ORIGIN}/copilot`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<button id="share">Share</button><p id="text"></p>' }),
        );
        const meeting = await openMeeting(context, ORIGIN, { wavUrl: '/meeting.wav' });
        const page = await context.newPage();
        await page.goto(`${ORIGIN}/copilot`);
        await page.evaluate(share(mode));
        await page.click('#share');
        await page.waitForFunction('window.__shared === true');
        await meeting.play();
        delays[mode].push(...((await page.evaluate(paintDelays)) as number[]));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const ratio = p50(delays.default) / p50(delays['in front']);
  return [
    '## Copilot tab paint while the meeting tab is shared',
    '',
    `Headless Chromium, the meeting tab captured for real (video kept at 1 fps, as a Copilot session keeps it for "What's on screen"), ${ROUNDS} rounds of each, interleaved in one run, ${CHANGES} text changes a round; load average ${os.loadavg()[0].toFixed(1)} at the end. Text change in the capturing page → its next animation frame:`,
    '',
    '| focus after the share | p50 | p90 |',
    '| --- | --- | --- |',
    `| Chrome's default (the shared tab comes to the front) | ${ms(p50(delays.default))} | ${ms(percentile(delays.default, 90))} |`,
    `| the Copilot kept in front (CaptureController, focus-capturing-application; what capture.ts does) | ${ms(p50(delays['in front']))} | ${ms(percentile(delays['in front'], 90))} |`,
    '',
    `Ratio of the p50s: ${Number.isFinite(ratio) ? ratio.toFixed(0) : 'n/a'}×. In the background a page is painted about once a second; a person would not see the answer at all until they switch back.`,
  ].join('\n');
}
