// Makes the hearing fixtures: interview questions spoken by espeak-ng (resampled to 24 kHz mono by sox), some
// with a pause in the middle, laid end to end in one recording over a faint hiss, with the exact time of every
// spoken part. Written under tmp/ (not committed). `npx tsx scripts/make-hearing-fixtures.ts [dir]`.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readWav, writeWav } from '../tests/fakes/wav.ts';

export const FIXTURE_RATE = 24_000;

/** Each question is said in parts; the number after a part is the pause before the next one (ms). */
export const FIXTURE_QUESTIONS: Array<Array<string | number>> = [
  ['Tell me about yourself.'],
  ['Can you walk me through a project', 500, 'where you had to lead the team?'],
  ['What would you say', 450, 'is your biggest weakness?'],
  ['Why do you want to work at Acme?'],
  ['Describe a time you disagreed with your manager,', 550, 'and how you resolved it.'],
  ['So,', 400, 'what are your salary expectations?'],
];

export interface FixturePart {
  text: string;
  startMs: number;
  /** The end of the last syllable. */
  endMs: number;
}

export interface HearingFixture {
  wavPath: string;
  sampleRate: number;
  samples: Float32Array;
  questions: Array<{ text: string; parts: FixturePart[] }>;
}

const LEAD_MS = 1000;
const BETWEEN_QUESTIONS_MS = 3000;
/** White noise amplitude of the room (about −55 dBFS RMS). */
const HISS = 0.003;

function speak(text: string, dir: string, index: number, voice: string): Float32Array {
  const raw = path.join(dir, `part-${index}.wav`);
  const trimmed = path.join(dir, `part-${index}-24k.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-s', '165', '-w', raw, text]);
  // Trim espeak's leading and trailing silence so the part's end is its last syllable.
  execFileSync('sox', [
    raw,
    '-r',
    String(FIXTURE_RATE),
    '-c',
    '1',
    '-b',
    '16',
    trimmed,
    'silence',
    '1',
    '0.01',
    '0.1%',
    'reverse',
    'silence',
    '1',
    '0.01',
    '0.1%',
    'reverse',
  ]);
  return readWav(trimmed).samples;
}

/** `spoken`: another set (tests/fakes/hearing-clips.ts adds its own), written to `fileName` in `dir`; `voice`: espeak-ng's. */
export function makeHearingFixtures(
  dir: string,
  spoken: Array<Array<string | number>> = FIXTURE_QUESTIONS,
  fileName = 'questions.wav',
  voice = 'en-us',
): HearingFixture {
  mkdirSync(dir, { recursive: true });
  const msToSamples = (ms: number) => Math.round((ms * FIXTURE_RATE) / 1000);
  const pieces: Array<{ at: number; samples: Float32Array }> = [];
  const questions: HearingFixture['questions'] = [];
  let cursor = msToSamples(LEAD_MS);
  let index = 0;
  for (const script of spoken) {
    const parts: FixturePart[] = [];
    for (const step of script) {
      if (typeof step === 'number') {
        cursor += msToSamples(step);
        continue;
      }
      const samples = speak(step, dir, index++, voice);
      pieces.push({ at: cursor, samples });
      parts.push({ text: step, startMs: (cursor * 1000) / FIXTURE_RATE, endMs: ((cursor + samples.length) * 1000) / FIXTURE_RATE });
      cursor += samples.length;
    }
    questions.push({ text: parts.map((part) => part.text).join(' '), parts });
    cursor += msToSamples(BETWEEN_QUESTIONS_MS);
  }
  const samples = new Float32Array(cursor);
  let seed = 1;
  for (let i = 0; i < samples.length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    samples[i] = (seed / 2147483648 - 0.5) * 2 * HISS * Math.sqrt(3);
  }
  for (const piece of pieces) piece.samples.forEach((sample, i) => (samples[piece.at + i] += sample));
  const wavPath = path.join(dir, fileName);
  writeWav(wavPath, { sampleRate: FIXTURE_RATE, samples });
  return { wavPath, sampleRate: FIXTURE_RATE, samples, questions };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fixture = makeHearingFixtures(process.argv[2] ?? 'tmp/hearing-fixtures');
  console.log(`${fixture.wavPath}: ${(fixture.samples.length / FIXTURE_RATE).toFixed(1)} s`);
  for (const question of fixture.questions) console.log(question.parts.map((p) => `${p.startMs.toFixed(0)}–${p.endMs.toFixed(0)} ${p.text}`).join(' | '));
}
