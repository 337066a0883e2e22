// The candidate's side of the Coach bench: espeak-ng answers (scripts/make-hearing-fixtures.ts), some with 1.2–1.8 s
// thinking pauses after words no sentence ends on, and some with a 1.5 s pause after a complete sentence that opens a
// plan or a list (issue #40), laid end to end `sets` times in one WAV for Chromium's fake
// microphone (48 kHz), with the exact time of every spoken part. Each answer is followed by 4 s of room: the Coach's
// feedback starts within that gap and is still speaking when the next answer begins (the barge-in).
import path from 'node:path';
import { makeHearingFixtures } from '../../scripts/make-hearing-fixtures.ts';
import { scriptParts, type ScriptPart } from '../../tests/fakes/realtime-scripts.ts';
import { writeWav } from '../../tests/fakes/wav.ts';

/** Each answer in parts; a number is a pause (ms). The trailing 1 s adds to the fixture's 3 s between answers. */
const BENCH_ANSWERS: Array<Array<string | number>> = [
  ['I led the move of our invoicing to a new provider.', 1000],
  ['We had a hard deadline in March, and', 1500, 'I split the work into four small releases.', 1000],
  ['The hardest part was moving ten years of invoices.', 1000],
  ['I talked to every team that sent invoices because', 1200, 'they knew the edge cases better than anyone.', 1000],
  ['We compared every invoice for a month before the switch.', 1000],
  ['In the end we moved forty thousand customers, and', 1800, 'nobody noticed the change.', 1000],
  ['Next time I would plan the testing much earlier.', 1000],
  ['I would start by measuring where the time really goes.', 1500, 'Then I would fix the slowest database query first.', 1000],
  ['There are two things I would change.', 1500, 'First, test earlier. Second, talk to finance sooner.', 1000],
];

/** Where a paused answer pauses: after a complete sentence, or mid-sentence ("… and", "… because"). */
type PauseKind = 'sentence' | 'midSentence';

export interface SpokenAnswer {
  /** 0-based position in the whole WAV, and the set it belongs to. */
  index: number;
  set: number;
  text: string;
  isPaused: boolean;
  /** Its thinking pauses' kind (null: none); every pause of the set's answers is of one kind. */
  pauseKind: PauseKind | null;
  /** Relative to the WAV's first sample (ms): the first syllable, the last, and each part's end. */
  startMs: number;
  endMs: number;
  partEndsMs: number[];
  /** The thinking pauses: from the end of a part to the start of the next. */
  pausesMs: Array<[number, number]>;
}

export interface MicRecording {
  wavPath: string;
  durationMs: number;
  /** The answer set, `sets` times end to end, each `setMs` long. */
  sets: number;
  setMs: number;
  answers: SpokenAnswer[];
  /** Each spoken part's text, in order, and as the fake realtime upstream's script hears it (realtime-scripts.ts). */
  partTexts: string[];
  script: { transcripts: string[]; parts: ScriptPart[] };
}

/** Chromium's fake microphone is happiest with 48 kHz files: doubles the rate by linear interpolation. */
function to48k(samples: Float32Array): Float32Array {
  const out = new Float32Array(samples.length * 2);
  samples.forEach((sample, i) => {
    out[2 * i] = sample;
    out[2 * i + 1] = (sample + (samples[i + 1] ?? sample)) / 2;
  });
  return out;
}

export function makeMicRecording(dir: string, sets: number): MicRecording {
  const fixture = makeHearingFixtures(path.join(dir, 'espeak'), BENCH_ANSWERS, 'answers.wav');
  const setMs = (fixture.samples.length * 1000) / fixture.sampleRate;
  const samples = new Float32Array(fixture.samples.length * sets);
  const answers: SpokenAnswer[] = [];
  for (let set = 0; set < sets; set += 1) {
    samples.set(fixture.samples, set * fixture.samples.length);
    const shift = set * setMs;
    for (const answer of fixture.questions) {
      answers.push({
        index: answers.length,
        set,
        text: answer.text,
        isPaused: answer.parts.length > 1,
        pauseKind: answer.parts.length < 2 ? null : /[.!?]$/.test(answer.parts[0].text) ? 'sentence' : 'midSentence',
        startMs: shift + answer.parts[0].startMs,
        endMs: shift + answer.parts.at(-1)!.endMs,
        partEndsMs: answer.parts.map((part) => shift + part.endMs),
        pausesMs: answer.parts.slice(1).map((part, i) => [shift + answer.parts[i].endMs, shift + part.startMs]),
      });
    }
  }
  const wavPath = path.join(dir, 'mic-answers.wav');
  writeWav(wavPath, { sampleRate: fixture.sampleRate * 2, samples: to48k(samples) });
  const partTexts = Array.from({ length: sets }, () => fixture.questions.flatMap((answer) => answer.parts.map((part) => part.text))).flat();
  const partStartsMs = Array.from({ length: sets }, (_, set) =>
    fixture.questions.flatMap((answer) => answer.parts.map((part) => set * setMs + part.startMs)),
  ).flat();
  const parts = scriptParts({ sampleRate: fixture.sampleRate, samples }, partStartsMs);
  return { wavPath, durationMs: setMs * sets, sets, setMs, answers, partTexts, script: { transcripts: partTexts, parts } };
}
