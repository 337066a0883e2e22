// The hearing clips the Chromium tests play (tests/integration/hearing-session-browser.test.ts, the Copilot e2e):
// from the espeak-ng fixture set (scripts/make-hearing-fixtures.ts), written to `dir`:
// - question.wav: "Tell me about yourself." with a second of room before it and 2.5 s after (24 kHz);
// - paused.wav: "Can you walk me through a project" · 500 ms · "where you had to lead the team?";
// - room.wav (24 kHz) and mic-room.wav (48 kHz, for Chromium's fake microphone): a quiet room;
// - mic-candidate.wav: the candidate answering aloud over the room;
// - mic-leak.wav: question.wav leaking from the speakers into the microphone, −20 dB and 50 ms late;
// - paused-800.wav, paused-1200.wav: questions with a pause that long where people search for a word (PAUSED_QUESTIONS);
// - two-turns.wav: "Tell me about yourself." · 3 s · "And your weaknesses?" (the interviewer going on after an answer);
// - mic-answer-paused.wav (48 kHz, the Coach's microphone): a candidate's answer with two thinking pauses mid-sentence
//   (PAUSED_ANSWER), then 20 s of room before the file loops;
// - mic-answer-plan-en.wav, mic-answer-plan-fr.wav (48 kHz): an answer whose complete first sentence opens a plan,
//   then a 1.5 s thinking pause, then the rest (PLAN_ANSWERS, issue #40), each then 20 s of room;
// - mic-answer-went-on.wav (48 kHz): a short complete answer, a 1.8 s pause, then more of it (WENT_ON_ANSWER, issue #40);
// - mic-answer-endless.wav (48 kHz): a candidate who never pauses (ENDLESS_ANSWER, cut at its first and last syllable,
//   so the looping file is one unbroken answer).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeHearingFixtures, type HearingFixture } from '../../scripts/make-hearing-fixtures.ts';
import { loudWindows } from './realtime-scripts.ts';
import { readWav, writeWav } from './wav.ts';

export const CLIP_RATE = 24_000;
/** Room before the question in question.wav and paused.wav, and after its last word. */
export const CLIP_LEAD_MS = 1000;
const TAIL_MS = 2500;
const RATE = CLIP_RATE;
const LEAD_MS = CLIP_LEAD_MS;

/** One question of the fixture with a second of room before it and 2.5 s after; part ends relative to the clip. */
function clipQuestion(fixture: HearingFixture, index: number) {
  const question = fixture.questions[index];
  const from = Math.round(((question.parts[0].startMs - LEAD_MS) * RATE) / 1000);
  const to = Math.round(((question.parts.at(-1)!.endMs + TAIL_MS) * RATE) / 1000);
  const shift = (ms: number) => ms - question.parts[0].startMs + LEAD_MS;
  return {
    samples: fixture.samples.slice(from, to),
    text: question.text,
    parts: question.parts.map((part) => ({ text: part.text, endMs: shift(part.endMs) })),
  };
}

/** Said in parts, with the pause before the next part (ms): the transcript of each part is its own realtime item. */
export const PAUSED_QUESTIONS = {
  'paused-800.wav': ['Tell me about a conflict with your', 800, 'colleague, and how you resolved it.'],
  'paused-1200.wav': ['What was the hardest part of the', 1200, 'project you are proudest of?'],
  'two-turns.wav': ['Tell me about yourself.', 3000, 'And your weaknesses?'],
} satisfies Record<string, Array<string | number>>;

/** The candidate's answer to the Coach with 1.2 s and 1.8 s thinking pauses after words no sentence ends on. */
export const PAUSED_ANSWER = [
  'I led the migration of our billing platform because',
  1200,
  'the old system kept failing every month, and',
  1800,
  'we moved every customer in three months.',
] satisfies Array<string | number>;
/**
 * A complete first sentence that opens a plan, a 1.5 s thinking pause, then the rest (issue #40: the Coach used to give
 * feedback on the first half), in English and in French (espeak-ng's French voice).
 */
export const PLAN_ANSWERS = {
  en: ['I would start by measuring where the time really goes.', 1500, 'And then I would fix the slowest database query first.'],
  fr: ['Je commencerais par mesurer où part vraiment le temps.', 1500, 'Ensuite, je corrigerais la requête la plus lente.'],
} satisfies Record<'en' | 'fr', Array<string | number>>;
/**
 * A short complete answer the end-of-turn judge takes for finished, a 1.8 s pause (the Coach has begun its feedback),
 * then the person goes on (issue #40: the answer continues, its feedback redone on the whole for one charge).
 */
export const WENT_ON_ANSWER = ['I stay calm under pressure.', 1800, 'My team counts on that during every release.'] satisfies Array<string | number>;
/** Said without a pause longer than a breath between words, again and again (the file loops). */
export const ENDLESS_ANSWER =
  'I planned the rollout in small steps, kept the old system running in parallel, compared every invoice for a month, and met the finance team every week';
/** Room after the paused answer, before Chromium's fake microphone plays the file again. */
const ANSWER_TAIL_MS = 20_000;

/** Chromium's fake microphone is happiest with 48 kHz files: doubles the rate by linear interpolation. */
function to48k(samples: Float32Array) {
  const out = new Float32Array(samples.length * 2);
  samples.forEach((sample, i) => {
    out[2 * i] = sample;
    out[2 * i + 1] = (sample + (samples[i + 1] ?? sample)) / 2;
  });
  return { sampleRate: 48_000, samples: out };
}

/** A quiet room: white noise at about −55 dBFS RMS, as under the fixture's questions. */
function roomNoise(length: number) {
  const samples = new Float32Array(length);
  let seed = 7;
  for (let i = 0; i < length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    samples[i] = (seed / 2147483648 - 0.5) * 2 * 0.003 * Math.sqrt(3);
  }
  return samples;
}

export function writeHearingClips(dir: string) {
  mkdirSync(dir, { recursive: true });
  const fixture = makeHearingFixtures(path.join(dir, 'espeak'));
  const question = clipQuestion(fixture, 0); // "Tell me about yourself."
  const paused = clipQuestion(fixture, 1); // "Can you walk me through a project" · 500 ms · "where you had to lead the team?"
  const room = roomNoise(question.samples.length);
  writeWav(path.join(dir, 'question.wav'), { sampleRate: RATE, samples: question.samples });
  writeWav(path.join(dir, 'paused.wav'), { sampleRate: RATE, samples: paused.samples });
  writeWav(path.join(dir, 'room.wav'), { sampleRate: RATE, samples: room });
  writeWav(path.join(dir, 'mic-room.wav'), to48k(room));
  // The candidate answering aloud while the tab is quiet.
  execFileSync('espeak-ng', [
    '-v',
    'en-us',
    '-s',
    '165',
    '-w',
    path.join(dir, 'candidate-raw.wav'),
    'I led the migration of our billing system to a new platform last year.',
  ]);
  execFileSync('sox', [path.join(dir, 'candidate-raw.wav'), '-r', String(RATE), '-c', '1', '-b', '16', path.join(dir, 'candidate-24k.wav')]);
  const candidate = Float32Array.from(room);
  readWav(path.join(dir, 'candidate-24k.wav')).samples.forEach((sample, i) => {
    if (LEAD_MS * 24 + i < candidate.length) candidate[LEAD_MS * 24 + i] += sample;
  });
  writeWav(path.join(dir, 'mic-candidate.wav'), to48k(candidate));
  // The interviewer leaking from the speakers into the microphone: −20 dB, 50 ms late.
  const leak = Float32Array.from(room);
  question.samples.forEach((sample, i) => {
    if (i + 50 * 24 < leak.length) leak[i + 50 * 24] += sample * 0.1;
  });
  writeWav(path.join(dir, 'mic-leak.wav'), to48k(leak));
  const extra = makeHearingFixtures(path.join(dir, 'espeak-paused'), Object.values(PAUSED_QUESTIONS), 'paused-questions.wav');
  Object.keys(PAUSED_QUESTIONS).forEach((name, index) => writeWav(path.join(dir, name), { sampleRate: RATE, samples: clipQuestion(extra, index).samples }));
  writeAnswerClips(dir);
  return { question, paused };
}

/** An answer of `fixture` with a second of room before it and `ANSWER_TAIL_MS` after, before the fake microphone loops. */
function answerClip(fixture: HearingFixture, index: number) {
  const at = (ms: number) => Math.round((ms * RATE) / 1000);
  const answer = fixture.questions[index];
  const clip = fixture.samples.slice(at(answer.parts[0].startMs - LEAD_MS), at(answer.parts.at(-1)!.endMs));
  const withTail = roomNoise(clip.length + at(ANSWER_TAIL_MS));
  withTail.set(clip);
  return to48k(withTail);
}

/** The Coach's microphone: the candidate answering with thinking pauses, and answering without any. */
function writeAnswerClips(dir: string) {
  const answers = makeHearingFixtures(path.join(dir, 'espeak-answers'), [PAUSED_ANSWER, [ENDLESS_ANSWER]], 'answers.wav');
  const endless = answers.questions[1];
  const at = (ms: number) => Math.round((ms * RATE) / 1000);
  writeWav(path.join(dir, 'mic-answer-paused.wav'), answerClip(answers, 0));
  writeWav(path.join(dir, 'mic-answer-went-on.wav'), answerClip(makeHearingFixtures(path.join(dir, 'espeak-went-on'), [WENT_ON_ANSWER], 'went-on.wav'), 0));
  writeWav(path.join(dir, 'mic-answer-endless.wav'), to48k(answers.samples.slice(at(endless.parts[0].startMs), at(endless.parts[0].endMs))));
  for (const [language, voice] of [
    ['en', 'en-us'],
    ['fr', 'fr'],
  ] as const) {
    const plan = makeHearingFixtures(path.join(dir, `espeak-plan-${language}`), [PLAN_ANSWERS[language]], 'plan.wav', voice);
    writeWav(path.join(dir, `mic-answer-plan-${language}.wav`), answerClip(plan, 0));
  }
}

export type HearingClips = ReturnType<typeof writeHearingClips>;

/**
 * The spoken parts of a clip as the fake realtime upstream hears them (20 ms windows at 24 kHz whose RMS is at least
 * `threshold`), parts being runs of loud windows apart by at least `gapMs` of quiet: where each starts and ends in the
 * clip, its loud audio and the quiet before it (what a scripted session needs to give each part its words,
 * tests/fakes/realtime-scripts.ts).
 */
export function spokenParts(wavPath: string, gapMs = 600, threshold = 0.01) {
  const wav = readWav(wavPath);
  if (wav.sampleRate !== RATE) throw new Error(`${wavPath}: ${wav.sampleRate} Hz, expected ${RATE}`);
  const parts: Array<{ startMs: number; endMs: number; loudMs: number; quietBeforeMs: number }> = [];
  let quietMs = Infinity;
  loudWindows(wav, threshold).forEach((isLoud, i) => {
    if (!isLoud) {
      quietMs += 20;
      return;
    }
    const ms = i * 20;
    if (quietMs >= gapMs) parts.push({ startMs: ms, endMs: ms, loudMs: 0, quietBeforeMs: Number.isFinite(quietMs) ? quietMs : ms });
    Object.assign(parts[parts.length - 1], { endMs: ms + 20, loudMs: parts[parts.length - 1].loudMs + 20 });
    quietMs = 0;
  });
  return parts;
}
