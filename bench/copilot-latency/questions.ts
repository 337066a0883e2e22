// The interviewer's side: the paused-question set of scripts/make-hearing-fixtures.ts (6 espeak-ng questions, 3 with
// a 400–550 ms pause in the middle, exact part timings) laid end to end `sets` times in one 24 kHz WAV for the tab.
import path from 'node:path';
import { makeHearingFixtures } from '../../scripts/make-hearing-fixtures.ts';
import { scriptParts } from '../../tests/fakes/realtime-scripts.ts';
import { readWav, writeWav } from '../../tests/fakes/wav.ts';

export interface SpokenQuestion {
  /** 0-based position in the whole WAV, and in its set. */
  index: number;
  set: number;
  text: string;
  isPaused: boolean;
  /** Relative to the WAV's first sample (ms). */
  startMs: number;
  /** The end of the last syllable. */
  endMs: number;
  partEndsMs: number[];
}

export interface TabRecording {
  wavPath: string;
  durationMs: number;
  setMs: number;
  questions: SpokenQuestion[];
  /** Each spoken part's text, in order (the upload rung's fake transcribes one per upload). */
  partTexts: string[];
  /** Each spoken part with its place in the WAV (ms) and its words. */
  parts: Array<{ startMs: number; endMs: number; text: string }>;
}

/**
 * The words the transcriber gives a question's part in set `set`: from the second set on, the last word of the last
 * part carries the set's number ("Tell me about yourself2."), so no question is heard twice in a session (the Copilot
 * shows an answer it already gave again, without a request: issue #28, nothing to measure). The count of words stays
 * the same, so the fake streams them at the same pace as in the first set.
 */
function partText(text: string, set: number, isLast: boolean): string {
  if (set === 0 || !isLast) return text;
  return text.replace(/([\p{L}\p{N}'-]+)([^\p{L}\p{N}]*)$/u, `$1${set + 1}$2`);
}

export function makeTabRecording(dir: string, sets: number, name: string): TabRecording {
  const fixture = makeHearingFixtures(path.join(dir, 'espeak'));
  const setMs = (fixture.samples.length * 1000) / fixture.sampleRate;
  const samples = new Float32Array(fixture.samples.length * sets);
  const questions: SpokenQuestion[] = [];
  for (let set = 0; set < sets; set += 1) {
    samples.set(fixture.samples, set * fixture.samples.length);
    for (const question of fixture.questions) {
      const shift = set * setMs;
      questions.push({
        index: questions.length,
        set,
        text: question.parts.map((part, i) => partText(part.text, set, i === question.parts.length - 1)).join(' '),
        isPaused: question.parts.length > 1,
        startMs: shift + question.parts[0].startMs,
        endMs: shift + question.parts.at(-1)!.endMs,
        partEndsMs: question.parts.map((part) => shift + part.endMs),
      });
    }
  }
  const wavPath = path.join(dir, `${name}.wav`);
  writeWav(wavPath, { sampleRate: fixture.sampleRate, samples });
  const partTexts = Array.from({ length: sets }, (_, set) =>
    fixture.questions.flatMap((question) => question.parts.map((part, i) => partText(part.text, set, i === question.parts.length - 1))),
  ).flat();
  const parts = Array.from({ length: sets }, (_, set) =>
    fixture.questions.flatMap((question) =>
      question.parts.map((part, i) => ({
        startMs: set * setMs + part.startMs,
        endMs: set * setMs + part.endMs,
        text: partText(part.text, set, i === question.parts.length - 1),
      })),
    ),
  ).flat();
  return { wavPath, durationMs: setMs * sets, setMs, questions, partTexts, parts };
}

/**
 * The fake realtime upstream's script for this recording (tests/fakes/realtime-scripts.ts): each part's words when
 * speech starts after its pause and the loud audio heard reaches it. The meeting tab's output stalls under load while the capture goes on (the fake hears up
 * to a second more audio than the WAV holds over a run), and commits merge or split items: handing out one text per
 * item, in order, let one merged or split item shift every later text.
 */
export function realtimeScript(recording: TabRecording) {
  const parts = scriptParts(
    readWav(recording.wavPath),
    recording.parts.map((part) => part.startMs),
  );
  return { transcripts: recording.parts.map((part) => part.text), parts };
}
