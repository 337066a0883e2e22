// The end-of-turn judge (issue #40, src/lib/hearing/end-of-turn.ts) on the labelled answers at a pause
// (tests/fixtures/end-of-turn.ts, tuning; tests/fixtures/end-of-turn-held-out.ts, held out): accuracy by language and label (open answers called finished are the cuts a
// candidate feels; finished answers called open cost them a wait and a "take your time"), the time one judgement takes
// in Node (the browser runs the same code at each pause), and what the judge weighs in the bundle.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { judgeAnswerEnd } from '../src/lib/hearing/end-of-turn.ts';
import { ANSWERS_FRESH } from '../tests/fixtures/end-of-turn-fresh.ts';
import { ANSWERS_HELD_OUT } from '../tests/fixtures/end-of-turn-held-out.ts';
import { ANSWERS_PROBING } from '../tests/fixtures/end-of-turn-probes.ts';
import { ANSWERS_AT_A_PAUSE, ANSWERS_FIRST_HELD_OUT, type AnswerAtAPause } from '../tests/fixtures/end-of-turn.ts';
import { p50, percentile } from './copilot-latency/turns.ts';

const ROUNDS = 2000;
const TIMED = [...ANSWERS_AT_A_PAUSE, ...ANSWERS_FIRST_HELD_OUT, ...ANSWERS_PROBING];

function scoreOf(set: AnswerAtAPause[]) {
  const wrong = set.filter((entry) => judgeAnswerEnd(entry.answer, entry.question) !== entry.label);
  const opens = set.filter((entry) => entry.label === 'open').length;
  const cuts = wrong.filter((entry) => entry.label === 'open').length;
  return { size: set.length, opens, finished: set.length - opens, right: set.length - wrong.length, cuts, waits: wrong.length - cuts, wrong };
}

const misjudged = (entry: AnswerAtAPause) => `- ${entry.language}, labelled ${entry.label}: “${entry.answer}” (to “${entry.question}”)`;
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`);

/** Microseconds per judgement: each round judges the whole set; the figure is per answer. */
function microsecondsPerCall(): number[] {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.hrtime.bigint();
    for (const entry of TIMED) judgeAnswerEnd(entry.answer, entry.question);
    samples.push(Number(process.hrtime.bigint() - start) / 1000 / TIMED.length);
  }
  return samples.slice(ROUNDS / 10); // the first rounds warm the JIT up
}

export async function run(): Promise<string> {
  const tuning = [...ANSWERS_AT_A_PAUSE, ...ANSWERS_FIRST_HELD_OUT, ...ANSWERS_PROBING];
  const sets = [
    { name: 'tuning (the rules were written on it)', answers: tuning },
    { name: 'held out (written before the rules it is scored on)', answers: ANSWERS_HELD_OUT },
    { name: 'fresh (written after the probes, before the rules it is scored on)', answers: ANSWERS_FRESH },
  ];
  const rows = sets.flatMap((set) => [
    ...(['en', 'fr'] as const).map((language) => ({
      label: `${set.name}, ${language}`,
      ...scoreOf(set.answers.filter((entry) => entry.language === language)),
    })),
    { label: `**${set.name}, all**`, ...scoreOf(set.answers) },
  ]);
  const heldOut = scoreOf(ANSWERS_HELD_OUT);
  const fresh = scoreOf(ANSWERS_FRESH);
  const perCall = microsecondsPerCall();
  const source = readFileSync(new URL('../src/lib/hearing/end-of-turn.ts', import.meta.url));
  const micro = (value: number) => `${value.toFixed(1)} µs`;
  return [
    '## End of turn: the judge on answers at a pause',
    '',
    `\`npm run bench -- end-of-turn\`: src/lib/hearing/end-of-turn.ts on labelled answers at a pause, English and French, each labelled finished or open by the judge's author (docs/end-of-turn.md): the tuning set (tests/fixtures/end-of-turn.ts: the first round's set, its first held-out set and the second round's answers; tests/fixtures/end-of-turn-probes.ts, written to break the second round and tuned on in the third) is an upper bound; the held-out set (tests/fixtures/end-of-turn-held-out.ts, committed before the second round) and the fresh set (tests/fixtures/end-of-turn-fresh.ts, committed before the third) were never tuned on, but their author wrote the rules too: the fresh set, whose phrasings the rules had never met, is the closer figure. A cut = an open answer judged finished (the Coach would answer in the thinking pause), counted against the open answers; a wait = a finished answer judged open (no draft, "take your time" at 3 s, the answer confirmed at 8 s or by "I'm done"), counted against the finished answers. Targets on the held-out set: cuts ≤ 5 %, waits ≤ 15 %.`,
    '',
    '| set | answers | right | cuts (of open) | waits (of finished) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.size} | ${row.right} (${percent(row.right, row.size)}) | ${row.cuts} of ${row.opens} (${percent(row.cuts, row.opens)}) | ${row.waits} of ${row.finished} (${percent(row.waits, row.finished)}) |`,
    ),
    '',
    `One judgement: ${micro(p50(perCall))} p50, ${micro(percentile(perCall, 95))} p95 (Node ${process.version}, ${ROUNDS - ROUNDS / 10} rounds over the tuning set); it runs once per pause evaluation, every 20 ms frame of a pause, so ${micro(p50(perCall) * 50)} of CPU a second of silence. Source ${(source.length / 1024).toFixed(1)} KB, ${(gzipSync(source).length / 1024).toFixed(1)} KB gzip before minifying (in the /coach and /copilot chunks). Cost per answer: none (no request).`,
    ...(heldOut.wrong.length ? ['', 'Misjudged, held out (left as they are: the held-out set is not tuned on):', '', ...heldOut.wrong.map(misjudged)] : []),
    ...(fresh.wrong.length ? ['', 'Misjudged, fresh (left as they are: not tuned on):', '', ...fresh.wrong.map(misjudged)] : []),
  ].join('\n');
}
