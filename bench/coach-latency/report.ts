// The Markdown section of the Coach latency bench (issue #26): last syllable → first audible word with its stage
// split, barge-in → silent, paused answers never answered early; each goal checked here and printed honestly.
import { ANSWER_TURN_OPTIONS } from '../../src/lib/hearing/turn-config.ts';
import { ms, p50, percentile } from '../copilot-latency/turns.ts';
import { coachStagesOf, type AnswerTurn, type BargeIn, type CoachStages } from './turns.ts';

export interface CoachReportInput {
  turns: AnswerTurn[];
  /** Answers counted (the first is a warm-up). */
  answers: number;
  bargeIns: BargeIn[];
  early: { paused: number; confirmedEarly: number; spokenOver: number; draftsDropped: number };
  micEndDeltas: number[];
  /** The correction the part ends made to the first onset's alignment. */
  onsetLagMs: number;
  settings: { firstTokenMs: number; firstAudioMs: number; tokenIntervalMs: number; msPerCharacter: number; sets: number };
}

const GOAL = { p50Ms: 1200, p95Ms: 1600, bargeInP50Ms: 300 };

const STAGES: Array<[keyof CoachStages, string]> = [
  ['decision', 'decision: last syllable → the feedback draft that stands starts (or the confirm, when none was kept)'],
  ['request', 'request: decision → the feedback request leaves the browser'],
  ['firstToken', 'first token: request leaves → the first token reaches the browser'],
  ['firstSentence', 'first sentence: first token → its speech request leaves (a draft’s, before the confirm: Speaker.prepare)'],
  ['synthesis', 'synthesis: speech request leaves → its first audio bytes reach the browser'],
  ['confirmWait', 'the confirm: first audio bytes → the answer confirmed (0 when they came after it)'],
  ['playbackStart', 'playback start: the later of the two → the first sample plays (the send, Web Audio schedule, output latency)'],
];

const stat = (values: number[]) => `${ms(p50(values))} | ${ms(percentile(values, 95))}`;
const verdict = (isMet: boolean) => (isMet ? '**PASS**' : '**FAIL**');

export function writeCoachSection(input: CoachReportInput): string {
  const stages = input.turns.map(coachStagesOf);
  const column = (key: keyof CoachStages) => stages.map((stage) => stage[key]);
  const totals = column('total');
  const isComplete = input.turns.length === input.answers && totals.every(Number.isFinite);
  const totalMet = isComplete && p50(totals) <= GOAL.p50Ms && percentile(totals, 95) <= GOAL.p95Ms;
  const stopped = input.bargeIns.filter((barge) => barge.wasSpeaking);
  const bargeMs = stopped.map((barge) => barge.silentAt - barge.firstSyllable);
  const bargeMet = stopped.length > 0 && bargeMs.every(Number.isFinite) && p50(bargeMs) <= GOAL.bargeInP50Ms;
  const { early } = input;
  const s = input.settings;
  return [
    '## Coach: last syllable of the answer → first audible word',
    '',
    `\`npm run bench -- coach-latency\` (\`BENCH_COACH_SETS=1\`: one pass, a check that it runs). \`/coach\`, demo session, Plus plan, production build in headless Chromium; the candidate is Chromium's fake microphone playing bench/coach-latency/answers.ts ${s.sets} time(s): 7 espeak-ng answers, 3 of them with a 1.2–1.8 s thinking pause after "and" / "because", each followed by 4 s of room, so the Coach's feedback begins in the gap and the next answer speaks over it (barge-in). Hearing: the shared HearingSession on the microphone, realtime rung (fake realtime upstream, words while speech is heard), ANSWER_TURN_OPTIONS (early end ${ANSWER_TURN_OPTIONS.eagerSilenceMs} ms, confirm ${ANSWER_TURN_OPTIONS.confirmSilenceMs} ms, ${ANSWER_TURN_OPTIONS.unfinishedSilenceMs} ms mid-sentence). Fakes: feedback first token ${s.firstTokenMs} ms then a token every ${s.tokenIntervalMs} ms; speech first audio ${s.firstAudioMs} ms after the request, ${s.msPerCharacter} ms of audio a character. The first answer is a warm-up, not counted. p95 is the nearest-rank value.`,
    '',
    `Last syllable = the mic file's first sample on the page's clock + the answer's last part end in the WAV. The first sample is placed by a level watcher on the Coach's microphone track (peak ≥ 0.02, every 10 ms): first from its first onset, then moved by the median gap between the part ends it hears and those predicted (${ms(input.onsetLagMs)}: the first onset alone is off, the microphone's auto gain control starting low); after that the part ends it hears are ${ms(p50(input.micEndDeltas))} from the predicted ones (p50 of ${input.micEndDeltas.length}). First audible word = the first sample of the feedback's first Web Audio chunk plays (its scheduled time + the output latency). Coach silent = the last of its sources stopped. One clock, \`Date.now()\`, in the page.`,
    '',
    '| | answers | p50 | p95 | goal |',
    '| --- | --- | --- | --- | --- |',
    `| **last syllable → first audible word** | ${input.turns.length}/${input.answers} | **${ms(p50(totals))}** | **${ms(percentile(totals, 95))}** | p50 ≤ ${GOAL.p50Ms}, p95 ≤ ${GOAL.p95Ms} ms: ${verdict(totalMet)} |`,
    `| **barge-in: first syllable → the Coach silent** | ${stopped.length} (of ${input.bargeIns.length} answers begun while it spoke) | **${ms(p50(bargeMs))}** | ${ms(percentile(bargeMs, 95))} | p50 ≤ ${GOAL.bargeInP50Ms} ms: ${verdict(bargeMet)} |`,
    `| ↳ first syllable → the turn opens (\`coach:bargeIn\`; ${ANSWER_TURN_OPTIONS.speechStartMs} ms of voice open a turn) | | ${stat(stopped.map((barge) => barge.bargeInAt - barge.firstSyllable))} | |`,
    `| ↳ the turn opens → the last source stopped | | ${stat(stopped.map((barge) => barge.silentAt - barge.bargeInAt))} | |`,
    '',
    'Stage split of last syllable → first audible word (p50 \\| p95; the stages add up to the total of each answer):',
    '',
    '| stage | p50 | p95 |',
    '| --- | --- | --- |',
    ...STAGES.map(([key, label]) => `| ${label} | ${stat(column(key))} |`),
    '',
    `Drafts: the feedback draft started on the early end was kept as the feedback for ${input.turns.filter((turn) => turn.isDraftKept).length}/${input.turns.length} answers.`,
    '',
    `Paused answers (${early.paused}): confirmed before their last syllable **${early.confirmedEarly}**, the Coach's voice heard before their last syllable **${early.spokenOver}** (${verdict(early.paused > 0 && early.confirmedEarly === 0 && early.spokenOver === 0)}: never answered early); feedback drafts dropped in their pauses: ${early.draftsDropped} (free: the drafts of one answer share its one charge; their speech is not asked for ahead, the words so far stopping mid-sentence).`,
  ].join('\n');
}
