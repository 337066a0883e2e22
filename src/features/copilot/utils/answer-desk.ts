// The answer desk's pure core (docs/realtime.md, "The screens' side"): one handle per answer, by turn key, fed with
// the hearing's answer events (a draft started or cancelled, a turn confirmed), the person's Send and the stream's
// events, returning the effects to carry out. Modelled on livekit/agents-js's SpeechHandle: a cancel or a confirm
// names its turn, and the draft's text, its stream and the verdict "is it kept?" live in the same handle.
//
// Rules: the newest question is the one answered (starting one aborts every other stream still running, with no
// wait before the bookkeeping); a stream's events count only for its own attempt (a late word of an aborted stream,
// or of an earlier draft of the same turn, is ignored); a withdrawn answer leaves the history (its saved rows are
// deleted) and says nothing; a confirmed turn whose words the person already sent is not answered twice; a question
// the desk has already answered (the same words, or nearly: same-question.ts), heard, typed or Answer now alike, shows
// that answer again, marked, with no request and nothing charged: asking again is the person's choice ("Ask again").
// "What's on screen" is one more question on the desk (`screen:<n>`): it makes way like any other and is never a repeat.
// A question the interviewer goes on with ("… [0.8 s] And how…", turn-taking.ts) is reopened: its answer stands until
// the whole question's draft replaces it under the same key (one charge: the gateway's, per turn key).
//
// The handles, the events, the effects and the lookups over the handles are in answer-desk-state.ts.
import { isSameQuestion } from '@shared/same-question.ts';
import {
  answeredBefore,
  byAttempt,
  isCovered,
  lastStanding,
  withHandle,
  type AnswerHandle,
  type DeskEffect,
  type DeskEvent,
  type DeskState,
  type Step,
} from './answer-desk-state';

/** Withdraws an answer: its stream stops, its rows leave the history, it leaves the screen. */
function withdraw(state: DeskState, handle: AnswerHandle, effects: DeskEffect[]): DeskState {
  if (handle.stream === 'running') effects.push({ type: 'abort', attempt: handle.attempt });
  if (handle.rows) effects.push({ type: 'deleteRows', ids: handle.rows });
  const next = withHandle(state, { ...handle, status: 'withdrawn', rows: null });
  return next.shown === handle.key ? { ...next, shown: null } : next;
}

/** Makes way for a new answer to `key`: every other stream still running stops, the newest question is the one answered. */
function makeWay(state: DeskState, key: string, effects: DeskEffect[]): DeskState {
  let s = state;
  for (const other of state.handles.values()) {
    if (other.status === 'withdrawn') continue;
    // An earlier draft of this turn, finished or not, makes way for this one.
    if (other.key === key) s = withdraw(s, other, effects);
    else if (other.stream !== 'running') continue;
    else if (other.status === 'draft') s = withdraw(s, other, effects);
    else {
      // An older confirmed answer still streaming gives way: the newest question is the one to answer.
      effects.push({ type: 'abort', attempt: other.attempt });
      s = withHandle(s, { ...other, status: 'withdrawn' });
    }
  }
  return s;
}

/** Starts an answer for `key` (a fresh attempt). */
function ask(state: DeskState, key: string, question: string, status: 'draft' | 'confirmed', covers: string[] = []): Step {
  const effects: DeskEffect[] = [];
  const hasDraftGoneOut = state.handles.has(key);
  const s = makeWay(state, key, effects);
  const attempt = s.lastAttempt + 1;
  const handle: AnswerHandle = { key, question, asked: question, attempt, status, stream: 'running', text: '', rows: null, covers };
  effects.push({ type: 'report', problem: null }, { type: 'startStream', attempt, key, question, checksCredit: status === 'confirmed' && !hasDraftGoneOut });
  return { state: { ...withHandle(s, handle), shown: key, lastAttempt: attempt }, effects };
}

/** Shows `earlier`'s answer again for turn `key`: no request, nothing charged; the turn (and the turns it covers) leave the box. */
function showAgain(state: DeskState, key: string, text: string, earlier: AnswerHandle, covers: string[] = []): Step {
  const effects: DeskEffect[] = [];
  const s = makeWay(state, key, effects);
  const handle: AnswerHandle = {
    key,
    question: text.trim() || earlier.question,
    asked: text,
    attempt: 0,
    status: 'confirmed',
    stream: 'done',
    text: earlier.text,
    evidence: earlier.evidence,
    rows: null,
    covers,
    repeatOf: earlier.key,
  };
  return { state: { ...withHandle(s, handle), shown: key }, effects: [...effects, { type: 'report', problem: null }, { type: 'answered', key, covers }] };
}

/** The turn has its answer (and the interviewer has not gone on with its question). */
const isAnswered = (handle: AnswerHandle | undefined) => handle?.status === 'confirmed' && !handle.isReopened;

export function deskReducer(state: DeskState, event: DeskEvent): Step {
  const none = { state, effects: [] };
  switch (event.type) {
    case 'draftStarted': {
      const current = state.handles.get(event.key);
      // No draft for a question already answered: its confirmation shows that answer again.
      if (isAnswered(current) || isCovered(state, event.key) || answeredBefore(state, event.key, event.text)) return none;
      return ask(state, event.key, event.text, 'draft');
    }
    case 'draftCancelled': {
      const current = state.handles.get(event.key);
      if (current?.status !== 'draft') return none;
      const effects: DeskEffect[] = [];
      return { state: withdraw(state, current, effects), effects };
    }
    case 'confirmed':
      return confirm(state, event.key, event.text);
    case 'continued': {
      const current = state.handles.get(event.key);
      return { state: current?.status === 'confirmed' ? withHandle(state, { ...current, isReopened: true }) : state, effects: [] };
    }
    case 'typedSend': {
      // The same rule as a heard question: a question answered before is shown again, free, unless asked again.
      const earlier = event.isFresh ? undefined : answeredBefore(state, event.key, event.text);
      return earlier ? showAgain(state, event.key, event.text, earlier, event.covers) : ask(state, event.key, event.text, 'confirmed', event.covers);
    }
    case 'screenSend':
      return ask(state, event.key, event.text, 'confirmed');
    case 'refused':
    case 'streamDelta':
    case 'streamEnded':
    case 'streamFailed':
    case 'rowsSaved':
      return onStream(state, event);
    case 'closeCreditLimit':
      return { state: { ...state, isCreditLimitOpen: false }, effects: [] };
  }
}

/** The turn is over: its draft stands if it asked the same question, otherwise the question as heard is asked. */
function confirm(state: DeskState, key: string, text: string): Step {
  const current = state.handles.get(key);
  if (isAnswered(current) || isCovered(state, key)) return { state, effects: [] };
  const isKept = current?.status === 'draft' && current.stream !== 'failed' && isSameQuestion(current.asked, text);
  const earlier = isKept ? undefined : answeredBefore(state, key, text);
  if (earlier) return showAgain(state, key, text, earlier);
  if (!current || !isKept) return ask(state, key, text, 'confirmed');
  const kept = { ...current, status: 'confirmed' as const, question: text.trim() || current.question };
  const effects: DeskEffect[] = kept.stream === 'done' ? [{ type: 'answered', key, covers: [] }] : [];
  return { state: withHandle(state, kept), effects };
}

function onStream(state: DeskState, event: Extract<DeskEvent, { attempt: number }>): Step {
  const handle = byAttempt(state, event.attempt);
  // An attempt no longer on the desk was replaced by a later one of its turn: its rows leave the history.
  if (!handle) return { state, effects: event.type === 'rowsSaved' ? [{ type: 'deleteRows', ids: event.ids }] : [] };
  const isLive = handle.status !== 'withdrawn';
  switch (event.type) {
    case 'streamDelta':
      return {
        state: isLive ? withHandle(state, { ...handle, text: event.text, ...(event.evidence ? { evidence: event.evidence } : {}) }) : state,
        effects: [],
      };
    case 'streamEnded': {
      const ended = withHandle(state, { ...handle, text: isLive ? event.text : handle.text, stream: 'done' });
      // A reopened question is still being heard: its words stay in the box until the whole is answered.
      const isAnsweredNow = isLive && isAnswered(handle);
      return { state: ended, effects: isAnsweredNow ? [{ type: 'answered', key: handle.key, covers: handle.covers }] : [] };
    }
    case 'rowsSaved':
      // Withdrawn while its rows were being saved: they leave the history now.
      if (!isLive) return { state, effects: [{ type: 'deleteRows', ids: event.ids }] };
      return { state: withHandle(state, { ...handle, rows: event.ids }), effects: [] };
    case 'refused':
    case 'streamFailed': {
      const failed = withHandle(state, { ...handle, stream: 'failed' });
      if (!isLive) return { state: failed, effects: [] };
      // Failed before a word: the screen goes back to the last answer that stands (the person keeps reading it).
      const s = handle.text || failed.shown !== handle.key ? failed : { ...failed, shown: lastStanding(failed) };
      const isCredit = event.type === 'refused' || event.failure.kind === 'credit-limit';
      // A draft refused for credit says nothing: its confirmed turn goes through the check, which says it.
      if (isCredit) return { state: { ...s, isCreditLimitOpen: s.isCreditLimitOpen || handle.status !== 'draft' }, effects: [] };
      const { title, detail, canResend } = event.failure;
      return { state: s, effects: [{ type: 'report', problem: { title, detail, canResend } }] };
    }
  }
}
