// The mock interview as plain values (docs/product.md#coach-interview): phases, whose turn it is, the turns so far,
// the one current problem and the finished interview. Effects (AI calls, speech, saving) live in useMockInterview;
// this reducer only says what each event means, so it is tested with plain values.
import { withoutMarkers, type EvidencePiece, type UnheldClaim } from '@shared/evidence.ts';
import type { AnswerDelivery, CoachSummary, CoachTurn } from '@/data/coach-sessions/types';

type CoachPhase = 'idle' | 'starting' | 'active' | 'ending' | 'ended';
/** While active: the coach is speaking, the person answers, or the AI works on the answer. */
export type CoachActivity = 'speaking' | 'answering' | 'processing';

export interface CoachProblem {
  title: string;
  detail?: string;
}

export interface DraftTurn {
  question: string;
  answer?: string;
  feedback?: string;
  source?: 'voice' | 'text';
  /** Spoken answers timed by the audio clock only. */
  delivery?: AnswerDelivery;
  /** Earlier answers to this question whose feedback stopped for a newer answer (shown marked, never saved). */
  stopped?: StoppedAnswer[];
  /** The record the feedback cites (its markers name these pieces), sent with it (issue #39); never saved. */
  evidence?: EvidencePiece[];
  /** What the answer claimed that the person's record does not hold; never saved. */
  notInRecord?: UnheldClaim[];
  /** The feedback was written to its end (its last sentence is then held to the record too). */
  isFeedbackWritten?: boolean;
}

interface StoppedAnswer {
  answer: string;
  /** What the feedback had written when it stopped (none: stopped before its first words). */
  feedback?: string;
}

export type AnswerInput = Pick<DraftTurn, 'delivery'> & { text: string; source: 'voice' | 'text' };

/** A finished mock interview: its answered turns, the summary, and whether it is stored in past sessions. */
export interface FinishedInterview {
  turns: CoachTurn[];
  summary: CoachSummary;
  saveError: string | null;
  isSaved: boolean;
}

export interface MockInterviewState {
  phase: CoachPhase;
  activity: CoachActivity;
  turns: DraftTurn[];
  startedAt: number | null;
  problem: CoachProblem | null;
  isCreditLimitOpen: boolean;
  /** The browser cannot play audio: questions are read on screen. */
  isAudioOff: boolean;
  /** Why the coach's voice fell back to the browser's (the month's spoken-audio allowance is used up). */
  audioNotice: string | null;
  finished: FinishedInterview | null;
}

export type MockInterviewEvent =
  | { type: 'started' }
  /** A session left before its end goes on: its answered turns come back, its next question follows. */
  | { type: 'resumed'; turns: DraftTurn[] }
  | { type: 'startFailed'; problem: CoachProblem }
  | { type: 'questionReady'; question: string; at: number }
  | { type: 'spoken' }
  | { type: 'answerSent' }
  /** A newer answer was sent: the open question's answer (shown, or `answer` if not yet) and its feedback stop. */
  | { type: 'answerStopped'; answer: string }
  /** The person went on with the answer sent (issue #40): it and its feedback leave, and the question is theirs again. */
  | { type: 'answerReopened' }
  | { type: 'feedbackReady'; turn: DraftTurn }
  /** More of the streamed feedback was written (`isWritten`: all of it). */
  | { type: 'feedbackText'; feedback: string; isWritten?: boolean }
  | { type: 'failed'; problem: CoachProblem }
  | { type: 'creditLimitReached' }
  | { type: 'creditLimitClosed' }
  | { type: 'problem'; problem: CoachProblem | null }
  | { type: 'muted' }
  | { type: 'audioNotice'; message: string }
  | { type: 'ending' }
  | { type: 'abandoned' }
  | { type: 'summarised'; finished: FinishedInterview }
  | { type: 'saved' }
  | { type: 'saveFailed'; message: string }
  | { type: 'reset' };

export const initialMockInterview: MockInterviewState = {
  phase: 'idle',
  activity: 'speaking',
  turns: [],
  startedAt: null,
  problem: null,
  isCreditLimitOpen: false,
  isAudioOff: false,
  audioNotice: null,
  finished: null,
};

const isRunning = (state: MockInterviewState) => state.phase === 'active' || state.phase === 'starting';

export function mockInterviewReducer(state: MockInterviewState, event: MockInterviewEvent): MockInterviewState {
  switch (event.type) {
    case 'started':
      return { ...initialMockInterview, phase: 'starting', audioNotice: state.audioNotice };
    case 'resumed':
      return { ...initialMockInterview, phase: 'starting', audioNotice: state.audioNotice, turns: event.turns };
    case 'startFailed':
      return { ...state, phase: 'idle', problem: event.problem };
    case 'questionReady':
      if (!isRunning(state)) return state;
      return { ...state, phase: 'active', startedAt: state.startedAt ?? event.at, activity: 'speaking', turns: [...state.turns, { question: event.question }] };
    case 'spoken':
      return state.phase === 'active' && state.activity === 'speaking' ? { ...state, activity: 'answering' } : state;
    case 'answerSent':
      return { ...state, activity: 'processing', problem: null };
    case 'answerStopped': {
      const last = state.turns.at(-1);
      if (!last) return state;
      const stopped: StoppedAnswer =
        last.answer === undefined ? { answer: event.answer } : { answer: last.answer, ...(last.feedback !== undefined ? { feedback: last.feedback } : {}) };
      return { ...state, turns: [...state.turns.slice(0, -1), { question: last.question, stopped: [...(last.stopped ?? []), stopped] }] };
    }
    case 'answerReopened': {
      const last = state.turns.at(-1);
      if (state.phase !== 'active' || !last) return state;
      const open: DraftTurn = { question: last.question, ...(last.stopped ? { stopped: last.stopped } : {}) };
      return { ...state, activity: 'answering', problem: null, turns: [...state.turns.slice(0, -1), open] };
    }
    case 'feedbackReady': {
      // The answers stopped before this one stay above it.
      const stopped = state.turns.at(-1)?.stopped;
      return { ...state, activity: 'speaking', turns: [...state.turns.slice(0, -1), { ...event.turn, ...(stopped ? { stopped } : {}) }] };
    }
    case 'feedbackText': {
      const last = state.turns.at(-1);
      if (!last || last.feedback === undefined) return state;
      return { ...state, turns: [...state.turns.slice(0, -1), { ...last, feedback: event.feedback, ...(event.isWritten ? { isFeedbackWritten: true } : {}) }] };
    }
    case 'failed':
      return { ...state, activity: 'answering', problem: event.problem };
    case 'creditLimitReached':
      return { ...state, activity: 'answering', isCreditLimitOpen: true };
    case 'creditLimitClosed':
      return { ...state, isCreditLimitOpen: false };
    case 'problem':
      return { ...state, problem: event.problem };
    case 'muted':
      return { ...state, isAudioOff: true };
    case 'audioNotice':
      return { ...state, audioNotice: event.message };
    case 'ending':
      return { ...state, phase: 'ending', problem: null };
    case 'abandoned':
      return { ...state, phase: 'idle', turns: [], startedAt: null };
    case 'summarised':
      return { ...state, phase: 'ended', finished: event.finished, turns: [], startedAt: null };
    case 'saved':
      return state.finished ? { ...state, finished: { ...state.finished, isSaved: true, saveError: null } } : state;
    case 'saveFailed':
      return state.finished ? { ...state, finished: { ...state.finished, isSaved: false, saveError: event.message } } : state;
    case 'reset':
      return { ...state, phase: 'idle', finished: null, problem: null };
  }
}

/** The turns that got feedback, in the stored shape. */
export function answeredTurns(turns: ReadonlyArray<DraftTurn>): CoachTurn[] {
  return turns
    .filter((turn): turn is DraftTurn & { answer: string; feedback: string } => turn.answer !== undefined && turn.feedback !== undefined)
    .map((turn) => ({
      question: turn.question,
      answer: turn.answer,
      // Saved as read: a citation marker means nothing once the evidence it names is gone.
      feedback: withoutMarkers(turn.feedback),
      source: turn.source ?? 'text',
      ...(turn.delivery ? { delivery: turn.delivery } : {}),
    }));
}
