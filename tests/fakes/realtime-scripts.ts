// Scripted transcripts for the fake realtime upstream (`POST /__fake/scripts`, openai-realtime.ts). Specs share the
// fake, so a script reaches only the sessions whose mint names its keyword in the hints (e.g. an application's
// company); re-mints go on where the last session stopped.
//
// With each spoken part's loud audio and the quiet before it in the recording (`parts`, measured on the clip by
// hearing-clips.ts `spokenParts` or `scriptParts` below), a part starts when speech starts after a quiet as long as
// the one before that part, once the loud audio heard reaches that part; its words are then heard as its loud audio
// is, spread over it, as a real transcriber hears them: whatever the items and commits (a commit between two words, no
// commit in a pause, a tab that stalls under load and cuts a part in two), an item gets the words of its own audio,
// each once and in order, never a word not yet spoken. Without `parts`, each item that starts with speech takes the
// next transcript whole, items past the last none.

/**
 * How early (loud ms) the next part may start: the captured tab's loud audio differs from the clip's by up to about
 * 200 ms a part (measured 2026-11-26 in the bench: −180 to +40 ms), so 30 % of the part before, and at least 150 ms.
 * Each part's audio is counted from its own start, so the error never adds up over a long recording.
 */
const startSlackMs = (partMs: number) => Math.max(150, 0.3 * partMs);
/**
 * The share of a part's quiet before it that must be heard before it starts: a stalled tab only lengthens quiet, so
 * the real pause always passes, while a commit or a short gap between two words near a part's end does not (measured
 * 2026-11-26: the bench's last word of a question, after an early-end commit, took the next question's first words).
 */
const QUIET_SHARE = 0.6;
/**
 * Word k of a part's W is heard once `SPREAD * k / W` of its loud audio is: within the part's audio, with room for a
 * capture that hears up to 20 % less of it than the clip holds (the rest comes when the next part starts).
 */
const SPREAD = 0.8;
const WINDOW_MS = 20;

/** A spoken part of the recording: its loud audio, and the quiet before it (ms). */
export interface ScriptPart {
  loudMs: number;
  quietBeforeMs: number;
}

export interface RealtimeScript {
  keyword: string;
  transcripts: string[];
  parts?: ScriptPart[];
  /**
   * When its sessions' words come (openai-realtime.ts `textTiming`), instead of the fake's own setting; 'liveWhole': as
   * 'live', and a commit made once a part's audio is over gets the part's words still held back (`restOfPart`).
   */
  textTiming?: 'live' | 'afterCommit' | 'liveWhole';
  /** The part being heard (−1 before the first), and how many of its words were given. */
  part: number;
  given: number;
  /** Its loud audio heard so far. */
  partLoudMs: number;
  /** The quiet heard since the last loud window. */
  quietMs: number;
}

export function parseScript(body: unknown): RealtimeScript {
  const { keyword, transcripts, parts, textTiming } = body as Partial<RealtimeScript>;
  if (typeof keyword !== 'string' || !keyword || !Array.isArray(transcripts) || !transcripts.every((t) => typeof t === 'string')) {
    throw new Error('a script is { keyword, transcripts: string[], parts?: Array<{ loudMs, quietBeforeMs }> }');
  }
  const isPart = (part: unknown) => {
    const { loudMs, quietBeforeMs } = (part ?? {}) as Partial<ScriptPart>;
    return typeof loudMs === 'number' && loudMs > 0 && typeof quietBeforeMs === 'number' && quietBeforeMs >= 0;
  };
  if (parts !== undefined && (!Array.isArray(parts) || parts.length !== transcripts.length || !parts.every(isPart))) {
    throw new Error('parts gives the loud audio of each transcript and the quiet before it, in ms');
  }
  if (textTiming !== undefined && !['live', 'afterCommit', 'liveWhole'].includes(textTiming)) {
    throw new Error("textTiming is 'live', 'afterCommit' or 'liveWhole'");
  }
  return { keyword, transcripts, parts, textTiming, part: -1, given: 0, partLoudMs: 0, quietMs: Infinity };
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** The words first heard in this 20 ms window (`startsItem`: the first speech of an item). */
export function wordsHeard(script: RealtimeScript, window: { isLoud: boolean; startsItem: boolean }): string[] {
  const { parts, transcripts } = script;
  if (!parts) return window.startsItem ? wordsOf(transcripts[++script.part] ?? '') : [];
  if (!window.isLoud) {
    script.quietMs += WINDOW_MS;
    return [];
  }
  const words: string[] = [];
  const following = parts[script.part + 1];
  const current = parts[script.part];
  const startsPart =
    following !== undefined &&
    script.quietMs >= QUIET_SHARE * following.quietBeforeMs &&
    (current === undefined || script.partLoudMs >= current.loudMs - startSlackMs(current.loudMs));
  if (startsPart) {
    if (current) words.push(...wordsOf(transcripts[script.part]).slice(script.given));
    Object.assign(script, { part: script.part + 1, given: 0, partLoudMs: 0 });
  }
  script.quietMs = 0;
  script.partLoudMs += WINDOW_MS;
  const heard = parts[script.part];
  if (!heard) return words;
  const partWords = wordsOf(transcripts[script.part]);
  while (script.given < partWords.length && script.partLoudMs > (SPREAD * script.given * heard.loudMs) / partWords.length) {
    words.push(partWords[script.given++]);
  }
  return words;
}

/**
 * The words of the part being heard that were not given yet, once its audio is over (as much of its loud audio heard as
 * starts the next part, `startSlackMs`), now given: a commit made in the pause after a part holds all of that part's
 * audio, so the item it closes gets every word of it, as a real transcriber's `completed` has every word of the
 * committed audio. None while the part is still being spoken (a commit between two of its words, a stalled tab).
 */
export function restOfPart(script: RealtimeScript): string[] {
  const heard = script.parts?.[script.part];
  if (!heard || script.partLoudMs < heard.loudMs - startSlackMs(heard.loudMs)) return [];
  const rest = wordsOf(script.transcripts[script.part]).slice(script.given);
  script.given += rest.length;
  return rest;
}

/**
 * The words a script gives an uploaded recording (the upload rung's transcription): its audio heard as one item, as
 * the realtime socket would hear it, so an upload that holds the end of one part and the start of the next gets the
 * words of the part that starts in it.
 */
export function wordsOfUpload(script: RealtimeScript, wav: { sampleRate: number; samples: Float32Array }, threshold = 0.01) {
  // What was said between two uploads is not in either: a new upload starts as after a long quiet.
  script.quietMs = Infinity;
  const words: string[] = [];
  let hasSpeech = false;
  for (const isLoud of loudWindows(wav, threshold)) {
    words.push(...wordsHeard(script, { isLoud, startsItem: isLoud && !hasSpeech }));
    hasSpeech ||= isLoud;
  }
  return words.join(' ');
}

/** Whether each 20 ms window of a recording is loud, as the fake realtime upstream hears it (RMS ≥ `threshold`). */
export function loudWindows({ sampleRate, samples }: { sampleRate: number; samples: Float32Array }, threshold = 0.01): boolean[] {
  const window = Math.round((sampleRate * WINDOW_MS) / 1000);
  const loud: boolean[] = [];
  for (let at = 0; at + window <= samples.length; at += window) {
    let sum = 0;
    for (let i = at; i < at + window; i += 1) sum += samples[i] ** 2;
    loud.push(Math.sqrt(sum / window) >= threshold);
  }
  return loud;
}

/**
 * A recording's script `parts` as the fake hears them (20 ms windows whose RMS is at least `threshold`): each part
 * counts every loud window from the one its start falls in to the next part's (the first from the recording's start),
 * and the quiet before it is the run of quiet windows before its first loud one.
 */
export function scriptParts(wav: { sampleRate: number; samples: Float32Array }, partStartsMs: number[], threshold = 0.01): ScriptPart[] {
  const ends = [...partStartsMs.slice(1), Infinity];
  const parts = partStartsMs.map(() => ({ loudMs: 0, quietBeforeMs: 0 }));
  let part = 0;
  let quietMs = 0;
  loudWindows(wav, threshold).forEach((isLoud, i) => {
    while ((i + 1) * WINDOW_MS > ends[part]) part += 1;
    if (!isLoud) {
      quietMs += WINDOW_MS;
      return;
    }
    if (parts[part].loudMs === 0) parts[part].quietBeforeMs = quietMs;
    parts[part].loudMs += WINDOW_MS;
    quietMs = 0;
  });
  return parts;
}
