// The interviewer's side: the paused-question set of scripts/make-hearing-fixtures.ts (6 espeak-ng questions, 3 with
// a 400–550 ms pause in the middle, exact part timings) laid end to end `sets` times in one 24 kHz WAV for the tab.
import path from 'node:path';
import { makeHearingFixtures } from '../../scripts/make-hearing-fixtures.ts';
import { writeWav } from '../../tests/fakes/wav.ts';

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
  /** Each spoken part's text, in order (the fake realtime upstream transcribes one per committed item). */
  partTexts: string[];
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
        text: question.text,
        isPaused: question.parts.length > 1,
        startMs: shift + question.parts[0].startMs,
        endMs: shift + question.parts.at(-1)!.endMs,
        partEndsMs: question.parts.map((part) => shift + part.endMs),
      });
    }
  }
  const wavPath = path.join(dir, `${name}.wav`);
  writeWav(wavPath, { sampleRate: fixture.sampleRate, samples });
  const partTexts = Array.from({ length: sets }, () => fixture.questions.flatMap((question) => question.parts.map((part) => part.text))).flat();
  return { wavPath, durationMs: setMs * sets, setMs, questions, partTexts };
}
