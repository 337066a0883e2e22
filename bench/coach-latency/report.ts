// The Markdown section of the Coach latency bench (issues #26, #40): last syllable → first audible word with its stage
// split, barge-in → silent, paused answers (mid-sentence and after a complete sentence) never answered early, for each
// transcriber timing; each goal checked here and printed honestly.
import os from 'node:os';
import { ANSWER_TURN_OPTIONS } from '../../src/lib/hearing/turn-config.ts';
import { ms, p50, percentile } from '../copilot-latency/turns.ts';
import { coachStagesOf, type AnswerTurn, type BargeIn, type CoachStages } from './turns.ts';

type EarlyAnswers = { paused: number; confirmedEarly: number; spokenOver: number; draftsDropped: number };

/** The answers played with one transcriber timing. */
interface CoachRun {
  label: string;
  /** Answers counted (the recording's first is a warm-up). */
  answers: number;
  /** The p50 goal of last syllable → first audible word for this timing (issue #40: 1.0 s words live, 1.2 s after). */
  goalP50Ms: number;
  turns: AnswerTurn[];
  bargeIns: BargeIn[];
  /** Paused answers, by where they pause: mid-sentence ("… and", "… because") or after a complete sentence. */
  early: { midSentence: EarlyAnswers; sentence: EarlyAnswers };
}

export interface CoachReportInput {
  runs: CoachRun[];
  micEndDeltas: number[];
  /** The correction the part ends made to the first onset's alignment. */
  onsetLagMs: number;
  settings: { firstTokenMs: number; firstAudioMs: number; tokenIntervalMs: number; msPerCharacter: number; sets: number };
  /** The machine's load average (1 min) as the answers ended: a loaded machine stalls the fake microphone. */
  loadAverage: number;
}

const GOAL = { p95Ms: 1600, bargeInP50Ms: 300 };

const STAGES: Array<[keyof CoachStages, string]> = [
  ['decision', 'decision: last syllable → the feedback draft that stands starts (or the confirm, when none was kept)'],
  ['request', 'request: decision → the feedback request leaves the browser'],
  ['firstToken', 'first token: request leaves → the first token reaches the browser'],
  ['firstSentence', 'first sentence: first token → its speech request leaves (a draft’s, before the confirm: Speaker.prepare)'],
  ['synthesis', 'synthesis: speech request leaves → its first audio bytes reach the browser'],
  ['confirmWait', 'the confirm: first audio bytes → the answer confirmed (0 when they came after it)'],
  ['playbackStart', 'playback start: the later of the two → the first sample plays (the send, Web Audio schedule, output latency)'],
];

const stat = (values: number[]) => `${ms(p50(values))} \\| ${ms(percentile(values, 95))}`;
const verdict = (isMet: boolean) => (isMet ? '**PASS**' : '**FAIL**');
const neverEarly = (early: EarlyAnswers) => early.paused > 0 && early.confirmedEarly === 0 && early.spokenOver === 0;

function figuresOf(run: CoachRun) {
  const stages = run.turns.map(coachStagesOf);
  const column = (key: keyof CoachStages) => stages.map((stage) => stage[key]);
  const totals = column('total');
  const isComplete = run.turns.length === run.answers && totals.every(Number.isFinite);
  const stopped = run.bargeIns.filter((barge) => barge.wasSpeaking);
  const bargeMs = stopped.map((barge) => barge.silentAt - barge.firstSyllable);
  return {
    column,
    totals,
    totalMet: isComplete && p50(totals) <= run.goalP50Ms && percentile(totals, 95) <= GOAL.p95Ms,
    stopped,
    bargeMs,
    bargeMet: stopped.length > 0 && bargeMs.every(Number.isFinite) && p50(bargeMs) <= GOAL.bargeInP50Ms,
  };
}

const pausedLine = (kind: string, early: EarlyAnswers) =>
  `${kind} (${early.paused}): confirmed before their last syllable **${early.confirmedEarly}**, the Coach's voice heard before it **${early.spokenOver}** (${verdict(neverEarly(early))}), feedback drafts dropped in their pauses ${early.draftsDropped}`;

export function writeCoachSection(input: CoachReportInput): string {
  const s = input.settings;
  const runs = input.runs.map((run) => ({ run, figures: figuresOf(run) }));
  return [
    '## Coach: last syllable of the answer → first audible word',
    '',
    `\`npm run bench -- coach-latency\` (\`BENCH_COACH_SETS=1\`: one pass, a check that it runs). \`/coach\`, demo session, Plus plan, production build in headless Chromium; the candidate is Chromium's fake microphone playing bench/coach-latency/answers.ts ${2 * s.sets} times: 9 espeak-ng answers, 3 of them with a 1.2–1.8 s thinking pause mid-sentence (after "and" / "because") and 2 with a 1.5 s pause after a complete sentence that opens a plan or a list ("I would start by …", "There are two things …"), each followed by 4 s of room, so the Coach's feedback begins in the gap and the next answer speaks over it (barge-in). The first ${s.sets} set(s) with the words given while the person speaks (gpt-live-transcribe), the next ${s.sets} with the words given only after each commit (a model that transcribes committed audio: 120 ms after the commit, \`completed\` 200 ms later), one session. Hearing: the shared HearingSession on the microphone, realtime rung, ANSWER_TURN_OPTIONS (early end ${ANSWER_TURN_OPTIONS.eagerSilenceMs} ms; end of turn by meaning, src/lib/hearing/end-of-turn.ts: confirm ${ANSWER_TURN_OPTIONS.confirmSilenceMs} ms after a finished answer; an open one gets no draft, "take your time" at ${ANSWER_TURN_OPTIONS.openCueSilenceMs} ms and its confirm at ${ANSWER_TURN_OPTIONS.openSilenceMs} ms). Fakes: feedback first token ${s.firstTokenMs} ms then a token every ${s.tokenIntervalMs} ms; speech first audio ${s.firstAudioMs} ms after the request, ${s.msPerCharacter} ms of audio a character. The first answer is a warm-up, not counted. p95 is the nearest-rank value.`,
    '',
    `Last syllable = the mic file's first sample on the page's clock + the answer's last part end in the WAV. The first sample is placed by a level watcher on the Coach's microphone track (peak ≥ 0.02, every 10 ms): first from its first onset, then moved by the median gap between the part ends it hears and those predicted (${ms(input.onsetLagMs)}: the first onset alone is off, the microphone's auto gain control starting low); after that the part ends it hears are ${ms(p50(input.micEndDeltas))} from the predicted ones (p50 of ${input.micEndDeltas.length}; p95 ${ms(percentile(input.micEndDeltas.map(Math.abs), 95))} off: a stalled fake microphone under load moves the answers, and the figures with it). First audible word = the first sample of the feedback's first Web Audio chunk plays (its scheduled time + the output latency). Coach silent = the last of its sources stopped. One clock, \`Date.now()\`, in the page. Load average at the end of the run: ${input.loadAverage.toFixed(1)} (${os.cpus().length} cores): above the core count, the fake microphone stalls for seconds and the page hears a stall as a pause (playwright.config.ts), so answers are cut and the figures drift.`,
    '',
    '| | answers | p50 | p95 | goal |',
    '| --- | --- | --- | --- | --- |',
    ...runs.map(
      ({ run, figures }) =>
        `| **last syllable → first audible word, ${run.label}** | ${run.turns.length}/${run.answers} | **${ms(p50(figures.totals))}** | **${ms(percentile(figures.totals, 95))}** | p50 ≤ ${run.goalP50Ms}, p95 ≤ ${GOAL.p95Ms} ms: ${verdict(figures.totalMet)} |`,
    ),
    ...runs.map(
      ({ run, figures }) =>
        `| **barge-in: first syllable → the Coach silent, ${run.label}** | ${figures.stopped.length} (of ${run.bargeIns.length} answers begun while it spoke) | **${ms(p50(figures.bargeMs))}** | ${ms(percentile(figures.bargeMs, 95))} | p50 ≤ ${GOAL.bargeInP50Ms} ms: ${verdict(figures.bargeMet)} |`,
    ),
    ...runs.map(({ run, figures }) => {
      const opens = figures.stopped.map((barge) => barge.bargeInAt - barge.firstSyllable);
      return `| ↳ first syllable → the turn opens (\`coach:bargeIn\`; ${ANSWER_TURN_OPTIONS.speechStartMs} ms of voice open a turn), ${run.label} | | ${ms(p50(opens))} | ${ms(percentile(opens, 95))} | |`;
    }),
    '',
    `Stage split of last syllable → first audible word (p50 \\| p95; the stages add up to the total of each answer):`,
    '',
    `| stage | ${runs.map(({ run }) => run.label).join(' | ')} |`,
    `| --- | ${runs.map(() => '---').join(' | ')} |`,
    ...STAGES.map(([key, label]) => `| ${label} | ${runs.map(({ figures }) => stat(figures.column(key))).join(' | ')} |`),
    '',
    `Drafts: the feedback draft started on the early end was kept as the feedback for ${runs.map(({ run }) => `${run.turns.filter((turn) => turn.isDraftKept).length}/${run.turns.length} answers (${run.label})`).join(', ')}.`,
    '',
    "Paused answers, never answered early (a confirm or the Coach's voice between their first and last syllable):",
    '',
    ...runs.flatMap(({ run }) => [
      `- ${run.label}: ${pausedLine('after "and" / "because"', run.early.midSentence)}; ${pausedLine('after a complete sentence', run.early.sentence)}.`,
    ]),
  ].join('\n');
}
