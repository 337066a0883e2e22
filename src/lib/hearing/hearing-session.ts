// One live hearing for the Copilot: the meeting tab (the interviewer) and the microphone (the candidate) through
// the PCM worklet, the voice detector and the turn machine; the interviewer's audio streamed to the realtime
// transcriber (mode 'realtime') or cut at the early end of each turn and uploaded as WAV (mode 'upload'). The UI
// reads typed events and one LevelStore per channel. Framework-free; every browser seam is injectable.
// Every commit carries its turn and its order among the session's commits, so the question's parts stay in the order
// they were said in both modes, however their words come back. Each commit's audio is kept until its words arrive: a
// socket that closes first (a dropped connection) has it transcribed on the upload rung, in its commit's place. Its
// events and options: hearing-session-types.ts; the devices it opens: session-devices.ts; the realtime items' turns
// and order: item-turns.ts; the audio by commit: turn-uploads.ts. See docs/realtime.md, "HearingSession".
import { CaptureError, type CaptureFrame } from './capture';
import { sessionEventOf, type HearingSessionEvent, type HearingSessionOptions } from './hearing-session-types';
import { ItemTurns, type Commit } from './item-turns';
import { pcm16ToFloat } from './pcm';
import { SessionDevices } from './session-devices';
import { connectTranscriber, type TranscriberEvent } from './realtime-transcriber';
import { HEARING_TURN_OPTIONS, type AnswerTiming, type TurnOptions } from './turn-config';
import { feedTurn } from './turn-taking';
import { initialTurnState, turnText, type Channel, type HearingEvent, type TurnCommand } from './turn-state';
import { TurnUploads } from './turn-uploads';
import { feedVoice, initialVoiceState, type VoiceState } from './voice-detector';
import { createTranscriptStream, type RealtimeGrant } from './transcript-stream';

const FRAME_MS = 20;

export class HearingSession {
  private readonly devices: SessionDevices;
  private turns = initialTurnState;
  private turnOptions: TurnOptions;
  private voice: Record<Channel, VoiceState> = { tab: initialVoiceState(), mic: initialVoiceState() };
  private stream: ReturnType<typeof createTranscriptStream> | null = null;
  private readonly uploads = new TurnUploads();
  private readonly itemTurns = new ItemTurns({
    heard: (commit) => this.uploads.settle(commit),
    // Its socket closed before its words came: the audio kept for it goes up as a file, its words under its item.
    lost: (commit, itemId) => void this.upload(commit, itemId),
    // Its audio is sent again to the next socket: those words will come again.
    unheard: (itemId) => this.feed({ type: 'transcriptRetracted', at: this.now(), itemId }),
  });
  /** Commits asked for so far: the next one's order. */
  private commits = 0;
  /** Turns that go on with an earlier turn's question, and that turn: they answer under its key (one charge). */
  private readonly continued = new Map<number, number>();
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
    this.devices = new SessionDevices(
      options,
      (frame) => this.handleFrame(frame),
      (event) => this.emit(event),
    );
  }

  /** Asks for the tab and the microphone; without tab audio, hears the interviewer through the microphone. */
  async start(): Promise<void> {
    if (this.mode === 'realtime') {
      const stream = createTranscriptStream({
        mintSecret: () => this.mint(),
        connect: (grant, onEvent) => this.itemTurns.track((heard) => connectTranscriber(grant, heard, this.options.createWebSocket), onEvent),
        onEvent: (event) => this.handleTranscriber(event),
        // A stream left behind by a step down has nothing more to say.
        onError: (message, isFatal, problem) => this.stream === stream && this.emit({ type: 'error', message, isFatal, problem }),
      });
      this.stream = stream;
    }
    const failure = await this.devices.open();
    if (failure !== null) return this.fail(failure);
    // Minted only once a channel is heard: a cancelled start reserves no transcription seconds.
    if (!this.isStopped) this.stream?.open();
  }

  /** Shares the meeting tab again (after "Stop sharing" or a share without audio). */
  reconnectTab(): Promise<void> {
    return this.devices.reconnectTab();
  }

  setTiming(timing: AnswerTiming): void {
    this.turnOptions = { ...this.turnOptions, timing };
  }

  /** The question the heard turns answer: the end-of-turn judge reads it (turn-config.ts, `endOfTurn: 'meaning'`). */
  setQuestion(question: string): void {
    this.turnOptions = { ...this.turnOptions, question };
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
    if (this.turns.uncommittedMs >= this.turnOptions.minCommitAudioMs) this.commitStream(this.commitOf(this.turns.turn));
    this.turns = { ...initialTurnState, turn: this.turns.turn, items: this.turns.items };
    this.uploads.clear();
    this.options.levels.tab.set(0);
    this.options.levels.mic.set(0);
  }

  /** The sequence number the next turn's key will carry: a session started again goes on from it. */
  get nextTurnSeq(): number {
    return (this.options.firstTurnSeq ?? 1) + this.turns.turn;
  }

  stop(): void {
    this.isStopped = true;
    this.devices.stop();
    this.stream?.close();
    this.options.levels.tab.set(0);
    this.options.levels.mic.set(0);
  }

  turnKey(turn = this.turns.turn): string {
    return `${this.options.sessionId}:${(this.options.firstTurnSeq ?? 1) + (this.continued.get(turn) ?? turn) - 1}`;
  }

  private handleFrame(frame: CaptureFrame): void {
    if (!this.isListening) return;
    const analysed = feedVoice(this.voice[frame.channel], pcm16ToFloat(frame.samples), FRAME_MS);
    this.voice[frame.channel] = analysed.state;
    // The RMS level, as every level meter reads it (components/live-session/level-meter.tsx).
    this.options.levels[frame.channel].set(analysed.frame.level);
    const role: Channel = this.devices.isMicInterviewer ? 'tab' : frame.channel;
    if (role === 'tab') {
      this.stream?.append(frame.samples);
      // Kept for the upload rung: every part in upload mode, a realtime part whose socket drops before its words.
      if (this.options.transcribe) this.uploads.keep(frame.samples, this.turns.phase === 'idle');
    }
    const playbackPeak = role === 'tab' ? this.options.playback?.peak(frame.at - this.turnOptions.echoLagMs, frame.at) : undefined;
    this.feed({ type: 'audio', at: frame.at, channel: role, probability: analysed.frame.probability, level: analysed.frame.level, playbackPeak });
  }

  private commitOf(turn: number): Commit {
    return { turn, order: (this.commits += 1) };
  }

  private commitStream(commit: Commit): void {
    // No stream (upload mode, Listen turned off): nothing is committed, and no audio kept for it.
    if (!this.stream) return;
    this.uploads.cut(commit);
    this.itemTurns.committing(commit);
    this.stream.commit();
  }

  private handleTranscriber(event: TranscriberEvent): void {
    const heard = this.itemTurns.eventOf(event, this.now(), this.turns.turn);
    if (heard) this.feed(heard);
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
    if (command.type === 'commit') {
      const commit = this.commitOf(command.turn);
      if (this.mode === 'realtime') return this.commitStream(commit);
      this.uploads.cut(commit);
      return void this.upload(commit);
    }
    if (command.type === 'turnContinued') {
      const fromKey = this.turnKey(command.turn);
      this.continued.set(command.turn, command.of);
      return this.emit({ type: 'turnContinued', turnKey: this.turnKey(command.turn), fromKey });
    }
    this.emit(sessionEventOf(command, (turn) => this.turnKey(turn)));
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

  /**
   * A commit's kept audio transcribed as a file: one transcript item of its turn, in its commit's place (`itemId`: the
   * realtime item its words were heard under so far, whose words these replace).
   */
  private async upload(commit: Commit, itemId?: string): Promise<void> {
    if (!this.options.transcribe || this.isStopped) return;
    const part = await this.uploads.take(commit, this.options.transcribe, itemId);
    // Upload mode always has the part; a realtime part no longer kept (the oldest, past the cap) keeps what was heard.
    if (!part) return;
    this.feed({ type: 'transcriptFinal', at: this.now(), itemId: part.itemId, text: part.text, turn: commit.turn, order: commit.order });
    if (part.error !== undefined) {
      const message = part.error instanceof Error ? part.error.message : 'The question could not be transcribed.';
      this.emit({ type: 'error', message, isFatal: false });
    }
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
