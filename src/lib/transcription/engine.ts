// The browser side of transcription: microphone, recorder, level meter and the segmenter, behind a small API.
// React never touches MediaRecorder: hooks drive this class and render what it reports.
import { DEFAULT_SEGMENTER_OPTIONS, averageAmplitude, feedLevel, hasSpeech, initialSegmenterState, type SegmenterOptions, type SegmenterState } from './segmenter';
import { LISTENING_MESSAGES, messageOf } from './messages';

export type EngineStatus = 'connecting' | 'connected' | 'disconnected';

/** Preferred recording formats, first supported wins (docs/product.md#transcription; Whisper accepts all three). */
const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;
const RECORDING_SLICE_MS = 1000;
const AUDIO_SAMPLE_RATE = 48_000;
const AUDIO_BITS_PER_SECOND = 128_000;
/** How often the level is read: the silence clock is at most this far off. */
const LEVEL_SAMPLE_MS = 50;

export const MICROPHONE_MESSAGES = {
  denied: 'Microphone access denied. Please allow microphone access and try again.',
  missing: 'No microphone was found. Connect one and try again.',
  busy: 'Your microphone is being used by another app. Close that app and try again.',
  noTrack: 'No audio track found in stream',
  // The words of docs/product.md#copilot-and-coach-input first, then what they mean for the person.
  noMimeType: 'No supported audio MIME type found: this browser cannot record audio. Type instead, or use a recent Chrome, Edge, Firefox or Safari.',
} as const;

class MicrophoneError extends Error {}

export interface TranscriptionEngineOptions {
  /** Sends one complete recording for transcription and returns its text. */
  transcribe: (audio: Blob) => Promise<string>;
  /** Text of a closed segment, in speaking order. */
  onText: (text: string) => void;
  /** A segment closed (after its text was delivered): the moment auto-send may fire. */
  onSegmentClosed?: () => void;
  onLevel?: (level: number) => void;
  onStatus?: (status: EngineStatus) => void;
  onError?: (error: Error) => void;
  segmenter?: SegmenterOptions;
  sampleIntervalMs?: number;
  /** Seams for tests. */
  media?: {
    getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
    MediaRecorder: typeof MediaRecorder;
    AudioContext: typeof AudioContext;
  };
}

export function pickMimeType(isTypeSupported: (type: string) => boolean): string {
  const type = RECORDING_MIME_TYPES.find((candidate) => isTypeSupported(candidate));
  if (!type) throw new MicrophoneError(MICROPHONE_MESSAGES.noMimeType);
  return type;
}

function microphoneErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return MICROPHONE_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return MICROPHONE_MESSAGES.missing;
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return MICROPHONE_MESSAGES.busy;
  if (error instanceof MicrophoneError) return error.message;
  return messageOf(error, LISTENING_MESSAGES.startFailed);
}

interface Recording {
  recorder: MediaRecorder;
  chunks: Blob[];
  stopped: Promise<Blob>;
}

interface Preview {
  text: Promise<string>;
  /** Speech was heard after the preview's audio was taken: the segment needs a full transcription. */
  isStale: boolean;
}

export class TranscriptionEngine {
  private readonly options: TranscriptionEngineOptions;
  private readonly segmenterOptions: SegmenterOptions;
  private stream: MediaStream | null = null;
  private audioContext: AudioContext | null = null;
  private analyser: AnalyserNode | null = null;
  private samples: Float32Array<ArrayBuffer> = new Float32Array(2048);
  private meterTimer: ReturnType<typeof setInterval> | null = null;
  private mimeType = '';
  private recording: Recording | null = null;
  private preview: Preview | null = null;
  private segmenter: SegmenterState = initialSegmenterState;
  private delivery: Promise<void> = Promise.resolve();
  private status: EngineStatus = 'disconnected';
  private isListening = false;
  private readonly startedAt = Date.now();

  constructor(options: TranscriptionEngineOptions) {
    this.options = options;
    this.segmenterOptions = options.segmenter ?? DEFAULT_SEGMENTER_OPTIONS;
  }

  private get media() {
    return (
      this.options.media ?? {
        getUserMedia: (constraints: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(constraints),
        MediaRecorder: window.MediaRecorder,
        AudioContext: window.AudioContext,
      }
    );
  }

  private setStatus(status: EngineStatus) {
    this.status = status;
    this.options.onStatus?.(status);
  }

  /** Asks for the microphone and starts the level meter. Throws a MicrophoneError with the message to show. */
  async connect(): Promise<void> {
    if (this.status !== 'disconnected') return;
    this.setStatus('connecting');
    try {
      if (!this.media.MediaRecorder) throw new MicrophoneError(MICROPHONE_MESSAGES.noMimeType);
      this.mimeType = pickMimeType((type) => this.media.MediaRecorder.isTypeSupported(type));
      const stream = await this.media.getUserMedia({
        audio: { sampleRate: AUDIO_SAMPLE_RATE, channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
      if (stream.getAudioTracks().length === 0) {
        stream.getTracks().forEach((track) => track.stop());
        throw new MicrophoneError(MICROPHONE_MESSAGES.noTrack);
      }
      this.stream = stream;
      stream.getAudioTracks()[0].addEventListener('ended', () => this.fail(new MicrophoneError('The microphone was disconnected.')));
      this.audioContext = new this.media.AudioContext();
      const source = this.audioContext.createMediaStreamSource(stream);
      this.analyser = this.audioContext.createAnalyser();
      this.analyser.fftSize = 2048;
      this.samples = new Float32Array(this.analyser.fftSize);
      source.connect(this.analyser);
      this.meterTimer = setInterval(() => this.sample(), this.options.sampleIntervalMs ?? LEVEL_SAMPLE_MS);
      this.setStatus('connected');
    } catch (error) {
      await this.disconnect();
      throw new MicrophoneError(microphoneErrorMessage(error));
    }
  }

  startListening(): void {
    if (this.status !== 'connected' || this.isListening) return;
    this.isListening = true;
    this.segmenter = initialSegmenterState;
    this.recording = this.startRecording();
  }

  /** Stops listening; audio spoken since the last segment is transcribed and delivered before this resolves. */
  async stopListening(): Promise<void> {
    if (!this.isListening) return;
    this.isListening = false;
    const hadSpeech = hasSpeech(this.segmenter, this.segmenterOptions);
    await this.closeSegment({ restart: false, deliver: hadSpeech || this.preview !== null });
    await this.delivery;
  }

  async disconnect(): Promise<void> {
    if (this.isListening) await this.stopListening().catch(() => undefined);
    if (this.meterTimer) clearInterval(this.meterTimer);
    this.meterTimer = null;
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
    await this.audioContext?.close().catch(() => undefined);
    this.audioContext = null;
    this.analyser = null;
    this.options.onLevel?.(0);
    if (this.status !== 'disconnected') this.setStatus('disconnected');
  }

  private fail(error: Error) {
    this.options.onError?.(error);
    void this.disconnect();
  }

  private now(): number {
    return Date.now() - this.startedAt;
  }

  private sample() {
    if (!this.analyser) return;
    this.analyser.getFloatTimeDomainData(this.samples);
    const level = averageAmplitude(this.samples);
    this.options.onLevel?.(level);
    if (!this.isListening) return;
    if (level >= this.segmenterOptions.threshold && this.preview) this.preview.isStale = true;
    const { state, action } = feedLevel(this.segmenter, this.now(), level, this.segmenterOptions);
    this.segmenter = state;
    if (action.type === 'preview') this.startPreview();
    if (action.type === 'close') void this.closeSegment({ restart: true, deliver: true });
  }

  private startRecording(): Recording {
    const recorder = new this.media.MediaRecorder(this.stream as MediaStream, { mimeType: this.mimeType, audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
    const chunks: Blob[] = [];
    const stopped = new Promise<Blob>((resolve) => {
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener('stop', () => resolve(new Blob(chunks, { type: this.mimeType })));
    });
    recorder.addEventListener('error', () => this.fail(new Error(LISTENING_MESSAGES.transcriptionFailed)));
    recorder.start(RECORDING_SLICE_MS);
    return { recorder, chunks, stopped };
  }

  /** Transcribes the open segment so far (a complete file: it starts with the recording's header). */
  private startPreview() {
    const recording = this.recording;
    if (!recording || recording.recorder.state !== 'recording') return;
    const text = new Promise<string>((resolve, reject) => {
      const onData = () => {
        recording.recorder.removeEventListener('dataavailable', onData);
        // Let the recording's own listener store the chunk first.
        queueMicrotask(() => this.options.transcribe(new Blob(recording.chunks, { type: this.mimeType })).then(resolve, reject));
      };
      recording.recorder.addEventListener('dataavailable', onData);
      recording.recorder.requestData();
    });
    text.catch(() => undefined);
    this.preview = { text, isStale: false };
  }

  private async closeSegment({ restart, deliver }: { restart: boolean; deliver: boolean }) {
    const recording = this.recording;
    const preview = this.preview;
    this.preview = null;
    if (!recording) return;
    if (recording.recorder.state !== 'inactive') recording.recorder.stop();
    // Each segment is its own recording, so every upload is a complete, decodable file.
    this.recording = restart && this.isListening ? this.startRecording() : null;
    const audio = recording.stopped;
    const text = (async () => {
      if (!deliver) return '';
      if (preview && !preview.isStale) {
        try {
          return await preview.text;
        } catch {
          // fall back to a full transcription below
        }
      }
      const blob = await audio;
      return blob.size > 0 ? this.options.transcribe(blob) : '';
    })();
    // Deliver in speaking order even when transcriptions finish out of order.
    this.delivery = this.delivery.then(async () => {
      try {
        const value = (await text).trim();
        if (value) this.options.onText(value);
        if (value) this.options.onSegmentClosed?.();
      } catch (error) {
        this.options.onError?.(error instanceof Error ? error : new Error(LISTENING_MESSAGES.transcriptionFailed));
      }
    });
    await this.delivery;
  }
}
