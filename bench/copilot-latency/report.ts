// The Markdown section of the Copilot latency bench: per pass p50/p95 and the stage split, false starts and drafts,
// the budgets (checked here, printed honestly), the upload rung and the modelled old path.
import { DEFAULT_VOICE_OPTIONS } from '../../src/lib/hearing/voice-detector.ts';
import { ms, p50, percentile, stagesOf, type Stages, type Turn } from './turns.ts';

/** Last syllable → first answer word: p50 (and p90) at most this (issue #25). */
export interface PassGoal {
  kind: 'budget' | 'target';
  p50Ms: number;
  p90Ms?: number;
}

export interface PassResult {
  label: string;
  firstTokenMs: number;
  goal?: PassGoal;
  /** The transcriber's words come while the speech is heard: a "?" among them ends the turn early sooner. */
  isWordsLive: boolean;
  turns: Turn[];
  /** Questions played in the pass (minus the warm-up): turns should match them one to one. */
  questions: number;
  /** Questions the turn machine heard as more than one turn (only the last turn, which answers it, is counted). */
  splitQuestions: number;
}

export interface ReportInput {
  passes: PassResult[];
  upload: PassResult;
  allLive: Turn[];
  /** When the realtime upstream received each commit (Date.now()). */
  commits: number[];
  /** Speech ends heard by a level watcher in the page minus the predicted part ends. */
  tabEndDeltas: number[];
  predictedEnds: number;
  setMs: number;
  /** How much the meeting tab's audio output fell behind the wall clock over the live session (stalls), ms. */
  tabDriftMs: number;
  /** The machine's 1-minute load average when the bench started and when it ended (2 cores: above 2 is contention). */
  load: [number, number];
  /** The turn machine's early end, and the sooner one after a "?" heard live (turn-config.ts). */
  settings: { earlyEndMs: number; questionEarlyEndMs: number; tokenIntervalMs: number; transcriptionMs: number; answerWords: number };
}

/** Budget of issue #15: the app's own time (the totals' goals come with each pass). */
const APP_BUDGET_MS = 60;
/** The old path sent the question after 3 s of silence. */
const OLD_SILENCE_MS = 3000;

const STAGES: Array<[keyof Stages, string]> = [
  ['decide', 'speech end → the decision (early end: the draft starts; or the confirmation)'],
  ['sendPrep', 'decision → the chat request leaves the browser'],
  ['toGateway', 'browser → gateway (request leaves → arrives at the backend’s door)'],
  ['gateway', 'gateway (arrival → request at the upstream: JWT, metering, checks)'],
  ['firstToken', 'upstream first token (at the upstream’s door)'],
  ['relay', 'relay (first token out of the upstream → out of the gateway’s door)'],
  ['render', 'render (first token leaves the gateway → first word on screen)'],
  ['renderNetwork', '↳ gateway door → the browser has the token'],
  ['renderScreen', '↳ the browser has the token → first word painted'],
];

const SHORT: Partial<Record<keyof Stages, string>> = {
  sendPrep: 'send preparation',
  toGateway: 'browser → gateway',
  gateway: 'gateway',
  relay: 'relay',
  render: 'render',
};

const stat = (values: number[], bold = '') => `${bold}${ms(p50(values))}${bold} | ${bold}${ms(percentile(values, 95))}${bold}`;
const rate = (count: number, of: number) => (of > 0 ? (count / of).toFixed(2) : 'n/a');
type Settings = ReportInput['settings'];

/** The early end that applied to a turn: sooner for a question ending in "?" whose words were heard live. */
const earlyEndOf = (pass: PassResult, turn: Turn, settings: Settings) =>
  pass.isWordsLive && turn.question.text.trim().endsWith('?') ? settings.questionEarlyEndMs : settings.earlyEndMs;

function passFigures(pass: PassResult, settings: Settings) {
  const stages = pass.turns.map(stagesOf);
  const column = (key: keyof Stages) => stages.map((s) => s[key]);
  const earlyEnds = pass.turns.map((turn) => earlyEndOf(pass, turn, settings));
  const added = stages.map((s, i) => s.total - earlyEnds[i] - s.firstToken);
  const beyondEarlyEnd = stages.map((s, i) => s.decide - earlyEnds[i]);
  const paused = pass.turns.filter((turn) => turn.question.isPaused);
  return { stages, column, added, beyondEarlyEnd, paused };
}

export function writeSection(input: ReportInput): string {
  const { earlyEndMs, questionEarlyEndMs } = input.settings;
  const earlyEndText = `${earlyEndMs} ms early end, ${questionEarlyEndMs} ms after a "?" heard live`;
  const figures = input.passes.map((pass) => ({ pass, ...passFigures(pass, input.settings) }));
  const upload = passFigures(input.upload, input.settings);
  const lines: string[] = [
    '## Copilot: last spoken syllable → first answer word',
    '',
    `v3 \`/copilot3\`, demo session, answer timing Instant, Plus plan, production build in headless Chromium. The interviewer speaks on the meeting tab (a page of its own, captured for real by Chromium's picker: tests/e2e/tab-audio.ts \`openMeeting\`) the paused-question set of scripts/make-hearing-fixtures.ts: 6 espeak-ng questions, 3 of them with a 400–550 ms pause mid-question, ${(input.setMs / 1000).toFixed(1)} s a set, played again and again; the microphone hears a quiet room. Chat upstream (fake): first token as below, then a token every ${input.settings.tokenIntervalMs} ms (an answer of ${input.settings.answerWords} words). Realtime upstream (fake, tests/fakes/openai-realtime.ts): words while speech is heard unless the row says otherwise, each spoken part's words at the first onset once the loud audio heard reaches it (tests/fakes/realtime-scripts.ts: a commit between two words or a stalled tab does not move them); uploads transcribed the same way. The session's first turn is a warm-up, not counted. p95 is the nearest-rank value. Load average when the bench started / ended: ${input.load.map((l) => l.toFixed(1)).join(' / ')} on this machine's cores (figures from a loaded machine are not the product's).`,
    '',
    `Last syllable = when the meeting tab played the question's last part end in the WAV: the meeting page reads its audio element's \`currentTime\` with \`Date.now()\` every 50 ms for the whole session, and the smallest offset among the readings just after that moment places it (bench/copilot-latency/tab-clock.ts; over this run the tab's output fell ${ms(input.tabDriftMs)} behind the wall clock, which a single reading at play() would have counted as latency). Each question must have exactly one answer that stands for it, asked its own words, measured at every stage and not negative, or the bench fails without writing figures (bench/copilot-latency/match.ts). First answer word = the animation frame after the answer panel first shows the whole first word of the answer that stands for the turn (the kept draft, or the answer sent on the confirmed text; MutationObserver + requestAnimationFrame). Decisions: the HearingSession's User Timing marks (\`hearing:draftStarted\` / \`draftCancelled\` / \`confirmed\`). One clock, \`Date.now()\`, in the page, the bench and its proxies. Cross-checks: a level watcher on the tab in the page hears part ends ${ms(p50(input.tabEndDeltas))} after the predicted moments (p50 of ${input.tabEndDeltas.length}/${input.predictedEnds} parts; it samples every 10 ms); the early end's commit reaches the realtime upstream ${ms(p50(commitLags(input)))} after the last syllable (p50).`,
    '',
    `| last syllable → first answer word | turns | p50 | p95 | app adds p50 (beyond the ${earlyEndText}, + upstream first token) | p95 |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...figures.map(
      ({ pass, column, added }) =>
        `| **${pass.label}** | ${pass.turns.length}/${pass.questions}${splitNote(pass)} | ${stat(column('total'), '**')} | ${stat(added, '**')} |`,
    ),
    `| ${input.upload.label} | ${input.upload.turns.length}/${input.upload.questions}${splitNote(input.upload)} | ${stat(upload.column('total'))} | ${stat(upload.added)} |`,
    `| old path, modelled (3 s of silence, first token ${figures[0].pass.firstTokenMs} ms) | ${figures[0].pass.turns.length} | ${stat(figures[0].stages.map((s) => OLD_SILENCE_MS + s.total - s.decide))} | | |`,
    '',
    `Stage split (p50 \\| p95; the stages add up to the total of each turn):`,
    '',
    `| stage | ${figures.map(({ pass }) => pass.label).join(' | ')} | upload rung |`,
    `| --- | ${figures.map(() => '---').join(' | ')} | --- |`,
    ...STAGES.map(
      ([key, label]) =>
        `| ${label} | ${figures.map(({ column }) => stat(column(key)).replace(' | ', ' \\| ')).join(' | ')} | ${stat(upload.column(key)).replace(' | ', ' \\| ')} |`,
    ),
    `| upload: the turn's last transcription round trip (browser) | | | ${stat(input.upload.turns.map((turn) => turn.transcriptionMs)).replace(' | ', ' \\| ')} |`,
    '',
    'False starts and drafts (speculative drafts only; "cancelled": the interviewer went on, or the confirmed question differed from the draft\'s):',
    '',
    '| | paused questions: drafts / turn | cancelled / turn | straight questions: drafts / turn | cancelled / turn | draft kept as the answer |',
    '| --- | --- | --- | --- | --- | --- |',
    ...figures.map(({ pass, paused }) => {
      const straight = pass.turns.filter((turn) => !turn.question.isPaused);
      const sum = (turns: Turn[], pick: (turn: Turn) => number) => turns.reduce((total, turn) => total + pick(turn), 0);
      return `| ${pass.label} | ${rate(
        sum(paused, (t) => t.drafts),
        paused.length,
      )} | ${rate(
        sum(paused, (t) => t.draftsCancelled),
        paused.length,
      )} | ${rate(
        sum(straight, (t) => t.drafts),
        straight.length,
      )} | ${rate(
        sum(straight, (t) => t.draftsCancelled),
        straight.length,
      )} | ${pass.turns.filter((t) => t.isDraftKept).length}/${pass.turns.length} |`;
    }),
    '',
    `Old path model: the Copilot used to send the question once ${OLD_SILENCE_MS} ms of silence had passed (MediaRecorder segments; its preview transcription was ready before the send, so no transcription was exposed). Per turn of the first live pass: ${OLD_SILENCE_MS} ms + the same measured stages from the decision on (send preparation, browser → gateway, gateway, upstream first token, relay, render). Not modelled: the old level sampling (up to 100 ms a check) and the recorder flush, so the model is a lower bound for the old path.`,
    '',
    ...budgetLines(figures, p50(input.tabEndDeltas)),
    `The decision's time beyond the early end (${earlyEndText}) is not all the app's logic: the level watcher in the page hears the tab's part ends ${ms(p50(input.tabEndDeltas))} after they were played (the meeting tab's audio output, Chromium's tab capture and the capture's AudioContext), and the voice detector's hangover (\`hangoverMs\` ${DEFAULT_VOICE_OPTIONS.hangoverMs} ms, src/lib/hearing/voice-detector.ts) keeps the last syllable voiced that much longer (the turn machine counts it as silence already passed: \`detectorHangoverMs\`); the rest is the 20 ms frames.`,
  ];
  return lines.join('\n');
}

const splitNote = (pass: PassResult) => (pass.splitQuestions > 0 ? ` (${pass.splitQuestions} heard as two turns: the last one counts)` : '');

function commitLags(input: ReportInput): number[] {
  return input.allLive.map((turn) => {
    const commit = input.commits.find((t) => t >= turn.speechEnd - 20);
    return commit === undefined ? NaN : commit - turn.speechEnd;
  });
}

type PassFigures = { pass: PassResult } & ReturnType<typeof passFigures>;

/** `inputDelayMs`: how late the page itself hears the tab's audio (the level watcher), before any app code runs. */
function budgetLines(figures: PassFigures[], inputDelayMs: number): string[] {
  const lines: string[] = [];
  for (const { pass, column, added, beyondEarlyEnd } of figures) {
    const total = p50(column('total'));
    const isComplete = pass.turns.length >= Math.min(12, pass.questions) && pass.turns.every((turn) => Number.isFinite(stagesOf(turn).total));
    const appOk = isComplete && p50(added) <= APP_BUDGET_MS;
    const { goal } = pass;
    const p90 = percentile(column('total'), 90);
    const totalOk = isComplete && goal !== undefined && total <= goal.p50Ms && (goal.p90Ms === undefined || p90 <= goal.p90Ms);
    const where = STAGES.filter(([key]) => !['firstToken', 'renderNetwork', 'renderScreen'].includes(key))
      .map(([key]) => `${key === 'decide' ? 'decision beyond the early end' : SHORT[key]} ${ms(p50(key === 'decide' ? beyondEarlyEnd : column(key)))}`)
      .join(', ');
    lines.push(
      `**${pass.label}**: the app adds **${ms(p50(added))} p50** (budget ≤ ${APP_BUDGET_MS} ms): **${appOk ? 'PASS' : 'FAIL'}** (of it, ${ms(inputDelayMs)} is the meeting tab's audio reaching the page at all, before any app code: ${ms(p50(added) - inputDelayMs)} after that); last syllable → first word **${ms(total)} p50**, ${ms(p90)} p90${goal ? ` (${goal.kind} p50 ≤ ${goal.p50Ms} ms${goal.p90Ms ? `, p90 ≤ ${goal.p90Ms} ms` : ''}): **${totalOk ? 'PASS' : goal.kind === 'budget' ? 'FAIL' : 'MISSED'}**` : ''}${isComplete ? '' : ' (incomplete: some turns have no measurement)'}. Where the app's time goes (p50): ${where}.`,
      '',
    );
  }
  return lines;
}
