// What a HearingSession says (its typed events, and the event each turn command becomes) and what it is given (its
// options): the Copilot's and the Coach's screens read the first and fill the second. See hearing-session.ts.
import type { LevelStore } from '../level-store';
import type { CaptureOptions, CaptureProblem, Capture } from './capture';
import type { PlaybackLevels } from './playback-levels';
import type { WebSocketFactory } from './realtime-transcriber';
import type { RealtimeGrant } from './transcript-stream';
import type { AnswerTiming, TurnOptions } from './turn-config';
import type { Channel, TurnCommand, TurnEndReason } from './turn-state';

type ChannelStatus = 'connected' | 'noAudio' | 'ended';

/** What went wrong, by name: the screen says it in the person's language (`message` is the English). */
export type HearingProblem = CaptureProblem | 'dropped' | 'failed';

export type HearingSessionEvent =
  /** A channel started, could not start (`noAudio`) or stopped (`ended`); `message` says why, in the person's words. */
  | { type: 'channel'; channel: Channel; status: ChannelStatus; message?: string; problem?: HearingProblem }
  /** The microphone stands in for the tab: the interviewer is heard through the room (`message` says why). */
  | { type: 'micAsInterviewer'; message: string; problem?: HearingProblem }
  /** Someone started speaking on the heard channel: a new turn opened (the Coach stops talking: barge-in). */
  | { type: 'speechStarted'; turnKey: string }
  /** What the interviewer has said so far in the current turn. */
  | { type: 'interviewerText'; turnKey: string; text: string }
  | { type: 'draftStarted'; turnKey: string; text: string }
  | { type: 'draftCancelled'; turnKey: string }
  /**
   * The interviewer goes on with the question of turn `turnKey` ("… your manager. [0.8 s] And how…"): the turn being
   * heard (`fromKey`, whose first words may be shown) is that question again, its drafts and confirm under `turnKey`.
   */
  | { type: 'turnContinued'; turnKey: string; fromKey: string }
  /** The turn is answered with `text`: the answer desk keeps the turn's draft if it asked the same question. */
  | { type: 'confirmed'; turnKey: string; text: string }
  /** The pause would confirm the turn, but words it owes are still being transcribed ("still hearing…"). */
  | { type: 'stillHearing'; turnKey: string }
  /** A long pause in an open answer (the Coach): the person is thinking; say "take your time", not feedback. */
  | { type: 'takeYourTime'; turnKey: string }
  | { type: 'turnEnded'; turnKey: string; isAnswered: boolean; reason: TurnEndReason }
  /** "Answer now" with no unanswered question. */
  | { type: 'nothingToAnswer' }
  /** `isFatal`: hearing stopped (the person can type, or start again). */
  | { type: 'error'; message: string; isFatal: boolean; problem?: HearingProblem }
  /** The upstream has no realtime transcription: this session goes on uploading recorded turns. */
  | { type: 'steppedDown' };

export interface HearingSessionOptions {
  /** The Copilot session (`app_<id>`, `int_<id>` or `demo`): turn keys are `<sessionId>:<seq>`. */
  sessionId: string;
  mode: 'realtime' | 'upload';
  timing: AnswerTiming;
  levels: { tab: LevelStore; mic: LevelStore };
  onEvent: (event: HearingSessionEvent) => void;
  /** Realtime: mints a secret through the gateway (POST …/ai/v1/realtime/client-secret). */
  mintSecret?: () => Promise<RealtimeGrant>;
  /** Upload: transcribes one part of a turn (a WAV file) and returns its text. */
  transcribe?: (wav: Blob) => Promise<string>;
  /** Realtime: whether a mint failure means the upstream has no realtime at all (then, with `transcribe`, step down). */
  isRealtimeUnavailable?: (error: unknown) => boolean;
  /** The first turn's sequence number (a session started again goes on from the last one, so keys stay unique). */
  firstTurnSeq?: number;
  turnOptions?: Partial<TurnOptions>;
  /**
   * Whose turns are heard: 'tab' (the Copilot: the meeting tab, the microphone as the candidate) or 'mic' (the Coach:
   * only the microphone is opened, and the person speaking into it is the one whose turns are transcribed).
   */
  subject?: 'tab' | 'mic';
  /** What the page itself plays aloud (the Coach's voice): on the heard channel, its echo is not a person speaking. */
  playback?: Pick<PlaybackLevels, 'peak'>;
  /** Seams for tests. */
  startCapture?: (options: CaptureOptions) => Promise<Capture>;
  captureMedia?: CaptureOptions['media'];
  createWebSocket?: WebSocketFactory;
  now?: () => number;
}

/**
 * The event the screen gets for a turn command (a `commit` is the session's own business, not the screen's; so is the
 * key a continued turn takes, hearing-session.ts).
 */
export function sessionEventOf(command: Exclude<TurnCommand, { type: 'commit' | 'turnContinued' }>, keyOf: (turn: number) => string): HearingSessionEvent {
  switch (command.type) {
    case 'turnStarted':
      return { type: 'speechStarted', turnKey: keyOf(command.turn) };
    case 'startDraft':
      return { type: 'draftStarted', turnKey: keyOf(command.turn), text: command.text };
    case 'cancelDraft':
      return { type: 'draftCancelled', turnKey: keyOf(command.turn) };
    case 'confirm':
      return { type: 'confirmed', turnKey: keyOf(command.turn), text: command.text };
    case 'awaitWords':
      return { type: 'stillHearing', turnKey: keyOf(command.turn) };
    case 'takeYourTime':
      return { type: 'takeYourTime', turnKey: keyOf(command.turn) };
    case 'turnEnded':
      return { type: 'turnEnded', turnKey: keyOf(command.turn), isAnswered: command.isAnswered, reason: command.reason };
    case 'nothingToAnswer':
      return { type: 'nothingToAnswer' };
  }
}
