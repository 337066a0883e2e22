// The ladder steps down within one Start: a mint refused because the upstream has no realtime at all turns the same
// session to recorded turns at once (apart from hearing-session.test.ts, whose timing another change is reshaping).
import { describe, expect, it, vi } from 'vitest';
import { createLevelStore } from '../level-store';
import type { CaptureOptions } from './capture';
import { HearingSession } from './hearing-session';
import type { HearingSessionEvent } from './hearing-session-types';

const speech = () => Int16Array.from({ length: 480 }, (_, i) => Math.round(9000 * Math.sin((2 * Math.PI * 220 * i) / 24_000)));
const quiet = () => Int16Array.from({ length: 480 }, (_, i) => (i % 2 ? 20 : -20));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

class NoRealtime extends Error {}

function start(isRealtimeUnavailable: (error: unknown) => boolean) {
  let clock = 0;
  let capture: CaptureOptions | null = null;
  const events: HearingSessionEvent[] = [];
  const transcribe = vi.fn(async () => 'Why this company?');
  const hearing = new HearingSession({
    sessionId: 'demo',
    mode: 'realtime',
    timing: 'instant',
    levels: { tab: createLevelStore(), mic: createLevelStore() },
    onEvent: (event) => events.push(event),
    mintSecret: async () => {
      throw new NoRealtime('Live transcription is not available on this server.');
    },
    transcribe,
    isRealtimeUnavailable,
    startCapture: async (options) => {
      capture = options;
      return { stop: () => undefined };
    },
    now: () => clock,
  });
  const play = (make: () => Int16Array, ms: number) => {
    for (let at = 0; at < ms; at += 20) {
      clock += 20;
      capture?.onFrame({ channel: 'tab', at: clock, samples: make() });
      capture?.onFrame({ channel: 'mic', at: clock, samples: quiet() });
    }
  };
  return { hearing, events, transcribe, play };
}

describe('HearingSession stepping down', () => {
  it('goes on uploading recorded turns when the upstream has no realtime, with no error', async () => {
    const { hearing, events, transcribe, play } = start((error) => error instanceof NoRealtime);
    await hearing.start();
    await flush();
    expect(events.filter((event) => event.type === 'steppedDown')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'error')).toEqual([]);
    play(quiet, 400);
    play(speech, 1000);
    play(quiet, 220);
    expect(transcribe).toHaveBeenCalledTimes(1);
    await flush();
    play(quiet, 440);
    expect(events.find((event) => event.type === 'confirmed')).toMatchObject({ text: 'Why this company?' });
  });

  it('stops with the error for any other mint failure', async () => {
    const { hearing, events } = start(() => false);
    await hearing.start();
    await flush();
    expect(events.filter((event) => event.type === 'steppedDown')).toEqual([]);
    expect(events.find((event) => event.type === 'error')).toMatchObject({ isFatal: true, message: 'Live transcription is not available on this server.' });
  });
});
