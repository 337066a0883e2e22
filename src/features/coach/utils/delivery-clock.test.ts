import { feedDeliveryClock, initialDeliveryClock, LONG_PAUSE_MS, readDeliveryClock, type DeliveryClock } from './delivery-clock';

/** Feeds level readings every 50 ms: `loud` ranges (ms) read 0.05, the rest 0.001. */
function clockFor(untilMs: number, loud: ReadonlyArray<[number, number]>): DeliveryClock {
  let clock = initialDeliveryClock;
  for (let at = 0; at <= untilMs; at += 50) {
    const isLoud = loud.some(([from, to]) => at >= from && at <= to);
    clock = feedDeliveryClock(clock, at, isLoud ? 0.05 : 0.001);
  }
  return clock;
}

describe('delivery clock', () => {
  it('times speech from the first loud reading to the last, not the quiet before or after', () => {
    // 2 s of waiting, 4 s of speech, 6 s of silence before Send.
    expect(readDeliveryClock(clockFor(12_000, [[2_000, 6_000]]))).toEqual({ speechMs: 4_000, longPauses: 0 });
  });

  it('keeps short breaths in the speaking time and leaves long pauses out, counting them', () => {
    const clock = clockFor(20_000, [
      [0, 3_000],
      [3_500, 6_000], // a 0.5 s breath: still speaking
      [6_000 + LONG_PAUSE_MS + 500, 10_000], // a 2.5 s thinking pause
      [14_000, 15_000], // a 4 s pause (the segmenter closed a segment in between)
    ]);
    expect(readDeliveryClock(clock)).toEqual({ speechMs: 6_000 + 1_500 + 1_000, longPauses: 2 });
  });

  it('reads zero when nothing was loud', () => {
    expect(readDeliveryClock(clockFor(5_000, []))).toEqual({ speechMs: 0, longPauses: 0 });
  });
});
