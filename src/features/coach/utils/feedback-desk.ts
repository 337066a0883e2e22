// The Coach's feedback desk: the one owner of the feedback on the open question, as plain values (the shape of the
// Copilot's answer desk, copilot/utils/answer-desk.ts): the feedback drafts started on the early end of a spoken
// answer, the answer sent, each feedback's stream, and the next question that follows it. useAnswerFeedback carries
// out its effects. Rules:
// - The newest answer wins. An answer sent while an older one's feedback is still being written (or before the next
//   question is on screen) stops that feedback, which stays on screen marked as stopped; the newer answer gets its own
//   feedback, and the next question follows that one only. Nothing sent is refused.
// - A draft is kept when it asked about the same answer turn and question, and its answer is the same by the
//   same-question rule (@shared/same-question.ts: punctuation, case, a filler said first or last); otherwise it is
//   dropped and the answer is asked under the same turn key (the gateway charges a turn once).
// - The credit check runs before an answer goes out, but not when a draft of its turn already went out: that draft may
//   have paid for the turn with the month's last question.
// - An answer taken for finished that the person goes on with (issue #40: the hearing continues its turn) gives its
//   feedback up, unmarked: the question is open again, and the whole answer comes back under the same turn key.
// - A stream's end counts only for its own attempt: a stopped feedback says nothing more. A sent answer's feedback cut
//   short after some of it was shown is kept as it is; one that failed before is said, and the answer can be sent again.
import { isSameQuestion } from '@shared/same-question.ts';

interface FeedbackHandle {
  /** The stream's id: events of other attempts are not this feedback's. */
  attempt: number;
  /** Which question of the interview it answers (its index in the turns). */
  turn: number;
  /** The answer turn the microphone heard (`<session>:<seq>`); none for a typed answer. */
  turnKey?: string;
  question: string;
  /** The answer the feedback was asked about. */
  answer: string;
  status: 'draft' | 'sent' | 'stopped';
  stream: 'running' | 'done' | 'failed';
}

export interface FeedbackDeskState {
  handles: readonly FeedbackHandle[];
  lastAttempt: number;
}

interface AnswerTurn {
  turn: number;
  turnKey?: string;
  question: string;
  answer: string;
}

export type FeedbackDeskEvent =
  | ({ type: 'draftStarted'; turnKey: string } & AnswerTurn)
  | { type: 'draftCancelled'; turnKey: string }
  | ({ type: 'answerSent' } & AnswerTurn)
  /** The person went on with the answer sent for `turnKey` (the hearing continued its turn). */
  | { type: 'answerContinued'; turn: number; turnKey: string }
  | { type: 'streamEnded'; attempt: number }
  /** The stream failed, or the credit check refused it before it went out; `wasShown`: some of it was on screen. */
  | { type: 'streamFailed'; attempt: number; wasShown: boolean }
  /** Leaving the interview (End, a new session, the screen closed): every feedback stops. */
  | { type: 'closed' };

export type FeedbackDeskEffect =
  /** `isDraft`: nobody follows it yet; otherwise it is the sent answer's feedback, shown and spoken as it comes. */
  | { type: 'start'; attempt: number; turnKey?: string; question: string; answer: string; isDraft: boolean; checksCredit: boolean }
  /** A kept draft becomes the sent answer's feedback: what it wrote is shown, then the rest as it comes. */
  | { type: 'follow'; attempt: number }
  | { type: 'abort'; attempt: number }
  /** A sent answer's feedback gave way to a newer answer: marked on screen, and its next question is not asked. */
  | { type: 'stopped'; attempt: number }
  /** The sent answer's feedback is whole: the turn is saved and the next question asked. */
  | { type: 'answered'; attempt: number }
  /** The sent answer's feedback failed: the person is told, and the answer stays to be sent again. */
  | { type: 'failed'; attempt: number }
  /** The sent answer goes on: its feedback gives way unmarked, its next question is not asked, the question is open again. */
  | { type: 'reopened'; attempt: number };

export const initialFeedbackDesk: FeedbackDeskState = { handles: [], lastAttempt: 0 };

type Step = { state: FeedbackDeskState; effects: FeedbackDeskEffect[] };

const replaced = (state: FeedbackDeskState, handle: FeedbackHandle): FeedbackDeskState => ({
  ...state,
  handles: state.handles.map((other) => (other.attempt === handle.attempt ? handle : other)),
});

/** The answer whose feedback the open question has (sent, not stopped nor failed), if any. */
export const openAnswer = (state: FeedbackDeskState, turn: number) =>
  state.handles.find((handle) => handle.turn === turn && handle.status === 'sent' && handle.stream !== 'failed');

/** A stream to abort when its handle goes: one still running, or a draft (a whole one releases its prepared speech). */
const isLive = (handle: FeedbackHandle) => (handle.stream === 'running' && handle.status !== 'stopped') || handle.status === 'draft';

/**
 * Makes way on question `turn`: handles of earlier questions leave, drafts stop (all but `keep`), and the sent
 * answer's feedback, running or whole, is stopped.
 */
function makeWay(state: FeedbackDeskState, turn: number, effects: FeedbackDeskEffect[], keep?: number): FeedbackDeskState {
  const handles: FeedbackHandle[] = [];
  for (const handle of state.handles) {
    if (handle.attempt === keep) {
      handles.push(handle);
      continue;
    }
    if (isLive(handle)) effects.push({ type: 'abort', attempt: handle.attempt });
    // An earlier question's feedback, whole, leaves; one still running (not the case in a running interview) stops.
    // A failed one was said, and leaves.
    const isOpen = handle.status === 'sent' && handle.stream !== 'failed';
    if (isOpen && (handle.turn === turn || handle.stream === 'running')) effects.push({ type: 'stopped', attempt: handle.attempt });
    if (handle.turn !== turn || !isOpen) continue;
    handles.push({ ...handle, status: 'stopped' });
  }
  return { ...state, handles };
}

function start(state: FeedbackDeskState, answer: AnswerTurn, status: 'draft' | 'sent', effects: FeedbackDeskEffect[]): Step {
  const attempt = state.lastAttempt + 1;
  const hasDraftGoneOut = answer.turnKey !== undefined && state.handles.some((handle) => handle.turnKey === answer.turnKey);
  const { turn, turnKey, question } = answer;
  const handle: FeedbackHandle = { attempt, turn, ...(turnKey ? { turnKey } : {}), question, answer: answer.answer, status, stream: 'running' };
  const s = makeWay(state, turn, effects);
  effects.push({
    type: 'start',
    attempt,
    ...(turnKey ? { turnKey } : {}),
    question,
    answer: answer.answer,
    isDraft: status === 'draft',
    checksCredit: status === 'sent' && !hasDraftGoneOut,
  });
  return { state: { handles: [...s.handles, handle], lastAttempt: attempt }, effects };
}

/** Whether `draft` already answers `sent`: same question and turn, and the same answer but for punctuation or a filler. */
const isKept = (draft: FeedbackHandle, sent: AnswerTurn) =>
  draft.status === 'draft' &&
  draft.stream !== 'failed' &&
  draft.turn === sent.turn &&
  draft.turnKey === sent.turnKey &&
  draft.question === sent.question &&
  isSameQuestion(draft.answer, sent.answer);

export function feedbackDeskReducer(state: FeedbackDeskState, event: FeedbackDeskEvent): Step {
  const none = { state, effects: [] };
  switch (event.type) {
    case 'draftStarted':
      // A draft is for an answer still being given: none while this question's answer has its feedback.
      if (openAnswer(state, event.turn)) return none;
      return start(state, event, 'draft', []);
    case 'answerContinued': {
      const sent = openAnswer(state, event.turn);
      if (!sent || sent.turnKey !== event.turnKey) return none;
      // Kept as stopped until the next answer starts: that answer's turn key went out, so no credit check (it was paid).
      const effects: FeedbackDeskEffect[] = isLive(sent) ? [{ type: 'abort', attempt: sent.attempt }] : [];
      effects.push({ type: 'reopened', attempt: sent.attempt });
      return { state: replaced(state, { ...sent, status: 'stopped' }), effects };
    }
    case 'draftCancelled': {
      const draft = state.handles.find((handle) => handle.turnKey === event.turnKey && handle.status === 'draft');
      if (!draft) return none;
      return { state: { ...state, handles: state.handles.filter((handle) => handle !== draft) }, effects: [{ type: 'abort', attempt: draft.attempt }] };
    }
    case 'answerSent': {
      const draft = state.handles.find((handle) => isKept(handle, event));
      if (!draft) return start(state, event, 'sent', []);
      const effects: FeedbackDeskEffect[] = [];
      const s = replaced(makeWay(state, event.turn, effects, draft.attempt), { ...draft, status: 'sent' });
      effects.push({ type: 'follow', attempt: draft.attempt });
      if (draft.stream === 'done') effects.push({ type: 'answered', attempt: draft.attempt });
      return { state: s, effects };
    }
    case 'streamEnded':
    case 'streamFailed': {
      const handle = state.handles.find((other) => other.attempt === event.attempt);
      if (!handle || handle.stream !== 'running') return none;
      const isEnded = event.type === 'streamEnded' || (event.wasShown && handle.status === 'sent');
      const next = replaced(state, { ...handle, stream: isEnded ? 'done' : 'failed' });
      if (handle.status !== 'sent') return { state: next, effects: [] };
      return { state: next, effects: [{ type: isEnded ? 'answered' : 'failed', attempt: handle.attempt }] };
    }
    case 'closed': {
      const effects = state.handles.filter(isLive).map((handle) => ({ type: 'abort' as const, attempt: handle.attempt }));
      return { state: { ...state, handles: [] }, effects };
    }
  }
}
