// The fake realtime upstream's scripts (tests/fakes/realtime-scripts.ts): a recording's parts measured as the fake
// hears them, and each part's words heard within its own audio, never before it is spoken.
import { describe, expect, it } from 'vitest';
import { loudWindows, parseScript, restOfPart, scriptParts, wordsHeard, wordsOfUpload } from '../fakes/realtime-scripts.ts';

const RATE = 24_000;
/** Quiet and loud stretches (ms), in order, starting with quiet; part starts fall inside 20 ms windows on purpose. */
function recording(stretches: number[]) {
  const samples = new Float32Array(Math.round((stretches.reduce((sum, ms) => sum + ms, 0) * RATE) / 1000));
  const starts: number[] = [];
  let at = 0;
  stretches.forEach((ms, i) => {
    const from = Math.round((at * RATE) / 1000);
    const to = Math.round(((at + ms) * RATE) / 1000);
    if (i % 2 === 1) {
      starts.push(at);
      for (let s = from; s < to; s += 1) samples[s] = 0.2 * Math.sin((2 * Math.PI * 220 * s) / RATE);
    }
    at += ms;
  });
  return { wav: { sampleRate: RATE, samples }, starts };
}

describe('realtime scripts', () => {
  const { wav, starts } = recording([1010, 610, 490, 410, 3010, 530, 500]);

  it('measures each part as the fake hears it, its quiet before it included when its start falls inside a window', () => {
    const parts = scriptParts(wav, starts);
    [
      [610, 1010],
      [410, 490],
      [530, 3010],
    ].forEach(([loudMs, quietBeforeMs], i) => {
      expect(Math.abs(parts[i].loudMs - loudMs), `part ${i} loud`).toBeLessThanOrEqual(20);
      expect(Math.abs(parts[i].quietBeforeMs - quietBeforeMs), `part ${i} quiet before`).toBeLessThanOrEqual(20);
    });
  });

  it("gives each part's words within its own audio, in order, none before it is spoken", () => {
    const transcripts = ['One two three.', 'Four five.', 'Six seven eight.'];
    const script = parseScript({ keyword: 'k', transcripts, parts: scriptParts(wav, starts) });
    const heard = loudWindows(wav).flatMap((isLoud, i) => wordsHeard(script, { isLoud, startsItem: false }).map((word) => ({ ms: (i + 1) * 20, word })));
    expect(heard.map(({ word }) => word).join(' ')).toBe(transcripts.join(' '));
    const ends = [1620, 2520, 6060];
    let word = 0;
    transcripts.forEach((text, part) => {
      for (const _ of text.split(' ')) {
        const { ms } = heard[word++];
        expect(ms, `"${heard[word - 1].word}"`).toBeGreaterThan(starts[part]);
        expect(ms, `"${heard[word - 1].word}"`).toBeLessThanOrEqual(ends[part]);
      }
    });
  });

  it("gives a commit the part's words not given yet once the part's audio is over (a capture that heard less of it), none mid-part", () => {
    const transcripts = ['One two three four five six seven eight nine ten.', 'Four five.', 'Six seven eight.'];
    const script = parseScript({ keyword: 'k', transcripts, parts: scriptParts(wav, starts), textTiming: 'liveWhole' });
    const heard: string[] = [];
    const windows = loudWindows(wav);
    /** Hears the recording on until `loudMs` of the first part's loud audio. */
    const hearUntil = (loudMs: number) => {
      while (!(script.part === 0 && script.partLoudMs >= loudMs)) heard.push(...wordsHeard(script, { isLoud: windows.shift() as boolean, startsItem: false }));
    };
    // 200 of its 610 ms: the part is being spoken; a commit now (a stalled tab) gets none of its words to come.
    hearUntil(200);
    expect(restOfPart(script)).toEqual([]);
    // 440 ms (the capture heard less than the clip holds): its last word, not heard yet, is the commit's, once.
    hearUntil(440);
    expect(heard.join(' ')).toBe('One two three four five six seven eight nine');
    expect(restOfPart(script)).toEqual(['ten.']);
    expect(restOfPart(script)).toEqual([]);
  });

  it('hears each upload as after a long quiet: the pause between two questions is in neither', () => {
    const script = parseScript({ keyword: 'k', transcripts: ['One two three.', 'Four five.', 'Six seven eight.'], parts: scriptParts(wav, starts) });
    const cut = (fromMs: number, toMs: number) => ({ sampleRate: RATE, samples: wav.samples.slice((fromMs * RATE) / 1000, (toMs * RATE) / 1000) });
    expect(wordsOfUpload(script, cut(900, 2600))).toBe('One two three. Four five.');
    expect(wordsOfUpload(script, cut(5430, 6200))).toBe('Six seven eight.');
  });
});
