// Turn-taking for the Copilot: a pure state machine fed with timed events from the two channels (the meeting
// tab = the interviewer, the microphone = the candidate) and the transcriber, returning commands. Tested with
// plain numbers; the screen wires the commands to the transcriber (commit) and the answer stream (drafts).
//
// Instant timing: ~200 ms after the interviewer stops (100 ms after a "?" heard), a speculative draft starts on the
// text so far; a longer pause (shorter when the text ends in "?") confirms it; the interviewer speaking again cancels
// it. Candidate speech never triggers an answer and holds back new drafts; the interviewer's echo on the microphone
// (quieter than the tab and within a short lag of tab speech) is not taken for the candidate, nor is the page's own
// voice (the Coach's, `playbackPeak`) on the heard channel. The events, commands and state are turn-state.ts; what a
// growing pause does, turn-pause.ts. Relative imports only, so node-side tests and scripts can load it too.

import { continuesQuestion } from '../../../supabase/functions/_shared/same-question.ts';
import { DEFAULT_TURN_OPTIONS, type TurnOptions } from './turn-config.ts';
import { answerNow, endTurn, evaluatePause, isOwedAnswer, type Step } from './turn-pause.ts';
import { turnText, type Channel, type HearingEvent, type TranscriptItem, type TurnCommand, type TurnState } from './turn-state.ts';

/** Feeds one event; returns the next state and the commands to carry out now, in order. */
export function feedTurn(state: TurnState, event: HearingEvent, options: TurnOptions = DEFAULT_TURN_OPTIONS): Step {
  switch (event.type) {
    case 'audio':
      return event.channel === 'tab' ? feedTab(state, event, options) : feedMic(state, event, options);
    case 'transcriptCommitted':
    case 'transcriptDelta':
    case 'transcriptFinal':
      return feedText(state, event, options);
    case 'transcriptRetracted':
      return { state: { ...state, items: state.items.filter((item) => item.id !== event.itemId || item.isCommitted) }, commands: [] };
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
      // Soon after an answered question, this turn may go on with it (its first words tell: feedText).
      // An answer the person said they were done with ("I'm done"), or followed by the next question, is over.
      const mayGoOn = options.continuesWith === 'conjunction' || (!s.wasEndedByPerson && s.lastTurnQuestion === options.question);
      const isSoonAfter = mayGoOn && options.continuationWindowMs > 0 && event.at - onsetMs - s.lastVoiceAt <= options.continuationWindowMs;
      const continuable =
        s.lastTurnAnswered && s.turn > 0 && isSoonAfter && s.drafts < options.maxDrafts ? { of: s.continues ?? s.turn, drafts: s.drafts } : null;
      s = {
        ...s,
        turn,
        phase: 'speaking',
        lastTurnAnswered: false,
        wasEndedByPerson: false,
        onsetMs: 0,
        speechMs: onsetMs,
        uncommittedMs: onsetMs,
        lastVoiceAt: event.at,
        isPauseCommitted: false,
        resumeMs: 0,
        drafts: 0,
        draftText: '',
        isDraftOpen: false,
        items,
        owedCommits: 0,
        isTextSinceCommit: false,
        isOwedTextHeard: false,
        isAwaitingWords: false,
        continuable,
        continues: null,
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
  const ownTurn = event.turn ?? known?.turn ?? (state.phase === 'idle' && state.onsetMs > 0 ? state.turn + 1 : state.turn);
  // Late words of the turns this one goes on with are this turn's (one question).
  const turn = state.continues !== null && ownTurn >= state.continues && ownTurn < state.turn ? state.turn : ownTurn;
  let items: TranscriptItem[];
  if (event.type === 'transcriptCommitted') {
    items = placed(state.items, { id: event.itemId, turn, text: known?.text ?? '', isCommitted: true, order: event.order });
  } else {
    const text = event.type === 'transcriptFinal' ? event.text : (known?.text ?? '') + event.delta;
    const order = event.type === 'transcriptFinal' ? event.order : undefined;
    items = known ? state.items.map((item) => (item === known ? { ...item, turn, text } : item)) : placed(state.items, { id: event.itemId, turn, text, order });
  }
  let s: TurnState = { ...state, items };
  // Words of a committed item are the owed commit's (a draft may start on them, before its final); others are the next's.
  if (ownTurn === s.turn && event.type === 'transcriptDelta') s = known?.isCommitted ? { ...s, isOwedTextHeard: true } : { ...s, isTextSinceCommit: true };
  if (ownTurn === s.turn && event.type === 'transcriptFinal' && s.owedCommits > 0) s = { ...s, owedCommits: s.owedCommits - 1 };
  const commands: TurnCommand[] = [];
  const { continuable } = s;
  if (continuable && turn === s.turn) {
    const isContinued = options.continuesWith === 'anything' || continuesQuestion(turnText(s));
    if (isContinued === false) s = { ...s, continuable: null };
    if (isContinued) {
      commands.push({ type: 'turnContinued', turn: s.turn, of: continuable.of });
      s = continued(s, continuable);
    }
  }
  const next =
    s.phase === 'awaitingText' && s.owedCommits === 0 && turnText(s) !== ''
      ? endTurn(s, [], options, 'confirmed', event.at)
      : // Words that arrive in a pause may be the ones a draft or the confirm waited for.
        s.phase === 'paused'
        ? evaluatePause(s, event.at, options)
        : { state: s, commands: [] };
  return { state: next.state, commands: [...commands, ...next.commands] };
}

/**
 * The turn goes on with the question before it: that question's words become this turn's (before its own, in commit
 * order), and its drafts count on, as they share one charge (the turn's key is the question's: hearing-session.ts).
 */
function continued(state: TurnState, continuable: { of: number; drafts: number }): TurnState {
  const items = state.items.map((item) => (item.turn < state.turn ? { ...item, turn: state.turn } : item));
  return { ...state, items, drafts: continuable.drafts, continuable: null, continues: continuable.of };
}

/**
 * `item` in its place: items are in the order of their commits (an old socket may acknowledge after a new one, uploads
 * come back in any order), and words whose commit is not acknowledged yet come after every committed item.
 */
function placed(items: TranscriptItem[], item: TranscriptItem): TranscriptItem[] {
  const others = items.filter((other) => other.id !== item.id);
  const order = item.order;
  const at = order === undefined ? -1 : others.findIndex((other) => other.order === undefined || other.order > order);
  return at < 0 ? [...others, item] : [...others.slice(0, at), item, ...others.slice(at)];
}
