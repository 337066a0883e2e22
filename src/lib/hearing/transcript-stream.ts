// The interviewer's audio to the realtime transcriber across secrets and sockets: mints a secret through the
// gateway, connects, and holds audio in a short ring while connecting; mints again before the block of seconds
// the secret reserved runs out (the old socket is kept a moment for the transcript it still owes) and when the
// socket drops (the audio since the last commit is sent again to the new one). Framework-free.
import type { Transcriber, TranscriberEvent } from './realtime-transcriber';

/** What the gateway's mint route answers (AiRealtimeSecret), as the stream uses it. */
export interface RealtimeGrant {
  secret: string;
  url: string;
  /** Seconds of audio the mint reserved: mint again before they are used up. */
  seconds: number;
}

export interface TranscriptStreamOptions {
  mintSecret: () => Promise<RealtimeGrant>;
  connect: (grant: RealtimeGrant, onEvent: (event: TranscriberEvent) => void) => Transcriber;
  onEvent: (event: TranscriberEvent) => void;
  /** `problem` names the failure for a translated text (the message is its English). */
  onError: (message: string, isFatal: boolean, problem?: 'dropped' | 'failed') => void;
  /** Audio kept while (re)connecting, in ms. */
  ringMs?: number;
  /** Mint again this long before the block of seconds runs out. */
  remintMarginMs?: number;
  /** How long a replaced socket stays open for the transcript it owes. */
  handoverMs?: number;
  /** Drops in a row (no transcript between them) before hearing gives up. */
  maxDrops?: number;
}

export const STREAM_MESSAGES = {
  dropped: 'Live transcription keeps disconnecting, so the Copilot stopped listening. Check your connection, then start again or type the question.',
  failed: 'The interviewer’s last words could not be transcribed. Press “Answer now” or type the question.',
  service: (message: string) => `Live transcription reported a problem: ${message}`,
  mint: 'Live transcription could not start.',
} as const;

const FRAME_MS = 20;
/**
 * The audio since the last commit kept for a new socket, at most (60 s): all of a long stretch of speech without a
 * pause, as the old socket's words for it are taken back (item-turns.ts) and the new socket's replace them.
 */
const REPLAY_FRAMES = 3000;

export function createTranscriptStream(options: TranscriptStreamOptions) {
  const ringFrames = Math.round((options.ringMs ?? 5000) / FRAME_MS);
  const remintMarginMs = options.remintMarginMs ?? 10_000;
  const handoverMs = options.handoverMs ?? 5000;
  const maxDrops = options.maxDrops ?? 3;
  let transcriber: Transcriber | null = null;
  let isConnecting = false;
  let isClosed = false;
  /** Audio not yet sent (no socket), and audio sent since the last commit (sent again if the socket drops). */
  const pending: Int16Array[] = [];
  let sinceCommit: Int16Array[] = [];
  let isCommitWanted = false;
  let grantMs = 0;
  let usedMs = 0;
  let drops = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const keep = (frames: Int16Array[], samples: Int16Array, limit = ringFrames) => {
    frames.push(samples);
    if (frames.length > limit) frames.splice(0, frames.length - limit);
  };

  async function connect() {
    isConnecting = true;
    let grant: RealtimeGrant;
    try {
      grant = await options.mintSecret();
    } catch (error) {
      isConnecting = false;
      if (isClosed) return;
      isClosed = true;
      transcriber?.close();
      return options.onError(error instanceof Error && error.message ? error.message : STREAM_MESSAGES.mint, true);
    }
    isConnecting = false;
    if (isClosed) return;
    const next: Transcriber = options.connect(grant, (event) => handle(next, event));
    const previous = transcriber;
    transcriber = next;
    grantMs = grant.seconds * 1000;
    usedMs = 0;
    // A new socket gets the audio the previous one has not committed, then what waited for it.
    const replay = [...sinceCommit.splice(0), ...pending.splice(0)];
    replay.forEach(send);
    if (isCommitWanted) commit();
    if (previous) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        previous.close();
      }, handoverMs);
      timers.add(timer);
    }
  }

  function send(samples: Int16Array) {
    (transcriber as Transcriber).append(samples);
    keep(sinceCommit, samples, REPLAY_FRAMES);
    usedMs += (samples.length * 1000) / 24_000;
  }

  function handle(source: Transcriber, event: TranscriberEvent) {
    if (isClosed) return;
    if (event.type === 'closed' || (event.type === 'error' && event.code === 'connection_failed')) {
      if (source !== transcriber || event.type === 'error') return; // a replaced socket closing; a failure is followed by its close
      transcriber = null;
      drops += 1;
      if (drops > maxDrops) {
        isClosed = true;
        return options.onError(STREAM_MESSAGES.dropped, true, 'dropped');
      }
      return void connect();
    }
    if (event.type === 'final') drops = 0;
    if (event.type === 'failed') options.onError(STREAM_MESSAGES.failed, false, 'failed');
    if (event.type === 'error') options.onError(STREAM_MESSAGES.service(event.message), false);
    options.onEvent(event);
  }

  function commit() {
    if (!transcriber) {
      isCommitWanted = true;
      return;
    }
    isCommitWanted = false;
    if (transcriber.commit()) sinceCommit = [];
  }

  return {
    open: () => void connect(),
    append(samples: Int16Array) {
      if (isClosed) return;
      if (!transcriber) return keep(pending, samples);
      send(samples);
      if (!isConnecting && usedMs >= Math.max(grantMs - remintMarginMs, grantMs / 2)) void connect();
    },
    commit,
    close() {
      isClosed = true;
      timers.forEach(clearTimeout);
      transcriber?.close();
      transcriber = null;
    },
  };
}
