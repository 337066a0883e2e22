// The end-of-turn judge (issue #40, src/lib/hearing/end-of-turn.ts) on the labelled answers at a pause
// (tests/fixtures/end-of-turn.ts): accuracy by language and label (open answers called finished are the cuts a
// candidate feels; finished answers called open cost them a wait and a "take your time"), the time one judgement takes
// in Node (the browser runs the same code at each pause), and what the judge weighs in the bundle.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { judgeAnswerEnd } from '../src/lib/hearing/end-of-turn.ts';
import { ANSWERS_HELD_OUT as ANSWERS_HELD_OUT_SECOND } from '../tests/fixtures/end-of-turn-held-out.ts';
import { ANSWERS_AT_A_PAUSE, ANSWERS_HELD_OUT, type AnswerAtAPause } from '../tests/fixtures/end-of-turn.ts';
import { p50, percentile } from './copilot-latency/turns.ts';

const ROUNDS = 2000;

function scoreOf(set: AnswerAtAPause[]) {
  const wrong = set.filter((entry) => judgeAnswerEnd(entry.answer, entry.question) !== entry.label);
  const cuts = wrong.filter((entry) => entry.label === 'open').length;
  return { size: set.length, right: set.length - wrong.length, cuts, waits: wrong.length - cuts, wrong };
}

/** Microseconds per judgement: each round judges the whole set; the figure is per answer. */
function microsecondsPerCall(): number[] {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.hrtime.bigint();
    for (const entry of ANSWERS_AT_A_PAUSE) judgeAnswerEnd(entry.answer, entry.question);
    samples.push(Number(process.hrtime.bigint() - start) / 1000 / ANSWERS_AT_A_PAUSE.length);
  }
  return samples.slice(ROUNDS / 10); // the first rounds warm the JIT up
}

export async function run(): Promise<string> {
  const sets = [
    { name: 'tuning set (the rules were written on it)', answers: ANSWERS_AT_A_PAUSE },
    { name: 'held out (written after the rules were frozen)', answers: ANSWERS_HELD_OUT },
    { name: "second held out (written before the rules' second round)", answers: ANSWERS_HELD_OUT_SECOND },
  ];
  const rows = sets.flatMap((set) => [
    ...(['en', 'fr'] as const).map((language) => ({
      label: `${set.name}, ${language}`,
      ...scoreOf(set.answers.filter((entry) => entry.language === language)),
    })),
    { label: `**${set.name}, all**`, ...scoreOf(set.answers) },
  ]);
  const heldOut = scoreOf(ANSWERS_HELD_OUT);
  const opens = ANSWERS_HELD_OUT.filter((entry) => entry.label === 'open').length;
  const perCall = microsecondsPerCall();
  const source = readFileSync(new URL('../src/lib/hearing/end-of-turn.ts', import.meta.url));
  const micro = (value: number) => `${value.toFixed(1)} µs`;
  return [
    '## End of turn: the judge on answers at a pause',
    '',
    `\`npm run bench -- end-of-turn\`: src/lib/hearing/end-of-turn.ts on tests/fixtures/end-of-turn.ts (answers at a pause, English and French, each labelled finished or open by the judge's author: the tuning set is an upper bound, the held-out set the honest figure; docs/end-of-turn.md). A cut = an open answer judged finished (the Coach would answer in the thinking pause); a wait = a finished answer judged open (no draft, "take your time" at 3 s, the answer confirmed at 8 s or by "I'm done").`,
    '',
    '| set | answers | right | cuts | waits |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.label} | ${row.size} | ${row.right} (${Math.round((100 * row.right) / row.size)} %) | ${row.cuts} | ${row.waits} |`),
    '',
    `Held out: ${opens - heldOut.cuts} of its ${opens} open answers caught (the others get today's 900 ms confirm, as before the judge), ${heldOut.waits} finished answer made to wait.`,
    '',
    `One judgement: ${micro(p50(perCall))} p50, ${micro(percentile(perCall, 95))} p95 (Node ${process.version}, ${ROUNDS - ROUNDS / 10} rounds over the set); it runs once per pause evaluation, every 20 ms frame of a pause, so ${micro(p50(perCall) * 50)} of CPU a second of silence. Source ${(source.length / 1024).toFixed(1)} KB, ${(gzipSync(source).length / 1024).toFixed(1)} KB gzip before minifying (in the /coach and /copilot chunks). Cost per answer: none (no request).`,
    ...(heldOut.wrong.length
      ? [
          '',
          'Misjudged, held out:',
          '',
          ...heldOut.wrong.map((entry) => `- ${entry.language}, labelled ${entry.label}: “${entry.answer}” (to “${entry.question}”)`),
        ]
      : []),
  ].join('\n');
}
