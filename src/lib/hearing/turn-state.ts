// The turn machine's vocabulary and state (turn-taking.ts feeds it): the timed events it hears, the commands it
// returns, the state of the current turn and the transcript items that make its text. Self-contained (no imports).

export type Channel = 'tab' | 'mic';

export type HearingEvent =
  /**
   * One analysed audio frame ending at `at` (ms): voice probability 0..1 and level (RMS, 0..1). `playbackPeak`: the
   * loudest this page itself played (the Coach's voice) within `echoLagMs` before it, when it plays anything.
   */
  | { type: 'audio'; at: number; channel: Channel; probability: number; level: number; playbackPeak?: number }
  /**
   * A commit of turn `turn` became item `itemId`; `order`: the commit's place among the session's commits (items are
   * placed by it, not by when their acknowledgements or words arrive).
   */
  | { type: 'transcriptCommitted'; at: number; itemId: string; turn: number; order: number }
  /** Words of an item; `turn`: the turn whose commit it answers, when known (a late final joins its own turn). */
  | { type: 'transcriptDelta'; at: number; itemId: string; delta: string; turn?: number }
  /**
   * An item's last words (empty when its transcription failed): one per commit. `order`: its commit's place, for an
   * item that first appears with its final (an upload: uploads may come back in any order).
   */
  | { type: 'transcriptFinal'; at: number; itemId: string; text: string; turn?: number; order?: number }
  /**
   * Words of an item whose audio was not committed when its socket was replaced (a drop, a re-mint): that audio is sent
   * again to the next socket, whose words for it replace these.
   */
  | { type: 'transcriptRetracted'; at: number; itemId: string }
  | { type: 'answerNow'; at: number };

export type TurnEndReason = 'confirmed' | 'answerNow' | 'short' | 'timingOff' | 'noText';

export type TurnCommand =
  | { type: 'turnStarted'; turn: number }
  /** Ask the transcriber to commit the audio heard so far (final transcript of this part of the turn). */
  | { type: 'commit'; turn: number }
  | { type: 'startDraft'; turn: number; draft: number; text: string }
  | { type: 'cancelDraft'; turn: number; draft: number }
  /**
   * The turn goes on with the question of turn `of` (its first words continue it: "And how…", within a few seconds):
   * one question, its key `of`'s, the earlier turns' words now this turn's.
   */
  | { type: 'turnContinued'; turn: number; of: number }
  /** The draft becomes the answer. */
  | { type: 'confirm'; turn: number; draft: number; text: string }
  /** The pause would confirm, but a commit still owes its words: the turn waits for them (up to a cap). */
  | { type: 'awaitWords'; turn: number }
  /** A long pause in an open answer: the person is thinking (a cue, not an answer). */
  | { type: 'takeYourTime'; turn: number }
  | { type: 'turnEnded'; turn: number; isAnswered: boolean; reason: TurnEndReason }
  | { type: 'nothingToAnswer' };

export interface TranscriptItem {
  id: string;
  turn: number;
  text: string;
  /** Its commit was acknowledged: words for it now are the owed ones (a model that transcribes after the commit). */
  isCommitted?: boolean;
  /** Its commit's place among the session's commits; absent for words heard before their commit is acknowledged. */
  order?: number;
}

export interface TurnState {
  /** The current or last turn (0 before the first). */
  turn: number;
  phase: 'idle' | 'speaking' | 'paused' | 'awaitingText';
  lastTurnAnswered: boolean;
  /** The last turn was ended by the person (Answer now, I'm done), not by a pause: an answer so ended does not go on. */
  wasEndedByPerson: boolean;
  /** The question the last turn answered (the Coach's; '' for the Copilot): once another is asked, that turn is over. */
  lastTurnQuestion: string;
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
  /** The words the open (or last) draft asked. */
  draftText: string;
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
  /** The pause (its `lastVoiceAt`) that got the "take your time" cue: one cue a pause. */
  cuedPauseAt: number | null;
  /**
   * This turn opened soon enough after an answered question to go on with it, if its first words say so: the first turn
   * of that question, and the drafts it spent (the continuation's drafts share its charge, so they count on).
   */
  continuable: { of: number; drafts: number } | null;
  /** This turn goes on with the question that began at this turn (its words, and late words of those turns, are this turn's). */
  continues: number | null;
}

export const initialTurnState: TurnState = {
  turn: 0,
  phase: 'idle',
  lastTurnAnswered: true,
  wasEndedByPerson: false,
  lastTurnQuestion: '',
  onsetMs: 0,
  speechMs: 0,
  uncommittedMs: 0,
  lastVoiceAt: 0,
  isPauseCommitted: false,
  resumeMs: 0,
  drafts: 0,
  isDraftOpen: false,
  draftText: '',
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
  cuedPauseAt: null,
  continuable: null,
  continues: null,
};

/** A commit of the current turn: its words are owed until its final arrives. */
export function committed(state: TurnState): TurnState {
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
