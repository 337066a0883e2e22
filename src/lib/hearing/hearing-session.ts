// One live hearing for the Copilot: the meeting tab (the interviewer) and the microphone (the candidate) through
// the PCM worklet, the voice detector and the turn machine; the interviewer's audio streamed to the realtime
// transcriber (mode 'realtime') or cut at the early end of each turn and uploaded as WAV (mode 'upload'). The UI
// reads typed events and one LevelStore per channel. Framework-free; every browser seam is injectable.
// See docs/realtime.md, "HearingSession".
import type { LevelStore } from '../level-store';
import type { PlaybackLevels } from './playback-levels';
import { holdTabVideo } from './tab-video';
import { CaptureError, startCapture, type Capture, type CaptureFrame, type CaptureOptions, type CaptureProblem } from './capture';
import { pcm16ToFloat, TARGET_RATE } from './pcm';
import { connectTranscriber, type TranscriberEvent, type WebSocketFactory } from './realtime-transcriber';
import { HEARING_TURN_OPTIONS, type AnswerTiming, type TurnOptions } from './turn-config';
import { feedTurn, initialTurnState, turnText, type Channel, type HearingEvent, type TurnCommand, type TurnEndReason } from './turn-taking';
import { feedVoice, initialVoiceState, type VoiceState } from './voice-detector';
import { encodeWav } from './wav';
import { createTranscriptStream, type RealtimeGrant } from './transcript-stream';

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
  /** The turn is answered with `text`: the answer desk keeps the turn's draft if it asked the same question. */
  | { type: 'confirmed'; turnKey: string; text: string }
  /** The pause would confirm the turn, but words it owes are still being transcribed ("still hearing…"). */
  | { type: 'stillHearing'; turnKey: string }
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

/** Tab audio kept before a turn opens, so an upload includes the onset the machine waited for. */
const UPLOAD_PREROLL_FRAMES = 25;
const FRAME_MS = 20;

export class HearingSession {
  private capture: Capture | null = null;
  private turns = initialTurnState;
  private turnOptions: TurnOptions;
  private voice: Record<Channel, VoiceState> = { tab: initialVoiceState(), mic: initialVoiceState() };
  /** Whether the microphone is heard as the interviewer (no tab audio). */
  private isMicInterviewer = false;
  private stream: ReturnType<typeof createTranscriptStream> | null = null;
  /** Upload: the interviewer's audio since the last commit (and a pre-roll while idle). */
  private uncommitted: Int16Array[] = [];
  private uploads = 0;
  /** Realtime: the turns of the commits sent and not yet acknowledged, in order; then each item's turn. */
  private commitTurns: number[] = [];
  private itemTurns = new Map<string, number>();
  private isStopped = false;
  /** Stop/Listen in the Copilot: while off, frames are dropped. */
  private isListening = true;
  private readonly now: () => number;
  /** How this session hears: realtime until the upstream says it has none, then upload. */
  private mode: HearingSessionOptions['mode'];

  constructor(private readonly options: HearingSessionOptions) {
    this.mode = options.mode;
    // The detector's hangover is part of the interviewer's silence: the early end comes ~200 ms after the last syllable.
    this.turnOptions = { ...HEARING_TURN_OPTIONS, ...options.turnOptions, timing: options.timing };
    this.now = options.now ?? (() => performance.now());
    if (options.mode === 'realtime' && !options.mintSecret) throw new Error('A realtime HearingSession needs mintSecret');
    if (options.mode === 'upload' && !options.transcribe) throw new Error('An upload HearingSession needs transcribe');
  }

  /** Asks for the tab and the microphone; without tab audio, hears the interviewer through the microphone. */
  async start(): Promise<void> {
    if (this.mode === 'realtime') {
      const stream = createTranscriptStream({
        mintSecret: () => this.mint(),
        connect: (grant, onEvent) => connectTranscriber(grant, onEvent, this.options.createWebSocket),
        onEvent: (event) => this.handleTranscriber(event),
        // A stream left behind by a step down has nothing more to say.
        onError: (message, isFatal, problem) => this.stream === stream && this.emit({ type: 'error', message, isFatal, problem }),
      });
      this.stream = stream;
    }
    try {
      if (this.options.subject === 'mic') await this.openCapture({ tab: false, mic: true }, true);
      else await this.openCapture({ tab: true, mic: true });
    } catch (error) {
      if (this.options.subject === 'mic' || !(error instanceof CaptureError) || !error.problem.startsWith('tab')) return this.fail(error);
      this.emit({ type: 'channel', channel: 'tab', status: 'noAudio', message: error.message, problem: error.problem });
      try {
        await this.openCapture({ tab: false, mic: true }, true);
      } catch (micError) {
        return this.fail(micError);
      }
      this.emit({
        type: 'micAsInterviewer',
        message: `${error.message} For now the Copilot hears the interviewer through your microphone.`,
        problem: error.problem,
      });
    }
    // Minted only once a channel is heard: a cancelled start reserves no transcription seconds.
    if (!this.isStopped) this.stream?.open();
  }

  /** Shares the meeting tab again (after "Stop sharing" or a share without audio). */
  async reconnectTab(): Promise<void> {
    const previous = this.capture;
    try {
      await this.openCapture({ tab: true, mic: true });
    } catch (error) {
      this.capture = previous;
      const message = error instanceof Error ? error.message : String(error);
      return this.emit({ type: 'channel', channel: 'tab', status: 'noAudio', message, problem: error instanceof CaptureError ? error.problem : undefined });
    }
    previous?.stop();
  }

  setTiming(timing: AnswerTiming): void {
    this.turnOptions = { ...this.turnOptions, timing };
  }

  /** "Answer now": ends the interviewer's turn and answers what was heard. */
  answerNow(): void {
    this.feed({ type: 'answerNow', at: this.now() });
  }

  /**
   * Stop and Listen: while off nothing is heard (frames are dropped, the meters rest, an open draft is cancelled and
   * the audio heard so far is committed as the old turn's); on again, the next question starts a new turn.
   */
  setListening(isOn: boolean): void {
    if (this.isListening === isOn) return;
    this.isListening = isOn;
    if (isOn) return;
    if (this.turns.isDraftOpen) this.emit({ type: 'draftCancelled', turnKey: this.turnKey() });
    if (this.turns.uncommittedMs >= this.turnOptions.minCommitAudioMs) this.commitStream(this.turns.turn);
    this.turns = { ...initialTurnState, turn: this.turns.turn, items: this.turns.items };
    this.uncommitted = [];
    this.options.levels.tab.set(0);
    this.options.levels.mic.set(0);
  }

  /** The sequence number the next turn's key will carry: a session started again goes on from it. */
  get nextTurnSeq(): number {
    return (this.options.firstTurnSeq ?? 1) + this.turns.turn;
  }

  stop(): void {
    this.isStopped = true;
    this.capture?.stop();
    this.capture = null;
    this.stream?.close();
    this.options.levels.tab.set(0);
    this.options.levels.mic.set(0);
  }

  turnKey(turn = this.turns.turn): string {
    return `${this.options.sessionId}:${(this.options.firstTurnSeq ?? 1) + turn - 1}`;
  }

  private async openCapture(channels: { tab: boolean; mic: boolean }, isMicInterviewer = false): Promise<void> {
    const open = this.options.startCapture ?? startCapture;
    const capture = await open({
      channels,
      media: this.options.captureMedia,
      // "What's on screen" grabs its frames from the shared tab while the session runs.
      onTabVideo: holdTabVideo,
      onFrame: (frame) => this.capture === capture && this.handleFrame(frame),
      onEnded: (channel, error) => {
        if (this.capture !== capture || this.isStopped) return;
        this.emit({ type: 'channel', channel, status: 'ended', message: error.message, problem: error.problem });
      },
    });
    if (this.isStopped) return capture.stop();
    this.capture = capture;
    this.isMicInterviewer = isMicInterviewer;
    if (channels.tab) this.emit({ type: 'channel', channel: 'tab', status: 'connected' });
    this.emit({ type: 'channel', channel: 'mic', status: 'connected' });
  }

  private handleFrame(frame: CaptureFrame): void {
    if (!this.isListening) return;
    const analysed = feedVoice(this.voice[frame.channel], pcm16ToFloat(frame.samples), FRAME_MS);
    this.voice[frame.channel] = analysed.state;
    // The RMS level, as every level meter reads it (components/live-session/level-meter.tsx).
    this.options.levels[frame.channel].set(analysed.frame.level);
    const role: Channel = this.isMicInterviewer ? 'tab' : frame.channel;
    if (role === 'tab') {
      this.stream?.append(frame.samples);
      if (this.mode === 'upload') this.keepForUpload(frame.samples);
    }
    const playbackPeak = role === 'tab' ? this.options.playback?.peak(frame.at - this.turnOptions.echoLagMs, frame.at) : undefined;
    this.feed({ type: 'audio', at: frame.at, channel: role, probability: analysed.frame.probability, level: analysed.frame.level, playbackPeak });
  }

  private keepForUpload(samples: Int16Array): void {
    this.uncommitted.push(samples);
    if (this.turns.phase === 'idle' && this.uncommitted.length > UPLOAD_PREROLL_FRAMES) this.uncommitted.shift();
  }

  private commitStream(turn: number): void {
    this.commitTurns.push(turn);
    this.stream?.commit();
  }

  /** Every item carries the turn of the commit it answers: a late final (an old socket's too) joins its own turn. */
  private handleTranscriber(event: TranscriberEvent): void {
    const at = this.now();
    if (event.type === 'committed') {
      const turn = this.commitTurns.shift() ?? this.turns.turn;
      this.itemTurns.set(event.itemId, turn);
      return this.feed({ type: 'transcriptCommitted', at, itemId: event.itemId, previousItemId: event.previousItemId, turn });
    }
    if (event.type !== 'delta' && event.type !== 'final' && event.type !== 'failed') return;
    const turn = this.itemTurns.get(event.itemId);
    if (event.type === 'delta') this.feed({ type: 'transcriptDelta', at, itemId: event.itemId, delta: event.delta, turn });
    else if (event.type === 'final') this.feed({ type: 'transcriptFinal', at, itemId: event.itemId, text: event.text, turn });
    // A failed item owes no more words: the turn stops waiting for them.
    else this.feed({ type: 'transcriptFinal', at, itemId: event.itemId, text: '', turn });
  }

  private feed(event: HearingEvent): void {
    if (this.isStopped) return;
    const before = turnText(this.turns);
    const step = feedTurn(this.turns, event, this.turnOptions);
    this.turns = step.state;
    step.commands.forEach((command) => this.carryOut(command));
    const text = turnText(this.turns);
    if (text !== before && text !== '') this.emit({ type: 'interviewerText', turnKey: this.turnKey(), text });
  }

  private carryOut(command: TurnCommand): void {
    switch (command.type) {
      case 'turnStarted':
        return this.emit({ type: 'speechStarted', turnKey: this.turnKey(command.turn) });
      case 'commit':
        return this.mode === 'upload' ? void this.upload(command.turn) : this.commitStream(command.turn);
      case 'startDraft':
        return this.emit({ type: 'draftStarted', turnKey: this.turnKey(command.turn), text: command.text });
      case 'cancelDraft':
        return this.emit({ type: 'draftCancelled', turnKey: this.turnKey(command.turn) });
      case 'confirm':
        return this.emit({ type: 'confirmed', turnKey: this.turnKey(command.turn), text: command.text });
      case 'awaitWords':
        return this.emit({ type: 'stillHearing', turnKey: this.turnKey(command.turn) });
      case 'turnEnded':
        return this.emit({ type: 'turnEnded', turnKey: this.turnKey(command.turn), isAnswered: command.isAnswered, reason: command.reason });
      case 'nothingToAnswer':
        return this.emit({ type: 'nothingToAnswer' });
    }
  }

  /** Mints a realtime secret; an upstream without realtime turns this session to uploads at once, same Start. */
  private async mint(): Promise<RealtimeGrant> {
    try {
      return await (this.options.mintSecret as () => Promise<RealtimeGrant>)();
    } catch (error) {
      if (this.options.transcribe && this.options.isRealtimeUnavailable?.(error) && !this.isStopped) {
        this.stream = null;
        this.mode = 'upload';
        this.emit({ type: 'steppedDown' });
      }
      throw error;
    }
  }

  /** Upload: the audio since the last commit becomes one transcript item of the turn. */
  private async upload(turn: number): Promise<void> {
    const audio = encodeWav(this.uncommitted.splice(0), TARGET_RATE);
    const itemId = `upload_${turn}_${(this.uploads += 1)}`;
    let text: string;
    try {
      text = await (this.options.transcribe as (wav: Blob) => Promise<string>)(new Blob([audio], { type: 'audio/wav' }));
    } catch (error) {
      // The turn stops waiting for this part's words.
      this.feed({ type: 'transcriptFinal', at: this.now(), itemId, text: '', turn });
      return this.emit({ type: 'error', message: error instanceof Error ? error.message : 'The question could not be transcribed.', isFatal: false });
    }
    this.feed({ type: 'transcriptFinal', at: this.now(), itemId, text, turn });
  }

  private fail(error: unknown): void {
    this.stop();
    const problem = error instanceof CaptureError ? error.problem : undefined;
    this.emit({ type: 'error', message: error instanceof Error ? error.message : 'The Copilot could not start listening.', isFatal: true, problem });
  }

  private emit(event: HearingSessionEvent): void {
    // The answer decisions as User Timing marks (DevTools' Performance panel; bench/copilot-latency.ts reads them).
    if (event.type === 'draftStarted' || event.type === 'draftCancelled' || event.type === 'confirmed') {
      performance.mark(`hearing:${event.type}`, { detail: { turnKey: event.turnKey } });
    }
    this.options.onEvent(event);
  }
}
