// Scripted transcripts for the fake realtime upstream (`POST /__fake/scripts`, openai-realtime.ts). Specs share the
// fake, so a script reaches only the sessions whose mint names its keyword in the hints (e.g. an application's
// company); re-mints go on where the last session stopped.
//
// With the loud audio of each spoken part (`partsLoudMs`, measured on the clip by hearing-clips.ts `loudPartsMs`), a
// part's words are heard at the first onset of speech once the loud audio heard reaches that part, whatever the items
// and commits: a commit in a gap between two words, no commit in a pause, or a tab that stalls under load and cuts a
// part in two (its tail heard after a silence, as a new item) all give each part's words once and in order, as a real
// transcriber would. Without it, each item that starts with speech takes the next transcript, items past the last none.

/**
 * How early (loud ms) a part may start: the captured tab's loud audio differs from the clip's by up to about 200 ms a
 * part (measured 2026-11-26 in the bench: −180 to +40 ms), so 30 % of the part before, and at least 150 ms. The clock
 * is set to the part's start when its words are heard, so the error never adds up over a long recording.
 */
const startSlackMs = (partBeforeMs: number) => Math.max(150, 0.3 * partBeforeMs);
const WINDOW_MS = 20;

export interface RealtimeScript {
  keyword: string;
  transcripts: string[];
  partsLoudMs?: number[];
  /** The next part to hear. */
  next: number;
  /** Loud audio heard so far, over every session of the script. */
  loudMs: number;
}

export function parseScript(body: unknown): RealtimeScript {
  const { keyword, transcripts, partsLoudMs } = body as Partial<RealtimeScript>;
  if (typeof keyword !== 'string' || !keyword || !Array.isArray(transcripts) || !transcripts.every((t) => typeof t === 'string')) {
    throw new Error('a script is { keyword, transcripts: string[], partsLoudMs?: number[] }');
  }
  if (partsLoudMs !== undefined && (!Array.isArray(partsLoudMs) || partsLoudMs.length !== transcripts.length || !partsLoudMs.every((ms) => ms > 0))) {
    throw new Error('partsLoudMs gives the loud audio of each transcript, in ms');
  }
  return { keyword, transcripts, partsLoudMs, next: 0, loudMs: 0 };
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The words first heard in this 20 ms window: `isOnset`, speech starts after a quiet (the fake's speech_started);
 * `startsItem`, it is the first speech of an item.
 */
export function wordsHeard(script: RealtimeScript, window: { isLoud: boolean; isOnset: boolean; startsItem: boolean }): string[] {
  const { partsLoudMs, transcripts } = script;
  if (!partsLoudMs) return window.startsItem ? wordsOf(transcripts[script.next++] ?? '') : [];
  if (!window.isLoud) return [];
  const words: string[] = [];
  const startOf = (part: number) => partsLoudMs.slice(0, part).reduce((sum, ms) => sum + ms, 0);
  while (
    window.isOnset &&
    script.next < transcripts.length &&
    script.loudMs >= startOf(script.next) - (script.next > 0 ? startSlackMs(partsLoudMs[script.next - 1]) : 0)
  ) {
    script.loudMs = startOf(script.next);
    words.push(...wordsOf(transcripts[script.next++]));
  }
  script.loudMs += WINDOW_MS;
  return words;
}

/**
 * The words a script gives an uploaded recording (the upload rung's transcription): its audio heard as one item, as
 * the realtime socket would hear it, so an upload that holds the end of one part and the start of the next gets the
 * words of the part that starts in it.
 */
export function wordsOfUpload(script: RealtimeScript, { sampleRate, samples }: { sampleRate: number; samples: Float32Array }, threshold = 0.01) {
  const window = Math.round(sampleRate / 50);
  const words: string[] = [];
  let quietMs = Infinity;
  for (let at = 0; at + window <= samples.length; at += window) {
    let sum = 0;
    for (let i = at; i < at + window; i += 1) sum += samples[i] ** 2;
    const isLoud = Math.sqrt(sum / window) >= threshold;
    words.push(...wordsHeard(script, { isLoud, isOnset: isLoud && quietMs >= 200, startsItem: isLoud && quietMs === Infinity }));
    quietMs = isLoud ? 0 : quietMs + WINDOW_MS;
  }
  return words.join(' ');
}

/**
 * A recording's `partsLoudMs` as the fake counts loud audio (20 ms windows whose RMS is at least `threshold`): each
 * part counts every loud window from its start to the next part's start (the first from the recording's start).
 */
export function loudMsOfParts({ sampleRate, samples }: { sampleRate: number; samples: Float32Array }, partStartsMs: number[], threshold = 0.01) {
  const window = Math.round(sampleRate / 50);
  const ends = [...partStartsMs.slice(1), Infinity];
  const loud = partStartsMs.map(() => 0);
  let part = 0;
  for (let at = 0; at + window <= samples.length; at += window) {
    while ((at * 1000) / sampleRate >= ends[part]) part += 1;
    let sum = 0;
    for (let i = at; i < at + window; i += 1) sum += samples[i] ** 2;
    if (Math.sqrt(sum / window) >= threshold) loud[part] += WINDOW_MS;
  }
  return loud;
}
