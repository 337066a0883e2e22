// The answer desk's state and vocabulary (answer-desk.ts is its reducer): one handle per answer, by turn key; the
// events the desk is fed and the effects it returns; and the lookups over its handles (by attempt, the answers that
// stand, a question answered before, a turn a typed question covered). Split from answer-desk.ts, whose rules use them.
import type { EvidencePiece } from '@shared/evidence.ts';
import type { SendProblem } from './send-errors';
import { isSameQuestion } from '@shared/same-question.ts';

export interface AnswerHandle {
  /** The turn key (`<session>:<seq>`), `typed:<n>` for a question the person sent, `screen:<n>` for "What's on screen". */
  key: string;
  /** The question shown above the answer: the draft's text, then the question as finally heard. */
  question: string;
  /** The text the stream was asked. */
  asked: string;
  /** The stream's id (unique on the desk): events of other attempts are not this answer's. */
  attempt: number;
  status: 'draft' | 'confirmed' | 'withdrawn';
  stream: 'running' | 'done' | 'failed';
  text: string;
  /** The evidence the gateway sent with the answer (issue #39): the pieces its markers name. */
  evidence?: ReadonlyArray<EvidencePiece>;
  /** The saved question and answer, once both are saved. */
  rows: string[] | null;
  /** Turn keys a typed question covered: those turns are answered by it. */
  covers: string[];
  /** Shown again: the key of the answer this heard question already had (no stream, attempt 0). */
  repeatOf?: string;
  /** The interviewer went on with this answered question: it stands until the whole is answered under its key. */
  isReopened?: boolean;
}

export interface DeskState {
  handles: ReadonlyMap<string, AnswerHandle>;
  /** The answer on screen. */
  shown: string | null;
  lastAttempt: number;
  isCreditLimitOpen: boolean;
}

export type SendFailure = SendProblem & { kind: string };

export type DeskEvent =
  | { type: 'draftStarted'; key: string; text: string }
  | { type: 'draftCancelled'; key: string }
  | { type: 'confirmed'; key: string; text: string }
  /** The interviewer goes on with turn `key`'s question: its next draft or confirm answers the whole again. */
  | { type: 'continued'; key: string }
  /** `isFresh`: "Ask again", a new answer even to a question answered before. */
  | { type: 'typedSend'; key: string; text: string; covers: string[]; isFresh: boolean }
  /** "What's on screen": a screenshot is a new question every time, never the repeat of an earlier one. */
  | { type: 'screenSend'; key: string; text: string }
  /** The credit check refused a question before it went out. */
  | { type: 'refused'; attempt: number }
  | { type: 'streamDelta'; attempt: number; text: string; evidence?: ReadonlyArray<EvidencePiece> }
  | { type: 'streamEnded'; attempt: number; text: string }
  | { type: 'streamFailed'; attempt: number; failure: SendFailure }
  | { type: 'rowsSaved'; attempt: number; ids: string[] }
  | { type: 'closeCreditLimit' };

export type DeskEffect =
  /**
   * `checksCredit`: the credit check runs before it goes out. Not for a draft, nor for a turn whose draft already went
   * out: the gateway charges a turn once, so the draft may have paid for it with the month's last question.
   */
  | { type: 'startStream'; attempt: number; key: string; question: string; checksCredit: boolean }
  | { type: 'abort'; attempt: number }
  | { type: 'deleteRows'; ids: string[] }
  | { type: 'report'; problem: SendProblem | null }
  /** An answer stands for these turns (and the typed text, for `typed:` keys): what was sent leaves the box. */
  | { type: 'answered'; key: string; covers: string[] };

export const initialDesk: DeskState = { handles: new Map(), shown: null, lastAttempt: 0, isCreditLimitOpen: false };

export type Step = { state: DeskState; effects: DeskEffect[] };

export const withHandle = (state: DeskState, handle: AnswerHandle): DeskState => ({ ...state, handles: new Map(state.handles).set(handle.key, handle) });

export const byAttempt = (state: DeskState, attempt: number) => [...state.handles.values()].find((handle) => handle.attempt === attempt);

/** An answer that stands: confirmed, whole, with words. */
const isStanding = (handle: AnswerHandle) => handle.status === 'confirmed' && handle.stream === 'done' && handle.text !== '';

const isScreenKey = (key: string) => key.startsWith('screen:');

/** The latest answer this desk has given to a question like `text` (whole, still standing), if any; never a screenshot's. */
export const answeredBefore = (state: DeskState, key: string, text: string) =>
  [...state.handles.values()]
    .filter((handle) => handle.key !== key && !isScreenKey(handle.key) && isStanding(handle) && isSameQuestion(handle.question, text))
    .at(-1);

/** The latest answer that stands (none: the screen's empty state). */
export const lastStanding = (state: DeskState) => [...state.handles.values()].filter(isStanding).at(-1)?.key ?? null;

export const isCovered = (state: DeskState, key: string) =>
  [...state.handles.values()].some((handle) => handle.covers.includes(key) && handle.status !== 'withdrawn' && handle.stream !== 'failed');
