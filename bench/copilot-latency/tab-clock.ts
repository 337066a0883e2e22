// When the meeting tab played a moment of its WAV, on the bench's one clock (Date.now()). The meeting page reads its
// audio element's position (`currentTime`, the media clock of what the tab outputs, the stream Chromium captures)
// with Date.now() every 50 ms for the whole session. One reading at play() was not enough: the output can start
// hundreds of ms after play() resolves, and on a loaded machine it stalls (underruns), so a fixed offset drifted by
// 0.7–1 s over a run (the in-page level watcher heard part ends 700–970 ms "after" they were predicted).
import type { Page } from 'playwright-core';

/** [Date.now(), currentTime in ms] pairs read in the meeting page. */
export type ClockReading = [number, number];

/** Starts reading the meeting page's audio position (call before it plays). */
export async function watchTabClock(meeting: Page): Promise<void> {
  await meeting.evaluate(`(() => {
    const audio = document.getElementById('interviewer');
    window.__tabClock = [];
    setInterval(() => window.__tabClock.push([Date.now(), audio.currentTime * 1000]), 50);
  })()`);
}

export async function readTabClock(meeting: Page): Promise<ClockReading[]> {
  return JSON.parse((await meeting.evaluate('JSON.stringify(window.__tabClock || [])')) as string) as ClockReading[];
}

/** How far after a moment a reading still tells when it was played (a stall inside this window would be missed). */
const WINDOW_MS = 300;

/**
 * `playedAt(wavMs)`: the Date.now() at which the tab played that moment of its WAV. Each reading gives an offset
 * (wall time − position) that is at least the true one (the reading may run late on a busy page, never early); the
 * smallest offset among the readings just after the moment is the one, and it includes every stall before the moment.
 * NaN where no reading covers the moment (the bench then fails rather than guess).
 */
export function tabClock(readings: ClockReading[]) {
  const playing = readings.filter(([, position], i) => position > 0 && (i === 0 || position !== readings[i - 1][1]));
  return {
    playedAt(wavMs: number): number {
      let best = Number.POSITIVE_INFINITY;
      for (const [wall, position] of playing) if (position >= wavMs && position <= wavMs + WINDOW_MS) best = Math.min(best, wall - position);
      return Number.isFinite(best) ? wavMs + best : NaN;
    },
    /** How much the offset grew over the run (stalls of the tab's audio output), ms. */
    drift(): number {
      if (playing.length < 2) return NaN;
      const offset = ([wall, position]: ClockReading) => wall - position;
      const head = Math.min(...playing.slice(0, 20).map(offset));
      const tail = Math.min(...playing.slice(-20).map(offset));
      return tail - head;
    },
  };
}
