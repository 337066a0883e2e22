// The turn machine's pauses (turn-taking.ts feeds them): as the heard person's silence grows, the early end (commit,
// speculative draft), the confirm (shorter after a "?", longer mid-sentence, waiting for the words commits owe; for an
// answer, by the end-of-turn judge, with a "take your time" cue in a long pause of an open answer), and "Answer now";
// an open draft whose words changed under it is asked again at once. Every duration comes from turn-config.ts.
import { isSameQuestion } from '../../../supabase/functions/_shared/same-question.ts';
import { pauseWait, type TurnOptions } from './turn-config.ts';
import { committed, turnText, type TurnCommand, type TurnState } from './turn-state.ts';

export type Step = { state: TurnState; commands: TurnCommand[] };

/**
 * "Answer now" said while speech goes on (the person pressed it on their last word): the turn is answered once the
 * words its commits owe arrive (up to `owedWordsMaxWaitMs`), and only then may the speech open the next turn.
 */
export const isOwedAnswer = (state: TurnState, at: number, options: TurnOptions) =>
  state.phase === 'awaitingText' && state.owedCommits > 0 && at - state.awaitingSince < options.owedWordsMaxWaitMs;

/** Starts a draft, confirms or ends the turn as the interviewer's silence grows. */
export function evaluatePause(state: TurnState, at: number, options: TurnOptions): Step {
  if (state.phase !== 'paused') return { state, commands: [] };
  const quietFor = at - state.lastVoiceAt;
  // The early end (commit, draft) counts the detector's hangover as silence already passed; the confirm keeps its
  // whole window, which mid-question pauses need.
  const eagerQuietFor = quietFor + options.detectorHangoverMs;
  const text = turnText(state);
  const eagerAfter = eagerEndAfter(state, text, options);
  const commands: TurnCommand[] = [];
  let s = state;
  if (eagerQuietFor >= eagerAfter && s.uncommittedMs >= options.minCommitAudioMs && !s.isPauseCommitted) {
    commands.push({ type: 'commit', turn: s.turn });
    s = { ...committed(s), isPauseCommitted: true };
  }
  const wait = pauseWait(text, options);
  const endAfter = wait.confirmMs;
  if (quietFor >= endAfter) {
    if (s.isCandidateSpeaking && !s.isDraftOpen && options.timing !== 'off') return { state: s, commands }; // answer once they stop
    // A commit still owes its words: the question may go on in them (an upload slower than the pause).
    if (s.owedCommits > 0 && quietFor < endAfter + options.owedWordsMaxWaitMs) {
      if (!s.isAwaitingWords) commands.push({ type: 'awaitWords', turn: s.turn });
      return { state: { ...s, isAwaitingWords: true }, commands };
    }
    return endTurn(s, commands, options, 'confirmed', at);
  }
  // Its words became an open answer (a transcriber behind the audio): the draft would be dropped when they go on.
  if (wait.isOpen && s.isDraftOpen && !isSameQuestion(s.draftText, text)) {
    commands.push({ type: 'cancelDraft', turn: s.turn, draft: s.drafts });
    s = { ...s, isDraftOpen: false };
  }
  // An open answer's pause grows long: the person is thinking, and is told to take their time (once a pause).
  if (wait.cueMs !== null && quietFor >= wait.cueMs && s.cuedPauseAt !== s.lastVoiceAt) {
    commands.push({ type: 'takeYourTime', turn: s.turn });
    s = { ...s, cuedPauseAt: s.lastVoiceAt };
  }
  const maySpeculate =
    options.timing === 'instant' &&
    eagerQuietFor >= eagerAfter &&
    !s.isCandidateSpeaking &&
    // Not on an open answer: the person goes on, and the draft would be dropped.
    !wait.isOpen &&
    // Not on text missing the words a commit still owes (the words heard live before it count as there).
    (s.owedCommits === 0 || (s.owedCommits === 1 && s.isOwedTextHeard)) &&
    text !== '' &&
    s.speechMs >= options.minTurnSpeechMs &&
    s.speechMs <= options.maxSpeculativeSpeechMs &&
    (s.drafts < options.maxDrafts - 1 || isRedraft(s, text));
  // The words under the open draft changed (its last words came after it started: a transcriber behind the audio): it
  // no longer asks this question, so it is asked again now rather than at the confirm (same words by isSameQuestion:
  // punctuation, case or a trailing filler do not count).
  if (maySpeculate && s.isDraftOpen && !isSameQuestion(s.draftText, text)) {
    commands.push({ type: 'cancelDraft', turn: s.turn, draft: s.drafts });
    s = { ...s, isDraftOpen: false };
  }
  if (maySpeculate && !s.isDraftOpen) {
    const draft = isRedraft(s, text) ? s.drafts : s.drafts + 1;
    commands.push({ type: 'startDraft', turn: s.turn, draft, text });
    s = { ...s, drafts: draft, isDraftOpen: true, draftText: text };
  }
  return { state: s, commands };
}

/**
 * How long a pause ends the turn early (commit, draft): sooner when the words heard live for this pause's audio (before
 * its commit, or by it) end in "?". Words a commit still owes may go on past an older "?", so they never count.
 */
function eagerEndAfter(state: TurnState, text: string, options: TurnOptions): number {
  const isHeardLive = state.isPauseCommitted ? state.isOwedTextHeard : state.isTextSinceCommit;
  return isHeardLive && text.trimEnd().endsWith('?') ? options.questionEagerSilenceMs : options.eagerSilenceMs;
}

/**
 * The same question drafted again (its draft was cancelled when the voice went on, and the words did not change, but
 * for punctuation or a filler): it spends none of the turn's drafts, here nor at the gateway (meter.ts).
 */
const isRedraft = (state: TurnState, text: string) => state.drafts > 0 && !state.isDraftOpen && isSameQuestion(state.draftText, text);

/** Ends the turn with an answer; `reason` 'confirmed' first checks that the turn deserves one. */
export function endTurn(state: TurnState, commands: TurnCommand[], options: TurnOptions, reason: 'confirmed' | 'answerNow', at: number): Step {
  const turn = state.turn;
  const idle = { ...state, phase: 'idle' as const, onsetMs: 0, resumeMs: 0 };
  if (reason === 'confirmed' && state.phase !== 'awaitingText' && (state.speechMs < options.minTurnSpeechMs || options.timing === 'off')) {
    const reason = options.timing === 'off' ? 'timingOff' : 'short';
    return { state: { ...idle, lastTurnAnswered: false }, commands: [...commands, { type: 'turnEnded', turn, isAnswered: false, reason }] };
  }
  const text = turnText(state);
  // An answer judged by its meaning is not ended by a pause before its words are in: the words decide when they come
  // (an open answer goes on waiting; awaiting them here would confirm them unjudged as they arrive).
  if (reason === 'confirmed' && text === '' && !state.isDraftOpen && options.endOfTurn === 'meaning') return { state, commands };
  if ((!state.isDraftOpen && text === '') || (reason === 'answerNow' && state.owedCommits > 0))
    return { state: { ...state, phase: 'awaitingText', resumeMs: 0, awaitingSince: at }, commands };
  const out = [...commands];
  let draft = state.drafts;
  if (!state.isDraftOpen) {
    draft += isRedraft(state, text) ? 0 : 1;
    out.push({ type: 'startDraft', turn, draft, text });
  }
  out.push({ type: 'confirm', turn, draft, text }, { type: 'turnEnded', turn, isAnswered: true, reason });
  return {
    state: {
      ...idle,
      drafts: draft,
      isDraftOpen: false,
      lastTurnAnswered: true,
      wasEndedByPerson: state.wasEndedByPerson || reason === 'answerNow',
      lastTurnQuestion: options.question,
      isAwaitingWords: false,
    },
    commands: out,
  };
}

export function answerNow(state: TurnState, at: number, options: TurnOptions): Step {
  if (state.phase === 'idle' && (state.lastTurnAnswered || state.turn === 0)) return { state, commands: [{ type: 'nothingToAnswer' }] };
  if (state.phase === 'awaitingText') return { state, commands: [] };
  const commands: TurnCommand[] = [];
  // Said by the person, even if the turn's words are still owed and it ends when they come.
  let s: TurnState = { ...state, wasEndedByPerson: true };
  if (s.uncommittedMs >= options.minCommitAudioMs) {
    commands.push({ type: 'commit', turn: s.turn });
    s = committed(s);
  }
  return endTurn(s, commands, options, 'answerNow', at);
}
