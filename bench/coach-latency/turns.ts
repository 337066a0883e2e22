// One answer's timeline in the Coach bench, from the page marks (bench/coach-latency/page-hooks.ts) and the answers'
// timings in the microphone's WAV, aligned on one clock (Date.now()) by the mic file's first onset. The stages add up
// exactly to last syllable → first audible word of the Coach's feedback.
import type { Mark } from '../copilot-latency/turns.ts';
import type { SpokenAnswer } from './answers.ts';

export interface AnswerTurn {
  answer: SpokenAnswer;
  key: string;
  speechEnd: number;
  isDraftKept: boolean;
  drafts: number;
  decidedAt: number;
  requestAt: number;
  firstTokenAt: number;
  confirmedAt: number;
  speechRequestAt: number;
  firstAudioBytesAt: number;
  audibleAt: number;
}

export interface BargeIn {
  answer: SpokenAnswer;
  firstSyllable: number;
  /** The Coach was playing when the answer began (else nothing had to stop). */
  wasSpeaking: boolean;
  /** The Coach's barge-in (`coach:bargeIn`: the new turn opened and the voice was told to stop), and its silence. */
  bargeInAt: number;
  silentAt: number;
}

export interface Alignment {
  /** The mic WAV's first sample, on the page's clock. */
  fileStart: number;
  /** How much later the part ends were heard than the first onset predicted (the correction made to `fileStart`). */
  onsetLagMs: number;
  /** Part ends heard by the level watcher, after the correction, minus the predicted ends (cross-check). */
  endDeltas: number[];
}

const of = (marks: Mark[], kind: string) => marks.filter((mark) => mark.kind === kind);
const firstAfter = (marks: Mark[], kind: string, t: number, match: (mark: Mark) => boolean = () => true) =>
  marks.find((mark) => mark.kind === kind && mark.t >= t && match(mark));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Ends the watcher heard minus the nearest predicted part end, for the ends within 300 ms of one. */
function endDeltasOf(marks: Mark[], answers: SpokenAnswer[], fileStart: number): number[] {
  const predicted = answers.flatMap((answer) => answer.partEndsMs.map((end) => fileStart + end));
  return of(marks, 'mic-end')
    .map((mark) => mark.t - predicted.reduce((best, end) => (Math.abs(end - mark.t) < Math.abs(best - mark.t) ? end : best), Infinity))
    .filter((delta) => Math.abs(delta) < 300);
}

/**
 * The WAV's first sample on the page clock: roughly from the first onset the watcher heard (the room before it is
 * quiet), then moved by the median gap between the part ends heard and predicted. The first onset alone was off by
 * 100–200 ms (the microphone's auto gain control starts low), and every last syllable with it.
 */
export function align(marks: Mark[], answers: SpokenAnswer[]): Alignment {
  const firstOnset = of(marks, 'mic-start')[0];
  if (!firstOnset) throw new Error('the level watcher never heard the microphone: did the Coach open it?');
  const rough = firstOnset.t - answers[0].startMs;
  const onsetLagMs = median(endDeltasOf(marks, answers, rough));
  const fileStart = rough + onsetLagMs;
  return { fileStart, onsetLagMs, endDeltas: endDeltasOf(marks, answers, fileStart) };
}

/** The answer turn confirmed after each answer's last syllable (and before the next answer), and what followed. */
export function assembleTurns(marks: Mark[], answers: SpokenAnswer[], fileStart: number): AnswerTurn[] {
  const turns: AnswerTurn[] = [];
  answers.forEach((answer, i) => {
    const speechEnd = fileStart + answer.endMs;
    const nextStart = answers[i + 1] ? fileStart + answers[i + 1].startMs : Infinity;
    const confirmed = of(marks, 'hearing:confirmed').find((mark) => mark.t >= speechEnd && mark.t < nextStart);
    if (!confirmed) return;
    const key = String(confirmed.detail?.turnKey);
    const requests = of(marks, 'fetch-start').filter((mark) => mark.detail?.purpose === 'coach-feedback' && mark.detail?.turn === key);
    const standing = requests.at(-1);
    if (!standing) return;
    const isDraftKept = standing.t < confirmed.t - 0.5;
    const draftsOfTurn = of(marks, 'hearing:draftStarted').filter((mark) => mark.detail?.turnKey === key);
    const decided = isDraftKept ? draftsOfTurn.filter((mark) => mark.t <= standing.t).at(-1) : confirmed;
    const firstToken = firstAfter(marks, 'fetch-first-byte', standing.t, (mark) => mark.detail?.id === standing.detail?.id);
    // The Coach is quiet between the answer and its feedback: the first speech request after the standing request's
    // first token is the feedback's first sentence (asked for before the confirm when the draft prepared it).
    const speech = firstToken && firstAfter(marks, 'fetch-start', firstToken.t, (mark) => mark.detail?.kind === 'speech');
    const firstBytes = speech && firstAfter(marks, 'fetch-first-byte', speech.t, (mark) => mark.detail?.id === speech.detail?.id);
    const audible = speech && firstAfter(marks, 'coach-audible', speech.t);
    turns.push({
      answer,
      key,
      speechEnd,
      isDraftKept,
      drafts: draftsOfTurn.filter((mark) => mark.t < confirmed.t - 0.5).length,
      decidedAt: decided?.t ?? NaN,
      requestAt: standing.t,
      firstTokenAt: firstToken?.t ?? NaN,
      confirmedAt: confirmed.t,
      speechRequestAt: speech?.t ?? NaN,
      firstAudioBytesAt: firstBytes?.t ?? NaN,
      audibleAt: audible?.t ?? NaN,
    });
  });
  return turns;
}

/** The stages of one turn (ms); they add up to `total`. */
export function coachStagesOf(turn: AnswerTurn) {
  return {
    total: turn.audibleAt - turn.speechEnd,
    decision: turn.decidedAt - turn.speechEnd,
    request: turn.requestAt - turn.decidedAt,
    firstToken: turn.firstTokenAt - turn.requestAt,
    firstSentence: turn.speechRequestAt - turn.firstTokenAt,
    synthesis: turn.firstAudioBytesAt - turn.speechRequestAt,
    // Prepared speech waits for the confirm; speech asked for after it waits for nothing (0).
    confirmWait: Math.max(turn.firstAudioBytesAt, turn.confirmedAt) - turn.firstAudioBytesAt,
    playbackStart: turn.audibleAt - Math.max(turn.firstAudioBytesAt, turn.confirmedAt),
  };
}

export type CoachStages = ReturnType<typeof coachStagesOf>;

/** For each answer but the first: was the Coach speaking at its first syllable, and when did it go silent after. */
export function bargeIns(marks: Mark[], answers: SpokenAnswer[], fileStart: number): BargeIn[] {
  return answers.slice(1).map((answer) => {
    const firstSyllable = fileStart + answer.startMs;
    const last = [...marks].reverse().find((mark) => (mark.kind === 'coach-audible' || mark.kind === 'coach-silent') && mark.t <= firstSyllable);
    const wasSpeaking = last?.kind === 'coach-audible';
    // Silent for good: no sound again before the answer is over (a pause between two sentences is not the stop).
    const answerEnd = fileStart + answer.endMs;
    const silent = of(marks, 'coach-silent').find(
      (mark) => mark.t >= firstSyllable && !marks.some((other) => other.kind === 'coach-audible' && other.t > mark.t && other.t < answerEnd),
    );
    const bargeIn = firstAfter(marks, 'coach:bargeIn', firstSyllable);
    return { answer, firstSyllable, wasSpeaking, bargeInAt: bargeIn && bargeIn.t < answerEnd ? bargeIn.t : NaN, silentAt: silent?.t ?? NaN };
  });
}

/** Paused answers answered early: a confirm, or the Coach's voice, between an answer's first and last syllable. */
export function earlyAnswers(marks: Mark[], answers: SpokenAnswer[], fileStart: number) {
  const within = (answer: SpokenAnswer, kind: string) =>
    of(marks, kind).filter((mark) => mark.t > fileStart + answer.startMs && mark.t < fileStart + answer.endMs).length;
  const paused = answers.filter((answer) => answer.isPaused);
  return {
    paused: paused.length,
    confirmedEarly: paused.filter((answer) => within(answer, 'hearing:confirmed') > 0).length,
    spokenOver: paused.filter((answer) => within(answer, 'coach-audible') > 0).length,
    draftsDropped: paused.reduce((sum, answer) => sum + within(answer, 'hearing:draftCancelled'), 0),
  };
}
