// Turn-taking for the Copilot: a pure state machine fed with timed events from the two channels (the meeting
// tab = the interviewer, the microphone = the candidate) and the transcriber, returning commands. Tested with
// plain numbers; the screen wires the commands to the transcriber (commit) and the answer stream (drafts).
//
// Instant timing: ~200 ms after the interviewer stops (100 ms after a "?" heard), a speculative draft starts on the text so far; a longer
// pause (shorter when the text ends in "?") confirms it; the interviewer speaking again cancels it. Candidate
// speech never triggers an answer and holds back new drafts; the interviewer's echo on the microphone (quieter
// than the tab and within a short lag of tab speech) is not taken for the candidate, nor is the page's own voice (the
// Coach's, `playbackPeak`) on the heard channel. Self-contained (no imports)
// so node-side tests and scripts can load it too.

import { DEFAULT_TURN_OPTIONS, isUnfinished, type TurnOptions } from './turn-config.ts';

export type Channel = 'tab' | 'mic';

export type HearingEvent =
  /**
   * One analysed audio frame ending at `at` (ms): voice probability 0..1 and level (RMS, 0..1). `playbackPeak`: the
   * loudest this page itself played (the Coach's voice) within `echoLagMs` before it, when it plays anything.
   */
  | { type: 'audio'; at: number; channel: Channel; probability: number; level: number; playbackPeak?: number }
  /** A commit of turn `turn` became item `itemId`, after `previousItemId` (items are ordered by it, not by arrival). */
  | { type: 'transcriptCommitted'; at: number; itemId: string; previousItemId: string | null; turn: number }
  /** Words of an item; `turn`: the turn whose commit it answers, when known (a late final joins its own turn). */
  | { type: 'transcriptDelta'; at: number; itemId: string; delta: string; turn?: number }
  /** An item's last words (empty when its transcription failed): one per commit. */
  | { type: 'transcriptFinal'; at: number; itemId: string; text: string; turn?: number }
  | { type: 'answerNow'; at: number };

export type TurnEndReason = 'confirmed' | 'answerNow' | 'short' | 'timingOff' | 'noText';

export type TurnCommand =
  | { type: 'turnStarted'; turn: number }
  /** Ask the transcriber to commit the audio heard so far (final transcript of this part of the turn). */
  | { type: 'commit'; turn: number }
  | { type: 'startDraft'; turn: number; draft: number; text: string }
  | { type: 'cancelDraft'; turn: number; draft: number }
  /** The draft becomes the answer. */
  | { type: 'confirm'; turn: number; draft: number; text: string }
  /** The pause would confirm, but a commit still owes its words: the turn waits for them (up to a cap). */
  | { type: 'awaitWords'; turn: number }
  | { type: 'turnEnded'; turn: number; isAnswered: boolean; reason: TurnEndReason }
  | { type: 'nothingToAnswer' };

interface TranscriptItem {
  id: string;
  turn: number;
  text: string;
  /** Its commit was acknowledged: words for it now are the owed ones (a model that transcribes after the commit). */
  isCommitted?: boolean;
}

export interface TurnState {
  /** The current or last turn (0 before the first). */
  turn: number;
  phase: 'idle' | 'speaking' | 'paused' | 'awaitingText';
  lastTurnAnswered: boolean;
  /** Voiced tab time while idle, before a turn opens. */
  onsetMs: number;
  speechMs: number;
  /** Voiced tab time since the last commit. */
  uncommittedMs: number;
  /** End of the last voiced interviewer frame of the turn (clicks within a pause aside). */
  lastVoiceAt: number;
  /** The current pause was committed: one commit a pause, so speech that has not resumed yet is not cut into items. */
  isPauseCommitted: boolean;
  /** Voiced tab time within a pause (a resume once it reaches `resumeSpeechMs`). */
  resumeMs: number;
  drafts: number;
  isDraftOpen: boolean;
  lastFrameAt: Record<Channel, number | null>;
  /** Recent tab frames, for telling echo from the candidate. */
  recentTab: Array<{ at: number; level: number; isVoiced: boolean }>;
  micSpeechMs: number;
  micQuietMs: number;
  isCandidateSpeaking: boolean;
  items: TranscriptItem[];
  /** Commits of this turn whose final words have not arrived. */
  owedCommits: number;
  /** Words arrived while the audio of the next commit was heard (realtime), and whether the owed commit had them. */
  isTextSinceCommit: boolean;
  isOwedTextHeard: boolean;
  /** `awaitWords` was said for this pause. */
  isAwaitingWords: boolean;
  /** When the turn, ended by "Answer now", began waiting for the words its commits owe. */
  awaitingSince: number;
}

export const initialTurnState: TurnState = {
  turn: 0,
  phase: 'idle',
  lastTurnAnswered: true,
  onsetMs: 0,
  speechMs: 0,
  uncommittedMs: 0,
  lastVoiceAt: 0,
  isPauseCommitted: false,
  resumeMs: 0,
  drafts: 0,
  isDraftOpen: false,
  lastFrameAt: { tab: null, mic: null },
  recentTab: [],
  micSpeechMs: 0,
  micQuietMs: 0,
  isCandidateSpeaking: false,
  items: [],
  owedCommits: 0,
  isTextSinceCommit: false,
  isOwedTextHeard: false,
  isAwaitingWords: false,
  awaitingSince: 0,
};

/** A commit of the current turn: its words are owed until its final arrives. */
function committed(state: TurnState): TurnState {
  return { ...state, uncommittedMs: 0, owedCommits: state.owedCommits + 1, isOwedTextHeard: state.isTextSinceCommit, isTextSinceCommit: false };
}

/** The text heard so far in a turn, items in the order of their commits. */
export function turnText(state: TurnState, turn = state.turn): string {
  return state.items
    .filter((item) => item.turn === turn)
    .map((item) => item.text.trim())
    .filter(Boolean)
    .join(' ');
}

type Step = { state: TurnState; commands: TurnCommand[] };

/** Feeds one event; returns the next state and the commands to carry out now, in order. */
export function feedTurn(state: TurnState, event: HearingEvent, options: TurnOptions = DEFAULT_TURN_OPTIONS): Step {
  switch (event.type) {
    case 'audio':
      return event.channel === 'tab' ? feedTab(state, event, options) : feedMic(state, event, options);
    case 'transcriptCommitted':
    case 'transcriptDelta':
    case 'transcriptFinal':
      return feedText(state, event, options);
    case 'answerNow':
      return answerNow(state, event.at, options);
  }
}

function frameMs(state: TurnState, channel: Channel, at: number): number {
  const last = state.lastFrameAt[channel];
  return last === null ? 0 : Math.min(100, Math.max(0, at - last));
}

/** Echo: a frame at most `echoMaxRatio` × the level of the voice that leaks into it (the tab's, or the page's own). */
const isEchoOf = (level: number, sourcePeak: number, options: TurnOptions) => sourcePeak > 0 && level <= sourcePeak * options.echoMaxRatio;

function feedTab(state: TurnState, event: Extract<HearingEvent, { type: 'audio' }>, options: TurnOptions): Step {
  const dt = frameMs(state, 'tab', event.at);
  // The page's own voice (the Coach) leaking into the heard microphone is silence here: no turn, no going on.
  const isVoiced = event.probability >= options.voiceThreshold && !isEchoOf(event.level, event.playbackPeak ?? 0, options);
  const recentTab = [...state.recentTab.filter((frame) => frame.at > event.at - options.echoLagMs), { at: event.at, level: event.level, isVoiced }];
  let s: TurnState = { ...state, recentTab, lastFrameAt: { ...state.lastFrameAt, tab: event.at } };
  const commands: TurnCommand[] = [];

  if (isVoiced) {
    if (s.phase === 'idle' || s.phase === 'awaitingText') {
      const onsetMs = s.onsetMs + dt;
      if (onsetMs < options.speechStartMs || isOwedAnswer(s, event.at, options)) return { state: { ...s, onsetMs }, commands };
      if (s.phase === 'awaitingText') commands.push({ type: 'turnEnded', turn: s.turn, isAnswered: false, reason: 'noText' });
      const turn = s.turn + 1;
      commands.push({ type: 'turnStarted', turn });
      // Text that arrived during the onset belongs to the new turn.
      const items = s.items.filter((item) => item.turn >= s.turn).map((item) => (item.turn > s.turn ? { ...item, turn } : item));
      s = {
        ...s,
        turn,
        phase: 'speaking',
        lastTurnAnswered: false,
        onsetMs: 0,
        speechMs: onsetMs,
        uncommittedMs: onsetMs,
        lastVoiceAt: event.at,
        isPauseCommitted: false,
        resumeMs: 0,
        drafts: 0,
        isDraftOpen: false,
        items,
        owedCommits: 0,
        isTextSinceCommit: false,
        isOwedTextHeard: false,
        isAwaitingWords: false,
      };
      return { state: s, commands };
    }
    s = { ...s, speechMs: s.speechMs + dt, uncommittedMs: s.uncommittedMs + dt };
    if (s.phase === 'speaking') return { state: { ...s, lastVoiceAt: event.at }, commands };
    const resumeMs = s.resumeMs + dt;
    // Speech longer than a click moves the end of the interviewer's voice even before it counts as going on: a dip
    // right after it is not 200 ms of silence since the words before it (a false early end, a draft at once cancelled).
    const lastVoiceAt = resumeMs >= options.pauseVoiceMs ? event.at : s.lastVoiceAt;
    if (resumeMs < options.resumeSpeechMs) return { state: { ...s, resumeMs, lastVoiceAt }, commands };
    if (s.isDraftOpen) commands.push({ type: 'cancelDraft', turn: s.turn, draft: s.drafts });
    return { state: { ...s, phase: 'speaking', resumeMs: 0, isDraftOpen: false, lastVoiceAt, isPauseCommitted: false }, commands };
  }

  if (s.phase === 'idle') return { state: { ...s, onsetMs: 0 }, commands };
  if (s.phase === 'speaking') s = { ...s, phase: 'paused', resumeMs: 0 };
  else if (s.phase === 'paused') s = { ...s, resumeMs: 0 };
  return evaluatePause(s, event.at, options);
}

/**
 * "Answer now" said while speech goes on (the person pressed it on their last word): the turn is answered once the
 * words its commits owe arrive (up to `owedWordsMaxWaitMs`), and only then may the speech open the next turn.
 */
const isOwedAnswer = (state: TurnState, at: number, options: TurnOptions) =>
  state.phase === 'awaitingText' && state.owedCommits > 0 && at - state.awaitingSince < options.owedWordsMaxWaitMs;

/** Starts a draft, confirms or ends the turn as the interviewer's silence grows. */
function evaluatePause(state: TurnState, at: number, options: TurnOptions): Step {
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
  const endAfter = confirmAfter(text, options);
  if (quietFor >= endAfter) {
    if (s.isCandidateSpeaking && !s.isDraftOpen && options.timing !== 'off') return { state: s, commands }; // answer once they stop
    // A commit still owes its words: the question may go on in them (an upload slower than the pause).
    if (s.owedCommits > 0 && quietFor < endAfter + options.owedWordsMaxWaitMs) {
      if (!s.isAwaitingWords) commands.push({ type: 'awaitWords', turn: s.turn });
      return { state: { ...s, isAwaitingWords: true }, commands };
    }
    return endTurn(s, commands, options, 'confirmed', at);
  }
  const canSpeculate =
    options.timing === 'instant' &&
    eagerQuietFor >= eagerAfter &&
    !s.isDraftOpen &&
    !s.isCandidateSpeaking &&
    // Not on text missing the words a commit still owes (the words heard live before it count as there).
    (s.owedCommits === 0 || (s.owedCommits === 1 && s.isOwedTextHeard)) &&
    text !== '' &&
    s.speechMs >= options.minTurnSpeechMs &&
    s.speechMs <= options.maxSpeculativeSpeechMs &&
    s.drafts < options.maxDrafts - 1;
  if (canSpeculate) {
    const draft = s.drafts + 1;
    commands.push({ type: 'startDraft', turn: s.turn, draft, text });
    s = { ...s, drafts: draft, isDraftOpen: true };
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

/** How long a pause confirms the turn, from the text so far (turn-config.ts). */
function confirmAfter(text: string, options: TurnOptions): number {
  if (options.timing === 'pause') return options.pauseSilenceMs;
  if (text.trimEnd().endsWith('?')) return options.questionSilenceMs;
  return isUnfinished(text) ? options.unfinishedSilenceMs : options.confirmSilenceMs;
}

/** Ends the turn with an answer; `reason` 'confirmed' first checks that the turn deserves one. */
function endTurn(state: TurnState, commands: TurnCommand[], options: TurnOptions, reason: 'confirmed' | 'answerNow', at: number): Step {
  const turn = state.turn;
  const idle = { ...state, phase: 'idle' as const, onsetMs: 0, resumeMs: 0 };
  if (reason === 'confirmed' && state.phase !== 'awaitingText' && (state.speechMs < options.minTurnSpeechMs || options.timing === 'off')) {
    const reason = options.timing === 'off' ? 'timingOff' : 'short';
    return { state: { ...idle, lastTurnAnswered: false }, commands: [...commands, { type: 'turnEnded', turn, isAnswered: false, reason }] };
  }
  const text = turnText(state);
  if ((!state.isDraftOpen && text === '') || (reason === 'answerNow' && state.owedCommits > 0))
    return { state: { ...state, phase: 'awaitingText', resumeMs: 0, awaitingSince: at }, commands };
  const out = [...commands];
  let draft = state.drafts;
  if (!state.isDraftOpen) {
    draft += 1;
    out.push({ type: 'startDraft', turn, draft, text });
  }
  out.push({ type: 'confirm', turn, draft, text }, { type: 'turnEnded', turn, isAnswered: true, reason });
  return { state: { ...idle, drafts: draft, isDraftOpen: false, lastTurnAnswered: true, isAwaitingWords: false }, commands: out };
}

function feedMic(state: TurnState, event: Extract<HearingEvent, { type: 'audio' }>, options: TurnOptions): Step {
  const dt = frameMs(state, 'mic', event.at);
  const tabPeak = state.recentTab
    .filter((frame) => frame.isVoiced && frame.at > event.at - options.echoLagMs)
    .reduce((peak, frame) => Math.max(peak, frame.level), 0);
  const isEcho = isEchoOf(event.level, tabPeak, options);
  const isCandidate = event.probability >= options.voiceThreshold && !isEcho;
  let s: TurnState = { ...state, lastFrameAt: { ...state.lastFrameAt, mic: event.at } };
  if (isCandidate) {
    const micSpeechMs = s.micSpeechMs + dt;
    return {
      state: { ...s, micSpeechMs, micQuietMs: 0, isCandidateSpeaking: s.isCandidateSpeaking || micSpeechMs >= options.candidateSpeechMs },
      commands: [],
    };
  }
  const micQuietMs = s.micQuietMs + dt;
  if (micQuietMs < options.candidateQuietMs) return { state: { ...s, micQuietMs }, commands: [] };
  const wasSpeaking = s.isCandidateSpeaking;
  s = { ...s, micQuietMs, micSpeechMs: 0, isCandidateSpeaking: false };
  return wasSpeaking ? evaluatePause(s, event.at, options) : { state: s, commands: [] };
}

function feedText(
  state: TurnState,
  event: Extract<HearingEvent, { type: 'transcriptCommitted' | 'transcriptDelta' | 'transcriptFinal' }>,
  options: TurnOptions,
): Step {
  const known = state.items.find((item) => item.id === event.itemId);
  const turn = event.turn ?? known?.turn ?? (state.phase === 'idle' && state.onsetMs > 0 ? state.turn + 1 : state.turn);
  let items: TranscriptItem[];
  if (event.type === 'transcriptCommitted') {
    const others = state.items.filter((item) => item.id !== event.itemId);
    const after = others.findIndex((item) => item.id === event.previousItemId);
    const item = { id: event.itemId, turn, text: known?.text ?? '', isCommitted: true };
    items = after < 0 ? [...others, item] : [...others.slice(0, after + 1), item, ...others.slice(after + 1)];
  } else {
    const text = event.type === 'transcriptFinal' ? event.text : (known?.text ?? '') + event.delta;
    items = known ? state.items.map((item) => (item === known ? { ...item, turn, text } : item)) : [...state.items, { id: event.itemId, turn, text }];
  }
  let s: TurnState = { ...state, items };
  // Words of a committed item are the owed commit's (a draft may start on them, before its final); others are the next's.
  if (turn === s.turn && event.type === 'transcriptDelta') s = known?.isCommitted ? { ...s, isOwedTextHeard: true } : { ...s, isTextSinceCommit: true };
  if (turn === s.turn && event.type === 'transcriptFinal' && s.owedCommits > 0) s = { ...s, owedCommits: s.owedCommits - 1 };
  if (s.phase === 'awaitingText' && s.owedCommits === 0 && turnText(s) !== '') return endTurn(s, [], options, 'confirmed', event.at);
  // Words that arrive in a pause may be the ones a draft or the confirm waited for.
  return s.phase === 'paused' ? evaluatePause(s, event.at, options) : { state: s, commands: [] };
}

function answerNow(state: TurnState, at: number, options: TurnOptions): Step {
  if (state.phase === 'idle' && (state.lastTurnAnswered || state.turn === 0)) return { state, commands: [{ type: 'nothingToAnswer' }] };
  if (state.phase === 'awaitingText') return { state, commands: [] };
  const commands: TurnCommand[] = [];
  let s = state;
  if (s.uncommittedMs >= options.minCommitAudioMs) {
    commands.push({ type: 'commit', turn: s.turn });
    s = committed(s);
  }
  return endTurn(s, commands, options, 'answerNow', at);
}
